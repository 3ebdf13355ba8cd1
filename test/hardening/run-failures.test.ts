import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { failureReport } from '../../src/cli/main.js'
import { RunFailure } from '../../src/engine.js'
import { docsJson, page, withSite } from '../helpers.js'
import { projectRoot, runCli } from '../e2e/run-cli.js'
import { spawnSync } from 'node:child_process'

/** Issue 18, class 8: a run that fails says why in one line on standard error, exit 2, and writes no report. */
describe('every run failure is exit 2, one line on standard error, nothing on standard output', () => {
  const cases: [string, string[], Record<string, string>, RegExp][] = [
    ['a path that does not exist', ['check', 'nowhere'], {}, /^docslint: No such file or folder: nowhere\n$/],
    ['a .docslintrc.yaml that is not YAML', ['check', '.'], { '.docslintrc.yaml': 'rules:\n  image-alt: [\n' }, /^docslint: \.docslintrc\.yaml:3:1: invalid YAML: .+\n$/],
    // Found by the fuzz suite (tool-config 20261125/323): 100,000 errors on one line, each copied with its line by the YAML parser, took a minute.
    ['a .docslintrc.yaml with 100,000 syntax errors on one 200 KB line: its first', ['check', '.'], { '.docslintrc.yaml': `rules:\n  image-frame: warn\noverrides:\n  - files: [-alt: o"guides/${'[]'.repeat(100_000)}\n` }, /^docslint: \.docslintrc\.yaml:4:28: invalid YAML: Unexpected flow-seq-start at node end\n$/],
    ['a .docslintrc.yml in a folder of pages that is not YAML', ['check', '.'], { 'guides/.docslintrc.yml': 'rules: [\n', 'guides/setup.mdx': page('Set up.\n') }, /^docslint: guides\/\.docslintrc\.yml:2:1: invalid YAML: .+\n$/],
    ['a .docslintrc.yaml nested 100,000 deep on one line (`: : :`): refused before the parser recurses', ['check', '.'], { '.docslintrc.yaml': `rules:\n  ${': '.repeat(100_000)}\n` }, /^docslint: \.docslintrc\.yaml:2:129: it nests more than 64 levels deep here; docslint does not read a configuration this deep\n$/],
    ['an unknown rule in the configuration', ['check', '.'], { '.docslintrc.json': '{"rules": {"image-alts": "off"}}' }, /^docslint: Unknown rule `image-alts` in `\.docslintrc\.json`; did you mean `image-alt`\?\n$/],
    [
      'configuration files that extend each other',
      ['check', '.'],
      { '.docslintrc.json': '{"extends": ["docslint:recommended", "./config/base.json"]}', 'config/base.json': '{"extends": "../.docslintrc.json"}' },
      /^docslint: Configuration files extend each other in a cycle: `\.docslintrc\.json` extends `config\/base\.json` extends `\.docslintrc\.json`\n$/
    ],
    ['an extended configuration file that does not exist', ['check', '.'], { '.docslintrc.yaml': 'extends: [docslint:strict, ./base.yaml]\n' }, /^docslint: `base\.yaml` \(extended by `\.docslintrc\.yaml`\) does not exist\n$/],
    ['a configuration file that does not exist', ['check', '.', '--config', 'nope.json'], {}, /^docslint: Cannot read given file `nope\.json`: ENOENT: .+\n$/],
    ['an ignore file that does not exist', ['check', '.', '--ignore-path', 'nope.ignore'], {}, /^docslint: nope\.ignore does not exist\n$/]
  ]
  it.each(cases)('%s', async (_name, args, files, stderr) => {
    await withSite({ 'docs.json': docsJson(), 'index.mdx': page('Hello.\n'), ...files }, async (root) => {
      const result = runCli([...args, '--format', 'json'], root)
      expect(result.status).toBe(2)
      expect(result.stdout).toBe('')
      expect(result.stderr).toMatch(stderr)
    })
  })

  it('`check -o` makes the folders the report goes in, as ESLint does, and writes nothing else', async () => {
    await withSite({ 'docs.json': docsJson(), 'index.mdx': page('Hello.\n') }, async (root) => {
      const result = runCli(['check', '.', '-o', 'no/such/folder/report.json', '--format', 'json'], root)
      expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({ status: 0, stdout: '', stderr: '' })
      expect(JSON.parse(readFileSync(path.join(root, 'no/such/folder/report.json'), 'utf8'))).toHaveLength(2)
      expect(readdirSync(path.join(root, 'no/such/folder'))).toEqual(['report.json'])
    })
  })

  it('`build --out` under a file', async () => {
    await withSite({ 'docs.json': docsJson(), 'index.mdx': page('Hello.\n'), 'file.txt': 'x' }, async (root) => {
      writeFileSync(path.join(root, 'file.txt'), 'x')
      const result = runCli(['build', '.', '--out', 'file.txt/out'], root)
      expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 2, stderr: `docslint: the output folder file.txt/out cannot be made: ${path.join(root, 'file.txt')} is a file, not a folder\n` })
    })
  })
})

describe('a folder that cannot be made', () => {
  // Node's recursive mkdirSync spins for ever where the file system answers ENOENT under a folder that exists (/proc).
  it.each([['build', '--out'], ['check', '-o']])('`%s %s` under /proc: one line, exit 2, no hang', async (command, flag) => {
    await withSite({ 'docs.json': docsJson(), 'index.mdx': page('Hello.\n') }, async (root) => {
      const target = command === 'build' ? '/proc/docslint-nothing/out' : '/proc/docslint-nothing/report.json'
      const result = spawnSync(process.execPath, [path.join(projectRoot, 'dist/src/cli.js'), command, '.', flag, target], { cwd: root, encoding: 'utf8', timeout: 30_000, env: { ...process.env, NO_COLOR: '1' } })
      expect({ status: result.status, signal: result.signal, stderr: result.stderr }).toEqual({ status: 2, signal: null, stderr: expect.stringMatching(/^docslint: .*\/proc\/docslint-nothing.*\n$/) })
    })
  })
})

describe('the failure line', () => {
  it('an internal error: one line, the stack trace only with --debug', () => {
    const error = new TypeError('x is not a function\n    at somewhere')
    expect(failureReport(error, false)).toBe('docslint: internal error: x is not a function (run again with --debug for the stack trace, and please report it)\n')
    expect(failureReport(error, true)).toBe(`docslint: internal error: x is not a function\n${error.stack}\n`)
  })

  it('a run failure of several lines keeps its first', () => {
    expect(failureReport(new RunFailure('the reason\n\n> 1 | {\n    |  ^'), false)).toBe('docslint: the reason\n')
  })
})
