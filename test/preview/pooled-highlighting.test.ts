import { describe, expect, it } from '@jest/globals'
import { deflateRawSync } from 'node:zlib'
import { VFile } from 'vfile'
import { toHtml } from 'hast-util-to-html'
import type { Root } from 'mdast'
import { parsePage } from '../../src/page/parse.js'
import { compactTree } from '../../src/preview/tree.js'
import { renderContent } from '../../src/preview/content.js'
import { highlightCodeBlock, type CodeBlock } from '../../src/preview/highlight.js'
import { PooledHighlighting, type BlockHighlighter } from '../../src/preview/pooled-highlighting.js'

const treeOf = (text: string): Root => compactTree(parsePage(text, new VFile({ path: 'a.mdx', value: text })).tree)
const html = (tree: Root) => toHtml(renderContent(tree, { href: (url) => url }).main)

/** A pool in this thread that answers with each block highlighted and marked, so that the render shows where its `<pre>` came from. */
class MarkingPool implements BlockHighlighter {
  readonly threads = 2
  readonly tasks: string[][] = []
  fail = false

  async highlight(blocks: CodeBlock[]): Promise<Uint8Array[]> {
    this.tasks.push(blocks.map((block) => block.value))
    if (this.fail) throw new Error('worker gone')
    return blocks.map((block) => {
      const pre = highlightCodeBlock(block.value, block.lang)
      pre.properties.dataMark = 'pool'
      return new Uint8Array(deflateRawSync(JSON.stringify(pre)))
    })
  }
}

describe('code highlighted in the pool while the pages are rendered', () => {
  it('sends each block once, page by page, and the render takes what came back', async () => {
    const pool = new MarkingPool()
    const highlighting = new PooledHighlighting(pool)
    const first = treeOf('```ts\nconst pooledOne = 1\n```\n\n```bash\nnpm install pooled-acme\n```\n\n```ts\nconst pooledOne = 1\n```\n')
    const second = treeOf('```bash\nnpm install pooled-acme\n```\n\n```python\npooled_two = 2\n```\n')
    // The second page's install command is still on its way with the first page's blocks: it is not sent again.
    await Promise.all([highlighting.prepare(first), highlighting.prepare(second)])
    expect(pool.tasks).toEqual([['const pooledOne = 1', 'npm install pooled-acme'], ['pooled_two = 2']])
    expect(html(first).match(/<pre [^>]*data-mark="pool"/g)).toHaveLength(3)
    expect(html(second).match(/<pre [^>]*data-mark="pool"/g)).toHaveLength(2)
    // Blocks back from the pool are kept: a later page with them sends nothing.
    await highlighting.prepare(treeOf('```python\npooled_two = 2\n```\n'))
    await highlighting.prepare(undefined)
    expect(pool.tasks).toHaveLength(2)
  })

  it('leaves a block that came highlighted with its page alone', async () => {
    const pool = new MarkingPool()
    const tree = treeOf('```ts\nconst keptWithPage = 1\n```\n')
    const code = tree.children[0] as { data?: { highlighted?: unknown } }
    code.data = { highlighted: highlightCodeBlock('const keptWithPage = 1', 'ts') }
    await new PooledHighlighting(pool).prepare(tree)
    expect(pool.tasks).toEqual([])
  })

  it('leaves the blocks of a failed task to the render: the same HTML as without a pool', async () => {
    const pool = new MarkingPool()
    pool.fail = true
    const text = '```ts\nconst failedInPool = 1\n```\n'
    await expect(new PooledHighlighting(pool).prepare(treeOf(text))).resolves.toBeUndefined()
    expect(pool.tasks).toEqual([['const failedInPool = 1']])
    expect(html(treeOf(text))).not.toContain('data-mark')
    expect(html(treeOf(text))).toContain('class="shiki')
  })
})
