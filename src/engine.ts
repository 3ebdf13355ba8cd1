/**
 * The whole flow of `docslint check`: find each named path's site, let unified-engine configure and process
 * every file of it (src/processor.ts parses each by kind and runs its rules), then keep the messages of the
 * files the user asked about. As with ESLint, what is named and what the ignore files name only limit the
 * report: the site is always the whole site, found from its root, so that links, images and URLs are checked
 * against what the generator publishes.
 */
import fs, { statSync } from 'node:fs'
import path from 'node:path'
import gracefulFs from 'graceful-fs'
import { engine } from 'unified-engine'
import { globSync, isDynamicPattern } from 'tinyglobby'
import { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { compareMessage } from 'vfile-sort'
import { createProcessor } from './processor.js'
import { PAGE_EXTENSIONS } from './page/kind.js'
import { configTransform } from './config/rc.js'
import { MISSING_CONFIG } from './config/analyse.js'
import { CONFIG_FILE_NAMES } from './config/files.js'
import { findSiteRoot, isInside, isRelativeInside, linkOutOfSite } from './site/root.js'
import { buildSite, type Site } from './site/model.js'
import { runSiteRules } from './site/run-rules.js'
import { SiteStage } from './site/incremental.js'
import { DEFAULT_TIMEOUT_SECONDS } from './openapi/model.js'
import { OpenApiSession } from './openapi/session.js'
import { ToolConfigError } from './config/rc.js'
import { describeRcLoadError } from './config/rc-load-error.js'
import { rcYamlFailure } from './config/rc-yaml.js'
import { DiscoveryFailure, engineInput, siteFileAt, toRead, walkSite, type EngineInput } from './discovery.js'
import type { FolderListing } from './discovery/folder-listing.js'
import { foldersLookedIn, IGNORE_FILE, PROJECT_WORDS_FILE, toolFilesAbove, toolFilesFailure } from './config/tool-files.js'
import { readIgnoreFiles, type Ignored } from './config/ignore-files.js'
import { oncePer } from './util/once-per.js'
import { UnusableIgnoreFile } from './site/ignore-patterns.js'
import { DEFAULT_MAX_FILE_BYTES } from './file-size.js'
import { isPagePath } from './page/kind.js'
import { readyPagePool } from './workers/pool.js'
import { PageRunner, type EarlierResults } from './workers/page-runner.js'
import { cacheFileOf, PageCache } from './cache/page-cache.js'
import { cacheFileThere } from './cache/cache-location.js'
import { UnusableCacheLocation } from './cache/cache-file.js'
import { contextStamp, type ContextOptions } from './cache/context.js'
import { FolderListings } from './cache/folder-listings.js'
import { takeUnchangedPages } from './cache/unchanged-pages.js'
import { putBack, recordSite, setAsideUnchanged, takeUnchanged, type HeldConfig, type HeldPage } from './cache/site-reuse.js'
import type { SiteRecord } from './cache/site-record.js'
import { keepConfigs } from './cache/config-entry.js'
import { withBoundedHeapGrowth } from './util/heap-growth.js'
import { checkExternalLinks } from './external/check.js'
import { StringPool } from './util/string-pool.js'
import { absolutePathOf, relativePathOf } from './util/file-paths.js'
import { byPath, withCleanFiles, type CleanPages } from './report/clean-pages.js'
import type { RuleSetup } from './config/settings.js'

export interface CheckOptions {
  /** Files and folders to check (default: the current folder). */
  paths?: string[]
  cwd?: string
  /** A tool configuration file to use instead of searching for `.docslintrc.*`. */
  configPath?: string
  /** false: ignore every `.docslintrc.*` and `package.json#docslint` (`--no-config`). */
  useConfig?: boolean
  ignorePath?: string
  /** Seconds a remote OpenAPI file may take to download (`--timeout`; default 10). */
  timeout?: number
  /** Do not fetch remote OpenAPI files (`--offline`): they are reported as not checked. */
  offline?: boolean
  /** `docslint build`: keep a compact tree of each page for the preview (see ProcessorOptions). */
  keepPreviewTrees?: boolean
  /** Keep each page's text on its VFile after the check (a check lets it go): `--fix` and the language server make fixes of site rules' messages from it. */
  keepText?: boolean
  /** Files larger than this many bytes are reported, not read (`--max-file-size`; default 5 MiB). */
  maxFileBytes?: number
  /**
   * Pages and docs.json files to check as given here instead of as they are on disk, by absolute path: the
   * text `--fix` has made so far, or an editor's unsaved buffer.
   */
  contents?: ReadonlyMap<string, string>
  /**
   * Threads that check pages (`--concurrency`): 1 checks them in the main thread. By default one per core,
   * except on a site too small to win back the workers' start (src/workers/pool.ts).
   */
  concurrency?: number
  /** Keep each page's result, and reuse it while the page, its settings and docslint are unchanged (`--cache`). */
  cache?: boolean
  /** The cache file, or a folder for it (`--cache-location`; see src/cache/page-cache.ts for the default). */
  cacheLocation?: string
  /**
   * A result cache kept by the caller across checks (`--watch`, the language server): used instead of reading
   * `--cache`'s file each time, saved after each check when it has a file, and ready for the next check.
   */
  warmCache?: PageCache
  /**
   * Check the http(s) links and images of the reported files on the web (`--check-external`): a stage of its
   * own, after the pages and before the site rules (src/external/check.ts). Never in a default check.
   */
  checkExternal?: boolean
  /** Says what the user should know that is no message on a file (a cache file that could not be used). */
  notice?: (line: string) => void
  /** Rules set on the command line (`--rule`), over every configuration file. */
  commandLineRules?: RuleSetup
  /**
   * The site stage of the last check of each site, by root, kept by the caller across checks with a `warmCache`
   * (src/site/incremental.ts): a check after an edit that changed no page's facts puts the last site messages back
   * instead of running the site rules again. Read and updated by the check.
   */
  siteStages?: Map<string, SiteStage>
  /**
   * With a result cache: the texts of some pages at an earlier time (a change's base), and where the check puts the
   * results the cache held for them, found as it checks those pages again (src/workers/page-runner.ts). Filled by the check.
   */
  earlierResults?: EarlierResults
  /** Told how many of the sites' pages are checked so far, of how many, as they are (the language server's progress). */
  progress?: (done: number, total: number) => void
}

// unified-engine reads every file of a site at once, and looks for configuration files in every folder at
// once: a site of a few hundred pages passes a common limit of open files (`ulimit -n 256`), and each read
// then fails with EMFILE. graceful-fs queues the opens that would pass the limit, for every user of `fs`, and
// retries them as others close.
gracefulFs.gracefulify(fs)

/** The run itself failed (bad arguments, unreadable tool config, missing path): exit status 2. */
export class RunFailure extends Error {
  override name = 'RunFailure'
}

/** One site to check, and which of its files the user asked about. */
export interface Target {
  root: string
  configFile: VFile | string
  /** Named paths: files are reported when inside one of them (or equal to it). */
  named: string[]
}

/** The reported files of a check, the clean pages among them too (sorted by path). */
export async function check(options: CheckOptions = {}): Promise<VFile[]> {
  const { files, clean } = await checkSites(options)
  return withCleanFiles(files, clean)
}

/** What a check found: the reported files, and the Site model of each site checked (the preview renders it); none of a site whose stage the result cache kept and put back. */
export interface CheckResult {
  /** The reported files, sorted by path; without the clean pages. */
  files: VFile[]
  /**
   * The reported pages taken from the result cache without a message, in a site whose stage the cache kept: by their
   * paths alone (src/report/clean-pages.ts). None in a check that keeps no site record (the editor's, `--watch`, build).
   */
  clean: CleanPages
  sites: Site[]
}

/**
 * Checks every site the paths name. Parsing pages makes much short-lived garbage in every thread: the heap is
 * kept to twice what is live meanwhile (src/util/heap-growth.ts), which bounds the check's memory whatever
 * the number of page workers. Not in a check that finds its cache file there (a pre-commit hook's): it parses
 * the pages changed since, mostly a few, its heap stays small (120 MB at 10,000 pages either way), and the
 * bound only made V8 collect more often (3% of the hook's time, one changed page of 10,000).
 */
export function checkSites(options: CheckOptions = {}): Promise<CheckResult> {
  return findsCacheFile(options) ? checkSitesOnce(options) : withBoundedHeapGrowth(() => checkSitesOnce(options))
}

function findsCacheFile(options: CheckOptions): boolean {
  return options.cache === true && options.warmCache === undefined && cacheFileThere(options.cacheLocation, path.resolve(options.cwd ?? process.cwd()))
}

async function checkSitesOnce(options: CheckOptions): Promise<CheckResult> {
  return checkSiteStage(await checkPageStage(options, 'once'), 'once')
}

/**
 * A check up to its site stage: every file of the named sites processed (docs.json analysed and its config rules
 * run, each page checked or taken from the cache), with the messages each had then. The site stage can run on
 * it again and again (checkSiteStage): the language server keeps it, and after an edit replaces the files it
 * checked again (`files`), without checking the others (src/lsp/warm-site.ts).
 */
export interface PageStage {
  readonly options: CheckOptions
  readonly cwd: string
  readonly targets: Target[]
  /** The processed files; those the site stage reads. */
  files: VFile[]
  /** Each file's messages of the page stage: the site stage starts from them each time it runs. */
  readonly pageMessages: WeakMap<VFile, VFileMessage[]>
  readonly ignored: Ignored
  readonly cache?: PageCache
  /** The files taken from the result cache unchanged: a kept site stage need not look at their facts again. */
  readonly fromCache: Set<VFile>
  /** The sites whose site stage the result cache kept and still holds, by root: their last messages are put back (src/cache/site-reuse.ts). */
  readonly keptSites?: Map<string, SiteRecord>
  /** The absolute paths of the pages of such a site taken without a message: no file is made of them (src/report/clean-pages.ts). */
  readonly clean: string[]
}

/**
 * Checks every file of every site the paths name, up to the site stage (see PageStage). `siteStageRuns`: 'once' when
 * the site stage runs on it once only (a check on the command line): the page stage's messages are not kept apart
 * for the next run.
 */
export async function checkPageStage(options: CheckOptions, siteStageRuns: 'once' | 'again' = 'again'): Promise<PageStage> {
  const cwd = path.resolve(options.cwd ?? process.cwd())
  const targets = findTargets(options.paths?.length ? options.paths : ['.'], cwd)
  const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES
  const named = namedToolFiles(options, cwd)
  const refused = toolFilesFailure([], Object.values(named), cwd)
  if (refused) throw new RunFailure(refused)
  // The cache is read first: a warm check's listing of the site is still under way in its own thread meanwhile (src/discovery/prefetch.ts).
  const cache = options.warmCache ?? (options.cache ? openPageCache(options.cacheLocation, cwd, options.notice ?? (() => undefined)) : undefined)
  const { inputs, stamps, ignored, listings: walked } = await siteInputsOf(targets, maxBytes, named, options, cwd).catch((error: unknown) => {
    if (!options.warmCache) cache?.close()
    throw error
  })
  // The site stage keeps every page's result: their strings, copies from other threads or the cache, are kept once each.
  const strings = new StringPool()
  // The context stamp and a kept site stage read the folders the walk listed: each is listed once.
  const listings = new FolderListings(walked)
  const { unchanged, rest, held } = cache ? unchangedPagesOf(inputs, stamps, cache, strings, options, cwd, listings) : { unchanged: [], rest: inputs, held: [] }
  const onPage = options.progress && pageCounter(options.progress, inputs.filter(isPageInput).length, unchanged.length)
  let processed = await processFiles(withContents(rest, options.contents, cwd), targets, options, cwd, cache, strings, onPage)
  // With the site stage kept in the cache (src/cache/site-reuse.ts), the unchanged pages are taken once the changed ones are checked.
  const taken = held.length > 0 ? takeUnchanged(held, processed, recordedTargets(targets), cache!, strings, cwd, listings) : undefined
  if (taken) unchanged.push(...taken.files)
  if (taken?.missed.length) processed = [...processed, ...(await processFiles(taken.missed, targets, options, cwd, cache, strings, onPage))]
  if (cache && keepsSiteRecords(options)) keepConfigs(processed, cache)
  const { files, gone } = withoutGonePages([...processed, ...unchanged])
  const fromCache = new Set(unchanged)
  if (gone.length > 0) options.notice?.(goneNotice(gone, cwd))
  const failures = runFailures(files)
  if (failures.length > 0) {
    // The pages' results are kept even when the check fails after them.
    keepCache(cache, options)
    throw new RunFailure(failures.join('; '))
  }
  const stage: PageStage = { options, cwd, targets, files, pageMessages: new WeakMap(), ignored, cache, fromCache, keptSites: taken?.reused, clean: taken?.clean ?? [] }
  if (siteStageRuns === 'again') keepPageMessages(stage, files)
  return stage
}

/** Every file of the sites, their stamps, and what the ignore files leave out; a `.docslintrc.yaml` that is no YAML fails the run. */
async function siteInputsOf(targets: Target[], maxBytes: number, named: NamedToolFiles, options: CheckOptions, cwd: string): Promise<{ inputs: EngineInput[]; stamps: Map<string, string>; ignored: Ignored; listings: Map<string, FolderListing> }> {
  const { inputs, stamps, ignoreFiles, listings } = await inputsOf(targets, maxBytes, options, cwd)
  const ignored = ignoredFiles(ignoreFiles, named, cwd)
  const badYaml = options.useConfig === false ? undefined : rcYamlFailure(inputs.map(inputPath), cwd, options.configPath)
  if (badYaml) throw new RunFailure(badYaml)
  return { inputs, stamps, ignored, listings }
}

/** Keeps the messages these files (and those docs.json takes in with `$ref`) have now, the page stage's, for every run of the site stage to start from. */
export function keepPageMessages(stage: PageStage, files: VFile[]): void {
  for (const file of withRefFiles(files)) stage.pageMessages.set(file, [...file.messages])
}

/** The files, and those each docs.json among them takes in with `$ref`: the site rules report on them too. */
function withRefFiles(files: VFile[]): VFile[] {
  const all: VFile[] = []
  for (const file of files) {
    all.push(file)
    const refFiles = refFilesOf(file)
    if (refFiles.length > 0) all.push(...refFiles)
  }
  return all
}

/** Counts the pages as they are checked, for `progress`: those taken from the cache are done at once. */
function pageCounter(progress: NonNullable<CheckOptions['progress']>, total: number, done: number): () => void {
  progress(done, total)
  return () => progress(++done, total)
}

/**
 * The site stage of a check: the Site model of each site from its files, the OpenAPI stage, the site rules, then
 * the messages of the files asked about, each once, sorted. Each run starts from the page stage's messages.
 * `runs`: 'once' when the stage is not run again (a check on the command line): what is worked out for the next
 * run is not kept.
 */
export async function checkSiteStage(stage: PageStage, runs: 'once' | 'again' = 'again'): Promise<CheckResult> {
  const { options, targets, cwd, cache } = stage
  // The first run starts from the messages the files have: the page stage's.
  if (runs === 'again') for (const file of withRefFiles(stage.files)) file.messages = [...(stage.pageMessages.get(file) ?? file.messages)]
  const files = [...stage.files]
  const openapi = new OpenApiSession({
    timeout: options.timeout ?? DEFAULT_TIMEOUT_SECONDS,
    offline: options.offline ?? false,
    maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    // Only the preview reads specs with the files they refer to brought in.
    bundles: Boolean(options.keepPreviewTrees),
    lintStore: cache,
    // A named YAML or JSON file may be one that a spec refers to: then every spec is linted, to report it.
    lints: (absolutePath) => isRequested(absolutePath, targets) || targets.some((target) => target.named.some(isDataFile))
  })
  const sites: Site[] = []
  const reported = new Reported(targets, stage.ignored, cwd, runs === 'again' ? requestedFilesOf(stage) : undefined)
  try {
    for (const target of targets) {
      const kept = stage.keptSites?.get(target.root)
      if (kept) {
        putBackSite(target, kept, files, reported, cwd)
        continue
      }
      // In the editor, after an edit that left the site's shape as it was, the last model with the edited pages patched in.
      const site = stage.options.siteStages?.get(target.root)?.patchedSite(stage.files, stage.fromCache) ?? siteOf(target, files, cwd)
      // A spec named on the command line is linted as one, whether docs.json lists it or not.
      site.openapi = await openapi.load(site, target.named.filter(isDataFile)).catch(asRunFailure)
      if (options.checkExternal) site.external = await checkExternalLinks(site, { reported: (file) => reported.has(file), store: cache })
      runSiteStage(site, stage)
      // Spec files are not pages: unified-engine did not read them, the OpenAPI stage did; nor the files docs.json refers to with `$ref`.
      const refFiles = refFilesOf(site.configFile)
      reported.addWith(site.configFile, refFiles)
      files.push(...site.openapi.files.values(), ...refFiles)
      sites.push(site)
    }
  } finally {
    keepCache(cache, options)
  }
  const shown = dedupe(files).filter((file) => reported.has(file))
  // One message is unique and sorted as it is: most files have none.
  for (const file of shown) if (file.messages.length > 1) file.messages = uniqueMessages(file.messages).sort(compareMessage)
  // Clean pages are of one site, found once by its walk: nothing to dedupe.
  const clean = { cwd, absolute: stage.clean.filter((absolute) => reported.hasPage(absolute)) }
  return { files: shown.sort(byPath), clean, sites }
}

/**
 * The site and OpenAPI rules on a site: all of them, or, with a kept stage, only what the pages checked again can
 * change. A check on the command line with `--cache` keeps the stage in the cache for the next one.
 */
function runSiteStage(site: Site, stage: PageStage): void {
  const { siteStages: stages } = stage.options
  if (stage.cache && keepsSiteRecords(stage.options)) return recordSite(site, SiteStage.run(site), stage.files, stage.cache, stage.cwd, recordedTargets(stage.targets).length === 1)
  if (!stages) return runSiteRules(site)
  const kept = stages.get(site.root)
  const checked = site.pages.filter((page) => !stage.fromCache.has(page.file)).map((page) => page.path)
  const model = { site, fileCount: stage.files.length }
  stages.set(site.root, kept ? kept.update(site, checked, model).stage : SiteStage.run(site, model))
}

/** A site whose stage the cache kept: its last site messages put back on its files, which are reported as the site rules' would be. */
function putBackSite(target: Target, kept: SiteRecord, files: VFile[], reported: Reported, cwd: string): void {
  const configPath = path.resolve(cwd, typeof target.configFile === 'string' ? target.configFile : target.configFile.path)
  const configFile = files.find((file) => absolutePathOf(file, cwd) === configPath)!
  const refFiles = refFilesOf(configFile)
  const onSite = new Set(refFiles)
  putBack(kept, [...files, ...refFiles], cwd, (file) => onSite.has(file) || isRelativeInside(relativePathOf(file, cwd, target.root)))
  reported.addWith(configFile, refFiles)
  files.push(...refFiles)
}

/**
 * Whether this check keeps each site's stage in its result cache, for the next check: a check on the command line
 * with `--cache`, of pages as they are on disk, without the work a kept stage does not describe (the web's answers,
 * a preview's trees, fixes). `--watch` and the language server keep the stage in memory instead (`siteStages`).
 */
function keepsSiteRecords(options: CheckOptions): boolean {
  return Boolean(options.cache) && !options.warmCache && !options.siteStages && !options.keepText && !options.keepPreviewTrees && !options.checkExternal && !options.contents?.size
}

/** The targets a kept site stage may stand for: one site, named without a spec beside it (a named spec is linted). */
function recordedTargets(targets: Target[]): Target[] {
  return targets.length === 1 && !targets[0].named.some(isDataFile) ? targets : []
}

/** Whether each file of a page stage is reported, worked out once per file for every site stage run on it. */
const requestedFilesOf = oncePer((_stage: PageStage) => new WeakMap<VFile, boolean>())

/** Saves the result cache when it has a file, and readies a warm one for the next check; one opened for this check alone is closed. */
function keepCache(cache: PageCache | undefined, options: CheckOptions): void {
  try {
    cache?.save()
  } catch (error) {
    asRunFailure(error)
  } finally {
    if (!options.warmCache) cache?.close()
  }
  options.warmCache?.keptWarm()
}

/**
 * The page stage of a few files of a site alone, in this thread, as a check of the whole site leaves them: an
 * editor's buffers (VFiles with their text) or files read from disk (paths). Their site is not checked.
 */
export async function checkFilesAlone(inputs: EngineInput[], root: string, options: CheckOptions = {}): Promise<VFile[]> {
  const target: Target = { root, configFile: path.join(root, 'docs.json'), named: [root] }
  // With a warm cache, a page whose text it holds a result for is not checked again (an undo).
  const pages = options.warmCache ? new PageRunner(undefined, options.warmCache, new StringPool()) : undefined
  return runEngine(inputs, [target], options, path.resolve(options.cwd ?? root), pages)
}

/**
 * The result cache kept at `--cache-location` (or the default place), read now. What is there that is not
 * docslint's cache (a page, a device, a FIFO) fails the run, and is left as it is.
 */
export function openPageCache(location: string | undefined, cwd: string, notice: (line: string) => void): PageCache {
  try {
    return new PageCache(cacheFileOf(location, cwd), notice)
  } catch (error) {
    asRunFailure(error)
  }
}

/**
 * With a result cache: the pages it holds unchanged (their file and the check's context stamped as when their
 * result was made), taken from it without the engine; every other file is left for the engine. The results
 * made in this check are stamped with the same stamps. A page given with its text (`contents`: an editor's
 * buffer, a fix in progress) is not what its file holds: it is neither taken nor stamped.
 */
function unchangedPagesOf(inputs: EngineInput[], stamps: Map<string, string>, cache: PageCache, strings: StringPool, options: CheckOptions, cwd: string, listings: FolderListings): { unchanged: VFile[]; rest: EngineInput[]; held: Array<HeldPage | HeldConfig> } {
  for (const absolute of options.contents?.keys() ?? []) stamps.delete(absolute)
  const context = contextStamp(foldersOf(stamps.keys()), contextOptionsOf(options), cwd, listings)
  cache.stampWith(stamps, context)
  // --fix needs each page's text, which the cache does not keep.
  if (options.keepText) return { unchanged: [], rest: inputs, held: [] }
  if (keepsSiteRecords(options)) return { unchanged: [], ...setAsideUnchanged(inputs, cache, cwd) }
  return { ...takeUnchangedPages(inputs, cache, strings, cwd), held: [] }
}

/** The folders of these files (absolute, normal paths), each once. Pages come folder by folder: a page in the last one's folder is told by its name holding no separator. */
function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>()
  let last: string | undefined
  for (const file of files) {
    if (last !== undefined && file.length > last.length + 1 && file.startsWith(last) && file[last.length] === path.sep && !file.includes(path.sep, last.length + 1)) continue
    last = path.dirname(file)
    folders.add(last)
  }
  return folders
}

