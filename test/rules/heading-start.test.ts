import { page } from '../helpers.js'
import { testRule } from './tester.js'

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
      name: 'a level-1 heading after HTML comments in a .md page (Markdown comments there): every position is kept',
      path: 'docs/guide.md',
      alone: true,
      text: page('Text <!-- a note with */ inside -->\n\n```html\n<!-- kept in code -->\n```\n\n<!-- two\nlines --> `<!-- code -->`\n\n# Title\n'),
      messages: [{ at: '15:1-15:8', reason: 'Level-1 heading in the body: the title comes from front matter, so headings start at level 2 (`##`)' }]
    },
    {
      name: 'an <h1> element',
      text: page('<h1>Quick start</h1>\n'),
      messages: [{ at: '6:1-6:21', reason: 'Level-1 heading in the body: the title comes from front matter, so headings start at level 2 (`##`)' }]
    }
  ]
})
