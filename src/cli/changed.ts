/**
 * `docslint check --changed` (and `--staged`, the pre-commit hook's): the report of a change. The site is
 * checked as it is now, whole; what is reported is each changed file (added, modified or renamed) with all
 * its messages, and, in the other files, the messages the change brought (a deleted or renamed page breaks
 * the links to it, a page taken out of the navigation is orphaned). A message of an unchanged file is the
 * change's when the base had no such message: the same rule, file (renamed files by their new path), message
 * text and text of its line, so that lines moved up or down by an edit above them do not count as new. The base's
 * messages come from checking its files, copied from git into a temporary folder, only when there is something to
 * compare, and when the change may have brought one: a change that only edits pages' text, leaving what the site
 * rules read of them as it was, brings none (src/cli/change-stays.ts), and the pre-commit hook of a large site
 * need not check the whole base for it.
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { check, checkSites, namedPaths, RunFailure, type CheckOptions } from '../engine.js'
import { withCleanFiles } from '../report/clean-pages.js'
import type { EarlierResults } from '../workers/page-runner.js'
import { isToolFileName } from '../config/tool-files.js'
import { findSiteRoot, isInside } from '../site/root.js'
import { spanOf } from '../report/message.js'
import { baseTextsAhead, changeStaysInItsPages } from './change-stays.js'
import { baseOf, changesSince, EMPTY_TREE, exportedRoot, exportTree, removeTree, repositoryRoot, workTreeAnswers, type Base, type Change } from '../git/repository.js'

/** What to compare with: `--since <ref>` (default: origin's default branch), or the staged files against HEAD. */
export interface ChangeScope {
  since?: string
  staged?: boolean
  /** Also tell the changed files' messages that were already there apart (the Action's summary); else the base is checked only for the other files. */
  classifyAll?: boolean
  /** Tests only: check the base even for a change that cannot have brought a message to another file, to compare with. */
  alwaysCheckBase?: boolean
}

/** What a change's check found, besides its files. */
export interface ChangeReport {
  root: string
  base: Base
  staged: boolean
  /** The changes inside the checked paths. */
  changes: Change[]
  /** The reported messages the base already had; the others are the change's. */
  alreadyThere: Set<VFileMessage>
  /** Whether the base was checked to compare with (not when nothing is to be compared, or the change stays in its pages). */
  baseChecked: boolean
}

