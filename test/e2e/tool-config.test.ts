import { describe, expect, it } from '@jest/globals'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fixtureCopy, jsonFindings, runCli } from './run-cli.js'

describe('the tool configuration, end to end (built CLI)', () => {
  it('reads .docslintrc.yaml: declared components, rule options, overrides, and the snippets default', () => {
    const { status, stdout } = runCli(['check', 'test/fixtures/sites/custom-components', '--format', 'json'])
    const site = 'test/fixtures/sites/custom-components'
    expect(status).toBe(1)
    expect(jsonFindings(stdout)).toEqual([
      `${site}/index.mdx component-attributes 8:1`,
      `${site}/index.mdx component-unknown 10:1`,
      `${site}/index.mdx link-text 12:5`,
      `${site}/legacy/old.mdx component-attributes 8:1`,
      `${site}/legacy/old.mdx component-unknown 10:1`
    ])
  })

  it('fails the run (exit 2) on a bad rule option, naming the rule and the option', () => {
    const dir = fixtureCopy('custom-components')
    writeFileSync(path.join(dir, '.docslintrc.yaml'), 'rules:\n  link-text: [warn, { maxUrlLength: long }]\n')
    const result = runCli(['check'], dir)
    expect(result.status).toBe(2)
    expect(result.stderr).toBe('docslint: Bad options for rule `link-text` in `.docslintrc.yaml`: `maxUrlLength` must be integer\n')
  })

  it('takes package.json#docslint', () => {
    const dir = fixtureCopy('custom-components')
    rmSync(path.join(dir, '.docslintrc.yaml'))
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'site', docslint: { components: { Banner: {}, Widget: {} }, rules: { 'link-text': 'off' } } }))
    const result = runCli(['check', '--format', 'json'], dir)
    expect(jsonFindings(result.stdout)).toEqual([])
  })
})

describe('configuration files in JavaScript', () => {
  it('takes .docslintrc.mjs', () => {
    const dir = fixtureCopy('custom-components')
    rmSync(path.join(dir, '.docslintrc.yaml'))
    writeFileSync(path.join(dir, '.docslintrc.mjs'), "export default { components: { Banner: {}, Widget: {} }, rules: { 'link-text': 'off' } }\n")
    expect(jsonFindings(runCli(['check', '--format', 'json'], dir).stdout)).toEqual([])
  })
})
