/**
 * The prose of a page, as the style rules read it: every paragraph, heading and table cell, inside list items,
 * block quotes and JSX components (`<Note>`, `<Step>`, `<Card>`, `<Accordion>`, ...) alike, turned into a
 * natural-language tree (nlcst, by mdast-util-to-nlcst and parse-english) whose positions are those of the page.
 * Never prose: code blocks, inline code (kept as a `SourceNode`, so sentences stay whole), HTML, MDX expressions
 * and comments, front matter, attribute values, link destinations, and link text that is itself a URL.
 */
import { toNlcst } from 'mdast-util-to-nlcst'
import { ParseEnglish } from 'parse-english'
import { location } from 'vfile-location'
import type { Heading, Paragraph, Root, TableCell, Text } from 'mdast'
import type { Node as NlcstNode, Root as NlcstRoot } from 'nlcst'
import type { Node, Parent, Point } from 'unist'
import type { VFile } from 'vfile'
import { isJsxElement, jsxName } from '../jsx.js'
import { repairPositions, type TextSpan } from './positions.js'

/** A block of prose: a paragraph, a heading or a table cell, with what it is inside of. */
export interface ProseBlock {
  node: Paragraph | Heading | TableCell
  /** Its ancestors in the page's tree, outermost first (list items, JSX components, ...). */
  ancestors: Node[]
  /** Its prose, as an nlcst root of paragraphs of sentences, with positions in the page. */
  nlcst: NlcstRoot
}

/** Elements whose content is code, markup or data, not prose. */
const NOT_PROSE_ELEMENTS = new Set(['code', 'pre', 'CodeGroup', 'RequestExample', 'ResponseExample', 'script', 'style', 'svg', 'math', 'kbd', 'Latex'])
/** mdast nodes that hold no prose at all. */
const NOT_PROSE_NODES = new Set(['code', 'html', 'yaml', 'toml', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm', 'math', 'inlineMath'])
const BLOCK_TYPES = new Set(['paragraph', 'heading', 'tableCell'])

const cache = new WeakMap<Root, ProseBlock[]>()

/** The prose blocks of a page, in document order; computed once per tree, whichever rules ask. */
export function proseOf(tree: Root, file: VFile): ProseBlock[] {
  let blocks = cache.get(tree)
  if (!blocks) {
    blocks = collectBlocks(tree, file)
    cache.set(tree, blocks)
  }
  return blocks
}

function collectBlocks(tree: Root, file: VFile): ProseBlock[] {
  const blocks: ProseBlock[] = []
  const place = location(file)
  const walk = (node: Node, ancestors: Node[]) => {
    if (isNotProse(node)) return
    if (BLOCK_TYPES.has(node.type)) {
      if (node.position) blocks.push(proseBlock(node as ProseBlock['node'], ancestors, file, place))
      return
    }
    for (const child of (node as Parent).children ?? []) walk(child, [...ancestors, node])
  }
  walk(tree, [])
  return blocks
}

function isNotProse(node: Node): boolean {
  if (NOT_PROSE_NODES.has(node.type)) return true
  if (isJsxElement(node)) return NOT_PROSE_ELEMENTS.has(jsxName(node) ?? '')
  return false
}

function proseBlock(node: ProseBlock['node'], ancestors: Node[], file: VFile, place: ReturnType<typeof location>): ProseBlock {
  const spans: TextSpan[] = []
  const prose = proseCopy(node, spans) as ProseBlock['node']
  // mdast-util-to-nlcst ignores table cells unless told otherwise; a cell is read here as a block of its own.
  const nlcst = toNlcst(node.type === 'tableCell' ? { ...prose, type: 'paragraph' } as Paragraph : prose, file, ParseEnglish) as NlcstRoot
  repairPositions(nlcst as NlcstNode, spans, String(file), place)
  return { node, ancestors, nlcst }
}

/**
 * A copy of the block with what is not prose taken out (or, for inline code and URL-like link text, kept as
 * source), and the text nodes noted: their value may differ from their source (indentation inside JSX,
 * escapes), which the positions are repaired for.
 */
function proseCopy(node: Node, spans: TextSpan[]): Node | undefined {
  if (isNotProse(node)) return undefined
  if (node.type === 'link' && isUrlText(node as Parent)) return { type: 'inlineCode', value: '', position: node.position } as Node
  if (isJsxElement(node) && (node as Parent).children.length === 0) return undefined
  if (node.type === 'text') {
    const start = node.position?.start.offset
    const end = node.position?.end.offset
    if (start !== undefined && end !== undefined) spans.push({ start, end, value: (node as Text).value })
    return node
  }
  if (!('children' in node)) return node
  const children = (node as Parent).children.map((child) => proseCopy(child, spans)).filter((child): child is Node => child !== undefined)
  return { ...node, children } as Node
}

/** A link whose text is its URL, or any URL or address: source, not words. */
function isUrlText(link: Parent): boolean {
  const only = link.children.length === 1 ? link.children[0] : undefined
  return only?.type === 'text' && /^(?:[a-z][\w+.-]*:|www\.|\/)\S*$/i.test((only as Text).value.trim())
}

/** The page's position of a point, for messages built from nlcst nodes. */
export function pointOf(node: NlcstNode, side: 'start' | 'end'): Point | undefined {
  return node.position?.[side]
}
