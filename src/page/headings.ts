import { visit } from './visit.js'
import type { Root } from 'mdast'
import type { Node } from 'unist'
import { isJsxElement } from './jsx.js'
import type { Fix } from '../fix/edit.js'
import { oncePerTree } from './per-tree.js'

export interface HeadingNode {
  depth: number
  node: Node
}

/** Headings in document order: Markdown `#` headings and `<h1>`-`<h6>` elements alike. */
export const headingsOf: (tree: Root) => readonly HeadingNode[] = oncePerTree(findHeadings)

function findHeadings(tree: Root): HeadingNode[] {
  const headings: HeadingNode[] = []
  visit(tree, (node) => {
    if (node.type === 'heading') headings.push({ depth: node.depth, node })
    else if (isJsxElement(node) && /^h[1-6]$/.test(node.name ?? '')) headings.push({ depth: Number(node.name![1]), node })
  })
  return headings
}

/**
 * The level each heading should have so that the outline never skips a level, each heading kept under the same
 * parent (the nearest heading before it of a lower level, as written): a heading gets its parent's new level
 * plus one. A heading with no parent keeps its level, or, `fromLevelTwo`, gets level 2, where the body starts
 * (the title is level 1). Undefined when a heading would go past level 6, or from level 4 or above to level 5
 * or 6, where it would lose its anchor.
 */
export function outlineLevels(headings: readonly HeadingNode[], fromLevelTwo: boolean): number[] | undefined {
  const parents: { written: number; level: number }[] = []
  const levels: number[] = []
  for (const { depth } of headings) {
    while (parents.length > 0 && parents.at(-1)!.written >= depth) parents.pop()
    const parent = parents.at(-1)
    const level = parent ? parent.level + 1 : fromLevelTwo ? 2 : depth
    // The generator gives headings of levels 5 and 6 no id: a heading moved there would lose its anchor.
    if (level > 6 || (level > 4 && depth <= 4)) return undefined
    parents.push({ written: depth, level })
    levels.push(level)
  }
  return levels
}

/**
 * The edits that give each heading its level in `levels`: the `#` run of a Markdown heading, the tag names of
 * `<hN>` elements. Undefined when a heading that must change is written another way (an underlined heading).
 */
export function headingLevelEdits(headings: readonly HeadingNode[], levels: number[], text: string): Fix[] | undefined {
  const edits: Fix[] = []
  for (const [index, heading] of headings.entries()) {
    if (levels[index] === heading.depth) continue
    const edit = levelEdit(heading, levels[index], text)
    if (!edit) return undefined
    edits.push(...edit)
  }
  return edits
}

function levelEdit({ node }: HeadingNode, level: number, text: string): Fix[] | undefined {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  if (start === undefined || end === undefined) return undefined
  if (node.type === 'heading') {
    const marker = /^[ \t]*(#{1,6})(?=[ \t]|\r?\n|$)/.exec(text.slice(start, end))
    if (!marker) return undefined
    const at = start + marker[0].length - marker[1].length
    return [{ range: [at, at + marker[1].length], text: '#'.repeat(level) }]
  }
  const name = `h${level}`
  if (!/^<h[1-6]\b/.test(text.slice(start, start + 3))) return undefined
  const open: Fix = { range: [start + 1, start + 3], text: name }
  if (/\/>$/.test(text.slice(start, end))) return [open]
  return /^<\/h[1-6]>$/.test(text.slice(end - 5, end)) ? [open, { range: [end - 3, end - 1], text: name }] : undefined
}

/** A component the page imports (`<Intro />` of `import Intro from '/snippets/intro.mdx'`), where it is written. */
interface ImportedUse {
  offset: number
  source: string
}

/** The imported components the page writes, in document order. */
const importedUses = oncePerTree((tree: Root): ImportedUse[] => {
  const sources = new Map<string, string>()
  const uses: ImportedUse[] = []
  visit(tree, (node) => {
    if (node.type === 'mdxjsEsm') {
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue
        for (const specifier of statement.specifiers) sources.set(specifier.local.name, statement.source.value)
      }
    } else if (isJsxElement(node) && node.name && node.position?.start.offset !== undefined) {
      const source = sources.get(node.name)
      if (source !== undefined) uses.push({ offset: node.position.start.offset, source })
    }
  })
  return uses
})

/**
 * The modules of the components written between two headings (from the page's start when `after` is undefined):
 * the snippets rendered there, whose headings the reader sees between them. Their headings are known only on the
 * site (src/site/snippet-headings.ts).
 */
export function importedBetween(tree: Root, after: HeadingNode | undefined, before: HeadingNode): string[] {
  const from = after?.node.position?.end.offset ?? 0
  const to = before.node.position?.start.offset ?? 0
  return importedUses(tree).filter(({ offset }) => offset >= from && offset < to).map(({ source }) => source)
}
