/**
 * Reports the first place where the JSON parser stopped, with what it expected there. Everything after a
 * syntax error is unreliable, so the other config checks wait until it is fixed. Also reports a key written
 * twice in one object: JSON keeps only the last value, so the first is silently lost. `--fix` removes the
 * trailing commas (every comma right before a `}` or `]`, outside strings) when the first error is one.
 *
 * ## Fails
 *
 * A comma after the last property:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [],
 * }
 * ```
 *
 * A key written twice (the first `name` is lost):
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [],
 *   "name": "Acme Docs"
 * }
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme Docs",
 *   "navigation": []
 * }
 * ```
 */
import { defineConfigRule } from '../../src/config/rule.js'
import { MAX_JSON_NESTING, NESTING_TOO_DEEP, type JsonDocument, type JsonSyntaxError } from '../../src/config/json.js'
import type { Position } from 'unist'
import type { Fix } from '../../src/fix/edit.js'
import { hasInvisible, namedInvisibles } from '../../src/util/invisible.js'
import { syntaxExplanation } from '../../src/config/json-syntax.js'

export const configSyntax = defineConfigRule(
  {
    id: 'config-syntax',
    description: 'docs.json must be valid JSON',
    severity: 'error',
    fixable: 'removes trailing commas (a comma right before `}` or `]`)'
  },
  (context, { report }) => {
    if (context.state === 'unreadable') {
      report(`Cannot check ${context.fileName}: ${context.unreadable}`, { place: { line: 1, column: 1 } })
      return
    }
    const { document } = context
    for (const duplicate of document?.duplicateKeys ?? []) {
      const { line, column } = duplicate.first.start
      report(
        `Duplicate key \`${duplicate.key}\`: it is also written at ${line}:${column}, and JSON keeps only this last value; remove one of them`,
        { place: duplicate.at }
      )
    }
    const first = document?.syntaxErrors[0]
    if (context.state !== 'syntax-error' || !document || !first) return
    const { reason, place, fix } = describe(document, first, context.fileName)
    report(reason, { place, fix })
  }
)

function describe(document: JsonDocument, error: JsonSyntaxError, fileName: string): { reason: string; place: Position; fix?: Fix[] } {
  const { text } = document
  if (text.trim() === '') {
    return { reason: `${fileName} is empty: expected a JSON object`, place: document.positionAt(0, 0) }
  }
  if (error.code === NESTING_TOO_DEEP) {
    return { reason: `${fileName} nests more than ${MAX_JSON_NESTING} levels deep here: docslint does not read a file this deep`, place: document.positionAt(error.offset, 1) }
  }
  const trailingComma = trailingCommaBefore(text, error.offset)
  if (trailingComma !== undefined) {
    const closer = text[error.offset] === '}' ? 'property of an object' : 'item of an array'
    return {
      reason: `Trailing comma: JSON allows no comma after the last ${closer}; remove it`,
      place: document.positionAt(trailingComma, 1),
      fix: trailingCommas(document).map((comma): Fix => ({ range: [comma, comma + 1], text: '' }))
    }
  }
  const found = tokenAt(text, error.offset, error.length)
  const explanation = syntaxExplanation(error.code)
  const foundText = found ? `\`${namedInvisibles(found)}\` ` : ''
  const hint = found.startsWith("'") ? ': JSON strings and keys need double quotes' : invisibleHint(found)
  const startsWithFound = ['InvalidSymbol', 'InvalidNumberFormat', 'InvalidUnicode', 'InvalidEscapeCharacter'].includes(
    error.code
  )
  const reason = startsWithFound
    ? `Invalid JSON: ${foundText}${explanation}${hint}`
    : `Invalid JSON: ${explanation}${found ? `, found ${foundText.trim()}` : ', found the end of the file'}`
  return { reason, place: document.positionAt(error.offset, Math.max(error.length, found ? 1 : 0)) }
}

/** Every trailing comma the parser stopped at: the later ones are fixed with the first, each is certainly one. */
function trailingCommas(document: JsonDocument): number[] {
  const commas = document.syntaxErrors.map((error) => trailingCommaBefore(document.text, error.offset))
  return [...new Set(commas.filter((comma): comma is number => comma !== undefined))]
}

/** The offset of a comma that directly precedes a closing `}` or `]` at `offset` (white space between). */
function trailingCommaBefore(text: string, offset: number): number | undefined {
  if (text[offset] !== '}' && text[offset] !== ']') return undefined
  let index = offset - 1
  while (index >= 0 && /\s/.test(text[index])) index--
  return text[index] === ',' ? index : undefined
}

/** A character that shows as nothing is quoted by its code point (`U+200B`, see namedInvisibles): said so, with what to do. */
function invisibleHint(token: string): string {
  return hasInvisible(token) ? ': an invisible character, written here as its code point; delete it' : ''
}

function tokenAt(text: string, offset: number, length: number): string {
  const token = text.slice(offset, offset + Math.max(length, 1))
  return token.length > 24 ? `${token.slice(0, 21)}...` : token.replace(/\n/g, '\\n')
}