function contextOptionsOf(options: CheckOptions): ContextOptions {
  return {
    configPath: options.configPath,
    useConfig: options.useConfig !== false,
    ignorePath: options.ignorePath,
    maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    keepPreviewTrees: Boolean(options.keepPreviewTrees),
    commandLineRules: options.commandLineRules
  }
}

/**
 * Every file through unified-engine; page results from the cache when asked for, pages checked in the page
 * pool when there are enough to check. With a cache, the pages it knows are taken as unchanged: a check after
 * a few edits checks them in the main thread, without starting the workers.
 */
async function processFiles(inputs: EngineInput[], targets: Target[], options: CheckOptions, cwd: string, cache: PageCache | undefined, strings: StringPool, onPage?: () => void): Promise<VFile[]> {
  const pool = await readyPagePool(inputs.filter(isPageInput).length - (cache?.size ?? 0), options.concurrency)
  const pages = pool || cache ? new PageRunner(pool, cache, strings, options.earlierResults) : undefined
  try {
    return await runEngine(inputs, targets, options, cwd, pages, onPage)
  } finally {
    await pool?.close()
  }
}

function isPageInput(input: EngineInput): boolean {
  return isPagePath(inputPath(input))
}

function inputPath(input: EngineInput): string {
  return typeof input === 'string' ? input : input.path
}

