import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { check, type CheckOptions } from '../../src/engine.js'
import type { EarlierResults } from '../../src/workers/page-runner.js'
import { jsonReport } from './json-report.js'
import { cacheFileOf, PageCache } from '../../src/cache/page-cache.js'
import { runCli } from '../e2e/run-cli.js'
import { inlineCacheData } from './inline-cache.js'

const fixtures = path.resolve('test/fixtures/sites')

/** A site (copied from a fixture) and a cache file beside it, both removed after each test. */
let root: string
let cacheFile: string
let notices: string[]

function useFixture(name: string): void {
  cpSync(path.join(fixtures, name), root, { recursive: true })
}

const report = (options: CheckOptions = {}) => jsonReport(root, options)

const cached = () => report({ cache: true, cacheLocation: cacheFile, notice: (line) => notices.push(line) })

/** The cached report, which must be the report of a check without the cache. */
async function expectCachedAsUncached(): Promise<string> {
  const withCache = await cached()
  expect(withCache).toBe(await report())
  return withCache
}

/** The cache file's line of one page: its path as JSON, its key, what it was made under (file and context stamps), its rule setup's id, the hash of its data, and its result (messages and data). */
function cacheLineOf(page: string): { file: string; key: string; madeUnder: string; setup: string; dataHash: string; result: string } {
  inlineCacheData(cacheFile)
  const line = readFileSync(cacheFile, 'utf8').split('\n').find((entry) => entry.startsWith(JSON.stringify(path.join(root, page)) + '\t'))!
  const [file, key, madeUnder, setup, dataHash, messages, data] = line.split('\t')
  return { file, key, madeUnder, setup, dataHash, result: `{"messages":${messages},"data":${data}}` }
}

/** Replaces the result on one page's line of the cache file, keeping the rest of the line. */
function plantResult(page: string, change: (result: { messages: { reason: string }[]; data: unknown }) => void): void {
  const { file, key, madeUnder, setup, dataHash, result } = cacheLineOf(page)
  const planted = JSON.parse(result) as { messages: { reason: string }[]; data: unknown }
  change(planted)
  const line = [file, key, madeUnder, setup, dataHash, JSON.stringify(planted.messages), JSON.stringify(planted.data)].join('\t')
  const lines = readFileSync(cacheFile, 'utf8').split('\n').map((entry) => (entry.startsWith(file + '\t') ? line : entry))
  writeFileSync(cacheFile, lines.join('\n'))
}

function edit(file: string, change: (text: string) => string): void {
  writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), 'utf8')))
}

beforeEach(() => {
  const folder = mkdtempSync(path.join(tmpdir(), 'docslint-cache-'))
  root = path.join(folder, 'site')
  cacheFile = path.join(folder, 'cache')
  notices = []
})

afterEach(() => rmSync(path.dirname(root), { recursive: true, force: true }))

