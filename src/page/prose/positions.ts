/**
 * mdast-util-to-nlcst places each word at its text node's start plus its offset in the node's value. A text
 * node's value is not always its source: inside an indented JSX component or a block quote each line's
 * indentation or `> ` is left out, and `\*` is written for `*`. The value's characters appear in the source in
 * order, with only extra characters between them, so each value offset is matched to its source offset and the
 * nlcst positions are moved there.
 */
import type { Node as NlcstNode, Parent as NlcstParent } from 'nlcst'
import type { Point } from 'unist'
import type { location } from 'vfile-location'

/** A text node of the page: where its source is, and its value. */
export interface TextSpan {
  start: number
  end: number
  value: string
}

interface Mapped extends TextSpan {
  /** Source offset (from `start`) of each character of the value; undefined where value and source agree. */
  offsets?: number[]
}

export function repairPositions(root: NlcstNode, spans: TextSpan[], doc: string, place: ReturnType<typeof location>): void {
  const mapped = spans.map((span) => withOffsets(span, doc)).filter((span) => span.offsets)
  if (mapped.length === 0) return
  const visit = (node: NlcstNode) => {
    const position = node.position
    if (position) {
      position.start = moved(position.start, mapped, place, 'start')
      position.end = moved(position.end, mapped, place, 'end')
    }
    for (const child of (node as NlcstParent).children ?? []) visit(child)
  }
  visit(root)
}

function withOffsets(span: TextSpan, doc: string): Mapped {
  const source = doc.slice(span.start, span.end)
  if (source === span.value) return span
  const offsets: number[] = []
  let at = 0
  for (const character of span.value) {
    while (at < source.length && source[at] !== character) at++
    offsets.push(Math.min(at, source.length - 1))
    // Characters outside the basic plane take two code units in both strings.
    for (let extra = 1; extra < character.length; extra++) offsets.push(Math.min(at + extra, source.length - 1))
    at += character.length
  }
  return { ...span, offsets }
}

function moved(point: Point, spans: Mapped[], place: ReturnType<typeof location>, side: 'start' | 'end'): Point {
  const offset = point.offset
  if (offset === undefined) return point
  // A start is the offset of its first character, an end one past its last.
  const inside = side === 'start' ? offset : offset - 1
  const span = spans.find((candidate) => inside >= candidate.start && inside < candidate.start + candidate.value.length)
  if (!span) return point
  const source = span.start + span.offsets![inside - span.start] + (side === 'end' ? 1 : 0)
  return place.toPoint(source) ?? point
}