/** The files a site's docs.json refers to with `$ref`, read with it (src/config/refs.ts): messages about their values are on them. */
function refFilesOf(configFile: VFile): VFile[] {
  const parsed = configFile.data.docslintParsed
  // A docs.json whose analysis came from the result cache keeps them apart (src/cache/config-entry.ts).
  if (configFile.data.keptRefFiles) return configFile.data.keptRefFiles
  return parsed?.kind === 'config' && 'config' in parsed ? (parsed.config.refFiles ?? []) : []
}

/** The Site model of one target, from every processed file inside its root. */
function siteOf(target: Target, files: VFile[], cwd: string): Site {
  const configPath = typeof target.configFile === 'string' ? target.configFile : target.configFile.path
  const configAbsolute = path.resolve(cwd, configPath)
  // After each edit in the editor, on the same files: their paths are worked out once (src/util/file-paths.ts).
  const configFile = files.find((file) => absolutePathOf(file, cwd) === configAbsolute)
  const inside = files.filter((file) => isRelativeInside(relativePathOf(file, cwd, target.root)))
  return buildSite(target.root, configFile ?? (target.configFile as VFile), inside)
}

function findTargets(paths: string[], cwd: string): Target[] {
  const byRoot = new Map<string, Target>()
  const sitesBelowFolder = new Map<string, { root: string; configFile: string }[]>()
  const below = (folder: string) => sitesBelowFolder.get(folder) ?? sitesBelowFolder.set(folder, sitesBelow(folder)).get(folder)!
  const add = (root: string, configFile: VFile | string, named: string) => {
    const target = byRoot.get(root) ?? { root, configFile, named: [] }
    target.named.push(named)
    byRoot.set(root, target)
  }
  for (const { given, absolute } of namedPaths(paths, cwd)) {
    const stats = statOrUndefined(absolute)
    if (!stats) throw new RunFailure(`No such file or folder: ${given}`)
    // A FIFO or a device is never read; one reached through a link out of the site is reported as such.
    if (!stats.isFile() && !stats.isDirectory() && !linkOutOfSite(absolute)) throw new RunFailure(`Not a file or folder: ${given} (a FIFO, socket or device is not checked)`)
    const folder = stats.isDirectory() ? absolute : path.dirname(absolute)
    const site = findSiteRoot(folder)
    if (site) {
      add(site.root, site.configFile, absolute)
      continue
    }
    // A folder above the sites (a repository whose docs live in `docs/`): each site below it is checked. A file
    // beside them (`.pre-commit-config.yaml`, passed with the changed pages) is in none of them and left alone, as
    // when its folder is checked: a site of its own folder would take in theirs, seen from the wrong root.
    const sites = below(folder)
    if (sites.length === 0) add(folder, missingConfig(folder), absolute)
    else if (stats.isDirectory()) for (const inner of sites) add(inner.root, inner.configFile, inner.root)
  }
  return [...byRoot.values()]
}

