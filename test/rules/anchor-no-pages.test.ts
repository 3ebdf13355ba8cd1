import { docsJson, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')

testRule('anchor-no-pages', {
  valid: [
    {
      name: 'an anchor and a tab with pages below their url, an anchor to another site',
      files: {
        'docs.json': docsJson({
          anchors: [{ name: 'API', url: 'api-reference' }, { name: 'Blog', url: 'https://acme.dev/blog' }],
          tabs: [{ name: 'Guides', url: '/guides/' }]
        }),
        'index.mdx': index,
        'api-reference/introduction.mdx': index,
        'guides/setup.mdx': index
      }
    }
  ],
  invalid: [
    {
      name: 'an anchor with no page under its url, on the url',
      files: { 'docs.json': docsJson({ anchors: [{ name: 'API', url: 'api-reference' }] }), 'index.mdx': index, 'api/introduction.mdx': index },
      messages: [{ file: 'docs.json', at: '14:14-14:29', reason: "Anchor `API` has no pages: no page's URL starts with `/api-reference` (put its pages in the `api-reference/` folder)" }]
    },
    {
      name: 'a tab whose url only starts a page name',
      files: { 'docs.json': docsJson({ tabs: [{ name: 'Guides', url: '/guide' }] }), 'index.mdx': index, 'guides/setup.mdx': index },
      messages: [{ file: 'docs.json', at: '14:14-14:22', reason: "Tab `Guides` has no pages: no page's URL starts with `/guide` (put its pages in the `guide/` folder)" }]
    }
  ]
})
