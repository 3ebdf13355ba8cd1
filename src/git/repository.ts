/**
 * The git queries of `docslint check --changed` and of the GitHub Action's pull-request mode: the repository's
 * root, the commit to compare with, the files changed since it (and their changed lines), and a copy of the
 * files of that commit to check. Each runs the `git` command line with a time limit; a failure is one line
 * (RunFailure, exit 2), never git's own output.
 */
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { RunFailure } from '../engine.js'

/** A git command that takes longer than this is given up: a check never hangs on a locked or huge repository. */
const GIT_TIMEOUT_MS = 60_000

/** git's tree with nothing in it: the base of a repository with no commit yet, where every file is added. */
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904'

/** The commit a change is measured from, and how to name it to the user. */
export interface Base {
  sha: string
  /** `origin/main`, `v1.2`, `HEAD`: what the user or the default chose, for messages. */
  label: string
}

/** One file changed since the base, by its path from the repository root (`/` separators). */
export interface Change {
  status: 'added' | 'modified' | 'deleted' | 'renamed'
  path: string
  /** A renamed file's path at the base. */
  from?: string
  /** A modification other than of the file's text: its type (a file made a symbolic link), or a merge not yet resolved. */
  modifiedHow?: 'type' | 'unmerged'
}

/** How every git command is run: its output read as UTF-8, and given up after GIT_TIMEOUT_MS. */
const RUN_LIMITS = { encoding: 'utf8', timeout: GIT_TIMEOUT_MS, maxBuffer: 1024 * 1024 * 1024 } as const

/** Runs git in `cwd` and returns its standard output; fails the run in one line when git cannot. */
export function git(cwd: string, args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}): string {
  try {
    return execFileSync('git', args, { ...RUN_LIMITS, cwd, input: options.input, env: { ...process.env, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] })
  } catch (error) {
    throw new RunFailure(gitFailure(args, cwd, error as NodeJS.ErrnoException & { stderr?: string; signal?: string }))
  }
}

/**
 * Runs git in `cwd` beside the caller's work (a change's check asks git as the site's check starts, and git answers
 * on another core meanwhile): its standard output, or the run's failure in one line, as git() gives them. Nobody
 * waiting for it is no unhandled failure; whoever waits for it gets the failure.
 */
export function gitBeside(cwd: string, args: string[]): Promise<string> {
  return quietly(
    new Promise<string>((resolve, reject) => {
      execFile('git', args, { ...RUN_LIMITS, cwd, env: process.env }, (error, stdout, stderr) => {
        if (error) reject(new RunFailure(gitFailure(args, cwd, Object.assign(error, { stderr }) as unknown as NodeJS.ErrnoException & { stderr?: string; signal?: string })))
        else resolve(stdout)
      })
    })
  )
}

function gitFailure(args: string[], cwd: string, error: NodeJS.ErrnoException & { stderr?: string; signal?: string }): string {
  // The system says ENOENT both when there is no git and when the folder to run it in is gone.
  if (error.code === 'ENOENT') return existsSync(cwd) ? '`git` was not found: --changed needs git on the PATH' : `\`git ${args[0]}\` could not run in ${cwd}: the folder does not exist`
  if (error.code === 'ETIMEDOUT' || error.signal === 'SIGTERM') return `\`git ${args[0]}\` took longer than ${GIT_TIMEOUT_MS / 1000} s and was stopped`
  const said = String(error.stderr ?? '').split('\n').find((line) => line.trim() !== '')
  return `\`git ${args[0]}\` failed: ${said?.replace(/^(fatal|error): /, '').trim() ?? error.message}`
}

/** git's answer, or undefined when git says no (an unknown ref, no upstream): for the questions whose "no" is an answer. */
function gitOrUndefined(cwd: string, args: string[]): string | undefined {
  try {
    return git(cwd, args).trim()
  } catch {
    return undefined
  }
}

/** The root of the git repository (its work tree) that holds `cwd`. */
export function repositoryRoot(cwd: string): string {
  const root = gitOrUndefined(cwd, ['rev-parse', '--show-toplevel'])
  if (root === undefined || root === '') throw new RunFailure(`--changed compares with git, and ${cwd} is not in a git repository (or git is not installed)`)
  return root
}

