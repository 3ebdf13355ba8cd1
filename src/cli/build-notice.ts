/**
 * What `docslint build --serve` tells the open pages about a build that did not go right (src/preview/live-script.ts):
 * the check's errors, each with its file:line:column, when the build was refused or made with --force, or why
 * the run failed (said as on standard error, without a stack trace).
 */
import path from 'node:path'
import type { VFile } from 'vfile'
import type { BuildNotice, NoticeProblem } from '../preview/live-script.js'
import { describeFailure, isExpectedFailure } from './failure.js'

/** The most problems a notice lists; the terminal has them all. */
const LISTED = 20

/** The check's errors, for a build refused because of them (`built` false) or made anyway with --force; undefined when there are none. */
export function errorsNotice(files: readonly VFile[], built: boolean, cwd = process.cwd()): BuildNotice | undefined {
  const problems = files.flatMap((file) => file.messages.filter((message) => message.fatal === true).map((message): NoticeProblem => ({
    where: placeOf(file, message, cwd),
    reason: message.reason,
    ruleId: message.ruleId ?? undefined
  })))
  if (problems.length === 0) return undefined
  const errors = `${problems.length} ${problems.length === 1 ? 'error' : 'errors'}`
  const title = built ? `docslint: built with ${errors} (--force)` : `docslint: not rebuilt, the check found ${errors}; this page is from the last build`
  return { title, problems: problems.slice(0, LISTED), more: Math.max(0, problems.length - LISTED) }
}

/** A run that failed (an unreadable configuration, a docs.json the preview cannot read): its reason's first line. */
export function failureNotice(error: unknown): BuildNotice {
  const reason = describeFailure(error).split('\n').find((line) => line.trim() !== '')?.trim() ?? 'unknown failure'
  return { title: 'docslint: the build failed', problems: [{ reason: isExpectedFailure(error) ? reason : `internal error: ${reason}` }], more: 0 }
}

function placeOf(file: VFile, message: VFile['messages'][number], cwd: string): string | undefined {
  const name = file.path ? path.relative(cwd, file.path) || file.path : undefined
  if (!name) return undefined
  const start = message.place && 'start' in message.place ? message.place.start : message.place
  return start?.line !== undefined ? `${name}:${start.line}:${start.column ?? 1}` : name
}
