import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { appendFileSync, cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cachedChecks } from './cached-checks.js'
import { inlineCacheData } from './inline-cache.js'
import { check, checkSites, type CheckResult } from '../../src/engine.js'
import { formatReport } from '../../src/report/index.js'

/**
 * The site stage kept in the result cache (src/cache/site-record.ts, site-reuse.ts): a check with `--cache` after
 * an edit equals a cold check of the site as it is, message for message, whether the edit changed what the site
 * rules read (a link, a heading, a page added or removed, docs.json, a file a page shows) or not (prose); and where
 * nothing they read changed, the last site messages are put back without running the rules (a message planted in
 * the kept stage is reported).
 */
const fixture = path.resolve('test/fixtures/sites/site-rules')
let folder: string
let root: string
let cacheFile: string
let notices: string[]

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'docslint-site-record-'))
  root = path.join(folder, 'site')
  cacheFile = path.join(folder, 'cache')
  notices = []
  cpSync(fixture, root, { recursive: true })
  // An endpoint reference sends the OpenAPI stage looking for specs on disk, which a kept stage does not describe (tested below).
  edit('docs.json', (text) => text.replace(', "GET /users"', ''))
})

afterEach(() => rmSync(folder, { recursive: true, force: true }))

const { cached, expectCachedAsCold, at, edit } = cachedChecks(() => ({ root, cacheFile, notices }))

/** The kept site stage's line of the cache file, and its record. */
function siteLine(): { fields: string[]; record: { tree: unknown[]; messages: Record<string, { reason: string; ruleId?: string }[]> } } | undefined {
  inlineCacheData(cacheFile)
  const line = readFileSync(cacheFile, 'utf8').split('\n').find((entry) => entry.startsWith(JSON.stringify({ site: root }) + '\t'))
  if (!line) return undefined
  const fields = line.split('\t')
  return { fields, record: JSON.parse(fields[5]) }
}

/** Changes the reason of the kept stage's first message of a rule, in the cache file. */
function plantInRecord(ruleId: string): void {
  const { fields, record } = siteLine()!
  const message = Object.values(record.messages).flat().find((entry) => entry.ruleId === ruleId)!
  message.reason = 'Planted in the kept site stage'
  fields[5] = JSON.stringify(record)
  writeFileSync(cacheFile, readFileSync(cacheFile, 'utf8').split('\n').map((entry) => (entry.startsWith(fields[0] + '\t') ? fields.join('\t') : entry)).join('\n'))
}

