/**
 * One site the editor works in, kept warm between checks: its page stage (every file processed, src/engine.ts
 * PageStage) is made once, from the `--cache` file when there is one; after that, an edit checks again only the
 * files it changed (`recheck`), alone, and the site stage runs on the kept results of every other file
 * (`siteStage`). The site stage is run from this one place, incrementally (src/site/incremental.ts): after an edit
 * that changes no page fact the site rules' last messages are put back, else only what the edit can change runs.
 */
import path from 'node:path'
import { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { checkFilesAlone, checkPageStage, checkSiteStage, keepPageMessages, type CheckOptions, type CheckResult, type PageStage } from '../engine.js'
import { PageCache } from '../cache/page-cache.js'
import { isPagePath } from '../page/kind.js'
import { absolutePathOf } from '../util/file-paths.js'
import { SiteStage } from '../site/incremental.js'
import { holdingRecord } from '../cache/site-reuse.js'

/** A file to check again: an open document's text, or, without `text`, the file as it is on disk. */
export interface Recheck {
  file: string
  text?: string
}

export interface WarmSiteOptions {
  check: CheckOptions
  /** The `--cache` file to start from; undefined when there is none (the page stage is then not kept in a file). */
  cacheFile?: string
  /** Says what the user should know (the editor's output for docslint). */
  log: (line: string) => void
}

export class WarmSite {
  private stage?: PageStage
  /** Each file of the page stage, by absolute path. */
  private readonly byPath = new Map<string, VFile>()
  /** The result of the last site stage, with each reported file by absolute path. */
  private last?: { result: CheckResult; byPath: Map<string, VFile> }
  /** The `--cache` file's results, read by `firstLook` for `start`. */
  private startCache?: PageCache
  /** The spec lints (and the rechecked pages, for an undo) of the checks after the first: in memory, never saved. */
  private readonly editCache: PageCache
  /** The kept site stage of each site (by root), which the next site stage updates. */
  private readonly siteStages = new Map<string, SiteStage>()
  /** How the last check found its pages: parsed, or taken unchanged from the cache or memory. */
  lastCheck = { checked: 0, reused: 0 }

  constructor(
    readonly root: string,
    private readonly options: WarmSiteOptions
  ) {
    this.editCache = new PageCache(undefined, options.log)
  }

  get started(): boolean {
    return this.stage !== undefined
  }

  /**
   * The page stage of a few files alone, before the site is checked (an opened page): their own messages, at
   * once. From the `--cache` file when it holds them unchanged; the file is read once, for `start` too.
   */
  async firstLook(rechecks: Recheck[]): Promise<VFile[]> {
    this.startCache ??= this.openCache()
    const files = await checkAlone(this.root, rechecks, { ...this.options.check, warmCache: this.startCache })
    // The start counts its own pages.
    this.startCache?.keptWarm()
    return files
  }

  /**
   * The page stage of the whole site, with the open documents' text (`contents`) in place of their files:
   * every page from the cache file when it holds the page unchanged, the others checked (`progress` counts them).
   */
  async start(contents: ReadonlyMap<string, string>, progress?: CheckOptions['progress']): Promise<void> {
    const cache = (this.startCache ??= this.openCache())
    this.startCache = undefined
    const stage = await checkPageStage({ ...this.options.check, paths: [this.root], cwd: this.root, contents, warmCache: cache, progress })
    const pages = stage.files.filter((file) => isPagePath(file.path)).length
    this.siteStages.clear()
    // The site stage a check on the command line kept in the cache file, when it holds for these files: put back, not run.
    const recorded = cache && recordedStage(stage, cache)
    if (recorded) this.siteStages.set(this.root, recorded)
    this.lastCheck = cache ? this.kept(cache) : { checked: pages, reused: 0 }
    // Later runs keep their spec lints in memory: the cache file holds the pages as the start found them.
    this.stage = { ...stage, cache: this.editCache, options: { ...stage.options, warmCache: this.editCache, contents: undefined, progress: undefined, siteStages: this.siteStages } }
    this.byPath.clear()
    for (const file of stage.files) this.byPath.set(absolute(file), file)
    this.withText(contents)
  }

  /**
   * Checks these files again, alone, and puts them in place of what the page stage had for them: a file that
   * is no longer there leaves the site. The site stage is not run: `siteStage` does.
   */
  async recheck(rechecks: Recheck[]): Promise<VFile[]> {
    const stage = this.startedStage()
    const before = this.editCache.counted
    const checked = (await checkAlone(this.root, rechecks, { ...stage.options, keepText: true })).filter((file) => file.data.docslintGone !== true)
    const parsed = this.editCache.counted.checked - before.checked
    const replaced = new Set(rechecks.map(({ file }) => file))
    for (const file of checked) this.byPath.set(absolute(file), file)
    for (const file of replaced) if (!checked.some((done) => absolute(done) === file)) this.byPath.delete(file)
    stage.files = [...this.byPath.values()]
    keepPageMessages(stage, checked)
    this.lastCheck = { checked: parsed, reused: stage.files.filter((file) => isPagePath(file.path)).length - parsed }
    return checked
  }

  /**
   * The site stage over the page stage as it is now: the Site model, the OpenAPI stage and the site rules, updated
   * from the last site stage by what the pages checked again since changed. `afresh` when a file that is no page
   * changed on disk (an image, a spec): the site rules read it, and all of them run again.
   */
  async siteStage(afresh = false): Promise<CheckResult> {
    const stage = this.startedStage()
    if (afresh) this.siteStages.clear()
    const result = await checkSiteStage(stage)
    // The kept site stage has now seen every file: only those checked again after this need comparing (the engine reads `fromCache` so).
    stage.fromCache.clear()
    for (const file of stage.files) stage.fromCache.add(file)
    this.last = { result, byPath: new Map(result.files.map((file) => [absolute(file), file])) }
    return result
  }

  /**
   * The site rules the last site stage ran: every one, none (their messages put back from the `--cache` file's
   * record), or the ids of those that read a fact the edit changed (none: their last messages put back).
   */
  get siteRulesRun(): 'every' | 'recorded' | string[] {
    const ran = [...this.siteStages.values()].map((stage) => stage.ran)
    if (ran.length === 0 || ran.includes('every')) return 'every'
    return ran.every((one) => one === 'recorded') ? 'recorded' : [...new Set(ran.filter((one) => one !== 'recorded').flat() as string[])]
  }

  /** The last site stage's result. */
  get result(): CheckResult | undefined {
    return this.last?.result
  }

  /** The messages of the last site stage on this file; undefined before the first or when it is not reported. */
  reportedOn(file: string): VFileMessage[] | undefined {
    return this.last?.byPath.get(file)?.messages
  }

  /** The messages the last site stage added to this file's page stage: what the site rules said of it. */
  siteMessagesOn(file: string): VFileMessage[] {
    const checked = this.byPath.get(file)
    const own = new Set(checked ? (this.stage?.pageMessages.get(checked) ?? []) : [])
    return (this.reportedOn(file) ?? []).filter((message) => !own.has(message))
  }

  /** The open documents' text on their files, which the site rules' fixes are made from (a check lets it go). */
  private withText(contents: ReadonlyMap<string, string>): void {
    for (const [file, text] of contents) {
      const checked = this.byPath.get(file)
      if (checked) checked.value = text
    }
  }

  private startedStage(): PageStage {
    if (!this.stage) throw new Error(`the site at ${this.root} has not been checked yet`)
    return this.stage
  }

  /** Saves the cache file with what the page stage found, for the next start; how many pages it checked and reused. */
  private kept(cache: PageCache): WarmSite['lastCheck'] {
    try {
      cache.save()
    } catch (error) {
      this.options.log(`the cache file ${cache.file} cannot be written: ${(error as Error).message}`)
    }
    cache.keptWarm()
    return cache.lastCheck
  }

  /** The `--cache` file's results, read now; one that is not docslint's is left alone, and the site checked without it. */
  private openCache(): PageCache | undefined {
    if (this.options.cacheFile === undefined) return undefined
    try {
      return new PageCache(this.options.cacheFile, (line) => this.options.log(line))
    } catch (error) {
      this.options.log(`${(error as Error).message}; the site is checked without it`)
      return undefined
    }
  }
}

/**
 * The site stage the cache file kept for the one site of this page stage, when its record holds for the files as
 * they are now (their data, rule setups and paths, docs.json, the folders on disk: src/cache/site-record.ts).
 */
function recordedStage(stage: PageStage, cache: PageCache): SiteStage | undefined {
  if (stage.targets.length !== 1) return undefined
  const record = holdingRecord(stage.targets[0], [], stage.files, cache, stage.cwd)
  return record && SiteStage.recorded(record.messages)
}

/** The page stage of a few files alone (an opened page before its site is checked): their own messages. */
export async function checkAlone(root: string, rechecks: Recheck[], options: CheckOptions): Promise<VFile[]> {
  const inputs = rechecks.map(({ file, text }) => (text === undefined ? file : new VFile({ path: file, value: text })))
  return checkFilesAlone(inputs, root, { ...options, cwd: root })
}

function absolute(file: VFile): string {
  return absolutePathOf(file, file.cwd)
}
