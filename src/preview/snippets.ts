/**
 * Imported snippets rendered in place, as the site generator renders them: `import Setup from
 * '/snippets/setup.mdx'` then `<Setup />` shows the snippet's content where the element is. The page's tree is
 * copied with the snippets' content put in (the stored trees are shared by every page that imports them, so
 * they are never changed); a snippet's own imports are resolved from its own file. Named imports
 * (`import { Button } from ...`) are components the snippet defines in code, which the preview does not run.
 */
import type { Root, RootContent } from 'mdast'
import type { Site, SitePage } from '../site/model.js'
import { resolveImport } from '../site/imports.js'
import { previewTreeOf } from './tree.js'

/** A snippet may import others; past this depth (or in a cycle) an element is left as it is. */
const MAX_DEPTH = 8

const DEFAULT_IMPORT = /\bimport\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\}\s*)?from\s*(['"])([^'"]+)\2/g

type Parent = { children: RootContent[] }

export class SnippetTrees {
  private readonly pagesByPath: Map<string, SitePage>
  private readonly trees = new Map<string, Root | undefined>()

  constructor(private readonly site: Site) {
    this.pagesByPath = new Map(site.pages.map((page) => [page.path, page]))
  }

  /** The page's tree with each imported snippet's content in place of its element; the tree itself when it imports none. */
  expand(page: SitePage, tree: Root): Root {
    return this.expandTree(page, tree, [page.path])
  }

  private expandTree(page: SitePage, tree: Root, chain: string[]): Root {
    const imports = this.importsOf(page, tree, chain)
    if (imports.size === 0) return tree
    return { ...tree, children: this.expandChildren(tree, imports) }
  }

  /** The snippets a tree imports by their local names, each already expanded from its own file. */
  private importsOf(page: SitePage, tree: Root, chain: string[]): Map<string, Root> {
    const imports = new Map<string, Root>()
    if (chain.length > MAX_DEPTH) return imports
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue
      for (const match of node.value.matchAll(DEFAULT_IMPORT)) {
        const resolution = resolveImport(this.site, page, match[3])
        const snippet = resolution.kind === 'found' ? this.pagesByPath.get(resolution.path) : undefined
        const snippetTree = snippet && this.treeOf(snippet)
        if (!snippet || !snippetTree || chain.includes(snippet.path)) continue
        imports.set(match[1], this.expandTree(snippet, snippetTree, [...chain, snippet.path]))
      }
    }
    return imports
  }

  /** A snippet's tree, decoded once for every page that imports it (it is copied, never changed, where it is put in). */
  private treeOf(snippet: SitePage): Root | undefined {
    if (!this.trees.has(snippet.path)) this.trees.set(snippet.path, previewTreeOf(snippet.file))
    return this.trees.get(snippet.path)
  }

  private expandChildren(parent: Parent, imports: Map<string, Root>): RootContent[] {
    return parent.children.flatMap((child): RootContent[] => {
      const snippet = snippetOf(child, imports)
      if (snippet) return content(snippet, child.type === 'mdxJsxTextElement')
      // A snippet element alone in a paragraph (`<Setup />` inline with nothing else) is the paragraph.
      if (child.type === 'paragraph') {
        const only = child.children.filter((part) => !(part.type === 'text' && part.value.trim() === ''))
        const alone = only.length === 1 ? snippetOf(only[0] as RootContent, imports) : undefined
        if (alone) return content(alone, false)
      }
      if (!('children' in child)) return [child]
      return [{ ...child, children: this.expandChildren(child as Parent, imports) } as RootContent]
    })
  }
}

function snippetOf(node: RootContent, imports: Map<string, Root>): Root | undefined {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined
  return node.name ? imports.get(node.name) : undefined
}

/**
 * A snippet's content, copied: its blocks (its imports and exports left out), or inside a line of text the
 * words of a snippet that is one paragraph.
 */
function content(snippet: Root, inline: boolean): RootContent[] {
  const blocks = snippet.children.filter((node) => node.type !== 'mdxjsEsm' && node.type !== 'yaml')
  if (inline) {
    const paragraph = blocks.length === 1 && blocks[0].type === 'paragraph' ? blocks[0] : undefined
    return paragraph ? structuredClone(paragraph.children) : []
  }
  return structuredClone(blocks)
}
