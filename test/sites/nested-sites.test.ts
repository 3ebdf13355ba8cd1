import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { asLine, checkFindings, docsJson, navigationOf, page as validPage, withSite } from '../helpers.js'

const page = '---\ntitle: "Start\ndescription: Broken front matter.\n---\n\nSee [the missing page](/missing).\n'

describe('a site nested in another, both named', () => {
  it('reports each message of a page in both once, at its place', async () => {
    const findings = await withSite({ 'docs.json': docsJson(), 'index.mdx': page, 'inner/docs.json': docsJson(), 'inner/index.mdx': page }, (root) =>
      checkFindings(root, [root, path.join(root, 'inner')])
    )
    const inner = findings.filter((finding) => finding.file === 'inner/index.mdx').map(({ at, ruleId }) => `${at} ${ruleId}`)
    expect(inner.filter((line, index) => inner.indexOf(line) !== index)).toEqual([])
    expect(inner).toEqual(expect.arrayContaining(['2:8-4:1 frontmatter-syntax', '6:5-6:33 link-broken']))
  })

  it('with --cache, a page of both is one page the second time too, not two pages at its own URL (issue 27, item 5)', async () => {
    const files = { 'docs.json': docsJson(navigationOf('index', 'inner/index')), 'index.mdx': validPage('Hi.\n'), 'inner/docs.json': docsJson(), 'inner/index.mdx': validPage('Hi.\n') }
    await withSite(files, async (root) => {
      const twice = async () => (await checkFindings(root, [root, path.join(root, 'inner')], { cache: true, cacheLocation: path.join(root, '.cache-of-docslint') })).map(asLine)
      expect(await twice()).toEqual([])
      expect(await twice()).toEqual([])
    })
  })
})