/** Checks the site as it is now and keeps what the change since the base brought (see above). */
export async function checkChanges(options: CheckOptions, scope: ChangeScope): Promise<{ files: VFile[]; changes: ChangeReport }> {
  const cwd = path.resolve(options.cwd ?? process.cwd())
  const root = repositoryRoot(cwd)
  const repo = new RepositoryPaths(root, cwd)
  const named = namedPaths(options.paths?.length ? options.paths : ['.'], cwd).map((named) => named.absolute)
  const base = baseOf(root, scope.since ?? (scope.staged ? 'HEAD' : undefined))
  const everyChange = changesSince(root, base.sha, Boolean(scope.staged))
  const changes = everyChange.filter((change) => [change.path, change.from].some((file) => file !== undefined && named.some((folder) => isInside(repo.absolute(file), repo.real(folder)))))
  const report: ChangeReport = { root, base, staged: Boolean(scope.staged), changes, alreadyThere: new Set(), baseChecked: false }
  if (changes.length === 0) {
    options.notice?.(`no file changed since ${base.label} in the paths checked: nothing to report`)
    return { files: [], changes: report }
  }
  // What the comparison asks of git once the site is checked is asked now: git answers on another core meanwhile.
  const workTree = workTreeAnswers(root, Boolean(scope.staged))
  const baseTexts = baseTextsAhead(root, base.sha, everyChange)
  // The cache may hold the results of those texts: the last hook's check, of what the commit since made the base.
  const earlier: EarlierResults = { texts: new Map([...baseTexts].map(([page, text]) => [repo.asChecked(page), text])), found: new Map() }
  const checked = await checkSites({ ...options, earlierResults: earlier })
  const changed = new Set(changes.filter((change) => change.status !== 'deleted').map((change) => change.path))
  // By name first: a file's path from the repository's root takes four path operations, and a site has thousands of files.
  const changedNames = new Set([...changed].map((file) => path.posix.basename(file)))
  const isChangedPath = (absolute: string) => changedNames.has(path.basename(absolute)) && changed.has(repo.relativeOf(absolute))
  const isChanged = (file: VFile) => isChangedPath(path.resolve(file.cwd, file.path))
  // A changed page without a message is reported too (one checked with --cache since it was edited, then staged).
  const files = withCleanFiles(checked.files, { ...checked.clean, absolute: checked.clean.absolute.filter(isChangedPath) })
  // A staged change is what the commit will hold: the files it leaves out (not yet added) are no part of it.
  const unstaged = new Set(await workTree.untracked)
  const others = files.filter((file) => file.messages.length > 0 && !isChanged(file) && !unstaged.has(repo.relative(file)))
  const compared = others.length > 0 || (scope.classifyAll === true && files.some((file) => file.messages.length > 0 && isChanged(file)))
  let changedFiles: Map<string, VFile> | undefined
  const checkedNow = (page: string) => (changedFiles ??= new Map(files.filter(isChanged).map((file) => [repo.relative(file), file]))).get(page)
  const earlierResult = (page: string) => earlier.found.get(repo.asChecked(page))
  const scene = { root: repo.root, base: base.sha, staged: Boolean(scope.staged), changes: everyChange, wanted: baseScope(repo, named), workTree, baseTexts, checkedNow, earlierResult }
  const staysInItsPages = compared && !scope.classifyAll && !scope.alwaysCheckBase && base.sha !== EMPTY_TREE && (await changeStaysInItsPages(options, scene))
  // Every message of the other files was there at the base: none is the change's.
  if (staysInItsPages) for (const file of others) file.messages = []
  report.baseChecked = compared && !staysInItsPages && base.sha !== EMPTY_TREE
  const baseline = report.baseChecked ? await baseMessages(options, base, changes, repo, named) : new MessageKeys()
  for (const file of files) for (const message of file.messages) if (baseline.take(messageKey(repo.relative(file), message, repo.lines(file)))) report.alreadyThere.add(message)
  for (const file of others) file.messages = file.messages.filter((message) => !report.alreadyThere.has(message))
  const affected = new Set(others.filter((file) => file.messages.length > 0))
  return { files: files.filter((file) => isChanged(file) || affected.has(file)), changes: report }
}

/** Paths seen from the repository's root, whatever links lead to the current folder; and the files' lines, read once. */
class RepositoryPaths {
  private readonly realCwd: string
  private readonly texts = new Map<string, string[]>()

  readonly root: string

  constructor(
    root: string,
    private readonly cwd: string
  ) {
    this.root = this.real(root)
    this.realCwd = this.real(cwd)
  }

  /** A file's path from the repository root, `/`-separated as git writes it. */
  relative(file: VFile): string {
    return this.relativeOf(path.resolve(file.cwd, file.path))
  }

  /** relative() of a file's absolute path. */
  relativeOf(absolute: string): string {
    return path.relative(this.root, path.join(this.realCwd, path.relative(this.cwd, absolute))).split(path.sep).join('/')
  }

  absolute(fromRoot: string): string {
    return path.join(this.root, fromRoot)
  }

  /** A file's absolute path as the check names it: from the current folder as given, links above it unresolved. */
  asChecked(fromRoot: string): string {
    return path.join(this.cwd, path.relative(this.realCwd, this.absolute(fromRoot)))
  }

  /** The folder or file with the links above it resolved; as given when it does not exist (a deleted page). */
  real(file: string): string {
    try {
      return realpathSync.native(file)
    } catch {
      return file
    }
  }

