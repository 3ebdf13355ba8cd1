/**
 * The action's pull-request mode: on a `pull_request` event, the check reports what the pull request changes
 * (`docslint check --changed` against its base, src/cli/changed.ts), and its annotations come in the order a
 * reviewer needs them: on the changed lines first, then the other problems the change brings, then those that
 * were already there (GitHub shows 10 errors and 10 warnings per step).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import type { ChangeReport } from '../cli/changed.js'
import { changedLines, commitOf, repositoryRoot, type LineRange } from '../git/repository.js'
import { spanOf } from '../report/message.js'
import { isObject } from '../util/is-object.js'
import { InputError } from './inputs.js'

/** The two commits of a pull request, as its event says. */
export interface PullRequest {
  number?: number
  baseSha: string
  headSha: string
}

/** The events whose payload holds a `pull_request` with a base and a head. */
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target']

/** The pull request of the event that started the job (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH), or undefined for another event. */
export function pullRequestOf(env: NodeJS.ProcessEnv): PullRequest | undefined {
  if (!PULL_REQUEST_EVENTS.includes(env.GITHUB_EVENT_NAME ?? '') || !env.GITHUB_EVENT_PATH) return undefined
  let event: unknown
  try {
    event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'))
  } catch (error) {
    throw new InputError(`The event payload ${env.GITHUB_EVENT_PATH} could not be read as JSON: ${(error as Error).message}`)
  }
  const pull = isObject(event) ? event.pull_request : undefined
  const sha = (side: string) => (isObject(pull) && isObject(pull[side]) && typeof pull[side].sha === 'string' ? pull[side].sha : undefined)
  const [baseSha, headSha] = [sha('base'), sha('head')]
  if (!baseSha || !headSha) throw new InputError(`The ${env.GITHUB_EVENT_NAME} event payload has no pull_request.base.sha and pull_request.head.sha`)
  return { number: isObject(pull) && typeof pull.number === 'number' ? pull.number : undefined, baseSha, headSha }
}

/**
 * The commit to compare with: the pull request's base when the clone has it; else, in the merge commit that
 * actions/checkout checks out for a pull request (`fetch-depth: 2` holds its parents), its first parent, the
 * base branch. Undefined when the clone has neither (`fetch-depth: 1`, the default): then the whole site is checked.
 */
export function baseCommitOf(pull: PullRequest, cwd: string): string | undefined {
  const root = repositoryRoot(cwd)
  if (commitOf(root, pull.baseSha)) return pull.baseSha
  const isMergeOfHead = commitOf(root, 'HEAD^2') === pull.headSha || commitOf(root, 'HEAD^2')?.startsWith(pull.headSha)
  return isMergeOfHead ? commitOf(root, 'HEAD^1') : undefined
}

/** Why a pull request is checked whole, as a warning annotation says it. */
export function wholeSiteReason(pull: PullRequest): string {
  return `The base commit of the pull request (${pull.baseSha.slice(0, 12)}) is not in the clone, so the whole site was checked: give actions/checkout \`fetch-depth: 2\` (or 0) to report the pull request's changes only`
}

/** A message of a file, as the annotations and the summary list it. */
export interface Finding {
  file: VFile
  message: VFileMessage
}

/** The findings in the order of their annotations: on changed lines, then the change's other ones, then those already there; each group in report order. */
export function annotationOrder(files: VFile[], changes: ChangeReport): Finding[] {
  const lines = changedLines(changes.root, changes.base.sha, changes.staged)
  const added = new Set(changes.changes.filter((change) => change.status === 'added').map((change) => change.path))
  const rank = ({ file, message }: Finding) => {
    const fromRoot = path.relative(changes.root, path.resolve(file.cwd, file.path)).split(path.sep).join('/')
    if (added.has(fromRoot) || isOnLines(message, lines.get(fromRoot))) return 0
    return changes.alreadyThere.has(message) ? 2 : 1
  }
  const findings = files.flatMap((file) => file.messages.map((message) => ({ file, message })))
  const ranks = new Map(findings.map((finding) => [finding, rank(finding)]))
  return findings.sort((a, b) => ranks.get(a)! - ranks.get(b)!)
}

function isOnLines(message: VFileMessage, ranges: LineRange[] | undefined): boolean {
  const span = spanOf(message)
  return span !== undefined && (ranges ?? []).some((range) => span.startLine <= range.end && span.endLine >= range.start)
}