/**
 * The paths named on the command line, absolute. A quoted glob (`"docs/*.mdx"`, `"guides/**"`: the shell left it as it
 * is) names the files it matches, as ESLint reads it; a path that exists is a path, whatever its characters.
 * A glob that matches no file fails the run, as a missing path does.
 */
export function namedPaths(paths: string[], cwd: string): { given: string; absolute: string }[] {
  return paths.flatMap((given) => {
    const absolute = path.resolve(cwd, given)
    if (statOrUndefined(absolute) || !isDynamicPattern(given)) return [{ given, absolute }]
    const matches = globSync(given, { cwd, absolute: true, ignore: ['**/node_modules/**', '**/.git/**'], followSymbolicLinks: false, expandDirectories: false })
    if (matches.length === 0) throw new RunFailure(`No files match the pattern ${given}`)
    return matches.sort().map((match) => ({ given: path.relative(cwd, match), absolute: path.resolve(match) }))
  })
}

/** The sites inside a folder: each folder holding docs.json (or only mint.json), outside node_modules. */
function sitesBelow(folder: string): { root: string; configFile: string }[] {
  const configs = globSync(CONFIG_FILE_NAMES.map((name) => `**/${name}`), {
    cwd: folder,
    absolute: true,
    ignore: ['**/node_modules/**', '**/.git/**'],
    // A link to `/` below the folder would otherwise walk the whole file system; a site is found at its own path.
    followSymbolicLinks: false
  })
  const roots = [...new Set(configs.map((file) => path.dirname(file)))].sort()
  // A site inside another site belongs to the outer one, as walking up from its pages would find.
  const outermost = roots.filter((root) => !roots.some((other) => other !== root && isInside(root, other)))
  return outermost.map((root) => findSiteRoot(root)!)
}

