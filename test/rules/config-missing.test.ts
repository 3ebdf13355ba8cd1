import { docsJson, page } from '../helpers.js'
import { testRule } from './tester.js'

const missing = 'No docs.json found in `.` or the folders above it: a site needs a docs.json at its root with at least `name` and `navigation`'

testRule('config-missing', {
  valid: [
    { name: 'a site with docs.json', files: { 'docs.json': docsJson(), 'index.mdx': page('Text.\n') } },
    { name: 'a site with only the legacy mint.json', files: { 'mint.json': docsJson(), 'index.mdx': page('Text.\n') } }
  ],
  invalid: [
    {
      name: 'pages with no docs.json, on a docs.json at the folder checked',
      files: { 'index.mdx': page('Text.\n'), 'guides/setup.mdx': page('More text.\n') },
      alone: true,
      messages: [{ file: 'docs.json', at: '1:1', reason: missing }]
    }
  ]
})
