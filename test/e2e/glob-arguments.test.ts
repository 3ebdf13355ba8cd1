import { describe, expect, it } from '@jest/globals'
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projectRoot, runCli } from './run-cli.js'

/** The paths of the files a `--format json` report names. */
function reportedPaths(stdout: string): string[] {
  return (JSON.parse(stdout) as { path: string }[]).map((file) => file.path)
}

describe('quoted glob arguments (`docslint check "docs/**/*.mdx"`)', () => {
  it.each<[string, string[]]>([
    ['examples/acme/**/intro*.mdx', ['examples/acme/api-reference/introduction.mdx', 'examples/acme/introduction.mdx', 'examples/acme/v1/introduction.mdx']],
    ['examples/acme/*.mdx', ['examples/acme/introduction.mdx', 'examples/acme/quickstart.mdx']],
    ['examples/acme/{quickstart,v1/introduction}.mdx', ['examples/acme/quickstart.mdx', 'examples/acme/v1/introduction.mdx']]
  ])('%s reports the files it matches, checked against their whole site', (glob, expected) => {
    const result = runCli(['check', glob, '--format', 'json'])
    expect(result.stderr).toBe('')
    expect(reportedPaths(result.stdout)).toEqual(expected)
  })

  it('a glob that matches nothing fails in one line, exit 2', () => {
    expect(runCli(['check', 'examples/acme/**/nothing-*.mdx'])).toEqual({ status: 2, stdout: '', stderr: 'docslint: No files match the pattern examples/acme/**/nothing-*.mdx\n' })
  })

  it('a path that exists is that path, though it reads as a glob', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'docslint-glob-'))
    cpSync(path.join(projectRoot, 'examples/acme'), site, { recursive: true })
    writeFileSync(path.join(site, 'a[1].mdx'), '---\ntitle: "One"\ndescription: "The first."\n---\n\nText.\n')
    writeFileSync(path.join(site, 'a1.mdx'), '---\ntitle: "Other"\ndescription: "Another."\n---\n\nText.\n')
    expect(reportedPaths(runCli(['check', 'a[1].mdx', '--format', 'json'], site).stdout)).toEqual(['a[1].mdx'])
  })
})
