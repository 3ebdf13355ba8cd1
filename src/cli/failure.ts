import { CommanderError } from 'commander'
import { RunFailure } from '../engine.js'
import { terminalText } from '../report/terminal-text.js'
import { describeSystemError, isSystemError } from '../util/system-error.js'

/**
 * Why the run failed, in one line: commander's own messages lose their `error: ` prefix, and an error of the
 * operating system says what docslint could not do to which path, and what to do (src/util/system-error.ts).
 * Kept apart from main.ts so that the GitHub Action, which reports failures the same way, does not import
 * every command.
 */
export function describeFailure(error: unknown): string {
  if (isSystemError(error)) return describeSystemError(error)
  const message = error instanceof Error ? error.message : String(error)
  return error instanceof CommanderError ? message.replace(/^error: /, '') : message
}

/**
 * Whether the run failed for a reason outside docslint (bad arguments, the site, the machine), said in one line;
 * anything else is a bug of docslint's.
 */
export function isExpectedFailure(error: unknown): boolean {
  return error instanceof RunFailure || error instanceof CommanderError || isSystemError(error)
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
  if (isExpectedFailure(error)) return `docslint: ${reason}\n${stack}`
  return `docslint: internal error: ${reason}${stack ? '' : ' (run again with --debug for the stack trace, and please report it)'}\n${stack}`
}

/**
 * Node's fetch (undici) compiles its HTTP parser, a WebAssembly module, when it first connects, and leaves
 * that promise's rejection unhandled when there is no memory for it (a limit on virtual memory, `ulimit -v`);
 * the fetch that waited for it fails too, and says so where the remote spec is named (src/openapi/load.ts).
 */
export function isFetchParserOutOfMemory(error: unknown): boolean {
  return error instanceof RangeError && /^WebAssembly\.\w+\(\): Out of memory/.test(error.message)
}
