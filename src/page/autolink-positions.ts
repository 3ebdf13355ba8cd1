import type { Node, Parent, Point } from 'unist'
import type { Root } from 'mdast'
import { pointFinder } from '../util/lines.js'

/**
 * Gives a place to the nodes remark-gfm makes without one. A bare URL or e-mail address that micromark could not
 * link while parsing (one between brackets, `[https://acme.dev]`, which starts a link that never closes) is linked
 * afterwards by splitting its text node into text, link and text nodes, none of them positioned: rules then
 * reported such a link with no place at all. Each unplaced node is placed in the source between its placed
 * neighbours: a link where its URL is written, a text where its value is written, else on all that is between.
 */
export function placeUnplacedNodes(tree: Root, source: string): void {
  let pointAt: ((offset: number) => Point | undefined) | undefined
  const visit = (parent: Parent): void => {
    if (parent.children.some((child) => !child.position)) {
      pointAt ??= pointFinder(source)
      placeChildren(parent, source, pointAt)
    }
    for (const child of parent.children) if ('children' in child) visit(child as Parent)
  }
  visit(tree)
}

/**
 * Places the unplaced children of a placed parent: first each link where its URL is written, searching on from
 * the child before it, then each text in the gap its placed neighbours leave: where its value is written at the
 * gap's start, else (an escape or a character reference in it) on the whole gap.
 */
function placeChildren(parent: Parent, source: string, pointAt: (offset: number) => Point | undefined): void {
  const parentStart = parent.position?.start.offset
  const parentEnd = parent.position?.end.offset
  if (parentStart === undefined || parentEnd === undefined) return
  for (const type of ['link', 'text']) {
    let cursor = parentStart
    parent.children.forEach((child, index) => {
      if (child.position) {
        cursor = child.position.end.offset ?? cursor
        return
      }
      if (child.type !== type) return
      const span = spanOf(child, source, cursor, nextPlacedStart(parent.children, index + 1) ?? parentEnd)
      if (!span) return
      place(child, span[0], span[1], pointAt)
      cursor = span[1]
    })
  }
}

/** Where a link or text is written between `from` and `bound`. */
function spanOf(node: Node, source: string, from: number, bound: number): [number, number] | undefined {
  const literal = literalOf(node)
  if (node.type === 'text') return literal && source.startsWith(literal, from) ? [from, from + literal.length] : [from, bound]
  const at = literal ? source.indexOf(literal, from) : -1
  return at !== -1 && at + literal!.length <= bound ? [at, at + literal!.length] : undefined
}

/** The text a node is written as, when the source has it as is: a text's value, a link's text (its URL or address). */
function literalOf(node: Node): string | undefined {
  if (node.type === 'text') return (node as Node & { value: string }).value || undefined
  const children = (node as Partial<Parent>).children
  if (node.type === 'link' && children?.length === 1 && children[0].type === 'text') return (children[0] as Node & { value: string }).value || undefined
  return undefined
}

function nextPlacedStart(children: Node[], from: number): number | undefined {
  for (let index = from; index < children.length; index++) {
    const start = children[index].position?.start.offset
    if (start !== undefined) return start
  }
  return undefined
}

/** Places a node and, where they have none, its descendants (a link's text) on the same span. */
function place(node: Node, start: number, end: number, pointAt: (offset: number) => Point | undefined): void {
  const startPoint = pointAt(start)
  const endPoint = pointAt(end)
  if (!startPoint || !endPoint) return
  node.position = { start: startPoint, end: endPoint }
  for (const child of (node as Partial<Parent>).children ?? []) if (!child.position) place(child, start, end, pointAt)
}
