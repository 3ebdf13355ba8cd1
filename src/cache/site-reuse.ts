/**
 * The site stage kept in the result cache, in a check on the command line with `--cache` (src/cache/site-record.ts
 * says what is kept and when it holds). The pages the cache holds unchanged are set aside before the engine runs
 * (`setAsideUnchanged`); once the pages that changed are checked, each site's record is compared with what the check
 * has now (`takeUnchanged`): where it holds, the unchanged pages are taken with their messages alone, and the site's
 * last messages are put back (`putBack`) instead of running the site rules; elsewhere they are taken whole, the
 * rules run, and the site's record is made again (`recordSite`).
 */
import path from 'node:path'
import { absolutePathOf, knowAbsolutePath, relativeFrom } from '../util/file-paths.js'
import { VFile } from 'vfile'
import { applyPageResult, type PageResult } from '../page/result.js'
import { isPagePath } from '../page/kind.js'
import { applyKeptControls } from '../page/control.js'
import { isInside } from '../site/root.js'
import type { Site } from '../site/model.js'
import type { SiteStage } from '../site/incremental.js'
import { pageRules } from '../../rules/index.js'
import type { HeldLine, PageCache } from './page-cache.js'
import type { StringPool } from '../util/string-pool.js'
import type { EngineInput } from '../discovery.js'
import { parseSiteRecord, siteKey, treeHolds, treeOf, type KeyedPage, type SiteRecord } from './site-record.js'
import { isConfigPath, keptConfig, keptConfigFile, type KeptConfig } from './config-entry.js'
import type { FolderListings } from './folder-listings.js'

/** A site the check knows: its root and its docs.json (as given: a path, or a file made for a missing one). */
export interface RecordedTarget {
  root: string
  configFile: VFile | string
}

/**
 * A page the cache holds unchanged: its path as given, its absolute path and its cache line, each found once (a warm
 * check of a large site asks them of every page several times).
 */
export interface HeldPage {
  given: string
  absolute: string
  held: HeldLine
}

/** A docs.json the cache holds unchanged, with its analysis as the cache keeps it (src/cache/config-entry.ts). */
export interface HeldConfig {
  given: string
  absolute: string
  config: KeptConfig
}

const isHeldConfig = (held: HeldPage | HeldConfig): held is HeldConfig => 'config' in held

/** The inputs the cache holds unchanged, and the rest for the engine. */
export function setAsideUnchanged(inputs: EngineInput[], cache: PageCache, cwd: string): { held: Array<HeldPage | HeldConfig>; rest: EngineInput[] } {
  const held: Array<HeldPage | HeldConfig> = []
  const rest: EngineInput[] = []
  for (const input of inputs) {
    // The walk names pages by absolute paths already resolved: one that is not normal is not found in the cache, and checked.
    const absolute = typeof input === 'string' && isPagePath(input) ? (path.isAbsolute(input) ? input : path.resolve(cwd, input)) : undefined
    const line = absolute === undefined ? undefined : cache.heldUnchanged(absolute)
    if (line) held.push({ given: input as string, absolute: absolute!, held: line })
    else if (!holdsConfig(input, held, cache, cwd)) rest.push(input)
  }
  return { held, rest }
}

/**
 * Sets a docs.json aside with its analysis when the cache holds it unchanged, and the site's record is kept: where
 * there is none, the site rules run and read its analysis, which the engine then makes.
 */
function holdsConfig(input: EngineInput, held: Array<HeldPage | HeldConfig>, cache: PageCache, cwd: string): boolean {
  if (typeof input !== 'string' || !isConfigPath(input)) return false
  const absolute = path.resolve(cwd, input)
  const config = cache.siteRecord(path.dirname(absolute)) ? keptConfig(absolute, cache) : undefined
  if (config) held.push({ given: input, absolute, config })
  return config !== undefined
}

/** What takeUnchanged takes of the pages set aside. */
export interface TakenPages {
  files: VFile[]
  /** The absolute paths of the pages taken without a message in a site whose record holds: no file is made of them (src/report/clean-pages.ts). */
  clean: string[]
  reused: Map<string, SiteRecord>
  missed: string[]
}

/**
 * The pages set aside, as checked files: with their messages alone in a site whose record holds (and whole where the
 * record has messages for them: their inline controls apply to those), whole elsewhere. `reused`: the records that
 * hold, by root; `missed`: pages whose cached result turned out damaged, for the engine to check, and a docs.json set
 * aside where the record does not hold: the site rules read its analysis. `listings`: the folders as the check lists them.
 */
