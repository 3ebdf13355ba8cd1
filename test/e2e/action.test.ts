import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Log } from 'sarif'
import { parse } from 'yaml'
import { sarifSchemaErrors } from '../report/sarif-schema.js'
import { xmlSchemaErrors, xmlString } from '../report/xml-schema.js'
import { runAction, type ActionResult } from './action-runner.js'
import { addFixtureSite, commitAll, snapshotCheckout, tempRepo } from './git.js'
import { readmeSnippet } from './readme.js'
import { projectRoot } from './run-cli.js'



/*
 * The action runs from this checkout as GitHub runs it (action.yml: `node20`, dist-action/index.js, the
 * committed bundle), except where a test runs it from a fresh checkout with nothing installed.
 */
function runOnSite(
  sites: Record<string, string>,
  inputs: Record<string, unknown>,
  machine: { actionPath?: string; metadataFile?: string; env?: Record<string, string> } = {}
): ActionResult & { sha: string } {
  const workspace = tempRepo('docslint-action-')
  for (const [folder, fixture] of Object.entries(sites)) addFixtureSite(workspace, fixture, folder)
  const sha = commitAll(workspace, 'Docs')
  const github = { repository: 'acme/docs', sha, serverUrl: 'https://github.com' }
  const { actionPath = projectRoot, metadataFile, env } = machine
  return { ...runAction({ actionPath, metadataFile, workspace, with: inputs, github, env }), sha }
}

/** `npm`, `npx` and `tsc` that record their calls and fail: a run that needs them cannot pass. */
function forbiddenTools(): { bin: string; calls: string } {
  const bin = mkdtempSync(path.join(tmpdir(), 'docslint-no-npm-'))
  const calls = path.join(bin, 'calls')
  writeFileSync(calls, '')
  for (const tool of ['npm', 'npx', 'tsc']) {
    writeFileSync(path.join(bin, tool), `#!/bin/sh\necho "${tool} $*" >> '${calls}'\nexit 97\n`, { mode: 0o755 })
  }
  return { bin, calls }
}

