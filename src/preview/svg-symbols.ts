/**
 * An icon drawn more than once on a page (the copy button of every code block, a chevron per group) is
 * written once, as a `<symbol>` at the top of the body, and each place it is drawn refers to it with `<use>`.
 * Every `<svg>` keeps its own class and attributes, so the styles and the mode toggle see no change.
 */
import { toHtml } from 'hast-util-to-html'
import type { Element, Root } from 'hast'

/** Rewrites the page in place: each drawing used twice or more becomes a symbol. */
export function shareRepeatedIcons(page: Root): void {
  const body = findBody(page)
  if (!body) return
  const drawings = new Map<string, Element[]>()
  collect(body, drawings)
  const symbols: Element[] = []
  for (const [key, elements] of drawings) {
    if (elements.length < 2) continue
    const id = `icon-${symbols.length}`
    const first = elements[0]
    symbols.push({ type: 'element', tagName: 'symbol', properties: { id, viewBox: first.properties.viewBox }, children: first.children })
    for (const element of elements) element.children = [{ type: 'element', tagName: 'use', properties: { href: `#${id}` }, children: [] }]
    drawings.delete(key)
  }
  if (symbols.length > 0) body.children.unshift({ type: 'element', tagName: 'svg', properties: { hidden: true, ariaHidden: 'true' }, children: symbols })
}

function findBody(node: Root | Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.tagName === 'body') return child
    const found = findBody(child)
    if (found) return found
  }
  return undefined
}

/** Each `<svg>` by what it draws (its view box and its children's markup). */
function collect(node: Element, drawings: Map<string, Element[]>): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.tagName === 'svg') {
      const key = `${String(child.properties.viewBox)}|${toHtml(child.children, { space: 'svg' })}`
      drawings.set(key, [...(drawings.get(key) ?? []), child])
    } else collect(child, drawings)
  }
}
