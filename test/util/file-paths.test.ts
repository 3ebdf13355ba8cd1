import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { relativeFrom } from '../../src/util/file-paths.js'

/** relativeFrom cuts the string where it can, and must give what path.relative gives for every pair of absolute, normal paths. */
describe('relativeFrom', () => {
  it.each([
    ['/site', '/site/guides/page.mdx', 'guides/page.mdx'],
    ['/site', '/site', ''],
    ['/', '/site/page.mdx', 'site/page.mdx'],
    ['/site', '/site-other/page.mdx', '../site-other/page.mdx'],
    ['/site', '/sitemap.mdx', '../sitemap.mdx'],
    ['/site/guides', '/site/page.mdx', '../page.mdx'],
    ['/site', '/elsewhere', '../elsewhere'],
    ['/site/', '/site/page.mdx', 'page.mdx'],
    ['/site/a', '/site/a..b/page.mdx', '../a..b/page.mdx']
  ])('from %s to %s: %s', (folder, absolute, expected) => {
    expect(relativeFrom(folder, absolute)).toBe(expected)
    expect(relativeFrom(folder, absolute)).toBe(path.relative(folder, absolute))
  })
})