describe('the GitHub Action (action.yml, a node20 action run as the runner does)', () => {
  it('annotates every finding, sets the outputs, writes SARIF and the summary, and fails on errors', () => {
    const result = runOnSite({ docs: 'config-defects' }, { root: 'docs' })
    expect(result.status).toBe(1)
    expect(result.annotations).toHaveLength(10)
    expect(result.annotations[1]).toEqual({
      level: 'error',
      properties: { file: 'docs/docs.json', line: '2', col: '11', endLine: '2', endColumn: '13', title: 'config-schema' },
      message: '`name` must be a string, not a whole number (`42`)'
    })
    // `:` and `,` survive the escaping of a message, as the runner reads it back.
    expect(result.annotations[7].message).toBe(
      '`api.auth.name` is `"username"`, which is not shaped `[usernameName]:[passwordName]`, as it must be when `method` is `basic` (for example `username:password`)'
    )
    expect(result.annotations.map((annotation) => annotation.level)).toEqual([
      'error', 'error', 'warning', 'error', 'error', 'error', 'error', 'error', 'notice', 'warning'
    ])
    expect(result.outputs).toEqual({ 'error-count': '7', 'warning-count': '2', 'sarif-file': expect.stringMatching(/\/docslint\.sarif$/), 'report-file': '' })
    const log = JSON.parse(readFileSync(result.outputs['sarif-file'], 'utf8')) as Log
    expect(sarifSchemaErrors(log)).toEqual([])
    expect(log.runs[0].results).toHaveLength(10)
    expect(log.runs[0].results?.[0].locations?.[0].physicalLocation?.artifactLocation?.uri).toBe('docs/docs.json')
    const blob = `https://github.com/acme/docs/blob/${result.sha}/docs/docs.json`
    const rule = (id: string) => `[\`${id}\`](https://github.com/docslint/docslint/blob/main/docs/rules/${id}.md)`
    expect(result.summary.split('\n').slice(0, 13)).toEqual([
      '### docslint',
      '',
      '7 errors, 2 warnings and 1 info in 1 of 1 file.',
      '',
      '| Rule | Errors | Warnings | Info |',
      '| :- | -: | -: | -: |',
      `| ${rule('config-schema')} | 7 | 0 | 0 |`,
      `| ${rule('config-unknown-key')} | 0 | 2 | 0 |`,
      `| ${rule('config-deprecated')} | 0 | 0 | 1 |`,
      '',
      'Findings, errors first:',
      '',
      '| Where | Severity | Rule | Message |'
    ])
    expect(result.summary).toContain(
      `| [docs/docs.json:9:30](${blob}#L9) | error | ${rule('config-schema')} | \`topAnchor.iconType\` is \`"solid-sharp"\`, which is not allowed:`
    )
    expect(result.summary.trimEnd().split('\n').pop()).toBe(
      `| [docs/docs.json:12:5](${blob}#L12) | info | ${rule('config-deprecated')} | \`api.maintainOrder\` is announced to become the default behaviour; the setting will then be deprecated and can be removed |`
    )
  })

  it('runs from a fresh checkout of the action: one bundled file, nothing installed or compiled', () => {
    const { repo: actionPath } = snapshotCheckout()
    expect(existsSync(path.join(actionPath, 'node_modules'))).toBe(false)
    expect(existsSync(path.join(actionPath, 'dist'))).toBe(false)
    const tools = forbiddenTools()
    const result = runOnSite({ docs: 'config-defects' }, { root: 'docs' }, { actionPath, env: { PATH: `${tools.bin}:${process.env.PATH}` } })
    expect(readFileSync(tools.calls, 'utf8')).toBe('')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(1)
    expect(result.outputs).toMatchObject({ 'error-count': '7', 'warning-count': '2' })
    expect(result.annotations).toHaveLength(10)
    expect(sarifSchemaErrors(JSON.parse(readFileSync(result.outputs['sarif-file'], 'utf8')))).toEqual([])
  })

  it('checks pages in worker threads from a fresh checkout (the bundled page worker), as in the main thread', () => {
    const { repo: actionPath } = snapshotCheckout()
    const [inProcess, workers] = ['1', '2'].map((threads) => runOnSite({ docs: 'page-rules' }, { root: 'docs', args: `--concurrency ${threads}` }, { actionPath }))
    expect(workers.stderr).toBe('')
    expect(inProcess.annotations.length).toBeGreaterThan(20)
    expect(workers.annotations).toEqual(inProcess.annotations)
    expect(workers.outputs['error-count']).toBe(inProcess.outputs['error-count'])
  })

  it('checks spelling with the English dictionary that the build copies beside the bundle', () => {
    const { repo: actionPath } = snapshotCheckout()
    // The bundle as `npm run build:action` makes it from the sources now, in the fresh checkout.
    const build = spawnSync(process.execPath, ['scripts/build-action.mjs', path.join(actionPath, 'dist-action')], { cwd: projectRoot, encoding: 'utf8' })
    expect(build.status).toBe(0)
    expect(existsSync(path.join(actionPath, 'node_modules'))).toBe(false)
    const spelling = (result: ActionResult) => result.annotations.filter((annotation) => annotation.properties.title === 'prose-spelling')
    const carried = runOnSite({ docs: 'style' }, { root: 'docs' }, { actionPath })
    expect(carried.stderr).toBe('')
    expect(spelling(carried)).toEqual([
      {
        level: 'warning',
        properties: expect.objectContaining({ file: 'docs/defects.mdx', line: '28', col: '25' }),
        message: 'Unknown word `convinient`: `convenient`? If it is right, add it to `.docslint-words`'
      }
    ])
    // Without the dictionary beside it, the bundle cannot check spelling and says so once a page.
    rmSync(path.join(actionPath, 'dist-action/dictionary-en'), { recursive: true })
    const without = spelling(runOnSite({ docs: 'style' }, { root: 'docs' }, { actionPath }))
    expect(without.length).toBeGreaterThan(0)
    expect(without.every((annotation) => annotation.level === 'notice' && /dictionary-en.*could not be read/.test(annotation.message))).toBe(true)
  })

  it('gives the same annotations and outputs as the composite action it replaces', () => {
    // Speed is measured by the benchmark, not asserted here: the composite action
    // (test/e2e/composite-action.yml) already installed, the bundle from a fresh checkout.
    const { repo: actionPath } = snapshotCheckout()
    const composite = runOnSite({ docs: 'config-defects' }, { root: 'docs' }, { metadataFile: path.join(projectRoot, 'test/e2e/composite-action.yml') })
    const bundled = runOnSite({ docs: 'config-defects' }, { root: 'docs' }, { actionPath })
    expect(composite.stdout).toContain('docslint is already built')
    expect(bundled.annotations).toEqual(composite.annotations)
    expect(bundled.outputs['error-count']).toBe(composite.outputs['error-count'])
    expect(bundled.outputs['warning-count']).toBe(composite.outputs['warning-count'])
  })

  it('passes with warnings, unless fail-on-warnings is true', () => {
    const passing = runOnSite({ docs: 'warnings-only' }, { root: 'docs' })
    expect(passing.status).toBe(0)
    expect(passing.outputs).toMatchObject({ 'error-count': '0', 'warning-count': '1' })
    expect(passing.annotations.map((annotation) => annotation.level)).toEqual(['warning'])
    const failing = runOnSite({ docs: 'warnings-only' }, { root: 'docs', 'fail-on-warnings': true })
    expect(failing.status).toBe(1)
    expect(failing.annotations[1]).toEqual({
      level: 'error',
      properties: { title: 'docslint' },
      message: 'docslint found too many warnings (1; the maximum is 0)'
    })
    expect(failing.summary).toContain('docslint found too many warnings (1; the maximum is 0)')
  })

  it('max-warnings fails the run past the limit only', () => {
    expect(runOnSite({ docs: 'warnings-only' }, { root: 'docs', 'max-warnings': 1 }).status).toBe(0)
    expect(runOnSite({ docs: 'warnings-only' }, { root: 'docs', 'max-warnings': 0 }).status).toBe(1)
  })

  it('reports only the given paths, checked against their whole site', () => {
    const result = runOnSite({ docs: 'broken-page' }, { paths: 'docs/index.mdx' })
    expect(result.status).toBe(1)
    expect(result.annotations.map((annotation) => annotation.properties.file)).toEqual(['docs/index.mdx'])
    expect(result.summary).toContain('1 error in 1 of 1 file.')
  })

  it('writes the SARIF file where sarif-file says, from the repository root', () => {
    const result = runOnSite({ docs: 'warnings-only' }, { root: 'docs', 'sarif-file': 'reports/docslint.sarif' })
    expect(result.outputs['sarif-file']).toMatch(/^\/.*\/reports\/docslint\.sarif$/)
    const log = JSON.parse(readFileSync(result.outputs['sarif-file'], 'utf8')) as Log
    expect(log.runs[0].results?.map((sarifResult) => sarifResult.ruleId)).toEqual(['config-unknown-key'])
  })

  it('passes args to docslint check', () => {
    const result = runOnSite({ docs: 'config-defects' }, { root: 'docs', args: '--quiet' })
    expect(result.annotations.map((annotation) => annotation.level)).toEqual(Array(7).fill('error'))
    expect(result.outputs).toMatchObject({ 'error-count': '7', 'warning-count': '0' })
  })

  it('writes a JUnit report where output-file says, and names it in report-file', async () => {
    const result = runOnSite({ docs: 'config-defects' }, { root: 'docs', format: 'junit', 'output-file': 'reports/docslint.xml' })
    expect(result.status).toBe(1)
    expect(result.outputs['report-file']).toMatch(/^\/.*\/reports\/docslint\.xml$/)
    const report = readFileSync(result.outputs['report-file'], 'utf8')
    expect(await xmlSchemaErrors(report, 'junit')).toEqual([])
    expect(await xmlString(report, '/testsuites/@failures')).toBe('9')
    expect(await xmlString(report, '//testsuite/@name')).toBe('docs/docs.json')
  })

  it('writes a Checkstyle report in the temporary folder by default, with the errors only under --quiet', async () => {
    const result = runOnSite({ docs: 'config-defects' }, { root: 'docs', format: 'checkstyle', args: '--quiet' })
    expect(result.outputs['report-file']).toMatch(/\/docslint-checkstyle\.xml$/)
    const report = readFileSync(result.outputs['report-file'], 'utf8')
    expect(await xmlSchemaErrors(report, 'checkstyle')).toEqual([])
    expect(await xmlString(report, 'count(//error[@severity="error"])')).toBe('7')
    expect(await xmlString(report, 'count(//error)')).toBe('7')
  })

  it('without format, writes no other report: report-file is empty', () => {
    expect(runOnSite({ docs: 'warnings-only' }, { root: 'docs' }).outputs['report-file']).toBe('')
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing config file', { root: 'docs', config: 'nope.json' }, 'nope.json'],
    ['an invalid fail-on-warnings', { root: 'docs', 'fail-on-warnings': 'yes' }, 'The input `fail-on-warnings` is `yes`: use `true` or `false`'],
    ['an unknown flag in args', { root: 'docs', args: '--frobnicate' }, "unknown option '--frobnicate'"],
    ['an unknown format', { root: 'docs', format: 'html' }, 'The input `format` is `html`: use one of `stylish`, `json`, `sarif`, `github`, `junit`, `checkstyle`']
  ])('a run that cannot check (%s) fails with exit 2, says why, and writes no SARIF', (_name, inputs, reason) => {
    const result = runOnSite({ docs: 'warnings-only' }, inputs)
    expect(result.status).toBe(2)
    expect(result.annotations).toEqual([{ level: 'error', properties: { title: 'docslint' }, message: expect.stringContaining(reason) }])
    expect(result.annotations[0].message).toMatch(/^docslint could not run: /)
    expect(result.outputs).toEqual({ 'error-count': '', 'warning-count': '', 'sarif-file': '', 'report-file': '' })
    expect(result.summary).toMatch(/^### docslint\n\ndocslint could not run: /)
  })

  describe("the README's workflow", () => {
    interface WorkflowStep {
      id?: string
      uses?: string
      if?: string
      with?: Record<string, unknown>
    }
    const workflow = parse(readmeSnippet('yaml', 'docslint/docslint@v1')) as { jobs: Record<string, { steps: WorkflowStep[] }> }
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
    const docslintStep = steps.find((step) => step.uses?.startsWith('docslint/docslint@'))!
    const upload = steps.find((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@'))!

    it("runs the action with the workflow's inputs on a site in docs/", () => {
      const result = runOnSite({ docs: 'broken-page' }, docslintStep.with ?? {})
      expect(result.status).toBe(1)
      expect(result.annotations.map((annotation) => `${annotation.properties.file}:${annotation.properties.line}`)).toEqual(['docs/index.mdx:8'])
      expect(sarifSchemaErrors(JSON.parse(readFileSync(result.outputs['sarif-file'], 'utf8')))).toEqual([])
    })

    it('uploads the SARIF file the action names, even after the check failed', () => {
      const sarifOutput = `steps.${docslintStep.id}.outputs.sarif-file`
      expect(upload.with?.sarif_file).toBe(`\${{ ${sarifOutput} }}`)
      expect(upload.if).toBe(`\${{ !cancelled() && ${sarifOutput} != '' }}`)
    })
  })
})
