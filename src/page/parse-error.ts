import type { Point, Position } from 'unist'
import type { VFileMessage } from 'vfile-message'
import type { Fix } from '../fix/edit.js'
import { htmlCommentsFix, voidElementsFix } from './mdx-fixes.js'

/** HTML elements that never have content: in MDX they must be written self-closed. */
const voidElements = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'
])

export interface ParseFailure {
  reason: string
  place: Position | Point
  /** The fix of the usual causes (HTML comments, void elements not self-closed) when the failure is one. */
  fix?: Fix
  /** The page was over the parse budget and only skimmed (src/page/skim.ts): its tree holds its headings, links and images, no more. */
  skimmed?: boolean
}

/** Explains a parse error of micromark/mdast-util-mdx-jsx in terms of what the author wrote. */
export function explainParseError(error: VFileMessage, text: string): ParseFailure {
  // The position is the message's own place; in the reason it would only repeat it.
  const parserReason = String(error.reason)
    .replace(/\s*\(note: [^)]*\)$/, '')
    .replace(/ \(\d+:\d+-\d+:\d+\)/, '')
  const place = placeOf(error)
  const offset = offsetOf(place, text)
  const hint = hintFor(error, parserReason, text, offset)
  const fix = fixFor(parserReason, text, offset)
  return { reason: `Cannot parse MDX: ${parserReason}${hint ? `. ${hint}` : ''}`, place, ...(fix ? { fix } : {}) }
}

function fixFor(reason: string, text: string, offset: number | undefined): Fix | undefined {
  const unclosed = /^Expected a closing tag for `<([^>\s]*)>`/.exec(reason)?.[1]
  if (unclosed !== undefined) return voidElements.has(unclosed.toLowerCase()) ? voidElementsFix(text, unclosed) : undefined
  return isAtHtmlComment(text, offset) ? htmlCommentsFix(text) : undefined
}

/** The parser stops at `<!--` (on the `!`, or on the `<`). */
function isAtHtmlComment(text: string, offset: number | undefined): boolean {
  const before = offset === undefined ? '' : text.slice(Math.max(0, offset - 1), offset + 3)
  return before.startsWith('<!--') || before.startsWith('!--')
}

function hintFor(error: VFileMessage, reason: string, text: string, offset: number | undefined): string | undefined {
  const unclosed = /^Expected a closing tag for `<([^>\s]*)>`/.exec(reason)
  if (unclosed) {
    const name = unclosed[1]
    return voidElements.has(name.toLowerCase())
      ? `\`<${name}>\` has no content: self-close it as \`<${name} />\``
      : `Close it with \`</${name}>\`, or self-close it as \`<${name} />\` if it has no content`
  }
  if (error.ruleId === 'end-tag-mismatch') return 'Closing tags must match the most recent open tag'
  if (isAtHtmlComment(text, offset)) {
    return 'HTML comments are not valid in MDX: write `{/* comment */}` instead'
  }
  if (error.source === 'micromark-extension-mdx-expression' || error.ruleId === 'acorn') {
    return 'In MDX, `{` starts a JavaScript expression: to write a literal brace, escape it as `\\{` or put it in inline code'
  }
  if (error.ruleId === 'unexpected-character' && /before name/.test(reason)) {
    return 'In MDX, `<` starts a JSX tag: to write a literal `<`, escape it as `\\<`, write `&lt;`, or put it in inline code'
  }
  if (/attribute value/.test(reason)) return 'Close the attribute value with the same quote it opens with'
  return undefined
}

/**
 * mdast-util-mdx-jsx reports an unclosed tag with the tag's own range only inside its reason text
 * ("Expected a closing tag for `<br>` (1:9-1:13)"); that range is the most precise place to point at.
 */
function placeOf(error: VFileMessage): Position | Point {
  const inReason = /\((\d+):(\d+)-(\d+):(\d+)\)/.exec(String(error.reason))
  if (inReason && /^Expected a closing tag/.test(String(error.reason))) {
    const [line, column, endLine, endColumn] = inReason.slice(1).map(Number)
    return { start: { line, column }, end: { line: endLine, column: endColumn } }
  }
  if (error.place) return cleanPlace(error.place)
  return { line: error.line ?? 1, column: error.column ?? 1 }
}

/** Parser points carry private fields (`_index`, `_bufferIndex`): keep the public ones. */
function cleanPlace(place: Position | Point): Position | Point {
  const point = (p: Point): Point => ({ line: p.line, column: p.column, ...(p.offset === undefined ? {} : { offset: p.offset }) })
  return 'start' in place ? { start: point(place.start), end: point(place.end) } : point(place)
}

function offsetOf(place: Position | Point, text: string): number | undefined {
  const point = 'start' in place ? place.start : place
  if (point.offset !== undefined) return point.offset
  const lines = text.split('\n')
  if (point.line > lines.length) return undefined
  return lines.slice(0, point.line - 1).reduce((sum, line) => sum + line.length + 1, 0) + point.column - 1
}
