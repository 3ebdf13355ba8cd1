import { currentJson, docsJson, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')

testRule('version-unknown', {
  valid: [
    {
      name: 'current format: the same versions in every tab',
      files: {
        'docs.json': currentJson({
          navigation: {
            tabs: [
              { tab: 'Guides', versions: [{ version: 'v2', pages: ['index'] }, { version: 'v1', pages: ['v1/index'] }] },
              { tab: 'API', versions: [{ version: 'v2', pages: ['api'] }, { version: 'v1', pages: ['v1/api'] }] }
            ]
          }
        }),
        'index.mdx': index,
        'v1/index.mdx': index,
        'api.mdx': index,
        'v1/api.mdx': index
      }
    },
    {
      name: 'an anchor and a group of listed versions',
      files: {
        'docs.json': docsJson({ versions: ['v1', 'v2'], anchors: [{ name: 'Old', url: 'v1', version: 'v1' }], navigation: [{ group: 'Start', version: 'v2', pages: ['index'] }] }),
        'index.mdx': index,
        'v1/intro.mdx': index
      }
    }
  ],
  invalid: [
    {
      name: 'current format: a version one tab has and the first does not, with the closest',
      files: {
        'docs.json': currentJson({
          navigation: {
            tabs: [
              { tab: 'Guides', versions: [{ version: 'v2', pages: ['index'] }, { version: 'v1', pages: ['v1/index'] }] },
              { tab: 'API', versions: [{ version: 'v2', pages: ['api'] }, { version: 'V1', pages: ['v1/api'] }] }
            ]
          }
        }),
        'index.mdx': index,
        'v1/index.mdx': index,
        'api.mdx': index,
        'v1/api.mdx': index
      },
      messages: [{ file: 'docs.json', at: '36:24-36:28', reason: 'Version `V1` is not among the versions the navigation lists first (at 13:24: `v2` and `v1`); the switcher would offer it in one part of the site only; did you mean `v1`?' }]
    },
    {
      name: "an anchor's version, on its value; `v3` is as close to `v1` as to `v2`, and a slip of neither: nothing suggested",
      files: { 'docs.json': docsJson({ versions: ['v1', 'v2'], anchors: [{ name: 'Old', url: 'v1', version: 'v3' }] }), 'index.mdx': index, 'v1/intro.mdx': index },
      messages: [{ file: 'docs.json', at: '19:18-19:22', reason: 'Version `v3` is not in `versions` (`versions` lists `v1` and `v2`)' }]
    },
    {
      name: 'a nested group version with no versions list',
      files: { 'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', { group: 'Legacy', version: 'v1', pages: [] }] }] }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '10:22-10:26', reason: 'Version `v1` is not in `versions` (there is no `versions` list)' }]
    }
  ]
})
