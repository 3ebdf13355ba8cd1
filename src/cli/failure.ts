import { CommanderError } from 'commander'
import { RunFailure } from '../engine.js'
import { terminalText } from '../report/terminal-text.js'

/**
 * Why the run failed, in one line: commander's own messages lose their `error: ` prefix. Kept apart from
 * main.ts so that the GitHub Action, which reports failures the same way, does not import every command.
 */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return error instanceof CommanderError ? message.replace(/^error: /, '') : message
}

/**
 * What a failed run writes on standard error: one line, `docslint: <why>`, and the stack trace after it
 * only with `--debug`. A reason of several lines (a parser's code frame) keeps its first; a path in it is
 * printed with its control characters escaped (src/report/terminal-text.ts).
 */
export function failureReport(error: unknown, debug: boolean): string {
  const reason = terminalText(describeFailure(error).split('\n').find((line) => line.trim() !== '')?.trim() ?? 'unknown failure')
  const stack = debug && error instanceof Error && error.stack ? `${error.stack}\n` : ''
  if (error instanceof CommanderError) return `docslint: ${reason} (see \`docslint --help\`)\n`
  if (error instanceof RunFailure) return `docslint: ${reason}\n${stack}`
  return `docslint: internal error: ${reason}${stack ? '' : ' (run again with --debug for the stack trace, and please report it)'}\n${stack}`
}
