import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from './run-cli.js'

const site = path.join(projectRoot, 'examples/acme')
const PIPED_PAGE = '---\ntitle: "Quickstart"\ndescription: "Start here."\n---\n\nSee [the guide](/guides/deploy) and [nowhere](/nowhere).\n'

/** The built CLI with `input` on its standard input, from the example site's folder. */
function runPiped(args: string[], input: string) {
  const result = spawnSync(process.execPath, [path.join(projectRoot, 'dist/src/cli.js'), ...args], { cwd: site, input, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('docslint check --stdin --stdin-filename <file>', () => {
  it('checks the piped text as that page of its site, reports it alone, and leaves the file as it is', () => {
    const before = readFileSync(path.join(site, 'quickstart.mdx'), 'utf8')
    expect(runPiped(['check', '--stdin', '--stdin-filename', 'quickstart.mdx'], PIPED_PAGE)).toEqual({
      status: 1,
      stdout:
        'quickstart.mdx\n  6:37  error  Link `/nowhere` leads to `/nowhere`, which is no page of the site  link-broken\n\n✖ 1 problem (1 error, 0 warnings, 0 info)\n',
      stderr: ''
    })
    expect(readFileSync(path.join(site, 'quickstart.mdx'), 'utf8')).toBe(before)
  })

  it('checks piped docs.json text as the site configuration', () => {
    const config = readFileSync(path.join(site, 'docs.json'), 'utf8').replace('"name": "Acme Cloud",', '"name": 42,')
    const result = runPiped(['check', '--stdin', '--stdin-filename', 'docs.json', '--format', 'json'], config)
    expect(result.status).toBe(1)
    const files = JSON.parse(result.stdout) as { path: string; messages: { ruleId: string; line: number }[] }[]
    expect(files.map((file) => file.path)).toEqual(['docs.json'])
    expect(files[0].messages.map((message) => `${message.ruleId} ${message.line}`)).toContain('config-schema 3')
  })

  it.each<[string, string[], string]>([
    ['--stdin without a file name', ['--stdin'], '--stdin needs --stdin-filename <file>: the path of the page the piped text stands for, in its site'],
    ['--stdin-filename without --stdin', ['--stdin-filename', 'quickstart.mdx'], '--stdin-filename names the file that text piped in with --stdin stands for: add --stdin'],
    ['a file that does not exist', ['--stdin', '--stdin-filename', 'new.mdx'], '--stdin-filename new.mdx: no such file; the piped text is checked as a file of its site, which must exist'],
    ['another path besides', ['introduction.mdx', '--stdin', '--stdin-filename', 'quickstart.mdx'], '--stdin checks the piped text as quickstart.mdx: name no other path (introduction.mdx)'],
    ['--fix', ['--stdin', '--stdin-filename', 'quickstart.mdx', '--fix'], '--stdin checks the piped text only: it does not go with --fix, --fix-dry-run, --watch, --changed, --since or --staged']
  ])('fails in one line, exit 2, on %s', (_name, args, reason) => {
    expect(runPiped(['check', ...args], PIPED_PAGE)).toEqual({ status: 2, stdout: '', stderr: `docslint: ${reason}\n` })
  })
})
