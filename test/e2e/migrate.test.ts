import { describe, expect, it } from '@jest/globals'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { validateCurrentConfig } from '../../src/config/current-schema.js'
import { currentPageEntries, legacyPageEntries } from '../../src/migrate/migrate.js'
import { fixtureCopy, projectRoot, runCli } from './run-cli.js'

const corpora = path.resolve(projectRoot, '../shared/corpora')
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
const emptyFolder = () => mkdtempSync(path.join(tmpdir(), 'docslint-'))

describe('docslint migrate', () => {
  it('prints the current-format docs.json of a mint.json site, and names what it left out on stderr', () => {
    const site = fixtureCopy('legacy-full')
    const run = runCli(['migrate', site])
    expect(run.status).toBe(0)
    const config = JSON.parse(run.stdout) as Record<string, unknown>
    expect(validateCurrentConfig(config)).toEqual([])
    expect(new Set(currentPageEntries(config))).toEqual(new Set(legacyPageEntries(readJson(path.join(site, 'mint.json')))))
    expect(run.stderr).toBe(
      'docslint migrate: left out: `api.auth.inputPrefix` (the current format has no input prefix); `api.maintainOrder` (the current format has no such setting); ' +
        '`feedback` (the current format has no feedback settings); `analytics.koala` (the current format has no such integration); ' +
        '`css` (custom CSS is a `.css` file in the site now); `anchors[1].color` (the current format has no gradients for anchors)\n'
    )
    expect(existsSync(path.join(site, 'docs.json'))).toBe(false)
  })

  it('--write writes docs.json, and the round trip holds: the written file is the current format, migrate then refuses it', () => {
    const site = fixtureCopy('legacy-full')
    const printed = runCli(['migrate', site]).stdout
    const write = runCli(['migrate', site, '--write'])
    expect(write.status).toBe(0)
    expect(write.stdout).toBe('')
    expect(write.stderr).toMatch(/\ndocslint migrate: wrote .*docs\.json; .*mint\.json is no longer read and can be deleted\n$/)
    expect(readFileSync(path.join(site, 'docs.json'), 'utf8')).toBe(printed)
    expect(readdirSync(site).filter((name) => name.endsWith('.tmp'))).toEqual([])

    const again = runCli(['migrate', site])
    expect(again).toEqual({ status: 2, stdout: '', stderr: `docslint: ${path.relative(projectRoot, path.join(site, 'docs.json'))} is already in the current format\n` })
    expect(runCli(['schema'], site).stdout).toBe(readFileSync(path.join(projectRoot, 'schemas/docs-current.schema.json'), 'utf8'))
  })

  it('--write refuses to replace a docs.json unless --force says so', () => {
    const site = fixtureCopy('legacy-full')
    const legacyDocsJson = readFileSync(path.join(site, 'mint.json'), 'utf8')
    writeFileSync(path.join(site, 'docs.json'), legacyDocsJson)
    const refused = runCli(['migrate', site, '--write'])
    expect(refused.status).toBe(2)
    expect(refused.stderr).toMatch(/docslint: .*docs\.json exists; add --force to replace it\n$/)
    expect(readFileSync(path.join(site, 'docs.json'), 'utf8')).toBe(legacyDocsJson)

    const forced = runCli(['migrate', site, '--write', '--force'])
    expect(forced.status).toBe(0)
    expect(validateCurrentConfig(readJson(path.join(site, 'docs.json')))).toEqual([])
  })

  it.each([
    ['no config', () => emptyFolder(), [], /^docslint: no docs\.json or mint\.json in .* or a folder above it\n$/],
    ['invalid JSON', () => withConfig('{"name": "Acme",}'), [], /^docslint: .*mint\.json:1:17 is not valid JSON \(PropertyNameExpected\)\n$/],
    [
      'schema errors',
      () => withConfig('{"navigation": [{"group": "A", "pages": [1]}]}'),
      [],
      /^docslint: .*mint\.json has schema errors to fix first \(at `navigation\[0\]\.pages\[0\]`, `name`\); `docslint check` says what they are\n$/
    ],
    ['--force alone', () => withConfig('{"name": "A", "navigation": []}'), ['--force'], /^docslint: --force goes with --write\n$/]
  ])('fails with one line and exit 2: %s', (_name, makeSite, flags, message) => {
    const run = runCli(['migrate', makeSite(), ...flags])
    expect(run.status).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(message)
  })

  it('is listed in the help', () => {
    expect(runCli(['--help']).stdout).toMatch(/^ {2}migrate \[options\] \[root\] +print the current-format docs\.json/m)
  })

  const describeCorpora = existsSync(path.join(corpora, 'agentops')) ? describe : describe.skip
  describeCorpora('on a copy of ../shared/corpora/agentops', () => {
    it('writes a docs.json that validates and names the same pages; `docslint check` then reads docs.json', () => {
      const site = path.join(emptyFolder(), 'agentops')
      cpSync(path.join(corpora, 'agentops'), site, { recursive: true })
      const run = runCli(['migrate', site, '--write'])
      expect(run.status).toBe(0)
      const config = readJson(path.join(site, 'docs.json'))
      expect(validateCurrentConfig(config)).toEqual([])
      const before = new Set(legacyPageEntries(readJson(path.join(site, 'mint.json'))))
      expect(new Set(currentPageEntries(config))).toEqual(before)
      expect(before.size).toBe(87)
    })
  })
})

function withConfig(text: string): string {
  const dir = emptyFolder()
  writeFileSync(path.join(dir, 'mint.json'), text)
  return dir
}

describe('docslint schema --format', () => {
  const shipped = (file: string) => readFileSync(path.join(projectRoot, 'schemas', file), 'utf8')

  it.each([
    ['current', 'docs-current.schema.json'],
    ['legacy', 'docs.schema.json']
  ])('--format %s prints %s', (format, file) => {
    expect(runCli(['schema', '--format', format], emptyFolder())).toEqual({ status: 0, stdout: shipped(file), stderr: '' })
  })

  it('follows the site in the current folder: current for a current-format docs.json, legacy otherwise', () => {
    const current = emptyFolder()
    writeFileSync(path.join(current, 'docs.json'), JSON.stringify({ $schema: 'https://mintlify.com/docs.json', name: 'A' }))
    expect(runCli(['schema'], current).stdout).toBe(shipped('docs-current.schema.json'))
    expect(runCli(['schema'], withConfig('{"name": "A", "navigation": []}')).stdout).toBe(shipped('docs.schema.json'))
    expect(runCli(['schema'], emptyFolder()).stdout).toBe(shipped('docs.schema.json'))
  })

  it('refuses another format', () => {
    const run = runCli(['schema', '--format', 'newest'])
    expect(run.status).toBe(2)
    expect(run.stderr).toBe("docslint: option '--format <format>' argument 'newest' is invalid. Allowed choices are legacy, current. (see `docslint --help`)\n")
  })
})