describe('the site stage kept in the result cache', () => {
  it('is kept by a check with --cache, with the site messages by file', async () => {
    const cold = await expectCachedAsCold()
    expect(cold).toContain('"ruleId":"link-broken"')
    const { record } = siteLine()!
    expect(Object.values(record.messages).flat().map((message) => message.ruleId)).toContain('link-broken')
    expect(notices).toEqual([])
  })

  it('is put back without running the site rules when only prose changed', async () => {
    await cached()
    plantInRecord('page-orphan')
    edit('guides/setup.mdx', (text) => `${text}\nOne more sentence of prose.\n`)
    expect(await cached()).toContain('Planted in the kept site stage')
    // Unchanged since: still put back.
    expect(await cached()).toContain('Planted in the kept site stage')
  })

  it('holds from the first check on when the cache file is kept in the site folder itself (the default .docslintcache)', async () => {
    cacheFile = path.join(root, '.docslintcache')
    await cached()
    plantInRecord('page-orphan')
    edit('guides/setup.mdx', (text) => `${text}\nOne more sentence of prose.\n`)
    expect(await cached()).toContain('Planted in the kept site stage')
  })

  it.each([
    ['a link added', () => appendFileSync(at('guides/setup.mdx'), '\nSee [nowhere](/nowhere).\n')],
    ['a heading renamed', () => edit('v1/intro.mdx', (text) => text.replace(/^## .*$/m, '## Renamed heading'))],
    ['a page added', () => writeFileSync(at('guides/new.mdx'), '---\ntitle: New\n---\n\nA new page.\n')],
    ['a page removed', () => rmSync(at('orphan.mdx'))],
    ['docs.json edited', () => edit('docs.json', (text) => text.replace('"index"', '"index", "orphan"'))],
    ['the missing image added', () => writeFileSync(at('images/missing.png'), 'png')],
    ['the shown image removed', () => rmSync(at('images/setup.png'))],
    ['the shown image renamed', () => renameSync(at('images/setup.png'), at('images/renamed.png'))],
    ['a folder added', () => cpSync(at('guides'), at('more'), { recursive: true })]
  ])('runs the site rules again, as a cold check, after %s', async (_, change) => {
    await cached()
    plantInRecord('page-orphan')
    change()
    const after = await expectCachedAsCold()
    expect(after).not.toContain('Planted in the kept site stage')
    // The stage made now is put back by the next check, which equals a cold one.
    await expectCachedAsCold()
  })

  it('equals a cold check over a sequence of edits that change and keep what the site rules read', async () => {
    await expectCachedAsCold()
    const edits = [
      () => appendFileSync(at('guides/setup.mdx'), '\nProse only.\n'),
      () => appendFileSync(at('guides/setup.mdx'), '\nSee [the intro](/v1/intro#getting-started).\n'),
      () => appendFileSync(at('index.mdx'), '\nMore prose.\n'),
      () => edit('v1/intro.mdx', (text) => `${text}\n## Getting started\n\nFirst steps.\n`),
      () => appendFileSync(at('v1/intro.mdx'), '\nStill prose.\n'),
      () => rmSync(at('orphan.mdx'))
    ]
    for (const change of edits) {
      change()
      await expectCachedAsCold()
    }
    expect(notices).toEqual([])
  })

  it('is not kept for a site that refers to an API endpoint: its specs are looked for on disk', async () => {
    edit('docs.json', (text) => text.replace('"guides/setup"', '"guides/setup", "GET /users"'))
    await expectCachedAsCold()
    expect(siteLine()).toBeUndefined()
    await expectCachedAsCold()
  })

  it("leaves a page's damaged data unread while the kept stage holds, and checks the page again once the site rules need it", async () => {
    const cold = await cached()
    // A page the kept stage has no message for: it is taken with its messages alone.
    const quiet = ['snippets/shared.mdx', 'v1/intro.md', 'v1/intro.mdx', 'guides/setup.mdx', 'index.mdx'].find((page) => !siteLine()!.record.messages[at(page)])!
    const id = JSON.stringify(at(quiet))
    const damage = (field: number, text: string) =>
      inlineCacheData(cacheFile) ??
      writeFileSync(cacheFile, readFileSync(cacheFile, 'utf8').split('\n').map((entry) => (entry.startsWith(id + '\t') ? entry.split('\t').map((value, index) => (index === field ? text : value)).join('\t') : entry)).join('\n'))
    damage(6, '{"pageFacts":{}}')
    expect(await cached()).toBe(cold)
    expect(notices).toEqual([])
    appendFileSync(at(quiet === 'index.mdx' ? 'orphan.mdx' : 'index.mdx'), '\nSee [nowhere](/nowhere).\n')
    await expectCachedAsCold()
    expect(notices).toEqual([`the cache file ${cacheFile} is damaged: it is replaced`])
    notices = []
    // A page's damaged messages are read with the kept stage: a miss at once.
    damage(5, '[null]')
    await expectCachedAsCold()
    expect(notices).toEqual([`the cache file ${cacheFile} is damaged: it is replaced`])
  })

  it('takes a damaged record as none: the site rules run, and it is made again', async () => {
    await cached()
    const { fields } = siteLine()!
    for (const damaged of ['{"tree":[],"messages":{"x":[null]}}', 'not json', '{"tree":null,"messages":{}}']) {
      inlineCacheData(cacheFile)
      writeFileSync(cacheFile, readFileSync(cacheFile, 'utf8').split('\n').map((entry) => (entry.startsWith(fields[0] + '\t') ? [...fields.slice(0, 5), damaged, '-'].join('\t') : entry)).join('\n'))
      appendFileSync(at('index.mdx'), '\nProse.\n')
      await expectCachedAsCold()
      expect(siteLine()!.fields[5]).not.toBe(damaged)
    }
  })
})

describe('the clean pages of a check whose site stage the cache keeps (src/report/clean-pages.ts)', () => {
  const formats = ['stylish', 'json', 'junit', 'checkstyle', 'sarif', 'github'] as const
  const warmCheck = (paths: string[]) => checkSites({ paths, cwd: root, cache: true, cacheLocation: cacheFile })
  const reports = (result: CheckResult) => formats.map((format) => formatReport(result.files, { format, color: false, quiet: false, verbose: false, cleanPages: result.clean }))

  beforeEach(() => {
    // Snippets are no orphans: pages without a message. `Zebra` sorts after `shared` by the check's collation, not by code point.
    for (const name of ['alpha', 'Zebra', 'beta']) writeFileSync(at(`snippets/${name}.mdx`), `---\ntitle: ${name}\n---\n\nA snippet.\n`)
  })

  it('are kept by their paths, no file made of them, and every report lists or counts them as a cold check does', async () => {
    await cached()
    appendFileSync(at('index.mdx'), '\nProse only.\n')
    const warm = await warmCheck([root])
    const cold = await checkSites({ paths: [root], cwd: root })
    expect(warm.clean.absolute.map((page) => path.relative(root, page)).sort()).toEqual(['snippets/alpha.mdx', 'snippets/beta.mdx', 'snippets/shared.mdx', 'snippets/Zebra.mdx'].sort())
    expect(warm.files.map((file) => file.path)).toEqual(cold.files.map((file) => file.path).filter((file) => !file.startsWith('snippets/')))
    expect(reports(warm)).toEqual(reports(cold))
    expect(reports(warm)[0]).toContain('problems (')
    // check() makes files of them, in the check's order.
    expect((await check({ paths: [root], cwd: root, cache: true, cacheLocation: cacheFile })).map((file) => file.path)).toEqual(cold.files.map((file) => file.path))
  })

  it('are counted in the one line of a clean report', async () => {
    const clean = ['snippets/alpha.mdx', 'snippets/beta.mdx', 'snippets/Zebra.mdx']
    await warmCheck([root])
    const warm = await warmCheck(clean.map(at))
    expect(warm.clean.absolute).toHaveLength(3)
    expect(reports(warm)[0]).toBe('3 files checked: no problems found\n')
    expect(reports(warm)).toEqual(reports(await checkSites({ paths: clean.map(at), cwd: root })))
  })

  it('are only those asked about, and not those the ignore file leaves out', async () => {
    writeFileSync(at('.docslintignore'), 'snippets/beta.mdx\n')
    await cached()
    for (const paths of [[root], [at('snippets')], [at('snippets/alpha.mdx'), at('index.mdx')]]) {
      const warm = await warmCheck(paths)
      expect(warm.clean.absolute.length).toBeGreaterThan(0)
      expect(warm.clean.absolute).not.toContain(at('snippets/beta.mdx'))
      expect(reports(warm)).toEqual(reports(await checkSites({ paths, cwd: root })))
    }
  })
})