/** The commit a ref names, or undefined when there is none such. */
export function commitOf(root: string, ref: string): string | undefined {
  return gitOrUndefined(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]) || undefined
}

/**
 * What a change is measured from: the merge base of HEAD with `since` (the pull request's or the branch's
 * fork point, as a pull request shows its changes), or `since` itself where they share no history (a shallow
 * clone). Without `since`: origin's default branch, else the current branch's upstream. A repository with no
 * commit yet compares with the empty tree.
 */
export function baseOf(root: string, since: string | undefined): Base {
  const head = commitOf(root, 'HEAD')
  if (!head) return { sha: EMPTY_TREE, label: 'the empty tree (no commit yet)' }
  const label = since ?? defaultBranch(root)
  // `--staged` compares with HEAD, found just now.
  const target = label === 'HEAD' ? head : commitOf(root, label)
  if (!target) throw new RunFailure(`--since ${label}: no commit, branch or tag of that name in this repository`)
  // A commit is its own merge base with itself (`--staged`, or a branch not moved since): git is not asked.
  if (target === head) return { sha: head, label }
  return { sha: gitOrUndefined(root, ['merge-base', head, target]) || target, label }
}

function defaultBranch(root: string): string {
  const branch = gitOrUndefined(root, ['rev-parse', '--abbrev-ref', 'origin/HEAD']) || gitOrUndefined(root, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}'])
  if (!branch) throw new RunFailure('--changed found no branch to compare with (no origin/HEAD and no upstream branch): name one with --since <ref>')
  return branch
}

/**
 * The files changed since the base: staged ones only (what a commit would hold), or the work tree as it is,
 * with the files git does not track yet (and does not ignore) as added. Renames are found as `git diff -M` finds them.
 */
export function changesSince(root: string, base: string, staged: boolean): Change[] {
  const diff = parseNameStatus(git(root, ['diff', '--no-ext-diff', '--no-color', '--name-status', '-z', '-M', ...(staged ? ['--cached'] : []), base, '--']))
  const untracked = staged ? [] : untrackedFiles(root).map((file): Change => ({ status: 'added', path: file }))
  return [...diff, ...untracked]
}

const UNTRACKED = ['ls-files', '-z', '--others', '--exclude-standard']
const UNSTAGED = ['diff', '--no-ext-diff', '--name-only', '-z', '--']
const IGNORED = ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory']

/** The files git does not track and does not ignore, by path from the repository root. */
export function untrackedFiles(root: string): string[] {
  return splitZ(git(root, UNTRACKED))
}

/** What the work tree holds besides the commit and the index, by path from the repository root, asked of git beside the caller's work (gitBeside). */
export interface WorkTreeAnswers {
  /** The files git does not track and does not ignore. */
  untracked: Promise<string[]>
  /** The tracked files whose work tree differs from the index (edits not staged). */
  unstaged: Promise<string[]>
  /** The files and folders (ending in `/`) git ignores and does not track; an ignored folder is listed alone. */
  ignored: Promise<string[]>
}

/** The answers a change's check compares: untracked and unstaged files for a staged change only (none otherwise), ignored files for both. */
export function workTreeAnswers(root: string, staged: boolean): WorkTreeAnswers {
  const ask = (args: string[]) => quietly(gitBeside(root, args).then(splitZ))
  const none = Promise.resolve([])
  return { untracked: staged ? ask(UNTRACKED) : none, unstaged: staged ? ask(UNSTAGED) : none, ignored: ask(IGNORED) }
}

/** The text of a file as a commit holds it (UTF-8, as a page is read), asked of git beside the caller's work (gitBeside). */
export function textAtBeside(root: string, commit: string, file: string): Promise<string> {
  return gitBeside(root, ['cat-file', 'blob', `${commit}:${file}`])
}

/** A promise whose failure, when nobody waits for it, is no unhandled one. */
function quietly<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}

