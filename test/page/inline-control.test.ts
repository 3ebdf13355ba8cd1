import { describe, expect, it } from '@jest/globals'
import { lint } from '../helpers.js'
import { page } from './rule-tester.js'

const unframed = '![The dashboard](/a.png)'

/** Rule and line of each message, for the cases below. */
async function reported(path: string, text: string): Promise<string[]> {
  const { findings } = await lint(path, text)
  return findings.map((finding) => `${finding.ruleId}@${finding.at.split(':')[0]}`)
}

describe('docslint comments in pages', () => {
  const cases: [name: string, path: string, body: string, expected: string[]][] = [
    ['no comment', 'p.mdx', `${unframed}\n`, ['image-frame@6']],
    ['disable one rule from there on', 'p.mdx', `${unframed}\n\n{/* docslint-disable image-frame */}\n\n${unframed}\n`, ['image-frame@6']],
    ['disable then enable', 'p.mdx', `{/* docslint-disable image-frame */}\n\n${unframed}\n\n{/* docslint-enable image-frame */}\n\n${unframed}\n`, ['image-frame@12']],
    ['ignore the next node only', 'p.mdx', `{/* docslint-ignore image-frame */}\n${unframed}\n\n${unframed}\n`, ['image-frame@9']],
    ['disable every rule', 'p.mdx', `{/* docslint-disable */}\n\n${unframed}\n\n[here](/x)\n`, []],
    ['another rule stays on', 'p.mdx', `{/* docslint-disable image-frame */}\n\n[here](/x)\n`, ['link-text@8']],
    ['the HTML-comment form in .md', 'p.md', `<!-- docslint-disable image-frame -->\n\n${unframed}\n`, []],
    ["remark-lint's spelling", 'p.mdx', `{/* docslint disable image-frame */}\n\n${unframed}\n`, []]
  ]

  it.each(cases)('%s', async (_name, path, body, expected) => {
    expect(await reported(path, page(body))).toEqual(expected)
  })
})
