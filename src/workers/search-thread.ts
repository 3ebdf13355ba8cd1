import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Root } from 'hast'
import { ScopedSearch, type PreviewSearch, type WrittenSearch } from '../preview/search/index-file.js'
import { pageSections } from '../preview/search/sections.js'
import { MIN_HIGHLIGHTING_THREADS, threadsFor } from './pool.js'
import type { SearchMessage, SearchReply } from './search-worker.js'

/** The module the thread runs: beside this one in dist/ and in the command's bundle (not in the Action's, which never builds). */
const workerEntry = new URL('./search-worker.js', import.meta.url)

/**
 * A build's search index made in a thread of its own (src/workers/search-worker.ts): this thread reads each
 * rendered page's sections, the other indexes them meanwhile and writes the file.
 */
export class SearchIndexThread implements PreviewSearch {
  private readonly worker = new Worker(workerEntry)
  private readonly reply: Promise<SearchReply>

  constructor() {
    this.reply = new Promise((resolve) => {
      this.worker.once('message', resolve)
      this.worker.once('error', (error) => resolve({ error: error.message }))
      this.worker.once('exit', (code) => resolve({ error: `its thread stopped (exit code ${code})` }))
    })
  }

  addPage(file: string, title: string, description: string | undefined, content: Root, scope: number): void {
    this.worker.postMessage({ page: [file, title, description, pageSections(content), scope] } satisfies SearchMessage)
  }

  async write(folder: string, labels: string[]): Promise<WrittenSearch> {
    this.worker.postMessage({ write: [folder, labels] } satisfies SearchMessage)
    const reply = await this.reply
    if ('error' in reply) throw new Error(`the search index could not be written: ${reply.error}`)
    return reply
  }

  async close(): Promise<void> {
    await this.worker.terminate()
  }
}

/**
 * The search index of a build of `pages` pages: in a thread of its own where the build has MIN_HIGHLIGHTING_THREADS
 * threads or more, else in this one. With fewer, the cores are busy anyway (on 2 cores the 1,000-page build took
 * the same time either way), and the thread's own heap cost memory: the 10,000-page build's peak RSS was 622 MB
 * with it.
 */
export function previewSearchFor(pages: number, concurrency?: number): PreviewSearch {
  return threadsFor(pages, concurrency) >= MIN_HIGHLIGHTING_THREADS && existsSync(fileURLToPath(workerEntry)) ? new SearchIndexThread() : new ScopedSearch()
}
