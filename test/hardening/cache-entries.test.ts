import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { check, type CheckOptions } from '../../src/engine.js'
import { formatReport } from '../../src/report/index.js'
import { projectRoot, runCli } from '../e2e/run-cli.js'
import { inlineCacheData } from '../cache/inline-cache.js'

/**
 * Issue 32, item 6: one damaged entry of the cache file (`{}`, `[]`, `{"messages":[null]}`, fields of the
 * wrong type) crashed every later check (`result.messages is not iterable`), or gave a false
 * `nav-missing-page`. A damaged entry is now a miss: the page is checked again, the check reports what a check
 * without the cache reports, says once that the cache is damaged, and the next save writes the entry anew.
 */

let folder: string
let root: string
let cacheFile: string
let notices: string[]
/** The report of a check of the site without the cache, and the cache file a check of it made, undamaged. */
let uncached: string
let pristine: string

/** A copy of a fixture site in a temporary folder, its report without the cache, and its cache file: one site for a describe block's cases, which damage a copy of the cache each. */
function useFixture(name: string): void {
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'docslint-cache-entries-'))
    root = path.join(folder, 'site')
    cacheFile = path.join(folder, 'cache')
    cpSync(path.join(projectRoot, 'test/fixtures/sites', name), root, { recursive: true })
    uncached = await report()
    expect(await cached()).toBe(uncached)
    pristine = readFileSync(cacheFile, 'utf8')
  })
  beforeEach(() => {
    writeFileSync(cacheFile, pristine)
    notices = []
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))
}

async function report(options: CheckOptions = {}): Promise<string> {
  return formatReport(await check({ paths: [root], cwd: root, ...options }), { format: 'json', color: false, quiet: false, verbose: false })
}

const cached = () => report({ cache: true, cacheLocation: cacheFile, notice: (line) => notices.push(line) })

/**
 * Replaces the result of the cache line whose first field is `id` by what `damage` makes of it: a spec's lint, or a
 * page's messages and data (its line keeps them apart: a damaged result that is no object of those two goes whole
 * in the messages' place). The kept site stage's line is dropped, so that the check reads every page whole (a kept
 * stage that holds reads the pages' messages alone: test/cache/site-record.test.ts damages a page's data there).
 */
function damageEntry(id: string, damage: (result: string) => string): void {
  inlineCacheData(cacheFile)
  const lines = readFileSync(cacheFile, 'utf8').split('\n').filter((line) => !line.startsWith('{"site":'))
  const at = lines.findIndex((line) => line.startsWith(id + '\t'))
  expect(at).toBeGreaterThan(0)
  const fields = lines[at].split('\t')
  const isPage = !id.startsWith('{')
  const damaged = damage(isPage ? `{"messages":${fields[5]},"data":${fields[6]}}` : fields[5])
  lines[at] = [...fields.slice(0, 5), ...(isPage ? resultFields(damaged) : [damaged, fields[6]])].join('\t')
  writeFileSync(cacheFile, lines.join('\n'))
}

/** A page's damaged result as its line's two fields: messages and data (`-`: none). */
function resultFields(result: string): [string, string] {
  let value: unknown
  try {
    value = JSON.parse(result)
  } catch {
    return [result, '{}']
  }
  const isPair = typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'messages') && Object.keys(value).every((key) => key === 'messages' || key === 'data')
  if (!isPair) return [result, '{}']
  const { messages, data } = value as { messages: unknown; data?: unknown }
  return [JSON.stringify(messages), data === undefined ? '-' : JSON.stringify(data)]
}

/** The result as JSON, changed by `change`. */
const changed = (change: (result: Record<string, any>) => unknown) => (result: string) => JSON.stringify(change(JSON.parse(result)))

const pageId = (page: string) => JSON.stringify(path.join(root, page))

