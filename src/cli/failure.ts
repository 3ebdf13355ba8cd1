import { CommanderError } from 'commander'

/**
 * Why the run failed, in one line: commander's own messages lose their `error: ` prefix. Kept apart from
 * main.ts so that the GitHub Action, which reports failures the same way, does not import every command.
 */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return error instanceof CommanderError ? message.replace(/^error: /, '') : message
}
