/**
 * docslint's messages as the editor's diagnostics: the same range (unist's 1-based line and column, UTF-16
 * columns as LSP counts them by default), the rule id as the code with its docs page as the code's link, and the
 * fix kept in `data`, with the document version it was made for, for the quick fix.
 */
import type { Diagnostic, DiagnosticSeverity, Range } from 'vscode-languageserver'
import type { Point, Position } from 'unist'
import type { VFileMessage } from 'vfile-message'
import type { Fix } from '../fix/edit.js'

/** What a diagnostic carries for the code actions. */
export interface DiagnosticData {
  ruleId?: string
  fix?: Fix
  /** The version of the document the message was made from: a fix's offsets hold for that text only. */
  version: number
}

// LSP's numbers (DiagnosticSeverity.Error, Warning, Information), written here so that the module needs only types.
const ERROR = 1 as DiagnosticSeverity
const WARNING = 2 as DiagnosticSeverity
const INFORMATION = 3 as DiagnosticSeverity

export function diagnosticOf(message: VFileMessage, version: number): Diagnostic {
  const data: DiagnosticData = { version, ...(message.ruleId ? { ruleId: message.ruleId } : {}), ...(message.fix ? { fix: message.fix } : {}) }
  return {
    range: rangeOf(message.place),
    severity: message.fatal === true ? ERROR : message.fatal === false ? WARNING : INFORMATION,
    source: 'docslint',
    message: message.reason,
    ...(message.ruleId ? { code: message.ruleId } : {}),
    ...(message.url ? { codeDescription: { href: message.url } } : {}),
    data
  }
}

export function rangeOf(place: Point | Position | undefined): Range {
  if (!place) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }
  const [start, end] = 'start' in place ? [place.start, place.end] : [place, place]
  return { start: positionOf(start), end: positionOf(end) }
}

const positionOf = (point: Point) => ({ line: Math.max(0, point.line - 1), character: Math.max(0, point.column - 1) })
