/**
 * The parts of the external-link stage that need no server: which hosts the settings let through, how the
 * settings are validated, how many requests go at once, how `Retry-After` is read, and how the cache keeps a
 * URL's outcome for its lifetime (a damaged entry is a miss).
 */
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { hostChecked } from '../../src/external/settings.js'
import { HostLimits } from '../../src/external/limits.js'
import { retryAfterSeconds } from '../../src/external/probe.js'
import { resolveSettings } from '../../src/config/rc.js'
import { PageCache } from '../../src/cache/page-cache.js'
import { inlineCacheData } from '../cache/inline-cache.js'

describe('hostChecked', () => {
  it.each([
    ['https://docs.acme.com/a', {}, true],
    ['https://docs.acme.com/a', { deny: ['*.acme.com'] }, false],
    ['https://acme.com/a', { deny: ['*.acme.com'] }, true],
    ['https://DOCS.Acme.com/a', { deny: ['docs.acme.com'] }, false],
    ['http://127.0.0.1:8080/a', { deny: ['127.0.0.1:8080'] }, false],
    ['http://127.0.0.1:8081/a', { deny: ['127.0.0.1:8080'] }, true],
    ['https://github.com/a', { allow: ['*.acme.com'] }, false],
    ['https://docs.acme.com/a', { allow: ['*.acme.com'], deny: ['docs.acme.com'] }, false]
  ])('%s with %j: %s', (url, settings, checked) => {
    expect(hostChecked(new URL(url), settings)).toBe(checked)
  })
})

describe('externalLinks in .docslintrc', () => {
  it('takes valid settings', () => {
    expect(resolveSettings({ externalLinks: { deny: ['localhost'], timeout: 2.5, perHost: 1 } }).externalLinks).toEqual({ deny: ['localhost'], timeout: 2.5, perHost: 1 })
  })

  it.each([
    [{ perHost: 0 }, '`externalLinks.perHost` must be >= 1'],
    [{ deny: ['acme.com/docs'] }, '`externalLinks.deny.0` must match pattern "^[^\\s/]+$"'],
    [{ timeout: 0 }, '`externalLinks.timeout` must be > 0'],
    [{ retry: 2 }, '`externalLinks` must NOT have additional properties (`retry`)']
  ])('refuses %j', (externalLinks, reason) => {
    expect(() => resolveSettings({ externalLinks } as never, '`.docslintrc.json`')).toThrow(`\`.docslintrc.json\` is invalid: ${reason}`)
  })
})

describe('HostLimits', () => {
  it('runs at most perHost at once for one host, and at most overall in all', async () => {
    const limits = new HostLimits(3, 2)
    const running = new Map<string, number>()
    let most = { all: 0, a: 0, b: 0 }
    const releases: (() => void)[] = []
    let finished = 0
    const work = (host: 'a' | 'b') =>
      limits.run(host, async () => {
        running.set(host, (running.get(host) ?? 0) + 1)
        const all = [...running.values()].reduce((sum, count) => sum + count, 0)
        most = { ...most, all: Math.max(most.all, all), [host]: Math.max(most[host], running.get(host)!) }
        await new Promise<void>((release) => releases.push(release))
        running.set(host, running.get(host)! - 1)
        finished++
      })
    const done = Promise.all([work('a'), work('a'), work('a'), work('b'), work('b'), work('b')])
    while (finished < 6) {
      await new Promise((resolve) => setImmediate(resolve))
      releases.shift()?.()
    }
    await done
    expect(most).toEqual({ all: 3, a: 2, b: 2 })
  })
})

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-27T03:00:00Z')
  it.each([
    ['5', 5],
    [' 0 ', 0],
    ['Fri, 27 Nov 2026 03:00:30 GMT', 30],
    ['Fri, 27 Nov 2026 02:00:00 GMT', 0],
    ['soon', undefined],
    [null, undefined]
  ])('%j is %j s', (value, seconds) => {
    expect(retryAfterSeconds(value, now)).toBe(seconds)
  })
})

describe('the cache of external outcomes', () => {
  const url = 'https://acme.com/a'
  const withCacheFile = (use: (file: string) => void) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'docslint-external-cache-'))
    try {
      use(path.join(folder, 'cache'))
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }

  it('reuses an outcome within its lifetime and under the same key, from the file', () => {
    withCacheFile((file) => {
      const writing = new PageCache(file, () => undefined)
      writing.storeExternal(url, 'k', { kind: 'broken', status: 404 }, 1_000_000)
      writing.save()
      const reading = new PageCache(file, () => undefined)
      expect(reading.lookupExternal(url, 'k', 60, 1_000_000 + 59_000)).toEqual({ kind: 'broken', status: 404 })
      expect(reading.lookupExternal(url, 'k', 60, 1_000_000 + 60_000)).toBeUndefined()
      expect(reading.lookupExternal(url, 'other key', 60, 1_000_000)).toBeUndefined()
    })
  })

  it('drops expired outcomes on save, and keeps fresh ones the check did not use', () => {
    withCacheFile((file) => {
      const writing = new PageCache(file, () => undefined)
      writing.storeExternal(url, 'k', { kind: 'ok', status: 200, redirects: 0 }, Date.now())
      writing.storeExternal('https://acme.com/old', 'k', { kind: 'ok', status: 200, redirects: 0 }, Date.now() - 120_000)
      writing.save()
      const next = new PageCache(file, () => undefined)
      expect(next.lookupExternal('https://acme.com/unknown', 'k', 60, Date.now())).toBeUndefined()
      next.save()
      inlineCacheData(file)
      const lines = readFileSync(file, 'utf8').split('\n').slice(1).filter(Boolean)
      expect(lines.map((line) => line.split('\t')[0])).toEqual([JSON.stringify({ url })])
    })
  })

  it('takes a damaged entry as a miss, says so once, and drops it', () => {
    withCacheFile((file) => {
      const header = JSON.stringify({ format: 'docslint-cache/9', version: JSON.parse(readFileSync('package.json', 'utf8')).version, setups: {} })
      writeFileSync(file, `${header}\n${JSON.stringify({ url })}\tk\t${Date.now()}\t-\t-\t{"kind":"broken","status":"404"}\t-\n`)
      const notices: string[] = []
      const cache = new PageCache(file, (line) => notices.push(line))
      expect(cache.lookupExternal(url, 'k', 60, Date.now())).toBeUndefined()
      expect(notices).toEqual([`the cache file ${file} is damaged: it is replaced`])
      cache.save()
      inlineCacheData(file)
      expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(1)
    })
  })
})