  lines(file: VFile): string[] {
    const absolute = path.resolve(file.cwd, file.path)
    return this.texts.get(absolute) ?? this.texts.set(absolute, readLines(absolute)).get(absolute)!
  }
}

function readLines(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split(/\r?\n|\r/)
  } catch {
    return []
  }
}

/** A message as it is compared with the base's: rule, file, message text and the text of its first line. */
function messageKey(file: string, message: VFileMessage, lines: string[]): string {
  const line = spanOf(message)?.startLine
  return JSON.stringify([message.ruleId ?? '', file, message.reason, line === undefined ? '' : (lines[line - 1] ?? '').trim()])
}

/** The base's message keys, each as many times as it occurs: a second broken link on a page is new, though the first was there. */
class MessageKeys {
  private readonly counts = new Map<string, number>()

  add(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1)
  }

  /** Whether the base had this message (one not yet matched); matching uses it up. */
  take(key: string): boolean {
    const count = this.counts.get(key) ?? 0
    if (count > 0) this.counts.set(key, count - 1)
    return count > 0
  }
}

/**
 * The messages of the base, checked from its files written to a temporary folder: the sites of the checked
 * paths, and the tool files above them (their configuration). A base that cannot be checked (a configuration
 * broken then) leaves every message the change's, and says so.
 */
async function baseMessages(options: CheckOptions, base: Base, changes: Change[], repo: RepositoryPaths, named: string[]): Promise<MessageKeys> {
  const folder = exportTree(repo.root, base.sha, baseScope(repo, named))
  const keys = new MessageKeys()
  try {
    const baseRoot = exportedRoot(folder)
    const baseCwd = path.join(baseRoot, path.relative(repo.root, repo.real(path.resolve(options.cwd ?? process.cwd()))))
    mkdirSync(baseCwd, { recursive: true })
    const paths = named.map((given) => path.join(baseRoot, path.relative(repo.root, repo.real(given)))).filter((given) => existsSync(given))
    if (paths.length === 0) return keys
    const renamed = new Map(changes.filter((change) => change.from !== undefined).map((change) => [change.from!, change.path]))
    const seen = new RepositoryPaths(baseRoot, baseCwd)
    const files = await check(baseCheckOptions(options, paths, baseCwd))
    for (const file of files) {
      const atBase = seen.relative(file)
      for (const message of file.messages) keys.add(messageKey(renamed.get(atBase) ?? atBase, message, seen.lines(file)))
    }
  } catch (error) {
    if (!(error instanceof RunFailure)) throw error
    options.notice?.(`${base.label} could not be checked to compare with (${error.message}): every message is reported as new`)
  } finally {
    removeTree(folder)
  }
  return keys
}

/** The files of the base a check of the named paths reads, by path from the repository root: their sites' files, and the tool files above them (their configuration). */
function baseScope(repo: RepositoryPaths, named: string[]): (file: string) => boolean {
  const scopes = named.map((given) => path.relative(repo.root, repo.real(siteScope(given))))
  return (file) => scopes.some((scope) => isInside(file, scope) || (isToolFileName(path.basename(file)) && isInside(scope, path.dirname(file))))
}

/** What of the base a named path needs: the whole site it is in (a named page's links lead anywhere in it), or the folder itself above the sites. */
function siteScope(given: string): string {
  const folder = statSync(given).isDirectory() ? given : path.dirname(given)
  return findSiteRoot(folder)?.root ?? folder
}

/** The base is checked as the site is, with the configuration named on the command line, and no cache: its pages are not the site's. */
function baseCheckOptions(options: CheckOptions, paths: string[], cwd: string): CheckOptions {
  const fromHere = (file: string | undefined) => (file === undefined ? undefined : path.resolve(options.cwd ?? process.cwd(), file))
  return { ...options, paths, cwd, configPath: fromHere(options.configPath), ignorePath: fromHere(options.ignorePath), cache: false, warmCache: undefined, contents: undefined, notice: undefined }
}
