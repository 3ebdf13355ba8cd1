import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')

testRule('nav-duplicate-page', {
  valid: [
    { name: 'each page once', files: { 'docs.json': docsJson(navigationOf('index', 'setup')), 'index.mdx': index, 'setup.mdx': index } },
    {
      name: 'a page in groups of different versions',
      files: {
        'docs.json': docsJson({ versions: ['v1', 'v2'], navigation: [{ group: 'Start', version: 'v1', pages: ['index'] }, { group: 'Start', version: 'v2', pages: ['index'] }] }),
        'index.mdx': index
      }
    }
  ],
  invalid: [
    {
      name: 'a page listed twice in one group, on the second listing',
      files: { 'docs.json': docsJson(navigationOf('index', 'setup', 'index')), 'index.mdx': index, 'setup.mdx': index },
      messages: [{ file: 'docs.json', at: '9:9-9:16', reason: 'Page `index` is listed again; it is first listed at 7:9 (group `Start`)' }]
    },
    {
      name: 'a page listed again in a nested group, with the groups of the first listing',
      files: {
        'docs.json': docsJson({ navigation: [{ group: 'Start', pages: [{ group: 'Basics', pages: ['setup'] }] }, { group: 'More', pages: ['/setup.mdx'] }] }),
        'setup.mdx': index
      },
      messages: [{ file: 'docs.json', at: '18:9-18:21', reason: 'Page `setup` is listed again; it is first listed at 10:13 (group `Start` › `Basics`)' }]
    }
  ]
})
