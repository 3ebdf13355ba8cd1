import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')
const setup = page('Install it.\n')

testRule('nav-missing-page', {
  valid: [
    { name: 'entries naming .mdx and .md pages', files: { 'docs.json': docsJson(navigationOf('index', 'guides/setup')), 'index.mdx': index, 'guides/setup.md': setup } },
    { name: 'an entry with a leading slash', files: { 'docs.json': docsJson(navigationOf('/index')), 'index.mdx': index } },
    { name: 'an endpoint entry, which names no page', files: { 'docs.json': docsJson(navigationOf('index', 'GET /users')), 'index.mdx': index } }
  ],
  invalid: [
    {
      name: 'a misspelt entry, on the entry, with the closest page',
      files: { 'docs.json': docsJson(navigationOf('index', 'guides/setp')), 'index.mdx': index, 'guides/setup.mdx': setup },
      messages: [
        {
          file: 'docs.json',
          at: '8:9-8:22',
          reason: 'Navigation entry `guides/setp` has no page: neither `guides/setp.mdx` nor `guides/setp.md` exists; did you mean `guides/setup`?'
        }
      ]
    },
    {
      name: 'an entry in a nested group, with no page near it',
      files: { 'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', { group: 'Reference', pages: ['changelog'] }] }] }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '11:13-11:24', reason: 'Navigation entry `changelog` has no page: neither `changelog.mdx` nor `changelog.md` exists' }]
    }
  ]
})