/** A site without docs.json still gets a message, on a virtual docs.json at the folder that was checked. */
function missingConfig(root: string): VFile {
  return new VFile({ path: path.join(root, 'docs.json'), value: '', data: { [MISSING_CONFIG]: true } })
}

function statOrUndefined(file: string) {
  try {
    return statSync(file)
  } catch {
    return undefined
  }
}

/** What engineFiles finds for one site. */
interface SiteInputs {
  inputs: EngineInput[]
  /** The stamp of each page file read by path, by absolute path. */
  stamps: Map<string, string>
  /** The `.docslintignore` files that this run reads for the site's files (none with `--ignore-path`). */
  ignoreFiles: string[]
  /** The folders the walk listed, by absolute path. */
  listings: Map<string, FolderListing>
}

/**
 * What unified-engine is given for one site: its config file and its pages, found by src/discovery.ts
 * (which never leaves the root), not the root folder for the engine to search. Before that, the tool's files
 * that the engine would read for this site, and the ignore files docslint reads, are checked (src/config/tool-files.ts).
 */
async function engineFiles(target: Target, maxBytes: number, options: CheckOptions, cwd: string): Promise<SiteInputs> {
  const { files, toolFiles, fileFolders, listings } = await walkSite(target.root).catch(asRunFailure)
  const lookedIn = foldersLookedIn([target.root, ...fileFolders])
  const found = [...toolFilesAbove(target.root), ...toolFiles].filter((file) => lookedIn.has(path.dirname(file)) && isReadByRun(path.basename(file), options))
  const refused = toolFilesFailure(found, [], cwd)
  if (refused) throw new RunFailure(refused)
  const config = await configInput(target, maxBytes)
  const inputs: EngineInput[] = [config.input]
  const stamps = new Map<string, string>()
  // docs.json is stamped too: the result cache keeps its analysis (src/cache/config-entry.ts).
  if (typeof config.input === 'string' && config.stamp !== undefined) stamps.set(path.resolve(config.input), config.stamp)
  // A root found by findSiteRoot is absolute and normal, and so is every path the walk builds from it: resolving 10,000 of them again costs.
  const absolute = path.isAbsolute(target.root) ? (file: string) => file : (file: string) => path.resolve(file)
  for (const page of files) {
    const input = engineInput(page, maxBytes)
    inputs.push(input)
    // Only a page the engine reads by path is what its stamp says (one given with its text is not read).
    if (typeof input === 'string' && page.stamp !== undefined) stamps.set(absolute(input), page.stamp)
  }
  return { inputs, stamps, ignoreFiles: found.filter((file) => path.basename(file) === IGNORE_FILE), listings }
}

