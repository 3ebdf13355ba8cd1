/**
 * Where each page's result comes from: the result cache (src/cache/page-cache.ts), the page pool, or a check in
 * this thread. The processor hands every page to it when there is a cache or a pool.
 */
import path from 'node:path'
import type { PageCache } from '../cache/page-cache.js'
import { pageKey } from '../cache/page-cache.js'
import type { PageResult } from '../page/result.js'
import checkPageTask, { type PageTask } from './page-worker.js'
import type { PagePool } from './pool.js'
import type { StringPool } from '../util/string-pool.js'

/**
 * The texts of some pages at an earlier time, by absolute path (a change's base: src/cli/changed.ts), and the results
 * the cache held for those texts, found as the pages are checked again: where the last check was a pre-commit hook's,
 * the text it checked is mostly the base of the next commit, and its facts need not be worked out again.
 */
export interface EarlierResults {
  texts: ReadonlyMap<string, Promise<string>>
  found: Map<string, PageResult>
}

export class PageRunner {
  constructor(
    private readonly pool: PagePool | undefined,
    private readonly cache: PageCache | undefined,
    /** The strings of the results the check keeps, one copy each (results come from other threads or the cache, as copies). */
    private readonly strings: StringPool,
    private readonly earlier?: EarlierResults
  ) {}

  async resultOf(task: PageTask): Promise<PageResult> {
    const absolute = path.resolve(task.cwd, task.path)
    const key = this.cache && pageKey(task.text, absolute, task.data.docslintFileSize, task.check)
    const cached = key === undefined ? undefined : this.cache!.lookup(absolute, key, task.check.setup)
    if (cached) return this.strings.shared(cached)
    await this.findEarlier(task, absolute)
    const result = await this.check(task)
    if (key !== undefined) this.cache!.store(absolute, key, result, task.check.setup)
    return this.strings.shared(result)
  }

  /** The result the cache held for the page's earlier text, under the settings it is checked with now. */
  private async findEarlier(task: PageTask, absolute: string): Promise<void> {
    const text = this.earlier?.texts.get(absolute)
    // A page too large to read is keyed by its size, which the earlier text does not tell.
    if (!this.cache || text === undefined || task.data.docslintFileSize !== undefined) return
    const earlierText = await text.catch(() => undefined)
    const found = earlierText === undefined ? undefined : this.cache.earlierResult(absolute, pageKey(earlierText, absolute, undefined, task.check))
    if (found) this.earlier!.found.set(absolute, found)
  }

  private check(task: PageTask): Promise<PageResult> {
    return this.pool ? this.pool.run(task) : checkPageTask(task)
  }
}
