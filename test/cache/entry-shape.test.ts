import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { check, type CheckOptions } from '../../src/engine.js'
import { isPageResult, isRuleSetup, isSpecLintEntry } from '../../src/cache/entry-shape.js'
import { parseSiteRecord } from '../../src/cache/site-record.js'
import { parseConfigEntry } from '../../src/cache/config-entry.js'
import { inlineCacheData } from './inline-cache.js'

const fixtures = path.resolve('test/fixtures/sites')
const folder = mkdtempSync(path.join(tmpdir(), 'docslint-entry-schema-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** Every entry of the cache file a check of the fixture site makes, as `<what it is> <valid>`; and whether each rule setup of its header is valid. */
async function entriesOf(fixture: string, options: CheckOptions = {}): Promise<{ entries: string[]; setups: boolean[]; text: string }> {
  const cacheLocation = path.join(folder, `${fixture}-${Object.keys(options).join('-')}`)
  const root = path.join(fixtures, fixture)
  await check({ paths: [root], cwd: root, cache: true, cacheLocation, ...options }).catch(() => undefined)
  inlineCacheData(cacheLocation)
  const text = readFileSync(cacheLocation, 'utf8')
  const [header, ...lines] = text.split('\n').filter(Boolean)
  const entries = lines.map((line) => {
    const [id, , , , , first, second] = line.split('\t')
    // A site stage's line (src/cache/site-record.ts) is read as the check reads it.
    if (id.startsWith('{"site"')) return `the site stage ${parseSiteRecord(first) !== undefined}`
    // docs.json's analysis (src/cache/config-entry.ts), read as the check reads it.
    if (id.startsWith('{"config"')) return `docs.json's analysis ${parseConfigEntry(first) !== undefined}`
    // A page's line keeps its messages and its data apart; a spec's keeps its lint in the first of the two.
    const result: unknown = id.startsWith('{') ? JSON.parse(first) : { messages: JSON.parse(first), data: JSON.parse(second) }
    const valid = id.startsWith('{') ? isSpecLintEntry(result) : isPageResult(result)
    return `${path.relative(root, JSON.parse(id).spec ?? JSON.parse(id))} ${valid}`
  })
  return { entries, setups: Object.values((JSON.parse(header) as { setups: Record<string, unknown> }).setups).map(isRuleSetup), text }
}

/** The entries and setups that do not match. */
const invalid = ({ entries, setups }: { entries: string[]; setups: boolean[] }) => [...entries.filter((entry) => !entry.endsWith(' true')), ...setups.filter((valid) => !valid).map(() => 'a rule setup')]

/** The shape of the cache's entries (src/cache/entry-shape.ts) is not narrower than what a check writes: else every such page would be checked again on every run. */
describe('every entry a check writes in the cache matches the shape of the entries', () => {
  it.each(readdirSync(fixtures))('%s', async (fixture) => {
    expect(invalid(await entriesOf(fixture))).toEqual([])
  })

  it('with preview trees (a build) and pages over the size limit', async () => {
    for (const [options, field] of [[{ keepPreviewTrees: true }, '"previewTree":'], [{ maxFileBytes: 100 }, '"docslintFileSize":']] as const) {
      const found = await entriesOf('preview', options)
      expect(found.text).toContain(field)
      expect(invalid(found)).toEqual([])
    }
  })
})
