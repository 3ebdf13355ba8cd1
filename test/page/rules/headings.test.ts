import { testRule, page } from '../rule-tester.js'

testRule('heading-start', {
  valid: [
    { name: 'level 2 first', text: page('## Install\n\n### With npm\n') },
    { name: 'no headings', text: page('Text.\n') },
    { name: 'a heading inside code is not a heading', text: page('```md\n# Title\n```\n') }
  ],
  invalid: [
    {
      name: 'a level-1 heading',
      text: page('# Quick start\n\n## Install\n'),
      messages: [{ at: '6:1-6:14', reason: 'Level-1 heading in the body: the title comes from front matter, so headings start at level 2 (`##`)' }]
    },
    {
      name: 'a first heading at level 3',
      text: page('### Install\n\n## Use\n'),
      messages: [{ at: '6:1-6:12', reason: 'The first heading is level 3: start the body at level 2 (`##`)' }]
    },
    {
      name: 'an <h1> element',
      text: page('<h1>Quick start</h1>\n'),
      messages: [{ at: '6:1-6:21', reason: 'Level-1 heading in the body: the title comes from front matter, so headings start at level 2 (`##`)' }]
    }
  ]
})

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
