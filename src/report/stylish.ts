/**
 * docslint's default report, in the manner of ESLint's `stylish`: per file its path, then one line per
 * message, `  line:column  severity  reason  rule-id`, then a summary counting errors, warnings and info
 * messages. The location and severity columns are aligned within a file; the reason is not padded to the
 * longest reason of the run (vfile-reporter's table did, making lines of 240-330 columns on real sites), so
 * a line is as long as its message, without trailing spaces, and a reason written on several lines is one.
 * Control characters in paths and messages are written escaped (src/report/terminal-text.ts).
 */
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { levelOf, relativePath, spanOf, type Level } from './message.js'
import { terminalText } from './terminal-text.js'

export interface StylishOptions {
  /** ANSI colours (a terminal). */
  color: boolean
  /** Each message's docs URL and note, on the lines below it. */
  verbose: boolean
  /** Files checked without a message that are not in the list given (clean pages: src/report/clean-pages.ts). */
  uncounted?: number
}

/** The report of the files that have messages, or one line saying how many files were checked when none has. */
export function formatStylish(files: VFile[], options: StylishOptions): string {
  const reported = files.filter((file) => file.messages.length > 0)
  if (reported.length === 0) return `${counted(files.length + (options.uncounted ?? 0), 'file')} checked: no problems found\n`
  const style = stylesFor(options.color)
  const blocks = reported.map((file) => fileBlock(file, style, options.verbose))
  return `${blocks.join('\n\n')}\n\n${summary(reported.flatMap((file) => file.messages), style)}\n`
}

/** One row of a file's block: its cells before padding. */
interface Row {
  message: VFileMessage
  level: Level
  line?: string
  column?: string
}

function fileBlock(file: VFile, style: Styles, verbose: boolean): string {
  const rows: Row[] = file.messages.map((message) => {
    const span = spanOf(message)
    return { message, level: levelOf(message), ...(span && { line: String(span.startLine), column: String(span.startColumn) }) }
  })
  const lineWidth = widest(rows.map((row) => row.line))
  const columnWidth = widest(rows.map((row) => row.column))
  // A file whose messages have no place at all gets no location column.
  const locationWidth = lineWidth === 0 ? 0 : lineWidth + 1 + columnWidth
  const levelWidth = widest(rows.map((row) => row.level))
  const indent = ' '.repeat(2 + (locationWidth > 0 ? locationWidth + 2 : 0) + levelWidth + 2)
  const lines = rows.flatMap((row) => {
    const location = row.line === undefined ? ' '.repeat(locationWidth) : `${row.line.padStart(lineWidth)}:${row.column!.padEnd(columnWidth)}`
    const cells = [
      ...(locationWidth > 0 ? [style.dim(location)] : []),
      style[row.level](row.level.padEnd(levelWidth)),
      terminalText(oneLine(row.message.reason)),
      ...(row.message.ruleId ? [style.dim(terminalText(row.message.ruleId))] : [])
    ]
    return [`  ${cells.join('  ')}`, ...(verbose ? detailLines(row.message).map((detail) => indent + terminalText(detail)) : [])]
  })
  return [style.path(terminalText(relativePath(file))), ...lines].join('\n')
}

/** What `--verbose` adds below a message: its docs URL and its note. */
function detailLines(message: VFileMessage): string[] {
  return [...(message.url ? [message.url] : []), ...(message.note ? message.note.split(/\r?\n|\r/).filter((line) => line.trim() !== '') : [])]
}

/** `✖ 3 problems (1 error, 1 warning, 1 info)`, in the colour of the worst of them. */
function summary(messages: VFileMessage[], style: Styles): string {
  const counts: Record<Level, number> = { error: 0, warning: 0, info: 0 }
  for (const message of messages) counts[levelOf(message)]++
  const worst: Level = counts.error > 0 ? 'error' : counts.warning > 0 ? 'warning' : 'info'
  const symbol = { error: '✖', warning: '⚠', info: 'ℹ' }[worst]
  const parts = `${counted(counts.error, 'error')}, ${counted(counts.warning, 'warning')}, ${counts.info} info`
  return style.bold(style[worst](`${symbol} ${counted(messages.length, 'problem')} (${parts})`))
}

/** A reason on one line: line breaks and the spaces around them become one space. */
function oneLine(reason: string): string {
  return reason.replace(/[ \t]*(?:\r\n|\r|\n)\s*/g, ' ').trim()
}

function widest(cells: Array<string | undefined>): number {
  return Math.max(0, ...cells.map((cell) => cell?.length ?? 0))
}

function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

type Style = (text: string) => string
type Styles = Record<Level | 'path' | 'dim' | 'bold', Style>

/** ANSI styles, each closing only what it opened; plain text when colour is off. */
function stylesFor(color: boolean): Styles {
  const wrap = (open: number, close: number): Style => (color ? (text) => `\u001B[${open}m${text}\u001B[${close}m` : (text) => text)
  return { path: wrap(4, 24), dim: wrap(2, 22), bold: wrap(1, 22), error: wrap(31, 39), warning: wrap(33, 39), info: wrap(34, 39) }
}
