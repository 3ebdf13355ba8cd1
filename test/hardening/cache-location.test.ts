import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projectRoot } from '../e2e/run-cli.js'

/**
 * Issue 32, item 2: `--cache-location` replaced whatever was there (a page of the site, `/dev/null` as root)
 * and hung on a FIFO. docslint now replaces only its own cache file, or makes one where there is nothing;
 * anything else is refused in one line, exit 2, and left as it was.
 */

/** A temporary folder holding a copy of a fixture site (`site/`), removed after each test. */
let folder: string
let site: string

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'docslint-cache-location-'))
  site = path.join(folder, 'site')
  cpSync(path.join(projectRoot, 'test/fixtures/sites/page-rules'), site, { recursive: true })
})

afterEach(() => rmSync(folder, { recursive: true, force: true }))

/**
 * The built CLI's `check --cache`, from the site: killed after a minute, so that a run that hangs (on a FIFO)
 * fails the test instead of blocking it for ever (spawnSync holds the test's thread; jest's timeout cannot fire).
 */
function checkWithCache(location: string | undefined) {
  const args = ['check', '.', '--format', 'json', '--cache', ...(location === undefined ? [] : ['--cache-location', location])]
  const result = spawnSync(process.execPath, [path.join(projectRoot, 'dist/src/cli.js'), ...args], { cwd: site, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

const REFUSED = /^docslint: the cache file .+\n$/

/** The run is refused: exit 2, one line on standard error naming the file, no report. */
function expectRefused(location: string | undefined, named: string) {
  const result = checkWithCache(location)
  expect(result).toEqual({ status: 2, stdout: '', stderr: expect.stringMatching(REFUSED) })
  expect(result.stderr).toContain(named)
  return result.stderr
}

describe('--cache-location refuses what is not docslint cache', () => {
  it('a page of the site (check --cache --cache-location quickstart.mdx): the page is kept as it was', () => {
    const page = path.join(site, 'clean.mdx')
    const text = readFileSync(page, 'utf8')
    const stderr = expectRefused('clean.mdx', page)
    expect(stderr).toBe(`docslint: the cache file ${page} is not a docslint cache: docslint replaces only its own cache file; name a new file with --cache-location, or remove this one\n`)
    expect(readFileSync(page, 'utf8')).toBe(text)
  })

  it('any file that is no docslint cache, in the site or not, empty or not', () => {
    for (const [name, text] of [['notes.txt', 'my notes\n'], ['empty', ''], ['other-cache.json', JSON.stringify({ '/a/file.js': { size: 10, mtime: 1 } })], ['binary', '\u0000\u0001\u0002']]) {
      const file = path.join(folder, name)
      writeFileSync(file, text)
      expectRefused(file, file)
      expect(readFileSync(file, 'utf8')).toBe(text)
    }
  })

  it('.docslintcache, the default location, when it is not a docslint cache', () => {
    const file = path.join(site, '.docslintcache')
    writeFileSync(file, 'my notes\n')
    expectRefused(undefined, file)
    expect(readFileSync(file, 'utf8')).toBe('my notes\n')
  })

  it('a FIFO: refused at once, never opened for a read that would wait for a writer', () => {
    const fifo = path.join(folder, 'fifo')
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
    expect(expectRefused(fifo, fifo)).toBe(`docslint: the cache file ${fifo} is a FIFO, not a docslint cache: name a file with --cache-location, or leave out --cache to keep no cache\n`)
    expect(lstatSync(fifo).isFIFO()).toBe(true)
  })

  it('a symbolic link to /dev/null (a character device): /dev/null stays a device, the link stays a link', () => {
    const link = path.join(folder, 'null')
    symlinkSync('/dev/null', link)
    expect(expectRefused(link, link)).toBe(`docslint: the cache file ${link} is a symbolic link to /dev/null, a character device, not a docslint cache: name a file with --cache-location, or leave out --cache to keep no cache\n`)
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true)
    expect(readlinkSync(link)).toBe('/dev/null')
  })

  it('a symbolic link to a file that is no docslint cache: the link and the file are kept as they were', () => {
    const link = path.join(folder, 'link')
    symlinkSync(path.join(site, 'clean.mdx'), link)
    const text = readFileSync(path.join(site, 'clean.mdx'), 'utf8')
    expectRefused(link, link)
    expect([readlinkSync(link), readFileSync(path.join(site, 'clean.mdx'), 'utf8')]).toEqual([path.join(site, 'clean.mdx'), text])
  })

  it('a symbolic link that leads to nothing: nothing is made where it leads', () => {
    const link = path.join(folder, 'dangling')
    symlinkSync(path.join(folder, 'elsewhere', 'cache'), link)
    expectRefused(link, link)
    expect([readlinkSync(link), existsSync(path.join(folder, 'elsewhere'))]).toEqual([path.join(folder, 'elsewhere', 'cache'), false])
  })

  it('a socket', async () => {
    const socket = path.join(folder, 'socket')
    const server: Server = createServer()
    await new Promise<void>((listening) => server.listen(socket, listening))
    try {
      expectRefused(socket, socket)
      expect(lstatSync(socket).isSocket()).toBe(true)
    } finally {
      await new Promise((closed) => server.close(closed))
    }
  })

  it('a folder where the cache file inside the named folder would be', () => {
    const caches = path.join(folder, 'caches')
    mkdirSync(caches)
    // The first check makes the cache file inside the folder (ESLint's `--cache-location dir/`); a folder in its place is refused.
    expect(checkWithCache(caches + '/').status).toBe(1)
    const [name] = readdirSync(caches)
    expect(readFileSync(path.join(caches, name), 'utf8')).toMatch(/^\{"format":"docslint-cache\//)
    rmSync(path.join(caches, name))
    mkdirSync(path.join(caches, name))
    expectRefused(caches + '/', path.join(caches, name))
  })
})

describe('--cache-location that cannot be written', () => {
  // Node's recursive mkdirSync never returned there: /proc answers ENOENT under a folder that exists.
  const withProc = existsSync('/proc/self') ? it : it.skip
  withProc('a file in a folder of /proc: refused when the cache is saved, without hanging', () => {
    expect(checkWithCache('/proc/docslint-nothing/cache')).toEqual({ status: 2, stdout: '', stderr: 'docslint: the cache file /proc/docslint-nothing/cache cannot be written (ENOENT): name another file with --cache-location\n' })
  })
})

describe('--cache-location writes what is docslint cache, or where there is nothing', () => {
  it('a new file; a page changed: its line added at the end of the same file; the rules changed: written whole, by a rename (a hard link to the old file keeps the old cache)', () => {
    const file = path.join(folder, 'cache')
    const cold = checkWithCache(file)
    expect([cold.status, cold.stderr]).toEqual([1, ''])
    const before = readFileSync(file, 'utf8')
    expect(before).toMatch(/^\{"format":"docslint-cache\//)
    linkSync(file, path.join(folder, 'old'))
    writeFileSync(path.join(site, 'clean.mdx'), readFileSync(path.join(site, 'clean.mdx'), 'utf8') + '\nMore.\n')
    expect(checkWithCache(file)).toEqual({ ...cold, stdout: expect.any(String) })
    const added = readFileSync(file, 'utf8')
    expect([added.startsWith(before), added.length > before.length, readFileSync(path.join(folder, 'old'), 'utf8') === added]).toEqual([true, true, true])
    // Another rule setup for every page: the file is written anew, beside itself.
    writeFileSync(path.join(site, '.docslintrc.json'), JSON.stringify({ rules: { 'image-frame': 'off' } }))
    expect(checkWithCache(file).stderr).toBe('')
    expect(readFileSync(path.join(folder, 'old'), 'utf8')).toBe(added)
    expect(readFileSync(file, 'utf8')).not.toBe(added)
  })

  it('a symbolic link to a docslint cache: the cache it leads to is written, the link stays a link', () => {
    mkdirSync(path.join(folder, 'elsewhere'))
    const target = path.join(folder, 'elsewhere', 'cache')
    const link = path.join(folder, 'link')
    expect(checkWithCache(target).status).toBe(1)
    symlinkSync(target, link)
    writeFileSync(path.join(site, 'clean.mdx'), readFileSync(path.join(site, 'clean.mdx'), 'utf8') + '\nMore.\n')
    const before = readFileSync(target, 'utf8')
    expect([checkWithCache(link).status, readlinkSync(link)]).toEqual([1, target])
    expect(readFileSync(target, 'utf8')).not.toBe(before)
  })

  it('a file with the docslint cache header and a damaged body is its own: replaced, said in one line', () => {
    const file = path.join(folder, 'cache')
    writeFileSync(file, '{"format":"docslint-cache/9","version":"0.1.0","setups":{}}\nnot a line of the cache\n')
    const result = checkWithCache(file)
    expect([result.status, result.stderr]).toEqual([1, `docslint: the cache file ${file} is damaged: it is replaced\n`])
    expect(checkWithCache(file).stderr).toBe('')
  })
})
