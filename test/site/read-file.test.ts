import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { VFile } from 'vfile'
import { readGivenFile, toRead } from '../../src/discovery.js'
import { createProcessor } from '../../src/processor.js'
import { readSiteFile, readSiteFileAsync, statSiteFile, type Read, type ReadRule } from '../../src/site/read-file.js'
import { mkfifo } from '../hostile-site.js'

/**
 * Issue 32, items 4, 5 and 8: every file docslint reads is a regular file, inside its root after resolving links,
 * under a size cap; it is opened without waiting and its type taken from what was opened, so a FIFO in a file's
 * place is refused at once (a test that reads one would hang until jest's timeout).
 */
const base = realpathSync(mkdtempSync(path.join(tmpdir(), 'docslint-read-file-')))
const root = path.join(base, 'site')
const outside = path.join(base, 'outside')
mkdirSync(root)
mkdirSync(outside)
writeFileSync(path.join(root, 'page.mdx'), 'Hello.\n')
writeFileSync(path.join(outside, 'secret.txt'), 'SECRET\n')
symlinkSync('page.mdx', path.join(root, 'alias.mdx'))
symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'secret.mdx'))
symlinkSync(outside, path.join(root, 'linked'))
mkfifo(path.join(root, 'fifo.mdx'))
mkdirSync(path.join(root, 'folder.mdx'))
writeFileSync(path.join(root, 'huge.mdx'), '')
// Sparse: 2 GB that take no room.
truncateSync(path.join(root, 'huge.mdx'), 2_000_000_000)
afterAll(() => rmSync(base, { recursive: true, force: true }))

const rule: ReadRule = { root, maxBytes: 1024 }

describe('readSiteFile and readSiteFileAsync', () => {
  const cases: [string, string, ReadRule, Read][] = [
    ['a page', 'page.mdx', rule, { text: 'Hello.\n' }],
    ['a link to a page inside the root', 'alias.mdx', rule, { text: 'Hello.\n' }],
    ['a link to a file outside the root', 'secret.mdx', rule, { refusal: { kind: 'outside', real: path.join(outside, 'secret.txt') } }],
    ['a file under a folder that links out of the root', 'linked/secret.txt', rule, { refusal: { kind: 'outside', real: path.join(outside, 'secret.txt') } }],
    ['the same file named, with no root to stay in', 'linked/secret.txt', { root: undefined, maxBytes: 1024 }, { text: 'SECRET\n' }],
    ['a FIFO', 'fifo.mdx', rule, { refusal: { kind: 'not-a-file', what: 'a FIFO' } }],
    ['a folder', 'folder.mdx', rule, { refusal: { kind: 'not-a-file', what: 'a folder' } }],
    ['/dev/zero, named', '/dev/zero', { root: undefined, maxBytes: 1024 }, { refusal: { kind: 'not-a-file', what: 'a character device' } }],
    ['a 2 GB file', 'huge.mdx', rule, { refusal: { kind: 'too-large', bytes: 2_000_000_000, limit: 1024 } }],
    ['a file just over the cap', 'page.mdx', { root, maxBytes: 6 }, { refusal: { kind: 'too-large', bytes: 7, limit: 6 } }],
    ['a file exactly at the cap', 'page.mdx', { root, maxBytes: 7 }, { text: 'Hello.\n' }],
    ['a file that is not there', 'nope.mdx', rule, { refusal: { kind: 'unreadable', code: 'ENOENT' } }]
  ]

  it.each(cases)('%s', async (_name, file, given, expected) => {
    expect(readSiteFile(path.resolve(root, file), given)).toEqual(expected)
    expect(await readSiteFileAsync(path.resolve(root, file), given)).toEqual(expected)
  })

  it('statSiteFile says the same of a file without reading it, and holds no size against it', () => {
    expect(statSiteFile(path.join(root, 'huge.mdx'), root)).toEqual({ size: 2_000_000_000 })
    expect(statSiteFile(path.join(root, 'linked/secret.txt'), root)).toEqual({ refusal: { kind: 'outside', real: path.join(outside, 'secret.txt') } })
    expect(statSiteFile(path.join(root, 'fifo.mdx'), root)).toEqual({ refusal: { kind: 'not-a-file', what: 'a FIFO' } })
  })
})

describe('a page put in place of another after the site was walked, read when unified-engine hands it over', () => {
  /** The page as unified-engine is given it and hands it to the processor, read then: its text, and what its data says. */
  async function readGiven(name: string): Promise<{ text: string; value: unknown; data: unknown }> {
    const file = toRead(path.join(root, name), root) as VFile
    const text = await readGivenFile(file, 1024)
    const { docslintReadUnder, ...data } = file.data
    expect(docslintReadUnder).toBe(root)
    return { text, value: file.value, data }
  }

  it('a FIFO is left empty, with why, at once', async () => {
    expect(await readGiven('fifo.mdx')).toEqual({ text: '', value: '', data: { docslintUnreadable: 'it is a FIFO, not a regular file' } })
  })

  it('a page too large is left empty, with its size', async () => {
    expect(await readGiven('huge.mdx')).toEqual({ text: '', value: '', data: { docslintFileSize: 2_000_000_000 } })
  })

  it('a link out of the root is left empty, to be reported as one', async () => {
    expect(await readGiven('secret.mdx')).toEqual({ text: '', value: '', data: {} })
  })

  it('a regular page gets its text', async () => {
    expect(await readGiven('page.mdx')).toEqual({ text: 'Hello.\n', value: 'Hello.\n', data: {} })
  })

  it('is reported on the page by the processor as unified-engine runs it, and the check goes on', async () => {
    const processor = createProcessor()
    const file = toRead(path.join(root, 'fifo.mdx'), root) as VFile
    await processor.run(processor.parse(file), file)
    expect(file.messages.map((message) => `${message.ruleId} ${message.line}:${message.column} ${message.reason}`)).toEqual([
      'mdx-syntax 1:1 Cannot check fifo.mdx: it is a FIFO, not a regular file'
    ])
  })

  it('a file given with its text (an editor buffer) is left as it is', () => {
    const given = new VFile({ path: path.join(root, 'page.mdx'), value: 'Unsaved.\n' })
    expect(toRead(given, root)).toBe(given)
  })
})