/** A cached check after the damage reports as a check without the cache, says so once, and the check after it is clean again. */
async function expectDamageIsAMiss(damage: () => void): Promise<void> {
  damage()
  expect(await cached()).toBe(uncached)
  expect(notices).toEqual([`the cache file ${cacheFile} is damaged: it is replaced`])
  notices = []
  expect(await cached()).toBe(uncached)
  expect(notices).toEqual([])
}

const pageDamage: [string, (result: string) => string][] = [
  ['{}', () => '{}'],
  ['[]', () => '[]'],
  ['{"messages":[null]}', () => '{"messages":[null]}'],
  ['null', () => 'null'],
  ['a number', () => '5'],
  ['truncated JSON', (result) => result.slice(0, result.length / 2)],
  ['messages: null', changed((r) => ({ ...r, messages: null }))],
  ['messages: an object', changed((r) => ({ ...r, messages: {} }))],
  ['a message null among good ones', changed((r) => ({ ...r, messages: [...r.messages, null] }))],
  ['a message without a reason', changed((r) => ({ ...r, messages: [{ ruleId: 'image-alt' }] }))],
  ['a reason that is a number', changed((r) => ({ ...r, messages: [{ ...r.messages[0], reason: 5 }] }))],
  ['a place that is a string', changed((r) => ({ ...r, messages: [{ ...r.messages[0], place: '3:1' }] }))],
  ['a place whose line is a string', changed((r) => ({ ...r, messages: [{ ...r.messages[0], place: { line: '3', column: 1 } }] }))],
  ['a ruleId that is an object', changed((r) => ({ ...r, messages: [{ ...r.messages[0], ruleId: {} }] }))],
  ['a fix whose range is a string', changed((r) => ({ ...r, messages: [{ ...r.messages[0], fix: { range: '1-2', text: '' } }] }))],
  ['expected: a string', changed((r) => ({ ...r, messages: [{ ...r.messages[0], expected: 'x' }] }))],
  ['data missing (a false nav-missing-page)', changed((r) => ({ messages: r.messages }))],
  ['data: {} (a false nav-missing-page)', changed((r) => ({ ...r, data: {} }))],
  ['data: null', changed((r) => ({ ...r, data: null }))],
  ['no pageFacts on a page that was read', changed((r) => ({ ...r, data: { docslintParsed: r.data.docslintParsed } }))],
  ['pageFacts: {}', changed((r) => ({ ...r, data: { ...r.data, pageFacts: {} } }))],
  ['pageFacts: []', changed((r) => ({ ...r, data: { ...r.data, pageFacts: [] } }))],
  ['headings: a string', changed((r) => ({ ...r, data: { ...r.data, pageFacts: { ...r.data.pageFacts, headings: 'Install' } } }))],
  ['a heading without its slug', changed((r) => ({ ...r, data: { ...r.data, pageFacts: { ...r.data.pageFacts, headings: [{ depth: 2, text: 'Install' }] } } }))],
  ['a link whose url is a number', changed((r) => ({ ...r, data: { ...r.data, pageFacts: { ...r.data.pageFacts, links: [{ url: 5, position: r.data.pageFacts.links[0].position }] } } }))],
  ['a link null', changed((r) => ({ ...r, data: { ...r.data, pageFacts: { ...r.data.pageFacts, links: [null] } } }))],
  ['a control without its position', changed((r) => ({ ...r, data: { ...r.data, pageFacts: { ...r.data.pageFacts, controls: [{ type: 'mdxFlowExpression', value: '/* docslint-disable image-frame */' }] } } }))],
  ['front matter: a number', changed((r) => ({ ...r, data: { ...r.data, pageFacts: { ...r.data.pageFacts, frontmatter: 5 } } }))],
  ['front matter data: a list', changed((r) => ({ ...r, data: { ...r.data, pageFacts: { ...r.data.pageFacts, frontmatter: { ...r.data.pageFacts.frontmatter, data: [] } } } }))],
  ['parsed: a string', changed((r) => ({ ...r, data: { ...r.data, pageFacts: { ...r.data.pageFacts, parsed: 'yes' } } }))],
  ['docslintParsed: a string', changed((r) => ({ ...r, data: { ...r.data, docslintParsed: 'page' } }))],
  ['an outcome whose failure has no reason', changed((r) => ({ ...r, data: { ...r.data, docslintParsed: { kind: 'page', outcome: { failure: { place: { line: 1, column: 1 } } } } } }))],
  ["data another file's (docs.json's missing-config mark)", changed((r) => ({ ...r, data: { ...r.data, docslintMissingConfig: true } }))]
]

