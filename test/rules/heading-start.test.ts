import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const levelOne = (at: string) => ({ at, reason: 'Level-1 heading in the body: the title comes from front matter, so headings start at level 2 (`##`)' })
const firstAt = (level: number, at: string) => ({ at, reason: `The first heading is level ${level}: start the body at level 2 (\`##\`)` })
/** A site whose page guides/setup.mdx is `body`, and a snippet it may import, whose text is `snippet`. */
const withSnippet = (body: string, snippet: string) => ({
  'docs.json': docsJson(navigationOf('guides/setup')),
  'guides/setup.mdx': page(body),
  'snippets/intro.mdx': snippet
})
const mdComments = 'Text <!-- a note with */ inside -->\n\n```html\n<!-- kept in code -->\n```\n\n<!-- two\nlines --> `<!-- code -->`\n\n'

testRule('heading-start', {
  valid: [
    { name: 'level 2 first', text: page('## Install\n\n### With npm\n') },
    { name: 'no headings', text: page('Text.\n') },
    { name: 'a heading inside code is not a heading', text: page('```md\n# Title\n```\n') },
    // Custom and frame pages show no title of their own: their level-1 heading is the one the reader sees.
    { name: 'a level-1 heading on a `mode: custom` page', text: '---\ntitle: Home\nmode: custom\n---\n\n# Welcome to Acme\n\n## Start\n' },
    {
      name: 'a first heading at level 3 after a snippet that renders a level-2 heading (the reader sees the level 2 first)',
      files: withSnippet("import Intro from '/snippets/intro.mdx'\n\n<Intro />\n\n### Details\n", '## Overview\n\nText.\n')
    },
    { name: 'a level-1 heading on a `mode: "frame"` page', text: '---\ntitle: Home\nmode: "frame"\n---\n\n# Welcome to Acme\n' }
  ],
  invalid: [
    { name: 'a level-1 heading', text: page('# Quick start\n\n## Install\n'), messages: [levelOne('6:1-6:14')], output: page('## Quick start\n\n### Install\n') },
    {
      name: 'a level-1 heading on a page without front matter, which the generator titles from its file name',
      text: '# Batch queue metrics\n\n## Latency\n',
      messages: [{ at: '1:1-1:22', reason: 'Level-1 heading in the body: the page is titled from its file name (it has no front matter), so headings start at level 2 (`##`)' }],
      output: '## Batch queue metrics\n\n### Latency\n'
    },
    {
      name: 'two level-1 headings: the outline shifts down one level, each heading under the same parent, one fix for the page',
      text: page('# A\n\n## a1\n\n### a2\n\n# B\n\n## b1 ##\n'),
      messages: [levelOne('6:1-6:4'), levelOne('12:1-12:4')],
      output: page('## A\n\n### a1\n\n#### a2\n\n## B\n\n### b1 ##\n')
    },
    { name: 'a shift that would take a heading past level 6: no fix', text: page('# A\n\n## B\n\n### C\n\n#### D\n\n##### E\n\n###### F\n'), messages: [levelOne('6:1-6:4')] },
    { name: 'a shift that would take a level-4 heading to level 5, which has no anchor: no fix', text: page('# A\n\n## B\n\n### C\n\n#### D\n'), messages: [levelOne('6:1-6:4')] },
    { name: 'an underlined heading: no fix (only `#` headings and <hN> elements are rewritten)', text: page('Title\n=====\n\n## Install\n'), messages: [levelOne('6:1-7:6')] },
    {
      name: 'a first heading at level 3 after a snippet without headings',
      files: withSnippet("import Intro from '/snippets/intro.mdx'\n\n<Intro />\n\n### Details\n", 'Text.\n'),
      messages: [{ file: 'guides/setup.mdx', ...firstAt(3, '10:1-10:12') }],
      output: { 'guides/setup.mdx': page("import Intro from '/snippets/intro.mdx'\n\n<Intro />\n\n## Details\n") }
    },
    {
      name: 'a first heading at level 3, the snippet rendered after it',
      files: withSnippet("import Intro from '/snippets/intro.mdx'\n\n### Details\n\n<Intro />\n", '## Overview\n'),
      messages: [{ file: 'guides/setup.mdx', ...firstAt(3, '8:1-8:12') }],
      output: { 'guides/setup.mdx': page("import Intro from '/snippets/intro.mdx'\n\n## Details\n\n<Intro />\n") }
    },
    {
      name: 'a level-1 heading on a `mode: wide` page, which shows the title',
      text: '---\ntitle: Home\nmode: wide\n---\n\n# Welcome\n',
      messages: [levelOne('6:1-6:10')],
      output: '---\ntitle: Home\nmode: wide\n---\n\n## Welcome\n'
    },
    { name: 'a first heading at level 3', text: page('### Install\n\n## Use\n'), messages: [firstAt(3, '6:1-6:12')], output: page('## Install\n\n## Use\n') },
    { name: 'a first heading at level 4, with headings under it', text: page('#### Install\n\n##### npm\n\n#### Use\n'), messages: [firstAt(4, '6:1-6:13')], output: page('## Install\n\n### npm\n\n## Use\n') },
    {
      name: 'a level-1 heading after HTML comments in a .md page (Markdown comments there): every position is kept',
      path: 'docs/guide.md',
      alone: true,
      text: page(`${mdComments}# Title\n`),
      messages: [levelOne('15:1-15:8')],
      output: page(`${mdComments}## Title\n`)
    },
    { name: 'an <h1> element', text: page('<h1>Quick start</h1>\n'), messages: [levelOne('6:1-6:21')], output: page('<h2>Quick start</h2>\n') }
  ]
})