describe('the result cache (--cache)', () => {
  it('gives the report of a check without it, cold and warm, and reuses the result of an unchanged page', async () => {
    useFixture('page-rules')
    const cold = await expectCachedAsUncached()
    expect(JSON.parse(cold).length).toBeGreaterThan(3)
    expect(await cached()).toBe(cold)
    // A result made under the stamps of the page and the context as they are comes from the cache, not from a check of the page.
    plantResult('defects.mdx', (result) => (result.messages[0].reason = 'Planted in the cache'))
    expect(await cached()).toContain('Planted in the cache')
    expect(notices).toEqual([])
  })

  it('takes a page touched but not changed from the cache by its text, and stamps it anew', async () => {
    useFixture('page-rules')
    const cold = await cached()
    const before = cacheLineOf('defects.mdx')
    plantResult('defects.mdx', (result) => (result.messages[0].reason = 'Planted in the cache'))
    // A new modification time: the file stamp differs, the key (its text) does not.
    utimesSync(path.join(root, 'defects.mdx'), new Date(2001, 1, 1), new Date(2001, 1, 1))
    expect(await cached()).toBe(cold.replace(JSON.parse(before.result).messages[0].reason, 'Planted in the cache'))
    const after = cacheLineOf('defects.mdx')
    expect([after.key, after.setup]).toEqual([before.key, before.setup])
    expect(after.madeUnder).not.toBe(before.madeUnder)
    expect(after.madeUnder.split(' ')[1]).toBe(before.madeUnder.split(' ')[1])
  })

  it('checks a page again when its text changes', async () => {
    useFixture('page-rules')
    await cached()
    const before = cacheLineOf('clean.mdx').key
    edit('clean.mdx', (text) => text.replace('## Install', '## Install\n\n#### Deeper'))
    const after = await expectCachedAsUncached()
    expect(after).toContain('heading-increment')
    expect(cacheLineOf('clean.mdx').key).not.toBe(before)
  })

  it("finds the result it held for a page's earlier text as the page is checked again (a change's base), and none for a text it did not hold", async () => {
    useFixture('page-rules')
    const page = path.join(root, 'clean.mdx')
    const [atFirst] = await check({ paths: [page], cwd: root })
    const earlierText = readFileSync(page, 'utf8')
    await cached()
    edit('clean.mdx', (text) => `${text}\nOne more sentence.\n`)
    const other = path.join(root, 'defects.mdx')
    edit('defects.mdx', (text) => `${text}\nOne more sentence.\n`)
    const earlier: EarlierResults = { texts: new Map([[page, Promise.resolve(earlierText)], [other, Promise.resolve('---\ntitle: Never checked\n---\n')]]), found: new Map() }
    await report({ cache: true, cacheLocation: cacheFile, earlierResults: earlier })
    expect([...earlier.found.keys()]).toEqual([page])
    expect(JSON.stringify(earlier.found.get(page)!.data.pageFacts)).toBe(JSON.stringify(atFirst.data.pageFacts))
    // Found though the check kept the page's new result in the same run; once the cache holds only that one, the earlier text is not found.
    const again: EarlierResults = { texts: new Map([[page, Promise.resolve(earlierText)]]), found: new Map() }
    edit('clean.mdx', (text) => `${text}\nAnd another.\n`)
    await report({ cache: true, cacheLocation: cacheFile, earlierResults: again })
    expect(again.found.size).toBe(0)
  })

  it('checks the pages again when the configuration (.docslintrc.json) changes', async () => {
    useFixture('page-rules')
    expect(await cached()).toContain('"ruleId":"image-frame"')
    writeFileSync(path.join(root, '.docslintrc.json'), JSON.stringify({ rules: { 'image-frame': 'off', 'link-text': 'error' } }))
    const changed = await expectCachedAsUncached()
    expect(changed).not.toContain('"ruleId":"image-frame"')
    const linkText = (JSON.parse(changed) as { messages: { ruleId: string; fatal: boolean }[] }[]).flatMap((file) => file.messages).filter((message) => message.ruleId === 'link-text')
    expect(linkText.map((message) => message.fatal)).toEqual([true])
  })

  it('checks the pages again when a file the configuration extends changes', async () => {
    useFixture('page-rules')
    mkdirSync(path.join(root, 'config'))
    writeFileSync(path.join(root, '.docslintrc.json'), JSON.stringify({ extends: ['docslint:recommended', './config/base.yaml'] }))
    writeFileSync(path.join(root, 'config', 'base.yaml'), 'rules:\n  link-text: warn\n')
    expect(await expectCachedAsUncached()).toContain('"ruleId":"image-frame"')
    writeFileSync(path.join(root, 'config', 'base.yaml'), 'rules:\n  image-frame: off\n')
    expect(await expectCachedAsUncached()).not.toContain('"ruleId":"image-frame"')
  })

  it.each([
    ['.docslintrc.yaml', 'rules:\n  image-frame: off\n'],
    ['package.json', JSON.stringify({ name: 'site', docslint: { rules: { 'image-frame': 'off' } } })],
    ['.docslintignore', 'defects.mdx\n']
  ])('checks the pages again when %s appears in the folder above the site', async (name, text) => {
    useFixture('page-rules')
    const before = await cached()
    writeFileSync(path.join(path.dirname(root), name), text)
    expect(await expectCachedAsUncached()).not.toBe(before)
  })

  it('stamps no page under a configuration written in JavaScript, which can read anything, and still reuses results by their text', async () => {
    useFixture('page-rules')
    writeFileSync(path.join(root, '.docslintrc.cjs'), "module.exports = { rules: { 'image-frame': 'off' } }\n")
    const cold = await expectCachedAsUncached()
    expect(cold).not.toContain('"ruleId":"image-frame"')
    expect(cacheLineOf('defects.mdx').madeUnder).toBe('-')
    plantResult('defects.mdx', (result) => (result.messages[0].reason = 'Planted in the cache'))
    expect(await cached()).toContain('Planted in the cache')
  })

  it("stamps no page checked from an editor's text, which is not what its file holds", async () => {
    useFixture('page-rules')
    const page = path.join(root, 'clean.mdx')
    const unsaved = readFileSync(page, 'utf8').replace('## Install', '## Install\n\n#### Deeper')
    const rulesOnClean = (report: string) => (JSON.parse(report) as { path: string; messages: { ruleId: string }[] }[]).find((file) => file.path === 'clean.mdx')!.messages.map((message) => message.ruleId)
    expect(rulesOnClean(await report({ cache: true, cacheLocation: cacheFile, contents: new Map([[page, unsaved]]) }))).toContain('heading-increment')
    expect(cacheLineOf('clean.mdx').madeUnder).toBe('-')
    expect(cacheLineOf('defects.mdx').madeUnder).not.toBe('-')
    expect(rulesOnClean(await expectCachedAsUncached())).not.toContain('heading-increment')
  })

  it('runs the site stage again from cached facts when docs.json changes', async () => {
    useFixture('page-rules')
    expect(await cached()).toContain('page-orphan')
    edit('docs.json', (text) => text.replace('"pages": [', '"pages": ["bad-yaml", "broken", "no-frontmatter", '))
    expect(await expectCachedAsUncached()).not.toContain('page-orphan')
  })

  it('lints a spec again when it changes', async () => {
    useFixture('openapi')
    const before = await cached()
    edit('openapi.yaml', (text) => text.replace(/\n {4}get:\n/, '\n    get:\n      operationId: renamed\n'))
    const after = await expectCachedAsUncached()
    expect(after).not.toBe(before)
  })

  it("reuses a spec's lint while the spec, its settings and the files it $refs are unchanged", async () => {
    useFixture('openapi')
    const cold = await expectCachedAsUncached()
    expect(cold).toContain('The value of the minLength field must be greater than or equal to 0')
    expect(await cached()).toBe(cold)
    // specs/external.json's problems come from the cache: a reason planted there is reported.
    const id = JSON.stringify({ spec: path.join(root, 'specs/external.json') })
    const plant = (text: string) => text.replace('The value of the minLength field must be greater than or equal to 0', 'Planted in the cache')
    inlineCacheData(cacheFile)
    writeFileSync(cacheFile, readFileSync(cacheFile, 'utf8').split('\n').map((line) => (line.startsWith(id + '\t') ? plant(line) : line)).join('\n'))
    expect(await cached()).toBe(plant(cold))
    expect(notices).toEqual([])
  })

  it('lints a spec again when a file it $refs changes, appears or goes', async () => {
    useFixture('openapi')
    const cold = await cached()
    // An edit of specs/shared/user.yaml, which specs/external.json refers to, fixes its problem.
    edit('specs/shared/user.yaml', (text) => text.replace('minLength: -1', 'minLength: 1'))
    const fixed = await expectCachedAsUncached()
    expect([cold.includes('minLength field'), fixed.includes('minLength field')]).toEqual([true, false])
    // A file that was missing when it was linted appears: its `$ref` resolves now.
    const unresolved = (report: string) => (JSON.parse(report) as { messages: { reason: string }[] }[]).flatMap((file) => file.messages).filter((message) => message.reason.includes('gone.yaml'))
    expect(unresolved(fixed)).toHaveLength(1)
    writeFileSync(path.join(root, 'specs/shared/gone.yaml'), 'NotFound:\n  description: Not found.\n')
    const appeared = await expectCachedAsUncached()
    expect(unresolved(appeared)).toHaveLength(0)
    // ... and goes again.
    rmSync(path.join(root, 'specs/shared/gone.yaml'))
    expect(await expectCachedAsUncached()).toBe(fixed)
  })

  it("lints a spec again when its lint settings change", async () => {
    useFixture('openapi')
    expect(await cached()).toContain('"ruleId":"openapi/struct"')
    writeFileSync(path.join(root, '.docslintrc.json'), JSON.stringify({ rules: { 'openapi/struct': 'off' } }))
    expect(await expectCachedAsUncached()).not.toContain('"ruleId":"openapi/struct"')
  })

  it('follows a cross-file link that an edit breaks and then fixes', async () => {
    useFixture('site-rules')
    await cached()
    writeFileSync(path.join(root, 'guides/setup.mdx'), `${readFileSync(path.join(root, 'guides/setup.mdx'), 'utf8')}\nSee [the intro](/v1/intro#getting-started).\n`)
    const anchorOf = (text: string) => (JSON.parse(text) as { messages: { reason: string }[] }[]).flatMap((file) => file.messages).filter((message) => message.reason.includes('#getting-started'))
    const linked = await expectCachedAsUncached()
    edit('v1/intro.mdx', (text) => `${text}\n## Getting started\n\nFirst steps.\n`)
    const fixed = await expectCachedAsUncached()
    edit('v1/intro.mdx', (text) => text.replace('## Getting started', '## First steps'))
    const broken = await expectCachedAsUncached()
    expect([anchorOf(linked).length, anchorOf(fixed).length, anchorOf(broken).length]).toEqual([1, 0, 1])
  })

  it.each([
    ['a damaged', '{"format":"docslint-cache/9","version":"0.1.0","setups":{}}\nnot a line of the cache'],
    ['a setup-less', '{"format":"docslint-cache/9","version":"0.1.0"}\n"/a/page.mdx"\tkey\t-\t-\t-\t[]\t{}'],
    ['a line of the last format', '{"format":"docslint-cache/9","version":"0.1.0","setups":{}}\n"/a/page.mdx"\tkey\t-\t-\t{"messages":[],"data":{}}'],
    ['a truncated', '{"format":"docslint-cache/9","vers']
  ])('says once that %s cache file is replaced, and checks as without it', async (_kind, text) => {
    useFixture('page-rules')
    writeFileSync(cacheFile, text)
    await expectCachedAsUncached()
    expect(notices).toEqual([`the cache file ${cacheFile} is damaged: it is replaced`])
    notices = []
    await cached()
    expect(notices).toEqual([])
  })

  it('starts afresh, without a word, from the cache of an older format or another version of docslint', async () => {
    useFixture('page-rules')
    for (const header of [{ format: 'docslint-cache/3', version: '0.1.0' }, { format: 'docslint-cache/5', version: '0.1.0', setups: {} }, { format: 'docslint-cache/6', version: '0.1.0', setups: {} }, { format: 'docslint-cache/7', version: '0.1.0', setups: {} }, { format: 'docslint-cache/8', version: '0.1.0', setups: {} }, { format: 'docslint-cache/9', version: '0.0.1', setups: {} }]) {
      writeFileSync(cacheFile, `${JSON.stringify(header)}\n"${path.join(root, 'clean.mdx')}"\tkey\t{"messages":[],"data":{}}\n`)
      await expectCachedAsUncached()
      expect(readFileSync(cacheFile, 'utf8')).toMatch(/^\{"format":"docslint-cache\/9","version":"0\.1\.0"/)
    }
    expect(notices).toEqual([])
  })

  it.each([
    ["another tool's", JSON.stringify({ '/some/file.js': { size: 10, mtime: 1 } })],
    ['a binary', '\u0000\u0001\u0002'],
    ['an empty', '']
  ])('never replaces %s file: the check fails, and the file is kept', async (_kind, text) => {
    useFixture('page-rules')
    writeFileSync(cacheFile, text)
    await expect(cached()).rejects.toThrow(`the cache file ${cacheFile} is not a docslint cache: docslint replaces only its own cache file; name a new file with --cache-location, or remove this one`)
    expect(readFileSync(cacheFile, 'utf8')).toBe(text)
  })

  it('is not written again by a check that changed nothing, and adds the line of a changed page at its end, keeping the rest as it was', async () => {
    useFixture('page-rules')
    await cached()
    const written = readFileSync(cacheFile, 'utf8')
    const stamp = () => [statSync(cacheFile).ino, statSync(cacheFile).mtimeMs]
    const before = stamp()
    expect(await cached()).toBe(await report())
    expect(stamp()).toEqual(before)
    edit('clean.mdx', (text) => `${text}\nOne more sentence.\n`)
    await expectCachedAsUncached()
    // The same file, added to: one line, the changed page's, with its data.
    const changed = readFileSync(cacheFile, 'utf8')
    expect(statSync(cacheFile).ino).toBe(before[0])
    expect(changed.startsWith(written)).toBe(true)
    const added = changed.slice(written.length).split('\n')
    expect(added.map((line) => line.split('\t')[0])).toEqual([JSON.stringify(path.join(root, 'clean.mdx')), ''])
    expect(added[0].split('\t')[6]).toMatch(/^\{"docslintParsed":/)
    // Read as one line a page, only that page's line differs.
    const inlined = () => {
      const copy = `${cacheFile}.inlined`
      writeFileSync(copy, readFileSync(cacheFile))
      inlineCacheData(copy)
      return readFileSync(copy, 'utf8').split('\n')
    }
    const after = inlined()
    writeFileSync(cacheFile, written)
    const isClean = (line: string) => line.startsWith(JSON.stringify(path.join(root, 'clean.mdx')) + '\t')
    const first = inlined()
    expect(after.filter((line) => !isClean(line)).slice(1).sort()).toEqual(first.filter((line) => !isClean(line)).slice(1).sort())
    expect(after.find(isClean)).not.toBe(first.find(isClean))
  })

  it('reads the lines added at its end as the last word on their page, and writes the file whole again once they grow past a share of it', async () => {
    useFixture('page-rules')
    await cached()
    const wholeSize = statSync(cacheFile).size
    const inode = statSync(cacheFile).ino
    let appended = 0
    // Each edit adds 20 headings, whose facts make the page's line longer each time.
    const headings = (edits: number) => Array.from({ length: 20 }, (_, index) => `## Part ${edits}.${index}\n\nText.\n`).join('\n')
    let edits = 0
    while (statSync(cacheFile).ino === inode && edits < 30) {
      edit('clean.mdx', (text) => `${text}\n${headings(++edits)}`)
      await expectCachedAsUncached()
      if (statSync(cacheFile).ino === inode) appended = edits
    }
    // Lines were added (64 KiB at least may be added to a small file), then the file was written whole: one line a page again.
    expect(appended).toBeGreaterThan(2)
    expect(statSync(cacheFile).ino).not.toBe(inode)
    const lines = readFileSync(cacheFile, 'utf8').split('\n')
    const pageLines = lines.filter((line) => line.startsWith(JSON.stringify(path.join(root, 'clean.mdx')) + '\t'))
    expect(pageLines).toHaveLength(1)
    expect(pageLines[0].split('\t')[6]).toMatch(/^@\d+:\d+$/)
    expect(statSync(cacheFile).size).toBeGreaterThan(wholeSize)
    expect(notices).toEqual([])
  })

  it('keeps a page whose path and text are not ASCII through the lines added at its end and the file written whole again', async () => {
    useFixture('page-rules')
    mkdirSync(path.join(root, 'café'))
    writeFileSync(path.join(root, 'café', 'über.mdx'), '---\ntitle: Über café\n---\n\nÇa marche.\n')
    await expectCachedAsUncached()
    const inode = statSync(cacheFile).ino
    // Each edit adds headings of other scripts, whose facts the page's added line keeps in it, until the file is written whole.
    for (let edits = 1; statSync(cacheFile).ino === inode && edits < 30; edits++) {
      edit('café/über.mdx', (text) => `${text}\n${Array.from({ length: 20 }, (_, index) => `## Ünïcödé ${edits}.${index} 日本語 ✓\n\nTexte.\n`).join('\n')}`)
      await expectCachedAsUncached()
      // Read back as the last word on the page, with the data in the line.
      expect(await cached()).toBe(await report())
    }
    expect(statSync(cacheFile).ino).not.toBe(inode)
    expect(await cached()).toBe(await report())
    expect(await cached()).toContain(JSON.stringify(path.join('café', 'über.mdx')))
    expect(notices).toEqual([])
  })

  it('takes a line cut short at its end (a check stopped while adding it) as a miss, says so once, and writes the file whole again', async () => {
    useFixture('page-rules')
    await cached()
    edit('clean.mdx', (text) => `${text}\nOne more sentence.\n`)
    await cached()
    const added = readFileSync(cacheFile)
    writeFileSync(cacheFile, added.subarray(0, added.length - 200))
    edit('clean.mdx', (text) => `${text}\nAnd another.\n`)
    await expectCachedAsUncached()
    expect(notices).toEqual([`the cache file ${cacheFile} is damaged: it is replaced`])
    expect(readFileSync(cacheFile, 'utf8').endsWith('\n')).toBe(true)
    notices = []
    expect(await cached()).toBe(await report())
    expect(notices).toEqual([])
  })

  it("drops a removed page's line with a line added at the end, and reads the file without it", async () => {
    useFixture('page-rules')
    await cached()
    const before = readFileSync(cacheFile, 'utf8')
    const id = JSON.stringify(path.join(root, 'clean.mdx'))
    rmSync(path.join(root, 'clean.mdx'))
    await expectCachedAsUncached()
    const after = readFileSync(cacheFile, 'utf8')
    expect(after.startsWith(before)).toBe(true)
    expect(after.slice(before.length)).toBe(`${id}\t-\t-\t-\t-\t-\t-\n`)
    inlineCacheData(cacheFile)
    expect(readFileSync(cacheFile, 'utf8')).not.toContain(id)
    expect(await cached()).toBe(await report())
    expect(notices).toEqual([])
  })

  it('is written whole or not at all: no temporary file is left beside it', async () => {
    useFixture('page-rules')
    await cached()
    expect(readFileSync(cacheFile, 'utf8').split('\n')[0]).toMatch(/^\{"format":"docslint-cache\/9","version":"[^"]+","setups":\{"[^"]+":\{"rules":\{.*\}\}\},"lines":\d+\}$/)
    expect(existsSync(`${cacheFile}.${process.pid}.tmp`)).toBe(false)
  })

  it("says in its header how long the lines are, through the data part's first line, so that they are read at once", async () => {
    useFixture('page-rules')
    await cached()
    const bytes = readFileSync(cacheFile)
    const headerEnd = bytes.indexOf('\n') + 1
    const { lines } = JSON.parse(bytes.subarray(0, headerEnd).toString('utf8')) as { lines: number }
    const part = bytes.subarray(headerEnd, headerEnd + lines).toString('utf8')
    expect(part).toMatch(/\nDATA\t\d+\n$/)
    expect(part.split('\n').filter((line) => line.startsWith('"')).length).toBeGreaterThan(1)
    // A header that says a wrong length (a file edited by hand) only costs reads: the lines are found all the same.
    const report0 = await cached()
    const wrong = bytes.subarray(0, headerEnd).toString('utf8').replace(`"lines":${lines}`, `"lines":${Math.floor(lines / 3)}`)
    writeFileSync(cacheFile, Buffer.concat([Buffer.from(wrong), bytes.subarray(headerEnd)]))
    expect(await cached()).toBe(report0)
    expect(notices).toEqual([])
  })
})

describe('a cache kept in memory between checks (--watch, the language server)', () => {
  it('gives the report of a check without it, parses only the pages whose text changed, and writes no file', async () => {
    useFixture('site-rules')
    const warm = new PageCache(undefined, (line) => notices.push(line))
    const warmReport = () => report({ warmCache: warm })
    expect(await warmReport()).toBe(await report())
    const pages = warm.lastCheck.checked
    expect(warm.lastCheck).toEqual({ checked: pages, reused: 0 })
    expect(await warmReport()).toBe(await report())
    expect(warm.lastCheck).toEqual({ checked: 0, reused: pages })

    edit('guides/setup.mdx', (text) => `${text}\nSee [the intro](/v1/intro#getting-started).\n`)
    const edited = await warmReport()
    expect(warm.lastCheck).toEqual({ checked: 1, reused: pages - 1 })
    expect(edited).toBe(await report())
    expect(edited).toContain('#getting-started')

    // A page removed is no longer reported; a page added is checked.
    rmSync(path.join(root, 'guides/setup.mdx'))
    writeFileSync(path.join(root, 'added.mdx'), '---\ntitle: "Added"\ndescription: "A page added while watching."\n---\n\n## Added\n')
    expect(await warmReport()).toBe(await report())
    expect(warm.lastCheck).toEqual({ checked: 1, reused: pages - 1 })
    expect(readdirSync(root)).not.toContain('.docslintcache')
    expect(notices).toEqual([])
  })
})

describe('docslint check --cache (built CLI)', () => {
  it('says in one line on standard error that a damaged cache file is replaced, and reports as without it', () => {
    useFixture('page-rules')
    writeFileSync(cacheFile, '{"format":"docslint-cache/9",garbage')
    const uncached = runCli(['check', '.', '--format', 'json'], root)
    const first = runCli(['check', '.', '--format', 'json', '--cache', '--cache-location', cacheFile], root)
    expect(first.stderr).toBe(`docslint: the cache file ${cacheFile} is damaged: it is replaced\n`)
    expect(first.stdout).toBe(uncached.stdout)
    const second = runCli(['check', '.', '--format', 'json', '--cache', '--cache-location', cacheFile], root)
    expect({ stderr: second.stderr, status: second.status, same: second.stdout === uncached.stdout }).toEqual({ stderr: '', status: 1, same: true })
  })

  it('keeps its cache in .docslintcache by default', () => {
    useFixture('warnings-only')
    runCli(['check', '.', '--cache'], root)
    expect(readFileSync(path.join(root, '.docslintcache'), 'utf8')).toContain(JSON.stringify(path.join(root, 'index.mdx')))
  })
})

describe('where the cache is kept (cacheFileOf)', () => {
  it('is node_modules/.cache/docslint/ when the working folder has node_modules, else .docslintcache, as ESLint does', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'docslint-cache-place-'))
    expect(cacheFileOf(undefined, folder)).toBe(path.join(folder, '.docslintcache'))
    mkdirSync(path.join(folder, 'node_modules'))
    expect(cacheFileOf(undefined, folder)).toMatch(new RegExp(`^${path.join(folder, 'node_modules/.cache/docslint')}/\\.cache_[0-9a-f]{12}$`))
    expect(cacheFileOf('my-cache', folder)).toBe(path.join(folder, 'my-cache'))
    expect(cacheFileOf('caches/', folder)).toMatch(/\/caches\/\.cache_[0-9a-f]{12}$/)
    rmSync(folder, { recursive: true, force: true })
  })
})