/** The tool files named on the command line, by absolute path. */
interface NamedToolFiles {
  configPath?: string
  ignorePath?: string
}

function namedToolFiles(options: CheckOptions, cwd: string): NamedToolFiles {
  const named: NamedToolFiles = {}
  if (options.configPath !== undefined && options.useConfig !== false) named.configPath = path.resolve(cwd, options.configPath)
  if (options.ignorePath !== undefined) named.ignorePath = path.resolve(cwd, options.ignorePath)
  return named
}

/** Whether this run reads a tool file of this name that it finds: not the configuration files it is told to leave (`--config`, `--no-config`), nor the ignore files `--ignore-path` replaces. */
function isReadByRun(name: string, options: CheckOptions): boolean {
  if (name === IGNORE_FILE) return options.ignorePath === undefined
  if (name === PROJECT_WORDS_FILE) return true
  return options.useConfig !== false && options.configPath === undefined
}

async function configInput(target: Target, maxBytes: number): Promise<{ input: EngineInput; stamp?: string }> {
  const config = typeof target.configFile === 'string' ? await siteFileAt(target.configFile, target.root) : undefined
  return config ? { input: engineInput(config, maxBytes), stamp: config.stamp } : { input: target.configFile }
}

/**
 * Every file of every site: the whole site is processed, whatever was named or ignored, as cross-file checks need
 * every page. Only the named files that are not ignored are reported (see Reported). A file of two sites
 * checked together (one nested in the other) is given once: twice, a cached page would be two pages at one URL.
 */
async function inputsOf(targets: Target[], maxBytes: number, options: CheckOptions, cwd: string): Promise<SiteInputs> {
  const sites = await Promise.all(targets.map((target) => engineFiles(target, maxBytes, options, cwd)))
  // One site's walk gives each file once.
  if (sites.length === 1) return sites[0]
  const given = new Set<string>()
  const inputs = sites.flatMap((site) => site.inputs).filter((input) => {
    const absolute = path.resolve(cwd, inputPath(input))
    return !given.has(absolute) && Boolean(given.add(absolute))
  })
  return { inputs, stamps: new Map(sites.flatMap((site) => [...site.stamps])), ignoreFiles: [...new Set(sites.flatMap((site) => site.ignoreFiles))], listings: new Map(sites.flatMap((site) => [...site.listings])) }
}

/** The files given in `contents` are handed to unified-engine with their text, which it then does not read. */
function withContents(inputs: EngineInput[], contents: CheckOptions['contents'], cwd: string): EngineInput[] {
  if (!contents?.size) return inputs
  return inputs.map((input) => {
    const text = typeof input === 'string' ? contents.get(path.resolve(cwd, input)) : undefined
    return text === undefined ? input : new VFile({ path: input as string, value: text })
  })
}

/**
 * unified-engine's queue step looks at every file of its run each time a file is done: n² steps, a minute at
 * 10,000 pages. Runs of at most this many files keep it small, and bound how many pages are read ahead of
 * their check.
 */
