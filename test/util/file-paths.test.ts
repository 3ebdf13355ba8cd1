import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { VFile } from 'vfile'
import { absolutePathOf, knowAbsolutePath, relativeFrom, relativePathOf } from '../../src/util/file-paths.js'

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

/** A file's paths are worked out once and kept on it: each must be what path.resolve and path.relative give, whichever folder is asked of first, and however often. */
describe('absolutePathOf and relativePathOf', () => {
  const cwd = '/work/site'

  it.each([
    ['guides/page.mdx', ['/work/site', '/work/site/guides', '/work', '/work/site', '/elsewhere', '/work/site/guides']],
    ['page.mdx', ['/work', '/work/site', '/work', '/work/site/guides']],
    ['../other/page.mdx', ['/work/site', '/work/other', '/work/site']]
  ])('%s from %j in turn', (given, folders) => {
    const file = new VFile({ path: given, cwd })
    for (const folder of folders) {
      expect(relativePathOf(file, cwd, folder)).toBe(path.relative(folder, path.resolve(cwd, given)))
      expect(absolutePathOf(file, cwd)).toBe(path.resolve(cwd, given))
    }
  })

  it('takes an absolute path told by the file’s maker, and works the paths out anew once the file is renamed', () => {
    const file = new VFile({ path: 'guides/page.mdx', cwd })
    knowAbsolutePath(file, cwd, '/work/site/guides/page.mdx')
    expect(absolutePathOf(file, cwd)).toBe('/work/site/guides/page.mdx')
    expect(relativePathOf(file, cwd, '/work/site')).toBe('guides/page.mdx')
    file.path = 'guides/renamed.mdx'
    expect(absolutePathOf(file, cwd)).toBe('/work/site/guides/renamed.mdx')
    expect(relativePathOf(file, cwd, '/work/site')).toBe('guides/renamed.mdx')
    expect(relativePathOf(file, cwd, '/work')).toBe('site/guides/renamed.mdx')
  })
})