describe('a damaged page entry of the cache file is a miss, never a crash', () => {
  useFixture('page-rules')
  it.each(pageDamage)('%s', async (_shape, damage) => {
    await expectDamageIsAMiss(() => damageEntry(pageId('defects.mdx'), damage))
  })

  it.each([
    ['rules: null', { rules: null, options: {} }],
    ['a severity that is a number', { rules: { 'image-alt': 3 }, options: {} }],
    ['options: a string', { rules: {}, options: 'none' }],
    ['a string', 'default']
  ])("a damaged rule setup in the cache file's header (%s): its pages are misses", async (_shape, setup) => {
    await expectDamageIsAMiss(() => {
      const [header, ...rest] = readFileSync(cacheFile, 'utf8').split('\n')
      const head = JSON.parse(header) as { setups: Record<string, unknown> }
      for (const id of Object.keys(head.setups)) head.setups[id] = setup
      writeFileSync(cacheFile, [JSON.stringify(head), ...rest].join('\n'))
    })
  })
})

describe('a damaged page entry of the cache file, on a page touched but not changed (found by its text, not its stamps)', () => {
  useFixture('page-rules')
  it.each(pageDamage.slice(0, 3))('%s', async (_shape, damage) => {
    await expectDamageIsAMiss(() => {
      damageEntry(pageId('defects.mdx'), damage)
      utimesSync(path.join(root, 'defects.mdx'), new Date(2001, 1, 1), new Date(2001, 1, 1))
    })
  })
})

describe("a damaged entry of a spec's lint is a miss, never a crash", () => {
  useFixture('openapi')
  const specId = () => JSON.stringify({ spec: path.join(root, 'specs/external.json') })
  it.each([
    ['{}', () => '{}'],
    ['[]', () => '[]'],
    ['truncated JSON', (result: string) => result.slice(0, result.length / 2)],
    ['refs: a number', changed((r) => ({ ...r, refs: 5 }))],
    ['a ref that is a string', changed((r) => ({ ...r, refs: ['specs/shared/user.yaml'] }))],
    ['problems: [null]', changed((r) => ({ ...r, problems: [null] }))],
    ['a problem without its place', changed((r) => ({ ...r, problems: r.problems.map(({ place: _place, ...problem }: Record<string, unknown>) => problem) }))],
    ['a severity that is no severity', changed((r) => ({ ...r, problems: r.problems.map((problem: Record<string, unknown>) => ({ ...problem, severity: 'fatal' })) }))]
  ])('%s', async (_shape, damage) => {
    await expectDamageIsAMiss(() => damageEntry(specId(), damage))
  })
})

describe('docslint check --cache with a damaged entry (built CLI): the report and exit status of a check without the cache, on this run and the next', () => {
  useFixture('page-rules')
  let cold: ReturnType<typeof runCli>
  beforeAll(() => {
    cold = runCli(['check', '.', '--format', 'json'], root)
    expect(cold.status).toBe(1)
  })
  it.each(['{}', '[]', '{"messages":[null]}'])('%s', (payload) => {
    const args = ['check', '.', '--format', 'json', '--cache', '--cache-location', cacheFile]
    damageEntry(pageId('defects.mdx'), () => payload)
    expect(runCli(args, root)).toEqual({ ...cold, stderr: `docslint: the cache file ${cacheFile} is damaged: it is replaced\n` })
    expect(runCli(args, root)).toEqual(cold)
  })
})
