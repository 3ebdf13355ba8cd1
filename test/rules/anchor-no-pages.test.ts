import { currentJson, docsJson, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')

testRule('anchor-no-pages', {
  valid: [
    {
      name: 'current format: a tab with groups, an anchor with an href, a dropdown with pages',
      files: {
        'docs.json': currentJson({
          navigation: {
            tabs: [
              { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
              { tab: 'Blog', href: 'https://acme.dev/blog' },
              { tab: 'More', dropdowns: [{ dropdown: 'SDKs', pages: ['sdks'] }] }
            ]
          }
        }),
        'index.mdx': index,
        'sdks.mdx': index
      }
    },
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
      name: 'current format: a tab with neither pages nor href, on its name',
      files: { 'docs.json': currentJson({ navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] }, { tab: 'API', groups: [] }] } }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '21:16-21:21', reason: 'Tab `API` has no pages: it lists no page or endpoint entry and has no `href` (add `groups` or `pages` to it, or remove it)' }]
    },
    {
      name: 'current format: an anchor nested in a tab with no pages',
      files: { 'docs.json': currentJson({ navigation: { tabs: [{ tab: 'Guides', anchors: [{ anchor: 'Start', pages: ['index'] }, { anchor: 'Empty', icon: 'book' }] }] } }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '19:23-19:30', reason: 'Anchor `Empty` has no pages: it lists no page or endpoint entry and has no `href` (add `groups` or `pages` to it, or remove it)' }]
    },
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
