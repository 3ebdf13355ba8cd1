/**
 * An icon written as JSX (`<Card icon={<svg viewBox="0 0 24 24"><path d="..." /></svg>}>`), drawn from its
 * source without running anything: the source is parsed as MDX and only SVG's drawing elements and their
 * geometry and paint attributes (literal values) are kept, so no script, link or style can come with it.
 */
import { s } from 'hastscript'
import type { Element } from 'hast'
import type { RootContent } from 'mdast'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { readAttributes, type JsxNode } from './attributes.js'

const TAGS = new Set(['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon'])
const ATTRIBUTES = new Set([
  'viewBox', 'd', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'width', 'height', 'points', 'fill', 'stroke',
  'strokeWidth', 'strokeLinecap', 'strokeLinejoin', 'fillRule', 'clipRule', 'transform', 'opacity', 'fillOpacity', 'strokeOpacity'
])
/** Paint as a colour or keyword, never `url(...)`, which could point anywhere. */
const SAFE_VALUE = /^[\w\s.,#%+-]*$/

const processor = unified().use(remarkParse).use(remarkMdx)

/** The SVG an icon's JSX source draws, as a hast element; undefined when it is not an `<svg>` element or does not parse. */
export function jsxIcon(source: string): Element | undefined {
  let nodes: RootContent[]
  try {
    nodes = processor.parse(source.trim()).children
  } catch {
    return undefined
  }
  const first = nodes[0]
  const svg = first?.type === 'paragraph' ? first.children[0] : first
  if (!svg || !isJsx(svg) || svg.name !== 'svg') return undefined
  const element = convert(svg)
  element.properties = { ...element.properties, className: ['icon'], ariaHidden: 'true', focusable: 'false' }
  return element
}

function isJsx(node: { type: string }): node is JsxNode {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
}

function convert(node: JsxNode): Element {
  const properties: Record<string, string | number> = {}
  for (const [name, value] of readAttributes(node)) {
    if (!ATTRIBUTES.has(name) || typeof value === 'boolean') continue
    const text = String(value)
    if (name === 'transform' ? /^[\w\s.,()-]*$/.test(text) : SAFE_VALUE.test(text)) properties[name] = value
  }
  // JSX children written on one line are inside a paragraph.
  const children = (node.children as RootContent[]).flatMap((child): RootContent[] => (child.type === 'paragraph' ? child.children : [child]))
  return s(node.name!, properties, children.filter((child): child is JsxNode => isJsx(child) && TAGS.has(child.name ?? '')).map(convert))
}