const ENGINE_RUN_FILES = 250
/** Runs at once: while one reads its files, the other's pages keep the pool busy. */
const ENGINE_RUNS_AT_ONCE = 2

async function runEngine(files: EngineInput[], targets: Target[], options: CheckOptions, cwd: string, pages?: PageRunner, onPage?: () => void): Promise<VFile[]> {
  const runs: Array<EngineInput[]> = []
  for (let start = 0; start < files.length; start += ENGINE_RUN_FILES) runs.push(files.slice(start, start + ENGINE_RUN_FILES))
  // unified-engine reads no page or docs.json itself: docslint's processor reads each (src/discovery.ts).
  const given = (input: EngineInput) => toRead(input, rootOf(path.resolve(cwd, inputPath(input)), targets))
  const results = await mapAtMost(runs, ENGINE_RUNS_AT_ONCE, (run) => runEngineOnce(run.map(given), options, cwd, pages, onPage))
  return dedupe(results.flat())
}

/** The root of the site a file belongs to: of nested sites checked together, the innermost. */
function rootOf(file: string, targets: Target[]): string {
  const roots = targets.map((target) => target.root).filter((root) => isInside(file, root))
  return roots.reduce((inner, root) => (root.length > inner.length ? root : inner), roots[0] ?? path.dirname(file))
}

/** `work` on each item, at most `limit` at once; the first failure is thrown once no work is left running. */
async function mapAtMost<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const lane = async (): Promise<void> => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index])
  }
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, lane))
  const failed = lanes.find((lane) => lane.status === 'rejected')
  if (failed) throw failed.reason
  return results
}

async function runEngineOnce(files: EngineInput[], options: CheckOptions, cwd: string, pages: PageRunner | undefined, onPage: (() => void) | undefined): Promise<VFile[]> {
  return new Promise((resolve, reject) => {
    engine(
      {
        processor: () =>
          createProcessor({ keepPreviewTrees: options.keepPreviewTrees, keepText: options.keepText, maxFileBytes: options.maxFileBytes, pages, commandLineRules: options.commandLineRules, onPage }),
        files,
        cwd,
        extensions: [...PAGE_EXTENSIONS],
        // The ignore files limit the report, not the site (src/config/ignore-files.ts): the engine processes every file.
        detectIgnore: false,
        rcName: '.docslintrc',
        packageField: 'docslint',
        rcPath: options.configPath,
        detectConfig: options.useConfig !== false,
        configTransform,
        // No `defaultConfig`: unified-engine would deep-copy it for every file without a configuration file;
        // the processor takes `defaultSettings` itself, one object for all of them (their rule setups are shared).
        silentlyIgnore: true,
        // Never write a processed file to standard output, even when the site is a single file.
        out: false,
        // docslint reports itself (src/report), in the format asked for.
        reporter: () => ''
      },
      (error, _code, context) => {
        if (error) reject(new RunFailure(describeError(error)))
        else resolve(dedupe(context?.files ?? []))
      }
    )
  })
}

/** A config file that is also inside a named folder is found twice; keep one. */
function dedupe(files: VFile[]): VFile[] {
  const seen = new Set<string>()
  return files.filter((file) => !seen.has(file.path) && Boolean(seen.add(file.path)))
}

/**
 * One message, once: the same rule saying the same thing at the same place twice is noise. It happens when
 * a page belongs to two sites checked together (a site nested in another, both named: the site rules see
 * the page in each).
 */
function uniqueMessages(messages: VFileMessage[]): VFileMessage[] {
  const seen = new Set<string>()
  return messages.filter((message) => {
    const key = messageKey(message)
    return !seen.has(key) && Boolean(seen.add(key))
  })
}

/**
 * What makes a message the same as another: its rule, reason, severity and place, as one string that no two
 * different ones share (the rule id told by its length, the reason last); a JSON array of them cost several times as much on
 * sites of many messages. Undefined and null are the same, as they were in that JSON.
 */
function messageKey(message: VFileMessage): string {
  const { start, end } = message.place && 'start' in message.place ? message.place : { start: message.place, end: undefined }
  const rule = typeof message.ruleId === 'string' ? `${message.ruleId.length}:${message.ruleId}` : '-'
  return `${rule}|${message.fatal ?? null}|${start?.line ?? null}|${start?.column ?? null}|${end?.line ?? null}|${end?.column ?? null}|${message.reason}`
}

/**
 * The pages deleted during the check, after discovery found them and before they were read (a branch switched,
 * a folder removed): docslint's read found none (ENOENT; src/discovery.ts readGivenFile). They are no longer
 * pages of the site, so navigation that names them has no page, which is so; the check goes on without them.
 */
function withoutGonePages(files: VFile[]): { files: VFile[]; gone: VFile[] } {
  const gone = new Set(files.filter(isGonePage))
  return { files: gone.size === 0 ? files : files.filter((file) => !gone.has(file)), gone: [...gone] }
}

/** A page deleted after discovery found it and before docslint read it (src/discovery.ts marks it). */
function isGonePage(file: VFile): boolean {
  return file.data.docslintGone === true && isPagePath(file.path)
}

/** What the user is told of the pages deleted during the check: one line, however many there were. */
function goneNotice(gone: VFile[], cwd: string): string {
  const shown = gone.slice(0, 3).map((file) => path.relative(cwd, path.resolve(cwd, file.path)))
  if (gone.length === 1) return `${shown[0]} was deleted during the check: it is not checked`
  const more = gone.length > shown.length ? ` and ${(gone.length - shown.length).toLocaleString('en-US')} more` : ''
  return `${gone.length.toLocaleString('en-US')} pages were deleted during the check and are not checked: ${shown.join(', ')}${more}`
}

