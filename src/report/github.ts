/**
 * `--format github`: one GitHub Actions workflow command per message, which the runner turns into an
 * annotation on the file and lines (on the pull request's diff when the lines are in it).
 * https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions
 */
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { levelOf, relativePath, spanOf, type Level } from './message.js'
import { terminalText } from './terminal-text.js'

const COMMANDS: Record<Level, string> = { error: 'error', warning: 'warning', info: 'notice' }

export function formatGithub(files: VFile[]): string {
  return githubCommands(files.flatMap((file) => file.messages.map((message) => ({ file, message }))))
}

/** The commands of these messages in this order: the order GitHub keeps annotations in, up to its limit per step. */
export function githubCommands(findings: { file: VFile; message: VFileMessage }[]): string {
  return findings.map(({ file, message }) => messageCommand(file, message)).join('')
}

function messageCommand(file: VFile, message: VFileMessage): string {
  const span = spanOf(message)
  return workflowCommand(levelOf(message), message.reason, {
    file: relativePath(file),
    line: span?.startLine,
    col: span?.startColumn,
    endLine: span?.endLine,
    endColumn: span?.endColumn,
    title: message.ruleId ?? undefined
  })
}

/** One annotation command line; properties left undefined are left out. */
export function workflowCommand(level: Level, message: string, properties: Record<string, string | number | undefined> = {}): string {
  const list = Object.entries(properties)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${escapeProperty(String(value))}`)
    .join(',')
  return `::${COMMANDS[level]}${list ? ` ${list}` : ''}::${escapeData(message)}\n`
}

/*
 * The runner's own escaping, as @actions/core writes it: a message ends at a line break. The other control
 * characters are escaped as the stylish report does: the log shows the command line as a terminal would.
 */
function escapeData(text: string): string {
  return terminalText(text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'))
}

/* A property value also ends at `,` (the next property) and `:` (the `::` before the message). */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}
