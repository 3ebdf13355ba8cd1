import type { Element } from 'hast'
import type { Code, Root } from 'mdast'
import { visit } from '../page/visit.js'
import type { VFile } from 'vfile'
import { deflateRawSync, inflateRawSync } from 'node:zlib'

declare module 'mdast' {
  interface CodeData {
    /** In a kept preview tree: the block's highlighted `<pre>` (src/preview/highlight.ts). */
    highlighted?: Element
  }
}

/**
 * The page tree as the check keeps it for the preview (`file.data.previewTree`): compact, its code blocks
 * highlighted when `highlightCode` (in the page workers), as JSON, deflated, in base64 (a string, which crosses
 * from a worker thread and goes into the result cache as it is). A build keeps every page's tree until the pages
 * are rendered: as objects a tree weighs about twice its JSON text, and its JSON text about 3.5 times this
 * (generated pages and hoppscotch's; deflating costs 0.2 ms a page). Each is decoded when its page (or a page
 * importing it) is rendered, and let go after.
 */
export async function keptPreviewTree(tree: Root, { highlightCode }: { highlightCode: boolean }): Promise<string> {
  if (highlightCode) await highlightCodeBlocks(tree)
  return deflateRawSync(JSON.stringify(compactTree(tree)), { level: 1 }).toString('base64')
}

/**
 * Highlighting is most of a build's cost beyond the check: done here, it runs where the page is checked, in
 * the worker threads of a build on several cores, instead of one block after another in the main thread as the
 * pages are rendered (on 16 cores, the 1,000-page build took 10.1 s instead of 14.2-16.0 s). Each code block
 * keeps its highlighted `<pre>` on `data.highlighted`, which src/preview/content.ts puts in its place. The
 * highlighter (shiki and its grammars) loads with the first block.
 */
async function highlightCodeBlocks(tree: Root): Promise<void> {
  const blocks: Code[] = []
  visit(tree, 'code', (node) => void blocks.push(node))
  if (blocks.length === 0) return
  const { highlightCodeBlock, isDiagram } = await import('./highlight.js')
  for (const block of blocks.filter((node) => !isDiagram(node.lang))) (block.data ??= {}).highlighted = highlightCodeBlock(block.value, block.lang, block.meta)
}

/** The page's compact tree, decoded afresh (the caller may change it); undefined when the check kept none. */
export function previewTreeOf(file: VFile): Root | undefined {
  const kept = file.data.previewTree
  return kept === undefined ? undefined : (JSON.parse(inflateRawSync(Buffer.from(kept, 'base64')).toString('utf8')) as Root)
}

/**
 * The page tree, made compact in place (the processor hands back an empty tree right after, so nothing else
 * reads it): positions go (the preview never reports), and so do the estree programs of MDX expressions,
 * which the preview never runs and which are most of an MDX tree's size.
 */
export function compactTree(tree: Root): Root {
  strip(tree as unknown as Record<string, unknown>)
  return tree
}

function strip(node: Record<string, unknown>): void {
  delete node.position
  const data = node.data as Record<string, unknown> | undefined
  if (data) {
    delete data.estree
    if (Object.keys(data).length === 0) delete node.data
  }
  const value = node.value as Record<string, unknown> | undefined
  if (value && typeof value === 'object') strip(value)
  for (const key of ['children', 'attributes'] as const) {
    const list = node[key]
    if (Array.isArray(list)) for (const child of list) strip(child as Record<string, unknown>)
  }
}
