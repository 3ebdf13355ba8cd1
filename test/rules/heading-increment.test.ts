import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const skip = (from: number, level: number, at: string) => ({ at, reason: `Heading level ${level} follows level ${from}: use level ${from + 1} (\`${'#'.repeat(from + 1)}\`)` })

/** A site whose page guides/setup.mdx is `body`, and a snippet it may import, whose text is `snippet`. */
const withSnippet = (body: string, snippet: string) => ({
  'docs.json': docsJson(navigationOf('guides/setup')),
  'guides/setup.mdx': page(body),
  'snippets/limits.mdx': snippet
})

testRule('heading-increment', {
  valid: [
    { name: 'one level at a time, and back up', text: page('## A\n\n### B\n\n#### C\n\n## D\n') },
    { name: 'a first heading (heading-start checks it)', text: page('### A\n') },
    {
      name: 'a level-4 heading after a snippet whose last heading is level 3',
      files: withSnippet("import Limits from '/snippets/limits.mdx'\n\n## Usage\n\n<Limits />\n\n#### Per minute\n", '### Rate limits\n\nText.\n')
    }
  ],
  invalid: [
    {
      name: 'a level-4 heading after a snippet whose headings are level 2',
      files: withSnippet("import Limits from '/snippets/limits.mdx'\n\n## Usage\n\n<Limits />\n\n#### Per minute\n", '## Rate limits\n'),
      messages: [{ file: 'guides/setup.mdx', ...skip(2, 4, '12:1-12:16') }],
      output: { 'guides/setup.mdx': page("import Limits from '/snippets/limits.mdx'\n\n## Usage\n\n<Limits />\n\n### Per minute\n") }
    },
    { name: 'a skipped level', text: page('## Install\n\n#### With npm\n'), messages: [skip(2, 4, '8:1-8:14')], output: page('## Install\n\n### With npm\n') },
    {
      name: 'a skipped level: the headings under it move with it, its siblings stay its siblings',
      text: page('## A\n\n#### B\n\n##### b1\n\n#### C\n\n## D\n'),
      messages: [skip(2, 4, '8:1-8:7')],
      output: page('## A\n\n### B\n\n#### b1\n\n### C\n\n## D\n')
    },
    { name: 'an <h4> element after a level 2', text: page('## A\n\n<h4>B</h4>\n'), messages: [skip(2, 4, '8:1-8:11')], output: page('## A\n\n<h3>B</h3>\n') },
    { name: 'each skip once', text: page('## A\n\n#### B\n\n###### C\n'), messages: [skip(2, 4, '8:1-8:7'), skip(4, 6, '10:1-10:9')], output: page('## A\n\n### B\n\n#### C\n') }
  ]
})
