import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { allRules } from '../../rules/index.js'
import { checkFindings } from '../helpers.js'

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites/style')

describe('the style fixture site', () => {
  it('reports each style rule once, at its planted defect, and nothing else: not on the page written in the seed style', async () => {
    const findings = (await checkFindings(site, [site], { offline: true })).map(({ file, ruleId, at }) => `${file} ${ruleId} ${at}`)
    expect(findings).toEqual([
      'api/get-user.mdx api-page-complete 4:10-4:27',
      'defects.mdx steps-procedure 8:1-10:20',
      'defects.mdx prerequisites-first 12:1-12:16',
      'defects.mdx prose-person 15:3-15:5',
      'defects.mdx prose-passive 20:13-20:39',
      'defects.mdx prose-tense 24:19-24:28',
      'defects.mdx prose-spelling 28:25-28:35',
      'defects.mdx code-error-handling 33:12-33:24',
      'defects.mdx prose-hedging 38:20-38:26',
      'defects.mdx prose-simplify 43:32-43:40'
    ])
    const reported = new Set(findings.map((line) => line.split(' ')[1]))
    expect(allRules.filter((rule) => rule.preset === 'style' && !reported.has(rule.id)).map((rule) => rule.id)).toEqual([])
  })
})