/** Messages unified-engine made itself (no rule id) mean a file could not be processed at all. */
function runFailures(files: VFile[]): string[] {
  const filesByReason = new Map<string, string[]>()
  const configFailures = new Set<string>()
  for (const file of files) {
    // Most files have no message: no array is made for them (a warm check of 10,000 pages asks this of each).
    if (file.messages.length === 0) continue
    for (const message of file.messages.filter((message) => message.fatal && !message.ruleId)) {
      const rcFailure = describeRcLoadError(message, file.cwd)
      if (rcFailure) configFailures.add(rcFailure)
      else {
        const reason = withoutEngineWording(describeError(message))
        const files = filesByReason.get(reason)
        if (files) files.push(file.path)
        else filesByReason.set(reason, [file.path])
      }
    }
  }
  // A broken configuration fails every file the same way: say it once, without a file.
  return [...configFailures, ...[...filesByReason].map(([reason, paths]) => (paths.length > 1 ? reason : `${paths[0]}: ${reason}`))]
}

/** unified-engine's own framing ("Cannot process file: Cannot parse file `x`: ...") when docslint's message already names the file. */
function withoutEngineWording(reason: string): string {
  const stripped = reason.replace(/^Cannot process file: /, '')
  const framed = /^Cannot parse (?:given )?file `([^`]+)`: ([\s\S]*)$/.exec(stripped)
  return framed && (framed[2].includes(framed[1]) || framed[2].includes(`\`${path.basename(framed[1])}\``)) ? framed[2] : stripped
}

function describeError(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  while (current instanceof Error || (current && typeof current === 'object' && 'reason' in current)) {
    const text = current instanceof Error ? ('reason' in current ? String(current.reason) : current.message) : ''
    if (text && !parts.some((part) => part.includes(text))) parts.push(text)
    current = (current as { cause?: unknown }).cause
  }
  return parts.join(': ') || String(error)
}

/**
 * Which files' messages are reported: those asked about (isRequested), with the files a reported docs.json takes
 * in with `$ref` (its messages about their values are on them), less those an ignore file leaves out.
 */
class Reported {
  private readonly refFiles = new Set<string>()
  /** Each named path with a separator after it: a file whose absolute path starts so is inside it, without path.relative. */
  private readonly namedFolders: string[]

  constructor(
    private readonly targets: Target[],
    private readonly ignored: Ignored,
    private readonly cwd: string,
    /** Whether each file is named and not ignored, known from the page stage's last site stage: the editor runs one after each edit. Undefined: not kept. */
    private readonly requested: WeakMap<VFile, boolean> | undefined
  ) {
    this.namedFolders = targets.flatMap((target) => target.named.map((named) => (named.endsWith(path.sep) ? named : named + path.sep)))
  }

  /** The files a docs.json takes in with `$ref` are reported whenever it is. */
  addWith(configFile: VFile, refFiles: VFile[]): void {
    if (isRequested(this.absolute(configFile), this.targets)) for (const file of refFiles) this.refFiles.add(this.absolute(file))
  }

  has(file: VFile): boolean {
    let requested = this.requested?.get(file)
    if (requested === undefined) {
      const absolute = this.absolute(file)
      requested = this.isRequested(file, absolute) && !this.ignored(absolute)
      this.requested?.set(file, requested)
    }
    return requested || this.isRefFile(this.absolute(file))
  }

  /** has() for a page known by its absolute path alone (a clean page: src/report/clean-pages.ts). */
  hasPage(absolute: string): boolean {
    return ((this.isBelowNamedFolder(absolute) || isRequested(absolute, this.targets)) && !this.ignored(absolute)) || this.isRefFile(absolute)
  }

  /** isRequested, with the file's path from each named folder worked out once per file (src/util/file-paths.ts). */
  private isRequested(file: VFile, absolute: string): boolean {
    if (this.isBelowNamedFolder(absolute)) return true
    return this.targets.some((target) => target.named.some((named) => isRelativeInside(relativePathOf(file, this.cwd, named)) || coversConfig(absolute, target, named)))
  }

  /** Most files of a check are below a named folder (the site's root): a prefix says so. Any other is worked out as path.relative sees it (on Windows, without case). */
  private isBelowNamedFolder(absolute: string): boolean {
    return this.namedFolders.some((folder) => absolute.startsWith(folder))
  }

  private isRefFile(absolute: string): boolean {
    return this.refFiles.has(absolute) && !this.ignored(absolute)
  }

  private absolute(file: VFile): string {
    return absolutePathOf(file, this.cwd)
  }
}

/** What the ignore files leave out of the report (src/config/ignore-files.ts); one that cannot be used fails the run. */
function ignoredFiles(ignoreFiles: string[], named: NamedToolFiles, cwd: string): Ignored {
  try {
    return readIgnoreFiles(ignoreFiles, named.ignorePath, cwd)
  } catch (error) {
    asRunFailure(error)
  }
}

function isRequested(absolute: string, targets: Target[]): boolean {
  return targets.some((target) => target.named.some((named) => isInside(absolute, named) || coversConfig(absolute, target, named)))
}

/** The config file is reported when the site itself (its root or a folder above it) was named. */
function coversConfig(absolute: string, target: Target, named: string): boolean {
  const configPath = typeof target.configFile === 'string' ? target.configFile : target.configFile.path
  return absolute === path.resolve(configPath) && isInside(target.root, named)
}

function isDataFile(named: string): boolean {
  return /\.(ya?ml|json)$/i.test(named) && !(CONFIG_FILE_NAMES as readonly string[]).includes(path.basename(named))
}

/** An unknown `openapi/<rule>` is found when the specs are linted, a site folder may not be listable, a cache location may not be docslint's: the run fails. */
function asRunFailure(error: unknown): never {
  const failed = [ToolConfigError, DiscoveryFailure, UnusableIgnoreFile, UnusableCacheLocation].some((kind) => error instanceof kind)
  throw failed ? new RunFailure((error as Error).message) : error
}
