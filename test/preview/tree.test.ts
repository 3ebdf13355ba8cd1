import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { VFile } from 'vfile'
import { check, checkSites } from '../../src/engine.js'
import { parsePage } from '../../src/page/parse.js'
import { readFileSync } from 'node:fs'
import { compactTree, previewTreeOf } from '../../src/preview/tree.js'

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
})
