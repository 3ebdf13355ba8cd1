import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { VFile } from 'vfile'
import { buildSite, lookupFile, siteFileLookup, type FileLookup } from '../../src/site/model.js'
import { mkfifo } from '../hostile-site.js'

/**
 * A site's file lookups resolve real paths only where a symbolic link is on the way (src/site/link-free-paths.ts):
 * each answer must be the one resolving every path gives (lookupFile), for files, folders, links inside and out,
 * through linked folders, below a file, and from a root reached through a link.
 */
const base = realpathSync(mkdtempSync(path.join(tmpdir(), 'docslint-link-free-')))
const root = path.join(base, 'site')
const outside = path.join(base, 'outside')
for (const folder of [root, outside, path.join(root, 'guides', 'deep'), path.join(root, 'images')]) mkdirSync(folder, { recursive: true })
writeFileSync(path.join(root, 'guides', 'deep', 'page.md'), 'Hello.\n')
writeFileSync(path.join(root, 'images', 'a.png'), 'png')
writeFileSync(path.join(root, 'file.txt'), 'text')
writeFileSync(path.join(root, 'images', 'caf\u00e9.png'), 'png')
writeFileSync(path.join(outside, 'secret.md'), 'SECRET\n')
symlinkSync(path.join(outside, 'secret.md'), path.join(root, 'guides', 'secret.md'))
symlinkSync('deep/page.md', path.join(root, 'guides', 'alias.md'))
symlinkSync(outside, path.join(root, 'linked-out'))
symlinkSync('guides', path.join(root, 'linked-in'))
symlinkSync(path.join(base, 'nothing'), path.join(root, 'dangling.md'))
mkfifo(path.join(root, 'fifo.md'))
symlinkSync(root, path.join(base, 'root-link'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

const outsideLink: FileLookup = { kind: 'outside', reason: 'it is a symbolic link to a file outside the site root' }

const cases: [string, string, FileLookup][] = [
  ['a file in folders', '/guides/deep/page.md', { kind: 'found' }],
  ['the same without the leading slash', 'guides/deep/page.md', { kind: 'found' }],
  ['an image', '/images/a.png', { kind: 'found' }],
  ['a missing file', '/guides/deep/nothing.md', { kind: 'missing' }],
  ['a name in another case (looked up alone: the file system decides)', '/guides/deep/PAGE.md', lookupFile(root, '/guides/deep/PAGE.md')],
  ['a name with other than ASCII letters', '/images/caf\u00e9.png', { kind: 'found' }],
  ['a file in a missing folder', '/nowhere/deeper/page.md', { kind: 'missing' }],
  ['a path below a file', '/file.txt/page.md', { kind: 'missing' }],
  ['a folder', '/guides/deep', { kind: 'missing' }],
  ['the root', '/', { kind: 'missing' }],
  ['a FIFO', '/fifo.md', { kind: 'missing' }],
  ['a link to a file outside', '/guides/secret.md', outsideLink],
  ['a link to a file inside', '/guides/alias.md', { kind: 'found' }],
  ['a file through a folder linked out', '/linked-out/secret.md', outsideLink],
  ['a missing file through a folder linked out', '/linked-out/nothing.md', { kind: 'missing' }],
  ['a file through a folder linked inside', '/linked-in/deep/page.md', { kind: 'found' }],
  ['a dangling link', '/dangling.md', { kind: 'missing' }],
  ['`..` that stays inside', '/guides/../images/a.png', { kind: 'found' }],
  ['`..` that climbs out', '/../outside/secret.md', { kind: 'outside', reason: 'it climbs out of the site root with `..`' }]
]

describe('siteFileLookup resolves real paths only through links', () => {
  for (const [name, siteRoot] of [
    ['from the root', root],
    ['from a root reached through a link', path.join(base, 'root-link')]
  ]) {
    // A fresh site for each question: its lookups are kept per site, and an earlier one must not answer for this one.
    it.each(cases)(`${name}: %s`, (_, sitePath, expected) => {
      const site = buildSite(siteRoot, new VFile({ path: path.join(siteRoot, 'docs.json') }), [])
      expect(siteFileLookup(site, sitePath)).toEqual(expected)
      expect(lookupFile(siteRoot, sitePath)).toEqual(expected)
    })

    it(`${name}: all the paths asked of one site, in turn, as each alone`, () => {
      const site = buildSite(siteRoot, new VFile({ path: path.join(siteRoot, 'docs.json') }), [])
      expect(cases.map(([, sitePath]) => siteFileLookup(site, sitePath))).toEqual(cases.map(([, , expected]) => expected))
    })
  }
})
