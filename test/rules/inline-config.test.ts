import { page } from '../helpers.js'
import { testRule } from './tester.js'

testRule('inline-config', {
  valid: [
    { name: 'known rule ids', text: page('{/* docslint-disable image-frame image-alt */}\n') },
    { name: 'no rule ids (all rules)', text: page('{/* docslint-disable */}\n') },
    { name: 'an ordinary comment', text: page('{/* TODO: screenshots */}\n') },
    { name: 'the Markdown form in .md', text: page('<!-- docslint-ignore link-text -->\n'), path: 'docs/page.md' },
    { name: 'an ESLint-style list of known rule ids', text: page('{/* docslint-disable image-alt, image-frame */}\n') },
    { name: 'disable-next-line with a known rule id', text: page('{/* docslint-disable-next-line image-alt */}\n') }
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
      name: 'an unknown verb',
      text: page('{/* docslint-disabel image-frame */}\n'),
      messages: [
        {
          at: '6:1-6:37',
          reason: 'Unknown docslint comment `docslint-disabel`: use `docslint-disable`, `docslint-enable`, `docslint-ignore` or `docslint-disable-next-line`'
        }
      ]
    }
  ]
})
