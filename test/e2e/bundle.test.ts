import { describe, expect, it } from '@jest/globals'
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { Script } from 'node:vm'
import path from 'node:path'
import { useLspSite } from '../lsp/client.js'
import { projectRoot, runCli } from './run-cli.js'

/*
 * The `docslint` command users run is the bundle `npm run build` makes (scripts/build-bundle.mjs): one module
 * per entry instead of tsc's hundreds, which halves its start-up. It must report what dist/src/cli.js, which the
 * other tests run, reports: the same sources, bundled with their dependencies.
 */
const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { bin: Record<string, string> }

/**
 * A copy of the bundle with only what an installed package has beside it (package.json, schemas/, node_modules),
 * so that a bundle reaching into dist/src/ would fail here.
 */
function installedBundle(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docslint-bundle-'))
  cpSync(path.join(projectRoot, 'dist/bundle'), path.join(root, 'dist/bundle'), { recursive: true })
  cpSync(path.join(projectRoot, 'package.json'), path.join(root, 'package.json'))
  cpSync(path.join(projectRoot, 'schemas'), path.join(root, 'schemas'), { recursive: true })
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'))
  return path.join(root, 'dist/bundle/cli.js')
}

const SEARCH_SCRIPT = '_docslint/search.js'

/** The search script without the text of the functions it embeds (from `var searchTerm =` to `var waiting`). */
const withoutEmbeddedFunctions = (script: string): string => script.replace(/var searchTerm = [\s\S]*?var waiting = /, '')

/** Every file below `folder`, by path, with its bytes. */
function filesBelow(folder: string): Map<string, Buffer> {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return new Map(entries.map((entry) => [path.relative(folder, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name))]))
}

describe('the bundled command (dist/bundle/cli.js)', () => {
  const bundled = installedBundle()

  it('is the package\'s `docslint` command, an executable Node.js script', () => {
    expect(manifest.bin).toEqual({ docslint: 'dist/bundle/cli.js' })
    const script = path.join(projectRoot, manifest.bin.docslint)
    expect(readFileSync(script, 'utf8').split('\n', 1)[0]).toBe('#!/usr/bin/env node')
    expect(statSync(script).mode & 0o111).toBe(0o111)
  })

  it('gives the JSON report dist/src/cli.js gives, in the main thread and from its own page workers', () => {
    const sites = ['test/fixtures/sites', 'test/fixtures/sites/no-config', 'examples/acme']
    const expected = runCli(['check', ...sites, '--format', 'json', '--concurrency', '1'])
    expect({ status: expected.status, stderr: expected.stderr }).toEqual({ status: 1, stderr: '' })
    for (const threads of ['1', '2']) {
      const actual = runCli(['check', ...sites, '--format', 'json', '--concurrency', threads], projectRoot, {}, bundled)
      expect({ status: actual.status, stderr: actual.stderr }).toEqual({ status: 1, stderr: '' })
      expect(actual.stdout === expected.stdout).toBe(true)
    }
  })

  it('spells with the dictionary of the installed dictionary-en package', () => {
    const args = ['check', 'test/fixtures/sites/style', '--format', 'json']
    const expected = runCli(args)
    expect(JSON.stringify(JSON.parse(expected.stdout))).toContain('prose-spelling')
    expect(runCli(args, projectRoot, {}, bundled).stdout).toBe(expected.stdout)
  })

  it('builds the preview dist/src/cli.js builds', () => {
    const [expected, actual] = ['dist/src/cli.js', bundled].map((cli) => {
      const out = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-bundle-build-')), 'site')
      const { status, stderr } = runCli(['build', 'test/fixtures/sites/current-preview', '--out', out], projectRoot, {}, path.resolve(projectRoot, cli))
      expect({ status, stderr: stderr.replace(/ in \d+\.\d s/, '') }).toEqual({ status: 0, stderr: expect.stringMatching(/^docslint: built 13 pages into /) })
      return filesBelow(out)
    })
    expect([...actual.keys()]).toEqual([...expected.keys()])
    for (const [name, bytes] of expected) {
      if (name === SEARCH_SCRIPT) continue
      expect({ name, same: bytes.equals(actual.get(name)!) }).toEqual({ name, same: true })
    }
    // The search script embeds functions of docslint as compiled (Function.prototype.toString): tsc and
    // esbuild lay their text out differently. The rest is the same, and it is still a script a browser runs.
    const [expectedScript, actualScript] = [expected, actual].map((files) => files.get(SEARCH_SCRIPT)!.toString('utf8'))
    expect(withoutEmbeddedFunctions(actualScript)).toBe(withoutEmbeddedFunctions(expectedScript))
    expect(() => new Script(actualScript)).not.toThrow()
  })

  describe('as a language server', () => {
    const front = '---\ntitle: "Welcome"\ndescription: "Start with Acme."\n---\n\n'
    const site = useLspSite({ 'docs.json': '{ "name": "Acme", "navigation": [{ "group": "Start", "pages": ["index"] }] }\n', 'index.mdx': `${front}## Install\n` }, bundled)

    it('publishes the diagnostics of a page typed into the editor', async () => {
      const page = site.file('index.mdx')
      const published = site.client.diagnosticsFor(page)
      await site.client.open(page, `${front}# Welcome\n\n## Install\n`)
      const { diagnostics } = await published
      expect(diagnostics.map(({ range: { start, end }, code }) => `${start.line}:${start.character}-${end.line}:${end.character} ${code}`)).toEqual(['5:0-5:9 heading-start'])
    })
  })

  it('prints the version and help of dist/src/cli.js', () => {
    for (const args of [['--version'], ['--help'], ['check', '--help']]) {
      expect(runCli(args, projectRoot, {}, bundled)).toEqual(runCli(args))
    }
  })
})
