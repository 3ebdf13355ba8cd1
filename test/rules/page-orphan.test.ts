import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')

testRule('page-orphan', {
  valid: [
    { name: 'every page listed, snippets not', files: { 'docs.json': docsJson(navigationOf('index', 'guides/setup')), 'index.mdx': index, 'guides/setup.md': index, 'snippets/note.mdx': 'Shared.\n' } },
    {
      name: 'a file outside `snippets/` that a page imports: a snippet, rendered into that page',
      files: { 'docs.json': docsJson(navigationOf('index')), 'index.mdx': page("import Shared from './shared/note.mdx'\n\n<Shared />\n"), 'shared/note.mdx': 'Shared.\n' }
    },
    { name: 'no docs.json to compare with', files: { 'index.mdx': index, 'other.mdx': index } },
    { name: 'the root index page, the site\'s home, unlisted', files: { 'docs.json': docsJson(navigationOf('quickstart')), 'quickstart.mdx': index, 'index.mdx': index } },
    { name: 'a page hidden by its front matter', files: { 'docs.json': docsJson(), 'index.mdx': index, 'beta.mdx': '---\ntitle: "Beta"\ndescription: "Early access."\nhidden: true\n---\n\nSoon.\n' } }
  ],
  invalid: [
    {
      name: "a page whose URL one of docs.json's redirects sends elsewhere (a wildcard one too): most likely replaced",
      files: {
        'docs.json': docsJson({ redirects: [{ source: '/guides/cursor-rules', destination: '/mcp-agent-rules' }, { source: '/examples/:slug*', destination: '/guides/examples/:slug*' }] }),
        'index.mdx': index,
        'guides/cursor-rules.mdx': index,
        'examples.mdx': index
      },
      messages: [
        {
          file: 'examples.mdx',
          at: '1:1-1:1',
          reason: 'Page `examples.mdx` is not in the navigation, and docs.json redirects its URL `/examples` to `/guides/examples`: delete the page if `/guides/examples` replaces it, or add `"examples"` to a group\'s `pages` and remove the redirect'
        },
        {
          file: 'guides/cursor-rules.mdx',
          at: '1:1-1:1',
          reason: 'Page `guides/cursor-rules.mdx` is not in the navigation, and docs.json redirects its URL `/guides/cursor-rules` to `/mcp-agent-rules`: delete the page if `/mcp-agent-rules` replaces it, or add `"guides/cursor-rules"` to a group\'s `pages` and remove the redirect'
        }
      ]
    },
    {
      name: 'an index page below the root is a page like any other',
      files: { 'docs.json': docsJson(), 'index.mdx': index, 'guides/index.mdx': index },
      messages: [{ file: 'guides/index.mdx', at: '1:1-1:1', reason: 'Page `guides/index.mdx` is not in the navigation: add `"guides/index"` to a group\'s `pages` in docs.json, or delete the page' }]
    },
    {
      name: 'a page no group lists, on its first line',
      files: { 'docs.json': docsJson(), 'index.mdx': index, 'guides/old.mdx': index },
      messages: [{ file: 'guides/old.mdx', at: '1:1-1:1', reason: 'Page `guides/old.mdx` is not in the navigation: add `"guides/old"` to a group\'s `pages` in docs.json, or delete the page' }]
    },
    {
      name: 'a page listed only as another page of a nested group',
      files: { 'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', { group: 'More', pages: ['a'] }] }] }), 'index.mdx': index, 'a.mdx': index, 'b.md': index },
      messages: [{ file: 'b.md', at: '1:1-1:1', reason: 'Page `b.md` is not in the navigation: add `"b"` to a group\'s `pages` in docs.json, or delete the page' }]
    }
  ]
})
