import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fixtureCopy, jsonFindings, projectRoot, runCli } from './run-cli.js'

const site = 'test/fixtures/sites/openapi'

describe('the OpenAPI checks, end to end (built CLI)', () => {
  it('report the fixture site’s specs, references and auth method, and exit 1', () => {
    const { status, stdout } = runCli(['check', site, '--format', 'json'])
    expect(status).toBe(1)
    expect(jsonFindings(stdout)).toEqual([
      `${site}/api/list-users.mdx openapi-endpoint-unknown 4:10`,
      `${site}/api/malformed.mdx openapi-endpoint-unknown 4:10`,
      `${site}/api/nope.mdx openapi-endpoint-unknown 4:10`,
      `${site}/api/other-spec.mdx openapi-endpoint-unknown 4:10`,
      `${site}/api/webhooks.mdx openapi-endpoint-unknown 4:10`,
      `${site}/docs.json openapi-auth-mismatch 4:25`,
      `${site}/docs.json openapi-missing 10:5`,
      `${site}/docs.json nav-outside-root 13:5`,
      `${site}/docs.json openapi-endpoint-unknown 28:9`,
      `${site}/specs/cycle.yaml openapi/no-unresolved-refs 26:13`,
      `${site}/specs/external.json openapi/no-unresolved-refs 12:18`,
      `${site}/specs/external.json openapi/no-unresolved-refs 13:18`,
      `${site}/specs/shared/user.yaml openapi/struct 5:16`,
      `${site}/specs/struct.yaml openapi/struct 8:7`,
      `${site}/specs/struct.yaml openapi/struct 22:41`,
      `${site}/specs/syntax.yaml openapi-syntax 9:5`
    ])
  })

  it('describe openapi/<rule> in SARIF with its description and the family’s docs', () => {
    const log = JSON.parse(runCli(['check', `${site}/specs/struct.yaml`, '--format', 'sarif']).stdout)
    expect(log.runs[0].tool.driver.rules).toEqual([
      {
        id: 'openapi/struct',
        shortDescription: { text: "OpenAPI files must pass @redocly/openapi-core's `struct` rule" },
        helpUri: 'https://github.com/docslint/docslint/blob/main/docs/rules/openapi.md',
        defaultConfiguration: { level: 'error' }
      }
    ])
  })

  it('fail the run (exit 2) on an openapi/<rule> that redocly does not have', () => {
    const dir = fixtureCopy('openapi')
    writeFileSync(path.join(dir, '.docslintrc.json'), JSON.stringify({ rules: { 'openapi/no-unresolved-ref': 'warn' } }))
    expect(runCli(['check'], dir)).toEqual({
      status: 2,
      stdout: '',
      stderr: 'docslint: Unknown rule `openapi/no-unresolved-ref`: @redocly/openapi-core has no rule `no-unresolved-ref`; did you mean `openapi/no-unresolved-refs`?\n'
    })
  })

  it('refuse a --timeout that is not a number of seconds above 0', () => {
    const { status, stderr } = runCli(['check', site, '--timeout', '0'])
    expect(status).toBe(2)
    expect(stderr).toContain("option '--timeout <seconds>' argument '0' is invalid. expected a number of seconds above 0")
  })
})

describe('remote specs, end to end (built CLI)', () => {
  let server: Server
  let base: string

  beforeAll(async () => {
    // Answers nothing: only --timeout ends the request.
    server = createServer(() => undefined)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  /** A site whose docs.json lists one remote spec on its line 3. */
  function remoteSite(): string {
    const dir = fixtureCopy('openapi')
    writeFileSync(path.join(dir, 'docs.json'), `{\n  "name": "Remote",\n  "openapi": "${base}/openapi.yaml",\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n`)
    return dir
  }

  it('give up on a spec that does not answer within --timeout, and say so', async () => {
    const { status, stdout } = await runCliAsync(['check', 'docs.json', '--timeout', '0.5', '--format', 'json'], remoteSite())
    expect(status).toBe(1)
    const [file] = JSON.parse(stdout) as { messages: { ruleId: string; line: number; column: number; reason: string }[] }[]
    expect(file.messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.reason}`)).toEqual([
      `openapi-missing 3:14 Cannot fetch \`${base}/openapi.yaml\`: no answer within 0.5 s (a longer limit: \`--timeout <seconds>\`; no remote files: \`--offline\`)`
    ])
  })

  it('skip remote specs with --offline, with an information message, and exit 0', async () => {
    const { status, stdout } = await runCliAsync(['check', 'docs.json', '--offline'], remoteSite())
    expect({ status, stdout }).toEqual({
      status: 0,
      stdout:
        `docs.json\n  3:14  info  Not checked: \`${base}/openapi.yaml\` is a remote OpenAPI file, not fetched with \`--offline\`  openapi-missing\n` +
        '\nℹ 1 problem (0 errors, 0 warnings, 1 info)\n'
    })
  })
})

describe('docslint check <spec> (built CLI): a spec named on the command line is linted', () => {
  const operation = (responses: string) => `openapi: 3.1.0\ninfo:\n  title: Acme API\n  version: 1.0.0\npaths:\n  /invoices:\n    get:\n      ${responses}:\n        '200':\n          description: The invoices.\n`

  it('reports the defect of a spec in a folder without docs.json, at its place, and exits 1', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docslint-spec-'))
    writeFileSync(path.join(dir, 'openapi.yaml'), operation('responsez'))
    expect(runCli(['check', 'openapi.yaml'], dir)).toEqual({
      status: 1,
      stdout: 'openapi.yaml\n  8:7  error  Property `responsez` is not expected here. Did you mean `responses`?  openapi/struct\n\n✖ 1 problem (1 error, 0 warnings, 0 info)\n',
      stderr: ''
    })
  })

  it('exits 0 on a clean spec, counting it as checked', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docslint-spec-'))
    writeFileSync(path.join(dir, 'openapi.yaml'), operation('responses'))
    expect(runCli(['check', 'openapi.yaml'], dir)).toEqual({ status: 0, stdout: '1 file checked: no problems found\n', stderr: '' })
  })

  it('lints a JSON spec of a site whose docs.json does not list it; a JSON file that is no spec is not one', () => {
    const dir = fixtureCopy('warnings-only')
    const spec = { openapi: '3.0.3', info: { title: 'Acme API', version: '1.0.0' }, paths: { '/invoices': { get: { responses: { '200': { description: 'The invoices.', contnet: {} } } } } } }
    writeFileSync(path.join(dir, 'api.json'), JSON.stringify(spec, null, 2) + '\n')
    writeFileSync(path.join(dir, 'data.json'), '{ "name": "not a spec" }\n')
    const { status, stdout } = runCli(['check', 'api.json', 'data.json', '--format', 'json'], dir)
    expect(status).toBe(1)
    expect(jsonFindings(stdout)).toEqual(['api.json openapi/struct 13:13'])
  })
})

/** runCli without blocking this process, whose server the CLI talks to. */
function runCliAsync(args: string[], cwd: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(projectRoot, 'dist/src/cli.js'), ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}
