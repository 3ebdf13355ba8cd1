/**
 * Whether a change cannot have brought a message to a file it does not change, so that the report of a change
 * (src/cli/changed.ts) need not check the base to tell the other files' messages apart: they were all there.
 *
 * A message of an unchanged file depends on that file's text, the tool configuration, and what the site rules
 * read of the rest of the site (src/cache/site-record.ts): each page's data (facts), rule setup and path,
 * docs.json, the files linked out of the root, and the disk (which files exist, package.json, tsconfig.json,
 * jsconfig.json). So the change stays in its pages when, in the sites checked,
 * - the site as checked (the work tree) differs from the base only by the change's files: for `--staged`, no
 *   edit left unstaged and no untracked file; and no file git ignores (but node_modules, .git and the result
 *   cache), which the base, exported from git, would not have: such a site is compared with its base as before;
 * - every change is an edit of a page's text: no page added, deleted, renamed or made a link, no docs.json, spec,
 *   image or tool file;
 * - and each edited page's data is what it was at the base, but for the places in the page (an edit above a link
 *   moves it). The site rules report a message at a place of the page it is written in, never at another page's
 *   (a link at the link, an orphan page at its first character): the incremental site stage puts the others'
 *   messages back on the same grounds (src/site/moved-messages.ts).
 */
import { lstatSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { VFile } from 'vfile'
import { checkFilesAlone, type CheckOptions } from '../engine.js'
import { applyPageResult, type PageResult } from '../page/result.js'
import { cacheFileOf } from '../cache/cache-location.js'
import { isPagePath } from '../page/kind.js'
import { findSiteRoot } from '../site/root.js'
import { changedFacts } from '../site/moved-messages.js'
import { EMPTY_TREE, textAtBeside, type Change, type WorkTreeAnswers } from '../git/repository.js'

/** What the question is asked of: the repository's root (links resolved), the commit compared with, and the paths the base check would export. */
export interface ChangeScene {
  root: string
  base: string
  staged: boolean
  /** The changes since the base, in the whole repository. */
  changes: Change[]
  /** Whether a file (by its path from the root) is part of the sites checked or their configuration. */
  wanted: (file: string) => boolean
  /** What the work tree holds besides the commit and the index, asked of git as the change's check started. */
  workTree: WorkTreeAnswers
  /** The base's text of the pages the change edits, asked of git as the change's check started (baseTextsAhead). */
  baseTexts: Map<string, Promise<string>>
  /**
   * The changed files as the site's check left them, by path from the root. A page it checked (not one it took from
   * its cache) was read as the work tree holds it now, which is what the commit holds when nothing is left
   * unstaged (differsElsewhere): its data need not be worked out again alone.
   */
  checkedNow: (page: string) => VFile | undefined
  /** The result the site's check found in its cache for a page's text at the base (EarlierResults): its facts need not be worked out again. */
  earlierResult: (page: string) => PageResult | undefined
}

/** At most this many pages' base texts are asked of git ahead: a change that edits more is seldom a hook's. */
const TEXTS_AHEAD = 16

/**
 * The base's text of each page whose text the change edits (the pages this module compares), asked of git now, so
 * that git answers while the site is checked. Only for a base with files.
 */
export function baseTextsAhead(root: string, base: string, changes: Change[]): Map<string, Promise<string>> {
  const pages = changes.filter(isPageTextEdit).map((change) => change.path)
  if (base === EMPTY_TREE || pages.length > TEXTS_AHEAD) return new Map()
  return new Map(pages.map((page) => [page, textAtBeside(root, base, page)]))
}

/** Folders whose files no site rule reads as the site's (an import's package is resolved there, but told by its stamp). */
const NOT_THE_SITE = new Set(['node_modules', '.git'])

/** Whether no file but the changed ones can have a message the base did not have (see above). */
export async function changeStaysInItsPages(options: CheckOptions, scene: ChangeScene): Promise<boolean> {
  const changes = scene.changes.filter((change) => [change.path, change.from].some((file) => file !== undefined && scene.wanted(file)))
  if (changes.length === 0 || !changes.every(isPageTextEdit)) return false
  if (await differsElsewhere(options, scene)) return false
  return samePageData(options, scene, changes.map((change) => change.path))
}

function isPageTextEdit(change: Change): boolean {
  return change.status === 'modified' && change.modifiedHow === undefined && isPagePath(change.path)
}

/** Whether the work tree holds, in the sites checked, a file the base and the change do not account for. */
async function differsElsewhere(options: CheckOptions, scene: ChangeScene): Promise<boolean> {
  const cacheFile = path.relative(scene.root, cacheFileOf(options.cacheLocation, path.resolve(options.cwd ?? process.cwd()))).split(path.sep).join('/')
  const ignored = (await scene.workTree.ignored).filter((file) => !file.split('/').some((part) => NOT_THE_SITE.has(part)))
  const outside = scene.staged ? [...(await scene.workTree.unstaged), ...(await scene.workTree.untracked), ...ignored] : ignored
  // docslint's own cache file, ignored or not yet: git was asked as the check started, before a first check made it.
  return outside.some((file) => file.replace(/\/$/, '') !== cacheFile && scene.wanted(file))
}

/** Whether each page's data, checked alone at its path, is the same at the base and now, but for its places. */
async function samePageData(options: CheckOptions, scene: ChangeScene, pages: string[]): Promise<boolean> {
  const bySite = new Map<string, string[]>()
  for (const page of pages) {
    const absolute = path.join(scene.root, page)
    const site = findSiteRoot(path.dirname(absolute))?.root
    if (site === undefined || !lstatSync(absolute).isFile()) return false
    bySite.set(site, [...(bySite.get(site) ?? []), page])
  }
  for (const [site, sitePages] of bySite) {
    const now = await checkedNow(options, scene, site, sitePages)
    const then = await checkedThen(options, scene, site, sitePages, now)
    if (then.some((file, index) => !sameData(file, now[index]))) return false
  }
  return true
}

/** The pages as they were at the base, in the order given: from the result the site's check found in its cache, else checked alone. */
function checkedThen(options: CheckOptions, scene: ChangeScene, site: string, pages: string[], now: Array<VFile | undefined>): Promise<Array<VFile | undefined>> {
  const found = pages.map((page, index) => earlierFile(scene, page, now[index]))
  return knownOrAlone(options, scene, site, pages, found, (page) => scene.baseTexts.get(page) ?? textAtBeside(scene.root, scene.base, page))
}

/** The page at the base as the result found for its text makes it, with the rule setup it has now: the result's key holds that setup. */
function earlierFile(scene: ChangeScene, page: string, now: VFile | undefined): VFile | undefined {
  const result = scene.earlierResult(page)
  if (!result || !now) return undefined
  const file = new VFile({ path: path.join(scene.root, page) })
  applyPageResult(file, result)
  file.data.ruleSetup = now.data.ruleSetup
  return file
}

/** The pages as they are now, in the order given: as the site's check left them when it checked them, else checked alone. */
function checkedNow(options: CheckOptions, scene: ChangeScene, site: string, pages: string[]): Promise<Array<VFile | undefined>> {
  const checked = pages.map(scene.checkedNow).map((file) => (file?.data.pageFacts ? file : undefined))
  return knownOrAlone(options, scene, site, pages, checked, (page) => readFileSync(path.join(scene.root, page), 'utf8'))
}

/** The pages in the order given: each as `known` has it, the others checked alone from their text (`textOf`). */
async function knownOrAlone(options: CheckOptions, scene: ChangeScene, site: string, pages: string[], known: Array<VFile | undefined>, textOf: (page: string) => string | Promise<string>): Promise<Array<VFile | undefined>> {
  const rest = pages.filter((_, index) => !known[index])
  if (rest.length === 0) return known
  const texts = await Promise.all(rest.map(textOf))
  const alone = await checkTexts(options, site, rest.map((page, index) => [path.join(scene.root, page), texts[index]]))
  return known.map((file) => file ?? alone.shift())
}

/** The pages of these texts checked alone, as the site's check would check them (same settings), in the order given. */
async function checkTexts(options: CheckOptions, site: string, texts: [string, string][]): Promise<VFile[]> {
  const files = texts.map(([file, text]) => new VFile({ path: file, value: text }))
  const alone = { ...options, paths: undefined, cache: false, warmCache: undefined, siteStages: undefined, contents: undefined, notice: undefined, cwd: options.cwd ?? process.cwd() }
  const checked = await checkFilesAlone(files, site, alone)
  return texts.map(([file]) => checked.find((checkedFile) => path.resolve(checkedFile.cwd, checkedFile.path) === file)!)
}

/** The same facts (moved or not), and the same other data (rule setup, parse outcome), as the site rules read them. */
function sameData(before: VFile | undefined, after: VFile | undefined): boolean {
  if (!before || !after || !before.data.pageFacts || !after.data.pageFacts) return false
  if (changedFacts(before.data.pageFacts, after.data.pageFacts).size > 0) return false
  return otherData(before) === otherData(after)
}

/** How the engine was given a file (a page of the site's walk, a text given, one at all): no data the site rules read. */
const HOW_GIVEN = new Set(['docslintReadUnder', 'unifiedEngineGiven'])

/** A page's data but its facts and how it was given, as JSON whatever order it was written in. */
function otherData(file: VFile): string {
  return JSON.stringify(Object.entries(file.data).filter(([key]) => key !== 'pageFacts' && !HOW_GIVEN.has(key)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}
