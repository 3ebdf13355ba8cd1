import { page } from '../helpers.js'
import { testRule } from './tester.js'

testRule('heading-increment', {
  valid: [
    { name: 'one level at a time, and back up', text: page('## A\n\n### B\n\n#### C\n\n## D\n') },
    { name: 'a first heading (heading-start checks it)', text: page('### A\n') }
  ],
  invalid: [
    {
      name: 'a skipped level',
      text: page('## Install\n\n#### With npm\n'),
      messages: [{ at: '8:1-8:14', reason: 'Heading level 4 follows level 2: use level 3 (`###`)' }]
    },
    {
      name: 'each skip once',
      text: page('## A\n\n#### B\n\n###### C\n'),
      messages: [
        { at: '8:1-8:7', reason: 'Heading level 4 follows level 2: use level 3 (`###`)' },
        { at: '10:1-10:9', reason: 'Heading level 6 follows level 4: use level 5 (`#####`)' }
      ]
    }
  ]
})
