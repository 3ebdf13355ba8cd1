import { printParseErrorCode, type ParseError } from 'jsonc-parser'
import { readJson, type Segment } from './json-index.js'
import { pointFinder } from '../util/lines.js'
import { withoutByteOrderMark } from '../util/byte-order-mark.js'
import type { Position } from 'unist'
import type { VFile } from 'vfile'

/** A JSON document parsed with the offsets of every key and value kept. */
export interface JsonDocument {
  text: string
  value: unknown
  syntaxErrors: JsonSyntaxError[]
  /** Keys written twice in one object: JSON keeps the last value, so the earlier one is silently lost. */
  duplicateKeys: DuplicateKey[]
  /**
   * The range of a key or value, given as the path of segments that leads to it; in docs.json split with `$ref`
   * (src/config/refs.ts), the range is in the file the value was read from, which the place names.
   */
  rangeOf(path: Segment[], part?: 'key' | 'value'): JsonPlace
  /** The range of `length` characters from `offset`. */
  positionAt(offset: number, length: number): Position
}

export type { Segment } from './json-index.js'

/** A range in docs.json, or in the file named by `file` when the value was read from a file docs.json refers to. */
export interface JsonPlace extends Position {
  file?: VFile
}

export interface DuplicateKey {
  key: string
  /** Where the key is written again, and where it was written first. */
  at: JsonPlace
  first: Position
}

export interface JsonSyntaxError {
  code: string
  offset: number
  length: number
}

/** docs.json is strict JSON: comments and trailing commas are syntax errors, as JSON.parse would say. */
const strictJson = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }

/** docs.json nests 11 levels at most on real sites; the JSON parser and every walk after it recurse once per level. */
export const MAX_JSON_NESTING = 64

/** The code of the syntax error that stands for JSON nested past MAX_JSON_NESTING, which is not parsed. */
export const NESTING_TOO_DEEP = 'NestingTooDeep'

/** Parses docs.json; a byte order mark before it is no part of the JSON (src/util/byte-order-mark.ts), and offsets are into the text after it. */
export function parseJson(written: string): JsonDocument {
  const text = withoutByteOrderMark(written)
  const errors: ParseError[] = []
  const tooDeep = nestingTooDeep(text)
  const read = tooDeep === undefined ? readJson(text, errors, strictJson) : undefined
  const syntaxErrors = tooDeep === undefined ? errors.map((e) => ({ code: printParseErrorCode(e.error), offset: e.offset, length: e.length })) : [{ code: NESTING_TOO_DEEP, offset: tooDeep, length: 1 }]
  const place = { toPoint: pointFinder(text) }
  const positionAt = (offset: number, length: number): Position => {
    const start = place.toPoint(offset) ?? { line: 1, column: 1, offset: 0 }
    const end = place.toPoint(offset + length) ?? endOf(text, place)
    return { start, end }
  }
  return {
    text,
    value: read && errors.length === 0 ? read.value : undefined,
    syntaxErrors,
    duplicateKeys: (read?.repeatedKeys ?? []).map((repeated) => ({
      key: repeated.key,
      at: positionAt(repeated.offset, repeated.length),
      first: positionAt(repeated.firstOffset, repeated.firstLength)
    })),
    rangeOf(path, part = 'value') {
      const found = read?.index?.find(path, part)
      return found ? positionAt(found.offset, found.length) : positionAt(0, Math.min(1, text.length))
    },
    positionAt
  }
}

/** The position after the last character, which vfile-location does not map. */
function endOf(text: string, place: { toPoint: ReturnType<typeof pointFinder> }) {
  const last = text.length > 0 ? place.toPoint(text.length - 1) : undefined
  if (!last) return { line: 1, column: 1, offset: 0 }
  return text.endsWith('\n')
    ? { line: last.line + 1, column: 1, offset: text.length }
    : { line: last.line, column: last.column + 1, offset: text.length }
}

/** The offset of the `[` or `{` that opens level MAX_JSON_NESTING + 1, outside strings; undefined when there is none. */
function nestingTooDeep(text: string): number | undefined {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') {
      if (++depth > MAX_JSON_NESTING) return index
    } else if (char === ']' || char === '}') depth--
  }
  return undefined
}
