import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { VFile } from 'vfile'
import { check, checkSites } from '../../src/engine.js'
import { parsePage } from '../../src/page/parse.js'
import { readFileSync } from 'node:fs'
import { compactTree, keptPreviewTree, previewTreeOf } from '../../src/preview/tree.js'
import { checkPage, type PageCheck } from '../../src/page/check.js'
import { defaultSettings } from '../../src/config/rc.js'
import { DEFAULT_MAX_FILE_BYTES } from '../../src/file-size.js'
import { MIN_HIGHLIGHTING_THREADS, workerTask } from '../../src/workers/pool.js'
import { highlightCodeBlock } from '../../src/preview/highlight.js'
import { renderContent } from '../../src/preview/content.js'
import { toHtml } from 'hast-util-to-html'
import { visit } from 'unist-util-visit'
import type { Root } from 'mdast'

describe('page trees for the preview', () => {
  it('are compact: no positions, no estree programs of expressions, imports and attributes', () => {
    const text = "import x from 'y'\n\n## Hi {1 + 1}\n\n<Card cols={2} title=\"T\">Body</Card>\n"
    const tree = compactTree(parsePage(text, new VFile({ path: 'a.mdx', value: text })).tree)
    const json = JSON.stringify(tree)
    expect(json).not.toMatch(/"position"|"estree"/)
    expect(json).toContain('"value":"1 + 1"')
    expect(json).toContain('{"type":"mdxJsxAttribute","name":"cols","value":{"type":"mdxJsxAttributeValueExpression","value":"2"}}')
  })

  it('are kept only when building: a plain check keeps none', async () => {
    const site = path.resolve('examples/acme')
    const checked = await check({ paths: [site] })
    expect(checked.filter((file) => file.data.previewTree)).toEqual([])
    const { sites } = await checkSites({ paths: [site], keepPreviewTrees: true })
    expect(sites[0].pages.map((page) => Boolean(page.file.data.previewTree))).toEqual([true, true, true, true, true, true])
  })

  it('are kept deflated, under half the size of their JSON, and decode to the compact tree, afresh each time', async () => {
    const site = path.resolve('examples/acme')
    const { sites } = await checkSites({ paths: [site], keepPreviewTrees: true })
    let kept = 0
    let json = 0
    for (const page of sites[0].pages) {
      const text = readFileSync(path.join(site, page.path), 'utf8')
      const tree = compactTree(parsePage(text, new VFile({ path: page.path, value: text })).tree)
      expect(previewTreeOf(page.file)).toEqual(tree)
      expect(previewTreeOf(page.file)).not.toBe(previewTreeOf(page.file))
      kept += page.file.data.previewTree!.length
      json += JSON.stringify(tree).length
    }
    expect(kept).toBeLessThan(json / 2)
  })

  it('have their code blocks highlighted where a worker of a pool of 4 or more threads checks the page, not in the main thread', async () => {
    const text = '## Install\n\n```bash\nnpm install acme\n```\n'
    const keptBy = async (check: PageCheck) => {
      const file = new VFile({ path: 'a.mdx', value: text })
      await checkPage(text, file, check)
      const highlighted: unknown[] = []
      visit(previewTreeOf(file)!, 'code', (node) => void highlighted.push(node.data?.highlighted))
      return highlighted
    }
    const build: PageCheck = { settings: defaultSettings, setup: defaultSettings, maxFileBytes: DEFAULT_MAX_FILE_BYTES, keepPreviewTrees: true }
    expect(await keptBy(build)).toEqual([undefined])
    const task = { path: 'a.mdx', cwd: '.', text, data: {}, check: build }
    expect(await keptBy(workerTask(task, MIN_HIGHLIGHTING_THREADS).check)).toEqual([highlightCodeBlock('npm install acme', 'bash')])
    // Two or three workers leave it to the render; a plain check sends its tasks as they are.
    expect(workerTask(task, MIN_HIGHLIGHTING_THREADS - 1)).toBe(task)
    const plain = { ...task, check: { ...build, keepPreviewTrees: false } }
    expect(workerTask(plain, 8)).toBe(plain)
  })

  it('carry each code block highlighted, which the render takes instead of highlighting it again: the same HTML', async () => {
    const text = [
      '## Install',
      '',
      '```bash npm',
      'npm install acme',
      '```',
      '',
      '<CodeGroup>',
      '',
      '```bash npm',
      'npm install acme',
      '```',
      '',
      '```ts',
      'const a: number = 1',
      '```',
      '',
      '</CodeGroup>',
      '',
      '```unknown-language',
      'plain <text>',
      '```',
      ''
    ].join('\n')
    const parse = () => compactTree(parsePage(text, new VFile({ path: 'a.mdx', value: text })).tree)
    const file = new VFile({ path: 'a.mdx', value: text, data: { previewTree: await keptPreviewTree(parsePage(text, new VFile({ path: 'a.mdx', value: text })).tree, { highlightCode: true }) } })
    const kept = previewTreeOf(file)!
    const highlighted: string[] = []
    visit(kept, 'code', (node) => void highlighted.push(`${node.lang} ${node.data?.highlighted?.tagName}`))
    expect(highlighted).toEqual(['bash pre', 'bash pre', 'ts pre', 'unknown-language pre'])
    const html = (tree: Root) => toHtml(renderContent(tree, { href: (url) => url }).main)
    expect(html(kept)).toBe(html(parse()))
    expect(html(kept)).toContain('class="shiki')
    // Taken, not made again: a mark put on the kept `<pre>` of the second block reaches the HTML.
    let seen = 0
    visit(kept, 'code', (node) => void (seen++ === 1 && (node.data!.highlighted!.properties.dataMark = 'kept')))
    expect(html(kept).match(/data-mark="kept"/g)).toEqual(['data-mark="kept"'])
  })
})
