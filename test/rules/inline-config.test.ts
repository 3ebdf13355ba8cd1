import { page } from '../helpers.js'
import { testRule } from './tester.js'

testRule('inline-config', {
  valid: [
    { name: 'known rule ids', text: page('{/* docslint-disable image-frame image-alt */}\n') },
    { name: 'no rule ids (all rules)', text: page('{/* docslint-disable */}\n') },
    { name: 'an ordinary comment', text: page('{/* TODO: screenshots */}\n') },
    { name: 'the Markdown form in .md', text: page('<!-- docslint-ignore link-text -->\n'), path: 'docs/page.md' }
  ],
  invalid: [
    {
      name: 'a misspelt rule id, with the closest',
      text: page('{/* docslint-disable image-fram */}\n'),
      messages: [{ at: '6:1-6:36', reason: '`docslint-disable` names an unknown rule `image-fram`; did you mean `image-frame`?' }]
    },
    {
      name: 'an unknown verb',
      text: page('{/* docslint-disabel image-frame */}\n'),
      messages: [{ at: '6:1-6:37', reason: 'Unknown docslint comment `docslint-disabel`: use `docslint-disable`, `docslint-enable` or `docslint-ignore`' }]
    }
  ]
})