/** `git diff --name-status -z`: a status (`M`, `A`, `D`, `T`, `R090`, `C100`), then one path, or two for a rename or copy. */
function parseNameStatus(output: string): Change[] {
  const fields = splitZ(output)
  const changes: Change[] = []
  for (let index = 0; index < fields.length; ) {
    const status = fields[index++]
    if (status.startsWith('R')) changes.push({ status: 'renamed', from: fields[index++], path: fields[index++] })
    else if (status.startsWith('C')) changes.push({ status: 'added', path: (index++, fields[index++]) })
    else if (status === 'T' || status === 'U') changes.push({ status: 'modified', path: fields[index++], modifiedHow: status === 'T' ? 'type' : 'unmerged' })
    else changes.push({ status: status === 'A' ? 'added' : status === 'D' ? 'deleted' : 'modified', path: fields[index++] })
  }
  return changes
}

function splitZ(output: string): string[] {
  return output.split('\0').filter((field) => field !== '')
}

/** A range of lines, 1-based and inclusive. */
export interface LineRange {
  start: number
  end: number
}

/**
 * The lines of each modified or renamed file that differ from the base (`git diff -U0`'s hunks, on the new
 * side), by path from the repository root. Added files are changed on every line, and are not listed.
 */
export function changedLines(root: string, base: string, staged: boolean): Map<string, LineRange[]> {
  const diff = git(root, ['diff', '--no-ext-diff', '--no-color', '--src-prefix=a/', '--dst-prefix=b/', '-U0', '-M', ...(staged ? ['--cached'] : []), base, '--'])
  const lines = new Map<string, LineRange[]>()
  let current: LineRange[] | undefined
  // A file's header lines run from `diff --git` to its first hunk: an added line of text may start with `++ ` too.
  let inHeader = false
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) inHeader = true
    else if (line.startsWith('@@')) inHeader = false
    if (inHeader && line.startsWith('+++ ')) {
      // `+++ b/path`, `+++ "b/caf\303\251.mdx"` (git quotes the whole name when it has unusual characters), or `+++ /dev/null`.
      const file = unquote(line.slice(4))
      current = file.startsWith('b/') ? [] : undefined
      if (current) lines.set(file.slice(2), current)
      continue
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line)
    if (hunk && current) {
      const start = Number(hunk[1])
      const count = hunk[2] === undefined ? 1 : Number(hunk[2])
      if (count > 0) current.push({ start, end: start + count - 1 })
    }
  }
  return lines
}

/** A path git quoted (`"docs/caf\303\251.mdx"`) for its unusual characters, as written in the diff's headers. */
function unquote(text: string): string {
  if (!text.startsWith('"')) return text
  const bytes: number[] = []
  const escapes: Record<string, number> = { n: 10, t: 9, '"': 34, '\\': 92, a: 7, b: 8, f: 12, r: 13, v: 11 }
  const inner = text.slice(1, -1)
  for (let index = 0; index < inner.length; index++) {
    if (inner[index] !== '\\') bytes.push(...Buffer.from(inner[index]))
    else if (/[0-7]/.test(inner[index + 1])) bytes.push(parseInt(inner.slice(index + 1, (index += 3) + 1), 8))
    else bytes.push(escapes[inner[++index]] ?? inner.charCodeAt(index))
  }
  return Buffer.from(bytes).toString('utf8')
}

/**
 * The files of a commit that `wanted` keeps, written into a new temporary folder, without touching the
 * repository's index, work tree or worktree list (a temporary index file is read from the commit, and its
 * files checked out under the folder). The caller removes the folder with `removeTree`.
 */
export function exportTree(root: string, commit: string, wanted: (file: string) => boolean): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'docslint-base-'))
  const env = { GIT_INDEX_FILE: path.join(folder, 'index') }
  const tree = path.join(folder, 'tree')
  try {
    git(root, ['read-tree', commit], { env })
    const files = splitZ(git(root, ['ls-files', '-z'], { env })).filter(wanted)
    if (files.length > 0) git(root, ['checkout-index', '-z', '--stdin', `--prefix=${tree}${path.sep}`], { env, input: files.join('\0') })
    return folder
  } catch (error) {
    removeTree(folder)
    throw error
  }
}

/** The work tree of an exported folder: where its files are, as below the repository root. */
export function exportedRoot(folder: string): string {
  return path.join(folder, 'tree')
}

export function removeTree(folder: string): void {
  rmSync(folder, { recursive: true, force: true })
}
