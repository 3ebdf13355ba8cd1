import path from 'node:path'
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'

/** How bad a message is, in the words every CI format uses: vfile's `fatal` true, false or unset. */
export type Level = 'error' | 'warning' | 'info'

export function levelOf(message: VFileMessage): Level {
  return message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info'
}

/** Where a message starts and ends, 1-based like vfile, SARIF and GitHub; a point ends where it starts. */
export interface Span {
  startLine: number
  startColumn: number
  endLine: number
  endColumn: number
}

export function spanOf(message: VFileMessage): Span | undefined {
  const place = message.place
  if (!place) return undefined
  const [start, end] = 'start' in place ? [place.start, place.end] : [place, place]
  return { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column }
}

/** `8:9-8:13`, as vfile writes a place: the start, then the end. */
export function spanText(span: Span): string {
  return `${span.startLine}:${span.startColumn}-${span.endLine}:${span.endColumn}`
}

/**
 * The file's path relative to its cwd (the folder docslint ran in: in CI, the repository root), with `/`
 * separators, as CI services and SARIF expect on every platform.
 */
export function relativePath(file: VFile): string {
  return path.relative(file.cwd, path.resolve(file.cwd, file.path)).split(path.sep).join('/')
}

/** A relative path as a URI reference: each segment percent-encoded (spaces, `#`, `?`, `%` in file names). */
export function pathToUri(relative: string): string {
  return relative.split('/').map(encodeURIComponent).join('/')
}
