import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { allRules } from '../rules/index.js'
import { defaultLabel } from '../src/rule.js'

describe('rule docs', () => {
  it('the README rule table lists exactly the registered rules, with their severities and descriptions', () => {
    const readme = readFileSync('README.md', 'utf8')
    const table = readme.slice(readme.indexOf('<!-- rules:start -->'), readme.indexOf('<!-- rules:end -->'))
    const rows = [...table.matchAll(/^\| \[`([^`]+)`\]\(docs\/rules\/\1\.md\) \| ([^|]+) \| (.+) \|$/gm)].map((m) => m.slice(1, 4))
    expect(rows).toEqual(allRules.map((rule) => [rule.id, defaultLabel(rule), rule.description]))
  })

  it('every rule has an up-to-date docs page, and the README an up-to-date rule table, generated from the code', () => {
    expect(() => execFileSync(process.execPath, ['scripts/rule-docs.mjs', '--check'], { stdio: 'pipe' })).not.toThrow()
  })
})
