/**
 * The task each worker thread of the page pool (src/workers/pool.ts) runs: check one page and send back its
 * result as plain data. The page's tree is made, read and let go here; it never crosses threads.
 */
import { VFile, type DataMap } from 'vfile'
import { checkPage, type PageCheck } from '../page/check.js'
import { pageResultOf, type PageResult } from '../page/result.js'
import type { CodeBlock } from '../preview/highlight.js'

/** One page to check: where it is (its path as the engine names it), what it holds, and how to check it. */
export interface PageTask {
  path: string
  cwd: string
  text: string
  /** What the main thread already knows of the file (its size when discovery left it unread). */
  data: Partial<DataMap>
  check: PageCheck
}

export default async function checkPageTask(task: PageTask): Promise<PageResult> {
  const file = new VFile({ path: task.path, cwd: task.cwd, value: task.text, data: { ...task.data } })
  await checkPage(task.text, file, task.check)
  return pageResultOf(file)
}

/**
 * The other task of the pool's threads, in a build (src/preview/pooled-highlighting.ts): highlight code blocks,
 * sent back as their thread's cache keeps them (each a few KB of deflated JSON, in a buffer of its own). The
 * highlighter (shiki and its grammars) is loaded with the first blocks, in the threads that get some.
 */
export async function highlightBlocks(blocks: CodeBlock[]): Promise<Uint8Array[]> {
  const { highlightedBlockBytes } = await import('../preview/highlight.js')
  return blocks.map(highlightedBlockBytes)
}
