/**
 * The pool of worker threads that check pages (piscina): parsing, page rules and page facts run there, one page
 * per task, while the main thread keeps discovery, configuration, the site stage and the report. Only plain
 * data crosses threads (src/page/result.ts).
 */
import { existsSync } from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Piscina } from 'piscina'
import type { PageResult } from '../page/result.js'
import { defaultSettings } from '../config/rc.js'
import { DEFAULT_MAX_FILE_BYTES } from '../file-size.js'
import type { PageTask } from './page-worker.js'
import type { CodeBlock } from '../preview/highlight.js'

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

/**
 * How many threads a run over `pages` pages uses: the `--concurrency` the user gives, as it is, or by default one
 * per core (up to MAX_DEFAULT_THREADS) from POOL_MIN_PAGES pages on, else 1 (the main thread alone). Run from
 * the TypeScript sources (the unit tests), there is no compiled worker module to start, so always 1.
 */
export function threadsFor(pages: number, concurrency: number | undefined): number {
  if (!existsSync(fileURLToPath(workerEntry))) return 1
  return concurrency ?? (pages >= POOL_MIN_PAGES ? defaultConcurrency() : 1)
}

/**
 * From this many threads on, the workers of a build highlight each page's code blocks (PageCheck.highlightCode)
 * instead of the main thread as it renders. Measured on a 16-core machine, old → new, builds of the 1,000-page
 * generated site and of trigger.dev: 2 threads 16.4 → 15.6 s and 21.7 → 22.4 s (nothing gained: the two
 * workers already keep the cores busy parsing, and each must compile the grammars and fill a cache of its own),
 * 4 threads 14.1 → 11.0 s and 18.3 → 16.2 s, 8 threads 13.2 → 9.1 s and 18.5 → 10.9 s. It costs memory: each
 * worker holds the highlighter (trigger.dev at 8 threads: 729 → 1,233 MB peak RSS).
 */
export const MIN_HIGHLIGHTING_THREADS = 4

/** A page's task as a worker of a pool of `threads` gets it: in a build on enough threads, it highlights the code blocks too. */
export function workerTask(task: PageTask, threads: number): PageTask {
  const highlightCode = task.check.keepPreviewTrees && threads >= MIN_HIGHLIGHTING_THREADS
  return highlightCode ? { ...task, check: { ...task.check, highlightCode: true } } : task
}

/**
 * piscina's class, loaded when a pool is first made: a check below POOL_MIN_PAGES pages, and the pre-commit hook's
 * warm one, run in the main thread and do not compile it.
 */
async function loadPiscina(): Promise<typeof Piscina> {
  return (await import('piscina')).Piscina
}

export class PagePool {
  private readonly piscina: Piscina<PageTask, PageResult>

  constructor(
    Pool: typeof Piscina,
    private readonly threads: number
  ) {
    this.piscina = new Pool({
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
    return this.piscina.run(workerTask(task, this.threads))
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
  const threads = threadsFor(pages, concurrency)
  if (threads <= 1) return undefined
  const pool = new PagePool(await loadPiscina(), threads)
  try {
    await pool.ready()
  } catch (error) {
    await pool.close() // its threads would keep the process alive
    throw error
  }
  return pool
}

/** Tasks (a page's code blocks each) a highlighting thread holds at once. */
const TASKS_QUEUED_PER_HIGHLIGHTING_THREAD = 4

/**
 * The threads that highlight a build's code blocks while the main thread renders its pages
 * (src/preview/pooled-highlighting.ts): the page workers' module, run by name. A thread starts with the first
 * blocks it is given: in a build of MIN_HIGHLIGHTING_THREADS or more, the page workers highlighted nearly every
 * block already, and this pool starts none or few.
 */
export class HighlightPool {
  private readonly piscina: Piscina<CodeBlock[], Uint8Array[]>

  constructor(
    Pool: typeof Piscina,
    readonly threads: number
  ) {
    this.piscina = new Pool({
      filename: workerEntry.href,
      name: 'highlightBlocks',
      minThreads: 0,
      maxThreads: threads,
      // Kept until the render ends (close): a thread let go when idle would load the highlighter again.
      idleTimeout: 60_000,
      // Tasks wait in each thread's own queue: a thread done with one goes on with the next, without waiting for
      // the main thread, busy rendering, to hand it over.
      concurrentTasksPerWorker: TASKS_QUEUED_PER_HIGHLIGHTING_THREAD,
      atomics: 'disabled'
    })
  }

  highlight(blocks: CodeBlock[]): Promise<Uint8Array[]> {
    return this.piscina.run(blocks)
  }

  close(): Promise<void> {
    return this.piscina.destroy()
  }
}

/**
 * The pool that highlights the code of a build of `pages` pages as it is rendered, or none where the build runs
 * in the main thread alone: one thread fewer than the build's, since the main thread renders meanwhile. On 2
 * cores, 1,000 generated pages built in 25.0-25.9 s with one highlighting thread and 26.0-26.4 s with two
 * (peak RSS 324-333 MB instead of 393-398 MB): the cores are busy either way, and each thread loads the
 * highlighter and compiles the grammars for itself.
 */
export async function highlightPoolFor(pages: number, concurrency?: number): Promise<HighlightPool | undefined> {
  const threads = threadsFor(pages, concurrency)
  return threads > 1 ? new HighlightPool(await loadPiscina(), threads - 1) : undefined
}
