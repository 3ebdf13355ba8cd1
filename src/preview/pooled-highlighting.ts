import type { Code, Root } from 'mdast'
import { visit } from '../page/visit.js'
import { hasHighlightedBlock, isDiagram, keepHighlightedBlock, type CodeBlock } from './highlight.js'

/** Highlights code blocks in other threads (src/workers/pool.ts, HighlightPool), sending each back as highlightedBlockBytes makes it. */
export interface BlockHighlighter {
  readonly threads: number
  highlight(blocks: CodeBlock[]): Promise<Uint8Array[]>
}

/**
 * Highlighting spread over worker threads while the main thread renders: the build hands each page's tree here a
 * few pages before rendering it (src/preview/build.ts), its code blocks go to the pool, and what comes back goes
 * into this thread's highlight cache, where the render's highlightCodeBlock takes it (a copy for each use, as
 * for a block met before). On 2 cores, where the page workers gain nothing by highlighting as they check
 * (MIN_HIGHLIGHTING_THREADS), this is what lets a build use the second core while it renders.
 *
 * A block the pool fails on is left to the render, which highlights it itself: the same HTML either way.
 */
export class PooledHighlighting {
  /** Blocks sent and not back yet, by language, meta string and text: a block on several pages ahead is sent once. */
  private readonly pending = new Map<string, Promise<void>>()

  constructor(private readonly pool: BlockHighlighter) {}

  get threads(): number {
    return this.pool.threads
  }

  /** Sends the tree's blocks that need highlighting to the pool; resolves once they are back (never rejects). */
  prepare(tree: Root | undefined): Promise<void> {
    const blocks = new Map<string, CodeBlock>()
    const waits = new Set<Promise<void>>()
    if (tree) {
      visit(tree, 'code', (node: Code) => {
        // Highlighted where the page was checked (MIN_HIGHLIGHTING_THREADS), or already here.
        if (node.data?.highlighted || isDiagram(node.lang)) return
        const key = JSON.stringify([node.lang, node.meta, node.value])
        const pending = this.pending.get(key)
        if (pending) waits.add(pending)
        else if (!blocks.has(key) && !hasHighlightedBlock(node)) blocks.set(key, { value: node.value, lang: node.lang, meta: node.meta })
      })
    }
    if (blocks.size > 0) waits.add(this.send(blocks))
    return Promise.all(waits).then(() => undefined)
  }

  private send(blocks: Map<string, CodeBlock>): Promise<void> {
    const sent = [...blocks.values()]
    const back = this.pool
      .highlight(sent)
      .then(
        (results) => results.forEach((bytes, index) => keepHighlightedBlock(sent[index], bytes)),
        () => undefined
      )
      .finally(() => {
        for (const key of blocks.keys()) this.pending.delete(key)
      })
    for (const key of blocks.keys()) this.pending.set(key, back)
    return back
  }
}
