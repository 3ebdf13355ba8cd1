import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fixtureCopy, runCli } from './run-cli.js'

const outFolder = () => path.join(mkdtempSync(path.join(tmpdir(), 'docslint-build-')), 'site')

describe('docslint build (built CLI)', () => {
  it('builds the example site and says what it wrote', () => {
    const out = outFolder()
    const { status, stdout, stderr } = runCli(['build', 'examples/acme', '--out', out])
    expect(status).toBe(0)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/^docslint: built 7 pages into .* \(27 files, \d+ KiB\) in \d+\.\d s\n$/)
    expect(readFileSync(path.join(out, 'quickstart.html'), 'utf8')).toContain('<title>Quickstart - Acme Cloud</title>')
  })

  it('builds a site in the current format: its pages, hidden ones included, with tabs, anchors and groups', () => {
    const out = outFolder()
    const { status, stdout, stderr } = runCli(['build', 'test/fixtures/sites/current-preview', '--out', out])
    expect(status).toBe(0)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/^docslint: built 13 pages into .* \(28 files, \d+ KiB\) in \d+\.\d s\n$/)
    const concepts = readFileSync(path.join(out, 'guides/concepts.html'), 'utf8')
    expect(concepts).toContain('<a href="../api/v2/overview.html" class="tab-link">')
    expect(concepts).toContain('<span>Basics</span></a></li>')
    expect(concepts).toContain('<p class="nav-group-title"><span>Start</span></p>')
    expect(concepts).not.toContain('secret.html')
    expect(readFileSync(path.join(out, 'secret.html'), 'utf8')).toContain('<title>Secret page - Nimbus</title>')
  })

  it('refuses to build when the check finds errors: exit 1, the report printed, nothing written', () => {
    const out = outFolder()
    const { status, stdout, stderr } = runCli(['build', 'test/fixtures/sites/broken-page', '--out', out])
    expect(status).toBe(1)
    expect(stdout).toContain('mdx-syntax')
    expect(stderr).toBe('docslint: not built, because the check found errors (fix them, or build anyway with --force)\n')
    expect(existsSync(out)).toBe(false)
  })

  it('builds a site whose check finds warnings only (authoring conventions), printing them: exit 0', () => {
    const site = fixtureCopy('warnings-only')
    writeFileSync(path.join(site, 'index.mdx'), '---\ntitle: "Home"\n---\n\n# Welcome\n\nWelcome.\n')
    const out = outFolder()
    const { status, stdout, stderr } = runCli(['build', site, '--out', out])
    expect(status).toBe(0)
    expect(stdout).toContain('frontmatter-description')
    expect(stdout).toContain('heading-start')
    expect(stderr).toMatch(/^docslint: built 1 pages into /)
    expect(existsSync(path.join(out, 'index.html'))).toBe(true)
  })

  it('builds anyway with --force, still exiting 1, the broken page left out', () => {
    const out = outFolder()
    const { status, stderr } = runCli(['build', 'test/fixtures/sites/broken-page', '--out', out, '--force'])
    expect(status).toBe(1)
    expect(stderr).toMatch(/docslint: built \d+ pages into/)
    expect(existsSync(path.join(out, '_docslint/style.css'))).toBe(true)
  })

  it('needs --out (exit 2)', () => {
    const { status, stderr } = runCli(['build', 'examples/acme'])
    expect(status).toBe(2)
    expect(stderr).toContain("required option '--out <dir>' not specified")
  })
})
