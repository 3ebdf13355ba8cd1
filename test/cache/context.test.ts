import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { contextStamp, type ContextOptions } from '../../src/cache/context.js'

/** A folder with a site in site/ and its pages in site/guides/. */
let top: string
let guides: string
const options: ContextOptions = { useConfig: true, maxFileBytes: 1000, keepPreviewTrees: false }
const stamp = (given: Partial<ContextOptions> = {}) => contextStamp([guides], { ...options, ...given }, top)

beforeEach(() => {
  top = mkdtempSync(path.join(tmpdir(), 'docslint-context-'))
  guides = path.join(top, 'site', 'guides')
  mkdirSync(guides, { recursive: true })
})

afterEach(() => rmSync(top, { recursive: true, force: true }))

describe('the context stamp of a check (contextStamp)', () => {
  it.each([
    ['.docslintrc', 'site/guides'],
    ['.docslintrc.json', 'site'],
    ['.docslintrc.yml', '.'],
    ['.docslintrc.yaml', 'site/guides'],
    ['package.json', 'site'],
    ['.docslintignore', '.'],
    ['.docslint-words', 'site/guides']
  ])('changes when %s appears in %s (a page folder or one above it), and when it changes', (name, folder) => {
    const before = stamp()
    writeFileSync(path.join(top, folder, name), 'one')
    const added = stamp()
    writeFileSync(path.join(top, folder, name), 'two')
    expect(new Set([before, added, stamp()]).size).toBe(3)
  })

  it('does not change for other files, nor for files in folders below or beside the pages', () => {
    const before = stamp()
    writeFileSync(path.join(guides, 'page.mdx'), 'text')
    writeFileSync(path.join(top, 'site', 'docs.json'), '{}')
    mkdirSync(path.join(top, 'site', 'other'))
    writeFileSync(path.join(top, 'site', 'other', '.docslintrc.json'), '{}')
    writeFileSync(path.join(top, '.docslintrc.json.bak'), '{}')
    expect(stamp()).toBe(before)
  })

  it('changes with the options that decide a page result, and with a named configuration or ignore file', () => {
    writeFileSync(path.join(top, 'rc.json'), '{}')
    writeFileSync(path.join(top, 'ignore'), 'a.mdx')
    const stamps = [stamp(), stamp({ useConfig: false }), stamp({ maxFileBytes: 10 }), stamp({ keepPreviewTrees: true }), stamp({ configPath: 'rc.json' }), stamp({ ignorePath: 'ignore' })]
    expect(new Set(stamps).size).toBe(stamps.length)
    const named = stamp({ configPath: 'rc.json' })
    writeFileSync(path.join(top, 'rc.json'), '{"rules":{}}')
    expect(stamp({ configPath: 'rc.json' })).not.toBe(named)
  })

  it('changes when a file the configuration extends changes, and a file that one extends, found or named', () => {
    mkdirSync(path.join(top, 'site', 'config'))
    writeFileSync(path.join(top, 'site', '.docslintrc.json'), '{"extends": ["docslint:strict", "./config/base.json"]}')
    writeFileSync(path.join(top, 'site', 'config', 'base.json'), '{"extends": "./more.yaml"}')
    writeFileSync(path.join(top, 'site', 'config', 'more.yaml'), 'rules: {}\n')
    const stamps = [stamp(), stamp({ configPath: 'site/config/base.json' })]
    writeFileSync(path.join(top, 'site', 'config', 'more.yaml'), 'rules:\n  image-alt: off\n')
    stamps.push(stamp(), stamp({ configPath: 'site/config/base.json' }))
    writeFileSync(path.join(top, 'site', 'config', 'base.json'), '{"extends": "./more.yaml", "rules": {}}')
    stamps.push(stamp())
    rmSync(path.join(top, 'site', 'config', 'more.yaml'))
    stamps.push(stamp())
    expect(new Set(stamps).size).toBe(stamps.length)
  })

  it('is undefined under a configuration written in JavaScript, found or named, unless configuration files are not used', () => {
    expect(stamp({ configPath: 'config.mjs' })).toBeUndefined()
    writeFileSync(path.join(top, 'site', '.docslintrc.cjs'), 'module.exports = {}')
    expect(stamp()).toBeUndefined()
    expect(stamp({ useConfig: false })).toEqual(expect.any(String))
  })
})
