import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Log } from 'sarif'
import { sarifSchemaErrors } from '../report/sarif-schema.js'
import { xmlSchemaErrors, xmlString } from '../report/xml-schema.js'
import { projectRoot, runCli } from './run-cli.js'

const sites = ['config-defects', 'broken-page', 'warnings-only'].map((site) => `test/fixtures/sites/${site}`)

describe('docslint check --format sarif (built CLI)', () => {
  const run = runCli(['check', ...sites, '--format', 'sarif'])
  const log = JSON.parse(run.stdout) as Log
  const [{ tool, results = [] }] = log.runs

  it('exits as the check does and prints a log that validates against the SARIF 2.1.0 schema', () => {
    expect(run.status).toBe(1)
    expect(sarifSchemaErrors(log)).toEqual([])
  })

  it('describes the rule of every result in tool.driver.rules, at its ruleIndex', () => {
    expect(tool.driver.rules?.map((rule) => rule.id)).toEqual(['config-deprecated', 'config-schema', 'config-unknown-key', 'mdx-syntax'])
    expect(results).toHaveLength(12)
    for (const result of results) expect(tool.driver.rules?.[result.ruleIndex ?? -1]?.id).toBe(result.ruleId)
  })

  it('locates results by URIs relative to the folder docslint ran in', () => {
    const uris = new Set(results.map((result) => result.locations?.[0].physicalLocation?.artifactLocation?.uri))
    expect([...uris]).toEqual([
      'test/fixtures/sites/broken-page/index.mdx',
      'test/fixtures/sites/config-defects/docs.json',
      'test/fixtures/sites/warnings-only/docs.json'
    ])
    expect(results[results.length - 1].locations?.[0].physicalLocation?.region).toEqual({ startLine: 4, startColumn: 3, endLine: 4, endColumn: 11 })
  })
})

describe('docslint check --format github (built CLI)', () => {
  const run = runCli(['check', ...sites, '--format', 'github'])
  const lines = run.stdout.split('\n').slice(0, -1)

  it('prints one well-formed workflow command per message', () => {
    expect(run.status).toBe(1)
    expect(lines).toHaveLength(12)
    const property = '[^,:\\r\\n]+'
    const command = new RegExp(
      `^::(error|warning|notice) file=${property},line=\\d+,col=\\d+,endLine=\\d+,endColumn=\\d+,title=${property}::[^\\r\\n]+$`
    )
    for (const line of lines) expect(line).toMatch(command)
  })

  it('writes each message once, at its place, with its rule as the title', () => {
    expect(lines[0]).toBe(
      '::error file=test/fixtures/sites/broken-page/index.mdx,line=8,col=9,endLine=8,endColumn=13,title=mdx-syntax::' +
        'Cannot parse MDX: Expected a closing tag for `<br>` before the end of `paragraph`. `<br>` has no content: self-close it as `<br />`'
    )
    expect(lines[lines.length - 1]).toBe(
      '::warning file=test/fixtures/sites/warnings-only/docs.json,line=4,col=3,endLine=4,endColumn=11,title=config-unknown-key::' +
        'Unknown key `colour` in docs.json; did you mean `colors`?'
    )
  })
})

describe('docslint check --format junit (built CLI)', () => {
  const run = runCli(['check', ...sites, '--format', 'junit'])

  it('exits as the check does and prints a report valid against the JUnit schema', async () => {
    expect(run.status).toBe(1)
    expect(await xmlSchemaErrors(run.stdout, 'junit')).toEqual([])
  })

  it('has a suite per checked file, a passing case for a clean file or an info, a failing case per error or warning', async () => {
    expect(await xmlString(run.stdout, 'count(//testsuite)')).toBe('5')
    expect(await xmlString(run.stdout, '/testsuites/@tests')).toBe('14')
    expect(await xmlString(run.stdout, '/testsuites/@failures')).toBe('11')
    expect(await xmlString(run.stdout, 'count(//testcase[not(*)])')).toBe('2')
    expect(await xmlString(run.stdout, 'count(//testcase[system-out])')).toBe('1')
    expect(await xmlString(run.stdout, '(//testcase[failure])[1]/@name')).toBe('test/fixtures/sites/broken-page/index.mdx:8:9 mdx-syntax')
    expect(await xmlString(run.stdout, '(//testcase[failure])[1]/failure')).toMatch(
      /^error: Cannot parse MDX: .*\n {2}at test\/fixtures\/sites\/broken-page\/index\.mdx:8:9-8:13\n {2}rule: mdx-syntax https:\/\/github\.com\/docslint\/docslint\/blob\/main\/docs\/rules\/mdx-syntax\.md$/
    )
  })
})

describe('docslint check --format checkstyle (built CLI)', () => {
  const run = runCli(['check', ...sites, '--format', 'checkstyle', '--quiet'])

  it('exits as the check does and prints a report valid against the Checkstyle schema', async () => {
    expect(run.status).toBe(1)
    expect(await xmlSchemaErrors(run.stdout, 'checkstyle')).toEqual([])
  })

  it('has a file element per checked file and an error element per error (--quiet), with its rule as the source', async () => {
    expect(await xmlString(run.stdout, 'count(//file)')).toBe('5')
    expect(await xmlString(run.stdout, 'count(//error)')).toBe('8')
    expect(await xmlString(run.stdout, 'count(//error[@severity!="error"])')).toBe('0')
    const first = '(//error)[1]'
    expect(await xmlString(run.stdout, `concat(${first}/@line, ":", ${first}/@column, " ", ${first}/@source)`)).toBe('8:9 mdx-syntax')
  })
})

describe('docslint schema', () => {
  it('prints the docs.json JSON Schema as shipped, with its $id for editors', () => {
    const run = runCli(['schema'])
    const shipped = readFileSync(path.join(projectRoot, 'schemas/docs.schema.json'), 'utf8')
    expect(run).toEqual({ status: 0, stdout: shipped, stderr: '' })
    expect(JSON.parse(run.stdout).$id).toBe('https://raw.githubusercontent.com/docslint/docslint/main/schemas/docs.schema.json')
  })

  it('is listed in the help', () => {
    expect(runCli(['--help']).stdout).toMatch(/^ {2}schema \[options\] +print the JSON Schema of docs\.json/m)
  })
})
