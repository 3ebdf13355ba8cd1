import { describe, expect, it } from '@jest/globals'
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projectRoot, runCli } from './run-cli.js'

/** The example site with a configuration that sets two rules and turns one off in v1/. */
function configuredSite(): string {
  const site = mkdtempSync(path.join(tmpdir(), 'docslint-print-config-'))
  cpSync(path.join(projectRoot, 'examples/acme'), site, { recursive: true })
  const config = { rules: { 'image-frame': 'error', 'link-text': ['warn', { bareUrls: true }] }, overrides: [{ files: 'v1/**', rules: { 'image-frame': 'off' } }] }
  writeFileSync(path.join(site, '.docslintrc.json'), JSON.stringify(config))
  return site
}

function printedRules(site: string, args: string[]): Record<string, unknown> {
  const result = runCli(['check', ...args], site)
  expect(result).toMatchObject({ status: 0, stderr: '' })
  return (JSON.parse(result.stdout) as { rules: Record<string, unknown> }).rules
}

describe('docslint check --print-config <file>', () => {
  it.each<[string, string[], Record<string, unknown>]>([
    ['a page: the configuration over the preset', ['--print-config', 'introduction.mdx'], { 'image-frame': 'error', 'link-text': ['warn', { bareUrls: true }], 'heading-start': 'warn', 'link-broken': 'error' }],
    ['a page an override matches', ['--print-config', 'v1/introduction.mdx'], { 'image-frame': 'off', 'link-text': ['warn', { bareUrls: true }] }],
    ['with --rule, which wins', ['--print-config', 'v1/introduction.mdx', '--rule', 'image-frame: warn', '--rule', 'heading-start: off'], { 'image-frame': 'warn', 'heading-start': 'off' }],
    ['docs.json', ['--print-config', 'docs.json'], { 'config-schema': 'error', 'image-frame': 'error' }]
  ])('%s', (_name, args, expected) => {
    const rules = printedRules(configuredSite(), args)
    expect(rules).toMatchObject(expected)
    expect(Object.keys(rules)).toEqual([...Object.keys(rules)].sort())
  })

  it('fails in one line, exit 2, on a file that is not there', () => {
    expect(runCli(['check', '--print-config', 'nope.mdx'], configuredSite())).toEqual({ status: 2, stdout: '', stderr: 'docslint: No such file or folder: nope.mdx\n' })
  })
})
