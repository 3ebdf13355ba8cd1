/**
 * A fix, as a message carries it (`message.fix`): the span of the file's text it replaces, as character offsets
 * into the text the message was made from, and what to write there. It is plain JSON so that it survives a
 * worker thread's message passing and a language server's code action alike (ESLint's `fix` shape).
 */
import type { Node, Point, Position } from 'unist'
import { lineStarts, pointFinder } from '../util/lines.js'

export interface Fix {
  /** `[start, end)` offsets into the file's text; an insertion has start === end. */
  range: [number, number]
  text: string
}

/** One replacement as a rule writes it: at a node's or a position's span, or at offsets. */
export type Edit = { place: Node | Position; text: string } | Fix

declare module 'vfile-message' {
  interface VFileMessage {
    /** What `--fix` and the language server's quick fix write, for a rule whose meta declares `fixable`. */
    fix?: Fix
  }
}

/**
 * The fix of one message, from one edit or several: several edits become one replacement of the span from the
 * first to the last, the text between them kept as it is (as ESLint merges a rule's fixes), so that the fix
 * is applied whole or not at all. Undefined when a place has no offsets to go by, or two edits overlap.
 */
export function fixOf(edits: Edit | Edit[], text: string): Fix | undefined {
  const ranges = (Array.isArray(edits) ? edits : [edits]).map((edit) => rangeOf(edit, text))
  if (ranges.some((range) => range === undefined)) return undefined
  const sorted = (ranges as Fix[]).sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1])
  if (sorted.length === 0) return undefined
  let merged = ''
  let at = sorted[0].range[0]
  for (const edit of sorted) {
    if (edit.range[0] < at) return undefined
    merged += text.slice(at, edit.range[0]) + edit.text
    at = edit.range[1]
  }
  return { range: [sorted[0].range[0], at], text: merged }
}

function rangeOf(edit: Edit, text: string): Fix | undefined {
  if ('range' in edit) return validRange(edit.range, text) ? edit : undefined
  const position = 'type' in edit.place ? edit.place.position : edit.place
  if (!position) return undefined
  const range: [number, number] = [offsetOf(position.start, text), offsetOf(position.end, text)]
  return validRange(range, text) ? { range, text: edit.text } : undefined
}

function validRange([start, end]: [number, number], text: string): boolean {
  return Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= text.length
}

/** A point's offset: its own, or counted from its line and column. */
export function offsetOf(point: Point, text: string): number {
  if (point.offset !== undefined) return point.offset
  const lineStart = lineStarts(text)[point.line - 1]
  return lineStart === undefined ? Number.NaN : lineStart + point.column - 1
}

/** The position of a fix's span in `text`, for a language server's edit. */
export function fixPosition(fix: Fix, text: string): Position {
  const toPoint = pointFinder(text)
  return { start: toPoint(fix.range[0])!, end: toPoint(fix.range[1])! }
}

/** The fix that turns `before` into `after`: one replacement of the span where they differ; undefined when they are the same. */
export function fixBetween(before: string, after: string): Fix | undefined {
  if (before === after) return undefined
  let start = 0
  while (start < before.length && start < after.length && before[start] === after[start]) start++
  let end = 0
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++
  return { range: [start, before.length - end], text: after.slice(start, after.length - end) }
}
