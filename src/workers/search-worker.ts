/**
 * The thread that builds a preview's search index while the main thread renders the pages
 * (src/workers/search-thread.ts): it gets each page's sections as the page is rendered, then writes the index
 * files. Indexing is some 15% of the main thread's render, which here runs beside it.
 */
import { parentPort } from 'node:worker_threads'
import { ScopedSearch, type WrittenSearch } from '../preview/search/index-file.js'
import type { PageSection } from '../preview/search/sections.js'

/** What the main thread sends: a page to index, or the folder to write the index into with each scope's label (the last message). */
export type SearchMessage =
  | { page: [file: string, title: string, description: string | undefined, sections: PageSection[], scope: number] }
  | { write: [folder: string, labels: string[]] }

/** What it gets back, once, after `write`: the files written, or why the index could not be written. */
export type SearchReply = WrittenSearch | { error: string }

const index = new ScopedSearch()

parentPort?.on('message', (message: SearchMessage) => {
  if ('page' in message) index.addSections(...message.page)
  else void writeIndex(...message.write).then((reply) => parentPort!.postMessage(reply))
})

async function writeIndex(folder: string, labels: string[]): Promise<SearchReply> {
  try {
    return await index.write(folder, labels)
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}
