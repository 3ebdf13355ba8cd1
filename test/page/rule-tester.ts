import { describe, expect, it } from '@jest/globals'
import { lint, type Finding } from '../helpers.js'

/** A page body under valid front matter: most cases are about the body alone. */
export const page = (body: string): string => `---\ntitle: "Quick start"\ndescription: "Install the SDK."\n---\n\n${body}`

export interface InvalidCase {
  name: string
  text: string
  /** Every message of the rule, in order: `line:column-line:column` and the exact reason. */
  messages: Pick<Finding, 'at' | 'reason'>[]
  path?: string
}

export interface ValidCase {
  name: string
  text: string
  path?: string
}

/** ESLint's RuleTester, for one page rule: valid pages get none of its messages, invalid ones exactly these. */
export function testRule(ruleId: string, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  describe(ruleId, () => {
    it.each(cases.valid)('passes $name', async ({ text, path }) => {
      expect(await findings(ruleId, text, path)).toEqual([])
    })
    it.each(cases.invalid)('reports $name', async ({ text, path, messages }) => {
      expect(await findings(ruleId, text, path)).toEqual(messages)
    })
  })
}

async function findings(ruleId: string, text: string, path = 'docs/page.mdx'): Promise<Pick<Finding, 'at' | 'reason'>[]> {
  const { findings } = await lint(path, text)
  const parseErrors = findings.filter((finding) => finding.ruleId === 'mdx-syntax')
  // A case that does not parse tests nothing of the rule: fail loudly instead.
  expect(parseErrors).toEqual([])
  return findings.filter((finding) => finding.ruleId === ruleId).map(({ at, reason }) => ({ at, reason }))
}
