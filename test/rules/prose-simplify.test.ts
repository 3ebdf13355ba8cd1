import { page } from '../helpers.js'
import { testRule } from './tester.js'

const wordy = (written: string, instead: string) => `\`${written}\` is wordy: write ${instead}`

testRule('prose-simplify', {
  valid: [
    { name: 'short phrases', text: page('To deploy, log in before you run the command.\n') },
    { name: 'terms of software that retext-simplify would shorten', text: page('The function takes multiple parameters. Track CPU utilization at a point in time, then terminate the request.\n') },
    { name: 'a short form that would repeat the word before it', text: page('This is the URL you send a request to in order to complete the token.\n') },
    { name: 'words in quotation marks', text: page('Write "to", not "in order to".\n') },
    { name: 'code, inline code, URLs and front matter', text: '---\ntitle: "In order to start"\ndescription: "Prior to running."\n---\n\nRun `in order to` or see [https://example.com/prior-to](https://example.com/prior-to).\n\n```text\nin order to utilize\n```\n' },
    { name: 'phrases given in `ignore`', options: { ignore: ['a number of'] }, text: page('It uses a number of tools.\n') },
    { name: 'legal pages, in docslint:style', path: 'docs/terms.mdx', config: { extends: ['docslint:recommended', 'docslint:style'] }, severity: 'warn', text: page('We act in accordance with the law.\n') }
  ],
  invalid: [
    { name: 'a wordy phrase', text: page('Log in prior to running the command.\n'), messages: [{ at: '6:8-6:16', reason: wordy('prior to', '`before`') }] },
    { name: 'at the start of a sentence, inside a <Note>', text: page('<Note>\n  In order to\n  deploy, log in.\n</Note>\n'), messages: [{ at: '7:3-7:14', reason: wordy('In order to', '`To`') }] },
    {
      name: 'inside a <Step>',
      text: page('<Steps>\n  <Step title="Grant types">\n    You can utilize these grant types.\n  </Step>\n</Steps>\n'),
      messages: [{ at: '8:13-8:20', reason: wordy('utilize', '`use`') }]
    },
    { name: 'in a table cell, with several short forms', text: page('| Run | Steps |\n| --- | --- |\n| `refine` | It loops a number of times. |\n'), messages: [{ at: '8:23-8:34', reason: wordy('a number of', '`some`, `several` or `many`') }] },
    { name: 'after a label', text: page('- **Descriptions**: Utilize the description field.\n'), messages: [{ at: '6:21-6:28', reason: wordy('Utilize', '`Use`') }] },
    { name: 'a phrase across lines', text: page('It failed due to the\nfact that the key expired.\n'), messages: [{ at: '6:11-7:10', reason: wordy('due to the fact that', '`because`') }] },
    { name: 'a phrase to leave out', text: page('The site is in the process of deploying.\n'), messages: [{ at: '6:13-6:30', reason: '`in the process of` is wordy: leave it out and keep the verb after it' }] }
  ]
})
