import { describe, expect, it } from '@jest/globals'
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { jsonFindings, projectRoot, runCli } from './run-cli.js'

/** The example site, with a broken link added to its quickstart, in a temporary folder. */
function siteWithBrokenLink(): string {
  const site = mkdtempSync(path.join(tmpdir(), 'docslint-rule-flag-'))
  cpSync(path.join(projectRoot, 'examples/acme'), site, { recursive: true })
  writeFileSync(path.join(site, 'quickstart.mdx'), '---\ntitle: "Quickstart"\ndescription: "Start here."\n---\n\nSee [nowhere](/nowhere).\n')
  return site
}

function findings(site: string, args: string[]): { status: number | null; findings: string[] } {
  const result = runCli(['check', '--format', 'json', ...args], site)
  return { status: result.status, findings: jsonFindings(result.stdout).map((finding) => finding.replace(/^\S+ /, '')) }
}

/** `severity rule line:column` of the quickstart's messages. */
function levels(site: string, args: string[]): string[] {
  const result = runCli(['check', 'quickstart.mdx', '--format', 'json', ...args], site)
  const files = JSON.parse(result.stdout) as { messages: { ruleId: string; fatal?: boolean | null; line: number; column: number }[] }[]
  return files.flatMap((file) => file.messages.map((m) => `${m.fatal === true ? 'error' : m.fatal === false ? 'warning' : 'info'} ${m.ruleId} ${m.line}:${m.column}`))
}

describe("--rule 'id: severity' on the command line", () => {
  it.each<[string, string[], string[]]>([
    ['no flag: the configuration', [], ['error link-broken 6:5']],
    ['off', ['--rule', 'link-broken: off'], []],
    ['a lower severity', ['--rule', 'link-broken: warn'], ['warning link-broken 6:5']],
    ['the last flag of a rule wins', ['--rule', 'link-broken: off', '--rule', 'link-broken: 1'], ['warning link-broken 6:5']],
    ['several rules in one flag, as YAML', ['--rule', '{link-broken: info, frontmatter-title: off}'], ['info link-broken 6:5']]
  ])('%s', (_name, args, expected) => {
    expect(levels(siteWithBrokenLink(), args)).toEqual(expected)
  })

  it("wins over a configuration file's overrides, as ESLint's --rule does", () => {
    const site = siteWithBrokenLink()
    writeFileSync(path.join(site, '.docslintrc.json'), JSON.stringify({ rules: { 'link-broken': 'warn' }, overrides: [{ files: '*.mdx', rules: { 'link-broken': 'error' } }] }))
    expect(levels(site, [])).toEqual(['error link-broken 6:5'])
    expect(levels(site, ['--rule', 'link-broken: off'])).toEqual([])
  })

  it('is part of what the result cache keeps a page under', () => {
    const site = siteWithBrokenLink()
    const cache = ['--cache', '--cache-location', path.join(site, '.docslintcache')]
    expect(findings(site, cache)).toEqual({ status: 1, findings: ['link-broken 6:5'] })
    expect(findings(site, [...cache, '--rule', 'link-broken: off'])).toEqual({ status: 0, findings: [] })
    expect(findings(site, cache)).toEqual({ status: 1, findings: ['link-broken 6:5'] })
  })

  it.each<[string, string, string]>([
    ['an unknown rule', 'link-brokn: off', 'docslint: Unknown rule `link-brokn` in the --rule flags; did you mean `link-broken`?\n'],
    ['a bad option', 'link-text: [error, {bogus: 1}]', 'docslint: Bad options for rule `link-text` in the --rule flags: must NOT have additional properties (`bogus`)\n'],
    [
      'no rule id',
      'off',
      "docslint: option '--rule <rule>' argument 'off' is invalid. expected `rule-id: severity`, such as 'heading-increment: off' or 'link-text: [error, {bareUrls: true}]' (see `docslint --help`)\n"
    ]
  ])('fails in one line, exit 2, on %s', (_name, rule, stderr) => {
    expect(runCli(['check', '--rule', rule], siteWithBrokenLink())).toEqual({ status: 2, stdout: '', stderr })
  })
})
