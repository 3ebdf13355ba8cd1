import { describe, expect, it } from '@jest/globals'
import { lint, page } from '../helpers.js'
import { testRule } from './tester.js'

testRule('inline-config', {
  valid: [
    { name: 'known rule ids', text: page('{/* docslint-disable image-frame image-alt */}\n') },
    { name: 'no rule ids (all rules)', text: page('{/* docslint-disable */}\n') },
    { name: 'an ordinary comment', text: page('{/* TODO: screenshots */}\n') },
    { name: 'the Markdown form in .md', text: page('<!-- docslint-ignore link-text -->\n'), path: 'docs/page.md' },
    { name: 'an ESLint-style list of known rule ids', text: page('{/* docslint-disable image-alt, image-frame */}\n') },
    { name: 'disable-next-line with a known rule id', text: page('{/* docslint-disable-next-line image-alt */}\n') },
    { name: 'disable-line at the end of a line, with a list', text: page('Read [here](/a). {/* docslint-disable-line link-text, image-alt */}\n') },
    { name: 'disable-line in .md', text: page('Read [here](/a). <!-- docslint-disable-line link-text -->\n'), path: 'docs/page.md' }
  ],
  invalid: [
    {
      name: 'a misspelt rule id, with the closest',
      text: page('{/* docslint-disable image-fram */}\n'),
      messages: [{ at: '6:22-6:32', reason: '`docslint-disable` names an unknown rule `image-fram`; did you mean `image-frame`?' }]
    },
    {
      name: 'an unknown rule id in a comma list, at the id',
      text: page('{/* docslint-disable image-alt, image-fram, link-text */}\n'),
      messages: [{ at: '6:33-6:43', reason: '`docslint-disable` names an unknown rule `image-fram`; did you mean `image-frame`?' }]
    },
    {
      name: 'an unknown rule id after disable-next-line, at the id',
      text: page('{/* docslint-disable-next-line imagealt */}\n'),
      messages: [{ at: '6:32-6:40', reason: '`docslint-disable-next-line` names an unknown rule `imagealt`; did you mean `image-alt`?' }]
    },
    {
      name: 'an unknown rule id after disable-line at the end of a line, at the id',
      text: page('Read [the guide](/a). {/* docslint-disable-line link-txt */}\n'),
      messages: [{ at: '6:49-6:57', reason: '`docslint-disable-line` names an unknown rule `link-txt`; did you mean `link-text`?' }]
    },
    {
      name: 'an unknown verb',
      text: page('{/* docslint-disabel image-frame */}\n'),
      messages: [
        {
          at: '6:1-6:37',
          reason: 'Unknown docslint comment `docslint-disabel`: use `docslint-disable`, `docslint-enable`, `docslint-ignore`, `docslint-disable-line` or `docslint-disable-next-line`'
        }
      ]
    }
  ]
})

/**
 * Line comments, as ESLint's and markdownlint's: `docslint-disable-line` turns rules off on its own line,
 * `docslint-disable-next-line` on the line after it, and nowhere else (the page's lines 6 on; every message of
 * the page, at its exact place).
 */
const here = "Link text `here` does not say where it goes: use the destination's name as the link text (`[name of the destination](...)`)"
const unframed = 'Image is not wrapped in `<Frame>`: put it between `<Frame>` and `</Frame>`'
const lineCases: { name: string; body: string; path?: string; messages: string[] }[] = [
  {
    name: 'disable-line: the commented line only, not the next',
    body: 'Read [here](/a). {/* docslint-disable-line link-text */}\nRead [here](/b).\n',
    messages: [`7:6-7:16 link-text ${here}`]
  },
  {
    name: 'disable-line in .md (an HTML comment)',
    path: 'docs/page.md',
    body: 'Read [here](/a). <!-- docslint-disable-line link-text -->\nRead [here](/b).\n',
    messages: [`7:6-7:16 link-text ${here}`]
  },
  {
    name: 'disable-line without rule ids: every rule on the line',
    body: '![](/a.png) [here](/a) {/* docslint-disable-line */}\n\n![](/b.png)\n',
    messages: [`8:1-8:12 image-frame ${unframed}`, '8:1-8:12 image-alt Image has empty alt text: describe what the image shows in `![...](...)`']
  },
  {
    name: 'disable-line with a comma list: the rules it names, not the others',
    body: '![](/a.png) [here](/a) {/* docslint-disable-line image-alt,link-text */}\n',
    messages: []
  },
  {
    name: 'disable-line naming another rule: the line is still reported',
    body: 'Read [here](/a). {/* docslint-disable-line image-alt */}\n',
    messages: [`6:6-6:16 link-text ${here}`]
  },
  {
    name: 'disable-next-line: the next line only, not the commented line nor the one after',
    body: 'Read [here](/a).\n\n{/* docslint-disable-next-line link-text */}\nRead [here](/b), and\n[here](/c).\n',
    messages: [`6:6-6:16 link-text ${here}`, `10:1-10:11 link-text ${here}`]
  },
  {
    name: 'disable-next-line in .md, with spaces between rule ids',
    path: 'docs/page.md',
    body: '<!-- docslint-disable-next-line image-alt link-text -->\n![](/a.png) [here](/a)\n\n[here](/b)\n',
    messages: [`9:1-9:11 link-text ${here}`]
  }
]

describe('docslint-disable-line and docslint-disable-next-line', () => {
  it.each(lineCases)('$name', async ({ body, path, messages }) => {
    const { findings } = await lint(path ?? 'docs/page.mdx', page(body))
    expect(findings.map(({ at, ruleId, reason }) => `${at} ${ruleId} ${reason}`)).toEqual(messages)
  })
})
