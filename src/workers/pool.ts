/**
 * The pool of worker threads that check pages (piscina): parsing, page rules and page facts run there, one page
 * per task, while the main thread keeps discovery, configuration, the site stage and the report. Only plain
 * data crosses threads (src/page/result.ts).
 */
import { existsSync } from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'
import type { PageResult } from '../page/result.js'
import { defaultSettings } from '../config/rc.js'
import { DEFAULT_MAX_FILE_BYTES } from '../file-size.js'
import type { PageTask } from './page-worker.js'

/**
 * Below this many pages a check runs in the main thread: each worker first loads docslint (0.1 s of CPU from the
 * bundle, 0.5 s from dist/src) and compiles the parser's hot code again for itself, which a few hundred pages of
 * work across the workers does not win back. Measured on 2 cores with the bundle: 136 pages took 2.9 s in the main
 * thread and 3.6 s with 2 workers, 378 pages 8.4 s and 8.3 s.
 */
export const POOL_MIN_PAGES = 200

/**
 * The most threads a check starts unless `--concurrency` asks for more. Each worker holds its own heap (some
 * 90 MB at its peak), and past eight they gain little: measured on a 16-core machine, the 3,000-page generated
 * site took 4.5 s with 8 workers and 4.4 s with 16 (peak RSS 812 MB and 1.5 GB), the 10,000-page site 13.9 s
 * and 11.4 s (861 MB and 1.6 GB).
 */
export const MAX_DEFAULT_THREADS = 8

/** How many threads check pages when `--concurrency` is not given: one per core the process may use, up to MAX_DEFAULT_THREADS. */
export function defaultConcurrency(): number {
  return Math.min(os.availableParallelism(), MAX_DEFAULT_THREADS)
}

/** The module each worker runs: beside this one, both in dist/ and in the bundled Action (scripts/build-action.mjs). */
const workerEntry = new URL('./page-worker.js', import.meta.url)

export class PagePool {
  private readonly piscina: Piscina<PageTask, PageResult>

  constructor(private readonly threads: number) {
    this.piscina = new Piscina({
      filename: workerEntry.href,
      minThreads: threads,
      maxThreads: threads,
      // A task awaits (rules are async): a worker blocked in Atomics.wait between tasks gains nothing here.
      atomics: 'disabled'
    })
  }

  /**
   * Resolves once every worker has loaded docslint (an empty page each). Started before the check reads any
   * page: a worker loads its modules without graceful-fs, so under a low limit of open files it must not
   * compete with the main thread's reads.
   */
  async ready(): Promise<void> {
    const empty: PageTask = { path: 'empty.mdx', cwd: process.cwd(), text: '', data: {}, check: { settings: defaultSettings, setup: defaultSettings, maxFileBytes: DEFAULT_MAX_FILE_BYTES } }
    await Promise.all(Array.from({ length: this.threads }, () => this.piscina.run(empty)))
  }

  run(task: PageTask): Promise<PageResult> {
    return this.piscina.run(task)
  }

  close(): Promise<void> {
    return this.piscina.destroy()
  }
}

/**
 * The pool, ready, for a check with `pages` pages to check, or none when they are checked in the main thread:
 * at `--concurrency 1`, and by default on a single core or below POOL_MIN_PAGES pages. A concurrency the user
 * gives is taken as it is.
 */
export async function readyPagePool(pages: number, concurrency?: number): Promise<PagePool | undefined> {
  const threads = concurrency ?? (pages >= POOL_MIN_PAGES ? defaultConcurrency() : 1)
  // Run from the TypeScript sources (the unit tests), there is no compiled worker module to start.
  if (threads <= 1 || !existsSync(fileURLToPath(workerEntry))) return undefined
  const pool = new PagePool(threads)
  try {
    await pool.ready()
  } catch (error) {
    await pool.close() // its threads would keep the process alive
    throw error
  }
  return pool
}
