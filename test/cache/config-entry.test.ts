import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cachedChecks } from './cached-checks.js'
import { inlineCacheData } from './inline-cache.js'

/**
 * docs.json's analysis kept in the result cache (src/cache/config-entry.ts): while docs.json, the files it takes in
 * with `$ref` and the check's context are as they were, and the site's record holds, its config rules' messages come
 * from the cache (a message planted in its line is reported); after any edit of them, or where the record does not
 * hold, docs.json is analysed again, and a check with `--cache` equals a cold check of the site as it is, message
 * for message, positions included.
 */
const fixture = path.resolve('test/fixtures/sites/site-rules')
let folder: string
let root: string
let cacheFile: string
let notices: string[]

const REDIRECTS = `[
  { "source": "/old/:slug*", "destination": "/guides/:slug*" },
  { "source": "/start", "destination": "/guides/start" },
  { "source": "/start", "destination": "/guides/setup" }
]
`

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'docslint-config-entry-'))
  root = path.join(folder, 'site')
  cacheFile = path.join(folder, 'cache')
  notices = []
  cpSync(fixture, root, { recursive: true })
  // No endpoint reference (a kept site stage does not describe specs); the redirects in a file of their own; a config rule's message on docs.json.
  edit('docs.json', (text) =>
    text
      .replace(', "GET /users"', '')
      .replace(/"redirects": \[.*\],\n/, '"redirects": { "$ref": "./config/redirects.json" },\n  "unknownThing": 1,\n')
  )
  mkdirSync(at('config'))
  writeFileSync(at('config/redirects.json'), REDIRECTS)
})

afterEach(() => rmSync(folder, { recursive: true, force: true }))

const { cached, expectCachedAsCold, at, edit } = cachedChecks(() => ({ root, cacheFile, notices }))
const prose = () => appendFileSync(at('guides/setup.mdx'), '\nOne more sentence of prose.\n')

const configId = () => JSON.stringify({ config: at('docs.json') })

/** docs.json's line of the cache file, as fields. */
function configLine(): string[] | undefined {
  inlineCacheData(cacheFile)
  return readFileSync(cacheFile, 'utf8').split('\n').find((entry) => entry.startsWith(configId() + '\t'))?.split('\t')
}

function replaceConfigLine(fields: string[]): void {
  writeFileSync(cacheFile, readFileSync(cacheFile, 'utf8').split('\n').map((entry) => (entry.startsWith(configId() + '\t') ? fields.join('\t') : entry)).join('\n'))
}

interface Entry {
  messages: { reason: string; ruleId?: string }[]
  refFiles: [string, { reason: string; ruleId?: string }[]][]
  refStamps: [string, string][]
}

/** Changes the reason of the first message of a rule in docs.json's line, on docs.json or on a file it takes in. */
function plantInConfigLine(ruleId: string): void {
  const fields = configLine()!
  const entry = JSON.parse(fields[5]) as Entry
  const message = [...entry.messages, ...entry.refFiles.flatMap(([, messages]) => messages)].find((record) => record.ruleId === ruleId)!
  message.reason = 'Planted in the kept analysis'
  fields[5] = JSON.stringify(entry)
  replaceConfigLine(fields)
}

describe("docs.json's analysis kept in the result cache", () => {
  it('is kept by a check with --cache: its messages, those on the files its refs take in, and their stamps', async () => {
    const cold = await expectCachedAsCold()
    expect(cold).toContain('"ruleId":"config-unknown-key"')
    const entry = JSON.parse(configLine()![5]) as Entry
    expect(entry.messages.map((message) => message.ruleId)).toEqual(['config-unknown-key'])
    expect(entry.refFiles.map(([file]) => file)).toEqual([at('config/redirects.json')])
    expect(entry.refStamps.map(([file]) => file)).toEqual([at('config/redirects.json')])
    expect(notices).toEqual([])
  })

  it('is taken from the cache, not analysed, while docs.json and its refs are unchanged and the site record holds', async () => {
    await cached()
    plantInConfigLine('config-unknown-key')
    prose()
    expect(await cached()).toContain('Planted in the kept analysis')
    prose()
    expect(await cached()).toContain('Planted in the kept analysis')
  })

  it.each([
    ['a label changed', () => edit('docs.json', (text) => text.replace('"group": "Soon"', '"group": "Later"'))],
    ['a line added above everything (the same value, every place moved)', () => edit('docs.json', (text) => `\n${text}`)],
    ['a file a ref takes in edited', () => edit('config/redirects.json', (text) => `\n\n${text}`)],
    ['a file a ref takes in removed', () => rmSync(at('config/redirects.json'))],
    ['a page whose facts changed (the site record does not hold)', () => appendFileSync(at('guides/setup.mdx'), '\nSee [nowhere](/nowhere).\n')],
    ['a page added', () => writeFileSync(at('guides/new.mdx'), '---\ntitle: New\n---\n\nA new page.\n')]
  ])('is analysed again after %s, as in a cold check', async (_, change) => {
    await cached()
    plantInConfigLine('config-unknown-key')
    change()
    expect(await expectCachedAsCold()).not.toContain('Planted in the kept analysis')
    // The analysis made now is taken by the next check, which equals a cold one.
    prose()
    await expectCachedAsCold()
    expect(notices).toEqual([])
  })

  it('is analysed again when a file a ref named, missing then, is added', async () => {
    rmSync(at('config/redirects.json'))
    const missing = await expectCachedAsCold()
    expect(missing).toContain('"ruleId":"config-ref"')
    writeFileSync(at('config/redirects.json'), REDIRECTS)
    expect(await expectCachedAsCold()).not.toContain('"ruleId":"config-ref"')
  })

  it('keeps the messages on a file a ref takes in', async () => {
    const cold = await cached()
    const entry = JSON.parse(configLine()![5]) as Entry
    const ruleId = entry.refFiles[0][1][0]?.ruleId
    expect(ruleId).toBeDefined()
    plantInConfigLine(ruleId!)
    prose()
    const warm = await cached()
    expect(warm).toContain('Planted in the kept analysis')
    expect(warm.replace('Planted in the kept analysis', '')).not.toBe(cold)
  })

  it('takes a damaged line as none: docs.json is analysed, the damage said once, the line made again', async () => {
    await cached()
    const fields = configLine()!
    for (const damaged of ['not json', '{"messages":[null],"refFiles":[],"refStamps":[]}', '{"messages":[],"refFiles":[["x"]],"refStamps":[]}', '{"messages":[]}']) {
      notices = []
      inlineCacheData(cacheFile)
      replaceConfigLine([...fields.slice(0, 5), damaged, '-'])
      prose()
      await expectCachedAsCold()
      expect(notices).toEqual([`the cache file ${cacheFile} is damaged: it is replaced`])
      expect(configLine()![5]).toBe(fields[5])
    }
  })

  it('is analysed again when the rule setup changes', async () => {
    await cached()
    plantInConfigLine('config-unknown-key')
    writeFileSync(at('.docslintrc.json'), JSON.stringify({ rules: { 'config-unknown-key': 'error' } }))
    const after = await expectCachedAsCold()
    expect(after).not.toContain('Planted in the kept analysis')
    expect(after).toContain('"ruleId":"config-unknown-key"')
  })
})