export function takeUnchanged(held: Array<HeldPage | HeldConfig>, checked: VFile[], targets: RecordedTarget[], cache: PageCache, strings: StringPool, cwd: string, listings?: FolderListings): TakenPages {
  const config = held.find(isHeldConfig)
  const pages = held.filter((page): page is HeldPage => !isHeldConfig(page))
  if (!config) return takeHeldPages(pages, checked, targets, cache, strings, cwd, listings)
  const configFile = keptConfigFile(config.config, config.absolute, strings, cwd)
  const taken = takeHeldPages(pages, [...checked, configFile], targets, cache, strings, cwd, listings)
  if (taken.reused.size > 0) taken.files.push(configFile)
  else taken.missed.push(config.given)
  return taken
}

/** takeUnchanged for the pages alone (`checked` holds docs.json, analysed or from the cache). */
function takeHeldPages(held: HeldPage[], checked: VFile[], targets: RecordedTarget[], cache: PageCache, strings: StringPool, cwd: string, listings?: FolderListings): TakenPages {
  const taken: TakenPages = { files: [], clean: [], reused: new Map(), missed: [] }
  const take = (page: HeldPage, light: boolean) => {
    const file = light ? lightFile(page, cache, cwd) : wholeFile(page, cache, strings, cwd)
    if (file === CLEAN) taken.clean.push(page.absolute)
    else if (file) taken.files.push(file)
    else taken.missed.push(page.given)
    return file !== undefined
  }
  const record = targets.length === 1 ? holdingRecord(targets[0], held, checked, cache, cwd, listings) : undefined
  const withMessages = record && new Set(Object.keys(record.messages))
  if (record && held.every((page) => take(page, !withMessages!.has(page.absolute)))) {
    taken.reused.set(targets[0].root, record)
    return taken
  }
  // No record, or a page of it damaged: every page whole, the site rules to run.
  taken.files.length = 0
  taken.clean.length = 0
  taken.missed.length = 0
  for (const page of held) take(page, false)
  return taken
}

/** The site's record, when it holds for the check as it is now. */
export function holdingRecord(target: RecordedTarget, held: HeldPage[], checked: VFile[], cache: PageCache, cwd: string, listings?: FolderListings): SiteRecord | undefined {
  const kept = cache.siteRecord(target.root)
  if (!kept) return undefined
  const configPath = path.resolve(cwd, typeof target.configFile === 'string' ? target.configFile : target.configFile.path)
  const configFile = checked.find((file) => path.resolve(cwd, file.path) === configPath)
  const pages = keyedPages(target.root, held, checked, cache)
  if (!configFile || !pages || checked.some(needsSite)) return undefined
  if (siteKey(target.root, configFile, configSetupOf(configFile, cache), pages, linkedOutOf(checked)) !== kept.key) return undefined
  const record = parseSiteRecord(kept.record)
  return record && treeHolds(record.tree, cache.file, listings) ? record : undefined
}

/** The pages of the site as the key reads them; undefined when one has no data's hash (not kept by the cache). */
function keyedPages(root: string, held: HeldPage[], checked: VFile[], cache: PageCache): KeyedPage[] | undefined {
  const pages: KeyedPage[] = []
  const from = path.resolve(root)
  for (const { absolute, held: { line } } of held) pages.push({ path: relativeFrom(from, absolute), setup: line.setup, dataHash: line.dataHash })
  for (const file of checked.filter((file) => isPagePath(file.path))) {
    const absolute = absolutePathOf(file, file.cwd)
    const dataHash = cache.dataHashOf(absolute)
    if (dataHash === undefined || !file.data.ruleSetup) return undefined
    pages.push({ path: relativeFrom(from, absolute), setup: cache.setupIdOf(file.data.ruleSetup), dataHash })
  }
  return pages
}

function configSetupOf(configFile: VFile, cache: PageCache): string {
  return configFile.data.ruleSetup ? cache.setupIdOf(configFile.data.ruleSetup) : '-'
}

function linkedOutOf(files: VFile[]): { file: VFile; target: string }[] {
  return files.flatMap((file) => {
    const parsed = file.data.docslintParsed
    return parsed && 'outsideRoot' in parsed ? [{ file, target: parsed.outsideRoot }] : []
  })
}

/** The ids of the page rules that complete some of their messages on the site (their messages then wait for a Site model). */
const completedOnSite = new Set(pageRules.filter((rule) => rule.completeOnSite).map((rule) => rule.meta.id))

