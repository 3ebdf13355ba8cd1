import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { checkFindings, docsJson, withSite } from '../helpers.js'

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
})
