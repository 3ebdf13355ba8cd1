import { currentJson, docsJson, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')

testRule('nav-empty-group', {
  valid: [
    { name: 'seed format: groups that list pages, nested ones too', files: { 'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', { group: 'More', pages: ['index'] }] }] }), 'index.mdx': index } },
    { name: 'current format: a group that lists a page', files: { 'docs.json': currentJson(), 'index.mdx': index } },
    {
      name: 'current format: a group that makes its pages from a spec or an SDK artifact',
      files: {
        'docs.json': currentJson({
          navigation: {
            groups: [
              { group: 'Start', pages: ['index'] },
              { group: 'API', openapi: 'openapi.yaml', pages: [] },
              { group: 'SDK', sdk: { format: 'typedoc', source: 'sdk.json' }, pages: [] }
            ]
          }
        }),
        'index.mdx': index
      }
    },
    {
      name: 'a group without `pages` is config-schema\'s (a missing required key), not this rule\'s',
      files: { 'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index'] }, { group: 'Empty' }] }), 'index.mdx': index }
    }
  ],
  invalid: [
    {
      name: 'seed format: an empty group at the top, on its `pages`',
      files: { 'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index'] }, { group: 'Guides', pages: [] }] }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '12:16-12:18', reason: 'Group `Guides` has no pages: its `pages` list is empty (list a page in it, or remove the group)' }]
    },
    {
      name: 'seed format: an empty group nested in another',
      files: { 'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', { group: 'Later', pages: [] }] }] }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '10:20-10:22', reason: 'Group `Later` has no pages: its `pages` list is empty (list a page in it, or remove the group)' }]
    },
    {
      name: 'current format: an empty group inside a tab, even under a tab with a spec (the group itself makes no pages)',
      files: {
        'docs.json': currentJson({
          navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] }, { tab: 'API', openapi: 'openapi.yaml', groups: [{ group: 'Soon', pages: [] }] }] }
        }),
        'index.mdx': index
      },
      messages: [{ file: 'docs.json', at: '26:22-26:24', reason: 'Group `Soon` has no pages: its `pages` list is empty (list a page in it, or remove the group)' }]
    }
  ]
})