/** Whether a file has a page rule's message that waits for the site: the site stage must run. */
function needsSite(file: VFile): boolean {
  return file.messages.some((message) => message.ruleId !== undefined && completedOnSite.has(message.ruleId) && (message as { data?: unknown }).data !== undefined)
}

/** What lightFile gives for a page without a message: its path is enough (src/report/clean-pages.ts). */
const CLEAN = Symbol('clean')

/**
 * A page set aside, with its messages alone (its facts are not read). Their strings are not pooled (src/util/string-pool.ts):
 * they live only as long as the report, and pooling them cost more than reading them.
 */
function lightFile(page: HeldPage, cache: PageCache, cwd: string): VFile | typeof CLEAN | undefined {
  const kept = cache.unchangedMessages(page.held)
  if (!kept) return undefined
  // Most pages have no message, and the record none for them: they are clean, and need no file.
  if (kept.messages.length === 0) return CLEAN
  const file = cachedFile(page, cwd, kept.setup)
  applyPageResult(file, { messages: kept.messages, data: {} })
  return needsSite(file) ? undefined : file
}

/** A page set aside, whole: its messages, facts and how it was read. */
function wholeFile(page: HeldPage, cache: PageCache, strings: StringPool, cwd: string): VFile | undefined {
  const kept = cache.unchangedOf(page.held)
  if (!kept) return undefined
  const file = cachedFile(page, cwd, kept.setup)
  applyPageResult(file, strings.shared(kept.result))
  return file
}

/** The page as unified-engine and the processor would have left it: named from `cwd`, its text let go. */
function cachedFile(page: HeldPage, cwd: string, setup: NonNullable<VFile['data']['ruleSetup']>): VFile {
  // Its one path given as its history: what the `path` option would leave, without the checks made for a path given by hand.
  const file = new VFile({ history: [relativeFrom(cwd, page.absolute)], cwd, value: '' })
  knowAbsolutePath(file, cwd, page.absolute)
  file.data.unifiedEngineGiven = true
  file.data.ruleSetup = setup
  return file
}

/**
 * Puts a site's last site and OpenAPI messages back on those of its files that `belongs` to the site, with the inline
 * controls of the pages they are on. Most files have none: `belongs` is asked only of those that have.
 */
export function putBack(record: SiteRecord, files: VFile[], cwd: string, belongs: (file: VFile) => boolean): void {
  const byFile = new Map(Object.entries(record.messages))
  for (const file of files) {
    const messages = byFile.get(absolutePathOf(file, cwd))
    if (!messages || !belongs(file)) continue
    applyPageResult(file, { messages, data: {} })
    const facts = file.data.pageFacts
    if (facts) applyKeptControls(facts.controls, file)
  }
}

/**
 * Keeps the site stage just run in the cache for the next check, or drops the last one when the site cannot be
 * recorded (src/cache/site-record.ts). `pageFiles` are the site's files as the page stage left them.
 */
export function recordSite(site: Site, stage: SiteStage, pageFiles: VFile[], cache: PageCache, cwd: string, alone: boolean): void {
  const record = alone ? recordOf(site, stage, pageFiles, cache, cwd) : undefined
  cache.storeSiteRecord(site.root, record)
}

function recordOf(site: Site, stage: SiteStage, pageFiles: VFile[], cache: PageCache, cwd: string): { key: string; record: string } | undefined {
  if (site.openapi.specs.length > 0 || site.external !== undefined || readsSpecs(site) || pageFiles.some(needsSite)) return undefined
  const inside = pageFiles.filter((file) => isInside(path.resolve(cwd, file.path), site.root))
  const pages = keyedPages(site.root, [], inside, cache)
  const tree = pages && treeOf(site.root, cache.file)
  if (!pages || !tree) return undefined
  const messages = Object.fromEntries(Object.entries(stage.toJSON()).map(([file, records]) => [path.resolve(cwd, file), records]))
  return { key: siteKey(site.root, site.configFile, configSetupOf(site.configFile, cache), pages, site.linkedOut), record: JSON.stringify({ tree, messages } satisfies SiteRecord) }
}

/** Whether the site refers to API endpoints: the OpenAPI stage may then look for specs on disk, whose text the record does not stamp. */
function readsSpecs(site: Site): boolean {
  return site.navigation.some((entry) => entry.endpoint) || site.pages.some((page) => page.facts.endpoints.length > 0 || page.facts.apiEndpoint !== undefined)
}
