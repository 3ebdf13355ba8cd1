/**
 * The part of a page's content that holds no component: plain Markdown (and sanitised HTML) that the preview
 * keeps as hast instead of sending it through React and the HTML parser (./render.ts). It is written as the
 * round trip would give it back, so a page's HTML is the same either way: hast-util-to-jsx-runtime drops
 * whitespace between table rows and cells, and writes a cell's `align` as its `text-align` style.
 */
import type { Element, Root, RootContent } from 'hast'

/** The elements whose whitespace-only text children the round trip drops (hast-util-to-jsx-runtime's tableElements). */
const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr'])
const TABLE_CELLS = new Set(['td', 'th'])
/** Inter-element whitespace as HTML (and hast-util-whitespace) defines it. */
const whitespace = (text: { value: string }) => /^[ \t\n\f\r]*$/.test(text.value)

export interface ContentRun {
  /** Whether the run holds a component, to be drawn through React. */
  drawn: boolean
  nodes: RootContent[]
}

/** The top-level nodes in runs, in order: those that hold an element with the `marker` property, and those that hold none (made round-trip-alike). */
export function runsByComponent(nodes: RootContent[], marker: string): ContentRun[] {
  const runs: ContentRun[] = []
  for (const node of nodes) {
    const drawn = holdsMarker(node, marker)
    const last = runs.at(-1)
    if (last && last.drawn === drawn) last.nodes.push(node)
    else runs.push({ drawn, nodes: [node] })
  }
  for (const run of runs) if (!run.drawn) for (const node of run.nodes) asRoundTripped(node)
  return runs
}

function holdsMarker(node: RootContent | Root, marker: string): boolean {
  if (node.type !== 'element' && node.type !== 'root') return false
  if (node.type === 'element' && node.properties[marker] !== undefined) return true
  return node.children.some((child) => holdsMarker(child, marker))
}

function asRoundTripped(node: RootContent): void {
  if (node.type !== 'element') return
  if (TABLE_ELEMENTS.has(node.tagName)) node.children = node.children.filter((child) => !(child.type === 'text' && whitespace(child)))
  if (TABLE_CELLS.has(node.tagName)) alignAsStyle(node)
  for (const child of node.children) asRoundTripped(child)
}

function alignAsStyle(cell: Element): void {
  const align = cell.properties.align
  if (typeof align !== 'string' || align === '') return
  delete cell.properties.align
  const style = typeof cell.properties.style === 'string' ? cell.properties.style.trim().replace(/;$/, '') : ''
  cell.properties.style = style ? `${style};text-align:${align}` : `text-align:${align}`
}
