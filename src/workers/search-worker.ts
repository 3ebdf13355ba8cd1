/**
 * The thread that builds a preview's search index while the main thread renders the pages
 * (src/workers/search-thread.ts): it gets each page's sections as the page is rendered, then writes the index
 * file. Indexing is some 15% of the main thread's render, which here runs beside it.
 */
import { parentPort } from 'node:worker_threads'
import { SearchIndex } from '../preview/search/index-file.js'
import type { PageSection } from '../preview/search/sections.js'

/** What the main thread sends: a page to index, or the file to write the index into (the last message). */
export type SearchMessage = { page: [file: string, title: string, description: string | undefined, sections: PageSection[]] } | { write: string }

/** What it gets back, once, after `write`: the bytes written, or why the index could not be written. */
export type SearchReply = { bytes: number } | { error: string }

const index = new SearchIndex()

parentPort?.on('message', (message: SearchMessage) => {
  if ('page' in message) index.addSections(...message.page)
  else void writeIndex(message.write).then((reply) => parentPort!.postMessage(reply))
})

async function writeIndex(target: string): Promise<SearchReply> {
  try {
    return { bytes: await index.write(target) }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}
