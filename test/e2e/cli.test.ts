import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fixtureCopy, projectRoot, runCli } from './run-cli.js'

const fixtures = 'test/fixtures/sites'

interface JsonFile {
  path: string
  messages: { line?: number; column?: number; ruleId: string; fatal?: boolean | null; reason: string; url?: string; place?: { end?: { line: number; column: number } } }[]
}

function json(stdout: string): JsonFile[] {
  return JSON.parse(stdout) as JsonFile[]
}

describe('docslint check (built CLI)', () => {
  it('exits 0 on the example site and says so', () => {
    const { status, stdout, stderr } = runCli(['check', 'examples/acme'])
    expect({ status, stdout, stderr }).toEqual({ status: 0, stdout: '8 files checked: no problems found\n', stderr: '' })
  })

  it('reports each docs.json defect once, at its position, and exits 1', () => {
    const { status, stdout } = runCli(['check', `${fixtures}/config-defects`, '--format', 'json'])
    expect(status).toBe(1)
    const [file] = json(stdout)
    expect(file.path).toBe(`${fixtures}/config-defects/docs.json`)
    const summary = file.messages.map((m) => `${m.line}:${m.column}-${m.place?.end?.line}:${m.place?.end?.column} ${m.ruleId} ${m.fatal}`)
    expect(summary).toEqual([
      '1:1-1:2 config-schema true',
      '2:11-2:13 config-schema true',
      '3:3-3:14 config-unknown-key false',
      '5:16-5:23 config-schema true',
      '6:5-6:17 config-schema true',
      '8:3-8:20 config-schema true',
      '9:30-9:43 config-schema true',
      '11:42-11:52 config-schema true',
      '12:5-12:20 config-deprecated undefined',
      '14:17-14:31 config-unknown-key false'
    ])
    expect(file.messages.every((m) => m.url?.startsWith('https://github.com/docslint/docslint/blob/main/docs/rules/'))).toBe(true)
  })

  it('prints the stylish report by default: per file its path, a line per message, a summary', () => {
    const { status, stdout } = runCli(['check', `${fixtures}/broken-page`])
    expect(status).toBe(1)
    expect(stdout).toBe(
      `${fixtures}/broken-page/index.mdx\n` +
        '  8:9  error  Cannot parse MDX: Expected a closing tag for `<br>` before the end of `paragraph`. `<br>` has no content: self-close it as `<br />`  mdx-syntax\n' +
        '\n✖ 1 problem (1 error, 0 warnings, 0 info)\n'
    )
  })

  it('pads no line of the stylish report to the longest message of the run', () => {
    const { stdout } = runCli(['check', `${fixtures}/broken-page`, `${fixtures}/config-defects`])
    const lines = stdout.split('\n')
    expect(lines).toContain('   3:3   warning  Unknown key `navigaton` in docs.json; did you mean `navigation`?  config-unknown-key')
    expect(lines).toContain('  12:5   info     `api.maintainOrder` is announced to become the default behaviour; the setting will then be deprecated and can be removed  config-deprecated')
    expect(lines.filter((line) => line !== line.trimEnd())).toEqual([])
    expect(lines.at(-2)).toBe('✖ 11 problems (8 errors, 2 warnings, 1 info)')
  })

  it('--format json prints vfile-reporter-json for every file, clean ones included', () => {
    const files = json(runCli(['check', `${fixtures}/warnings-only`, '--format', 'json']).stdout)
    expect(files.map((f) => [f.path, f.messages.length])).toEqual([
      [`${fixtures}/warnings-only/docs.json`, 1],
      [`${fixtures}/warnings-only/index.mdx`, 0]
    ])
    expect(files[0].messages[0]).toMatchObject({
      line: 4,
      column: 3,
      ruleId: 'config-unknown-key',
      source: 'docslint',
      fatal: false,
      reason: 'Unknown key `colour` in docs.json; did you mean `colors`?',
      expected: ['colors'],
      actual: 'colour'
    })
  })

  it('--max-warnings fails the run only past the limit', () => {
    expect(runCli(['check', `${fixtures}/warnings-only`]).status).toBe(0)
    expect(runCli(['check', `${fixtures}/warnings-only`, '--max-warnings', '1']).status).toBe(0)
    const over = runCli(['check', `${fixtures}/warnings-only`, '--max-warnings', '0'])
    expect(over.status).toBe(1)
    expect(over.stderr).toBe('docslint found too many warnings (1; the maximum is 0)\n')
  })

  it('--quiet reports errors only', () => {
    const [file] = json(runCli(['check', `${fixtures}/config-defects`, '--format', 'json', '--quiet']).stdout)
    expect(file.messages.map((m) => m.ruleId)).toEqual(Array(7).fill('config-schema'))
    expect(runCli(['check', `${fixtures}/warnings-only`, '--quiet']).stdout).toBe('2 files checked: no problems found\n')
  })

  it('--output-file writes the report there and nothing to standard output', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-out-')), 'report.json')
    const { status, stdout } = runCli(['check', `${fixtures}/broken-page`, '--format', 'json', '--output-file', out])
    expect({ status, stdout }).toEqual({ status: 1, stdout: '' })
    expect(json(readFileSync(out, 'utf8'))[1].messages[0].ruleId).toBe('mdx-syntax')
  })

  it('reports a named file alone', () => {
    const files = json(runCli(['check', 'examples/acme/quickstart.mdx', '--format', 'json']).stdout)
    expect(files.map((f) => f.path)).toEqual(['examples/acme/quickstart.mdx'])
  })

  it('finds the site root above a named folder', () => {
    const files = json(runCli(['check', 'guides', '--format', 'json'], path.join(projectRoot, 'examples/acme')).stdout)
    expect(files.map((f) => f.path)).toEqual(['guides/configuration.mdx', 'guides/deploy.mdx'])
  })

  it('reports config-missing for a folder with no docs.json above it', () => {
    const dir = fixtureCopy('no-config')
    const { status, stdout } = runCli(['check', '--format', 'json'], dir)
    expect(status).toBe(1)
    expect(json(stdout)[0]).toMatchObject({ path: 'docs.json', messages: [{ ruleId: 'config-missing', line: 1, column: 1, fatal: true }] })
  })

  it('reads .docslintrc.json, and ignores it with --no-config', () => {
    const dir = fixtureCopy('warnings-only')
    writeFileSync(path.join(dir, '.docslintrc.json'), JSON.stringify({ rules: { 'config-unknown-key': 'error' } }))
    expect(runCli(['check'], dir).status).toBe(1)
    expect(runCli(['check', '--no-config'], dir).status).toBe(0)
  })

  it('takes a configuration file with --config', () => {
    const dir = fixtureCopy('warnings-only')
    writeFileSync(path.join(dir, 'lint.json'), JSON.stringify({ rules: { 'config-unknown-key': 'off' } }))
    expect(json(runCli(['check', '--config', 'lint.json', '--format', 'json'], dir).stdout)[0].messages).toEqual([])
  })

  describe('fails the run with exit 2 and a one-line reason, no stack trace', () => {
    it.each([
      [['check', '--frobnicate'], "docslint: unknown option '--frobnicate' (see `docslint --help`)\n"],
      [['check', 'no/such/folder'], 'docslint: No such file or folder: no/such/folder\n'],
      [['check', '--format', 'xml'], "docslint: option '-f, --format <format>' argument 'xml' is invalid. Allowed choices are stylish, json, sarif, github, junit, checkstyle. (see `docslint --help`)\n"],
      [['check', '--max-warnings', 'many'], "docslint: option '--max-warnings <n>' argument 'many' is invalid. expected a whole number, 0 or more (see `docslint --help`)\n"]
    ])('%j', (args, stderr) => {
      const result = runCli(args)
      expect({ status: result.status, stderr: result.stderr, stdout: result.stdout }).toEqual({ status: 2, stderr, stdout: '' })
    })

    it('an unreadable tool configuration', () => {
      const dir = fixtureCopy('warnings-only')
      writeFileSync(path.join(dir, '.docslintrc.json'), '{ "rules": ')
      const result = runCli(['check'], dir)
      expect(result.status).toBe(2)
      // One line naming the file, line and column, as for any JSON docslint reads.
      expect(result.stderr).toBe('docslint: .docslintrc.json:1:12: invalid JSON: Unexpected end of JSON input\n')
      expect(result.stderr).not.toMatch(/\n\s+at /)
    })

    it('an unknown rule in the tool configuration', () => {
      const dir = fixtureCopy('warnings-only')
      writeFileSync(path.join(dir, '.docslintrc.json'), JSON.stringify({ rules: { 'config-shema': 'off' } }))
      const result = runCli(['check'], dir)
      expect(result.status).toBe(2)
      expect(result.stderr).toMatch(/Unknown rule `config-shema` in `\.docslintrc\.json`; did you mean `config-schema`\?\n$/)
    })

    it('a missing --config file', () => {
      const result = runCli(['check', '--config', 'nope.json', 'examples/acme'])
      expect(result.status).toBe(2)
      expect(result.stderr).toMatch(/^docslint: .*nope\.json.*\n$/)
    })
  })

  it('prints its version and help', () => {
    const version = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).version
    expect(runCli(['--version'])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' })
    const help = runCli(['check', '--help'])
    expect(help.status).toBe(0)
    expect(help.stdout).toContain('--max-warnings <n>')
  })
})

const corpora = path.resolve(projectRoot, '../shared/corpora')
const describeCorpora = existsSync(corpora) ? describe : describe.skip
if (!existsSync(corpora)) console.warn(`Skipping the corpus tests: ${corpora} is absent`)

describeCorpora('real sites in ../shared/corpora', () => {
  it('agentops (mint.json in the checked format) has no config errors', () => {
    const files = json(runCli(['check', path.join(corpora, 'agentops'), '--format', 'json']).stdout)
    const config = files.flatMap((f) => f.messages).filter((m) => m.ruleId.startsWith('config-'))
    expect(config.filter((m) => m.fatal === true)).toEqual([])
    expect(config.map((m) => m.ruleId).sort()).toEqual(['config-deprecated'])
  })

  it.each(['trigger.dev', 'hoppscotch'])('%s (current format) is checked: no config-format message, no config errors', (site) => {
    const files = json(runCli(['check', path.join(corpora, site), '--format', 'json']).stdout)
    const config = files.filter((f) => f.path.endsWith('docs.json')).flatMap((f) => f.messages)
    expect(config.filter((m) => m.ruleId === 'config-format' || (m.ruleId.startsWith('config-') && m.fatal === true))).toEqual([])
  })
})
