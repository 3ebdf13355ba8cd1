import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')
const firstLine = '1:1-1:1'

testRule('page-duplicate-url', {
  valid: [
    { name: 'one file per URL, in folders and beside an index', files: { 'docs.json': docsJson(navigationOf('index', 'overview', 'guides', 'guides/setup')), 'index.mdx': index, 'overview.mdx': index, 'guides.md': index, 'guides/setup.mdx': index } }
  ],
  invalid: [
    {
      name: '`overview.md` beside `overview.mdx`, on both files',
      files: { 'docs.json': docsJson(navigationOf('index', 'overview')), 'index.mdx': index, 'overview.md': index, 'overview.mdx': index },
      messages: [
        { file: 'overview.md', at: firstLine, reason: '`overview.md` and `overview.mdx` are both published at `/overview`, and the site serves only one: keep one and delete or rename the other' },
        { file: 'overview.mdx', at: firstLine, reason: '`overview.mdx` and `overview.md` are both published at `/overview`, and the site serves only one: keep one and delete or rename the other' }
      ]
    },
    {
      name: 'a page beside the index page of its own folder',
      files: { 'docs.json': docsJson(navigationOf('index', 'guides')), 'index.mdx': index, 'guides.mdx': index, 'guides/index.mdx': index },
      messages: [
        { file: 'guides.mdx', at: firstLine, reason: '`guides.mdx` and `guides/index.mdx` are both published at `/guides`, and the site serves only one: keep one and delete or rename the other' },
        { file: 'guides/index.mdx', at: firstLine, reason: '`guides/index.mdx` and `guides.mdx` are both published at `/guides`, and the site serves only one: keep one and delete or rename the other' }
      ]
    }
  ]
})
