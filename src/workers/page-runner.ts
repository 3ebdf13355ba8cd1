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

export class PageRunner {
  constructor(
    private readonly pool: PagePool | undefined,
    private readonly cache: PageCache | undefined,
    /** The strings of the results the check keeps, one copy each (results come from other threads or the cache, as copies). */
    private readonly strings: StringPool
  ) {}

  async resultOf(task: PageTask): Promise<PageResult> {
    const absolute = path.resolve(task.cwd, task.path)
    const key = this.cache && pageKey(task.text, absolute, task.data.docslintFileSize, task.check)
    const cached = key === undefined ? undefined : this.cache!.lookup(absolute, key, task.check.setup)
    if (cached) return this.strings.shared(cached)
    const result = await this.check(task)
    if (key !== undefined) this.cache!.store(absolute, key, result, task.check.setup)
    return this.strings.shared(result)
  }

  private check(task: PageTask): Promise<PageResult> {
    return this.pool ? this.pool.run(task) : checkPageTask(task)
  }
}
