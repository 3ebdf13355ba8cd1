import { currentJson, docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')

const spec = 'openapi: 3.0.3\ninfo: { title: Victim, version: "1" }\npaths:\n  /a:\n    get:\n      summary: index\n      responses: { "200": { description: ok } }\n'

/** A current-format site whose groups generate pages from openapi.yaml into these directories (issue 32, item 1). */
const generating = (...directories: string[]) => ({
  'docs.json': currentJson({
    navigation: { groups: [{ group: 'Start', pages: ['index'] }, ...directories.map((directory, index) => ({ group: `API ${index}`, openapi: { source: 'openapi.yaml', directory } }))] }
  }),
  'index.mdx': index,
  'openapi.yaml': spec
})

testRule('nav-outside-root', {
  valid: [
    {
      name: 'entries and assets inside the site, `..` that stays inside',
      files: { 'docs.json': docsJson({ ...navigationOf('index', 'guides/../setup'), favicon: '/favicon.svg', logo: 'images/../logo.svg' }), 'index.mdx': index, 'setup.mdx': index, 'favicon.svg': '<svg/>', 'logo.svg': '<svg/>' }
    },
    {
      name: 'generated pages in directories inside the site, `..` that stays inside, a name with dots',
      files: generating('Reference', '/api/v1/', 'guides/../reference', '..api')
    }
  ],
  invalid: [
    {
      name: 'a navigation entry that climbs out with ..',
      files: { 'docs.json': docsJson(navigationOf('index', '../private/notes')), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '8:9-8:27', reason: 'Navigation entry `../private/notes` leaves the site root: name pages by their path from the folder of docs.json' }]
    },
    {
      name: 'asset paths that climb out, on their values',
      files: { 'docs.json': docsJson({ favicon: '../favicon.svg', logo: { light: '/logo.svg', dark: '../../dark.svg' } }), 'index.mdx': index, 'logo.svg': '<svg/>' },
      messages: [
        { file: 'docs.json', at: '11:14-11:30', reason: '`favicon` `../favicon.svg` leaves the site root: it climbs out of the site root with `..`' },
        { file: 'docs.json', at: '14:13-14:29', reason: '`logo.dark` `../../dark.svg` leaves the site root: it climbs out of the site root with `..`' }
      ]
    },
    {
      name: 'an OpenAPI file that climbs out',
      files: { 'docs.json': docsJson({ openapi: '../api/openapi.yaml' }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '11:14-11:35', reason: 'OpenAPI file `../api/openapi.yaml` leaves the site root: it climbs out of the site root with `..`' }]
    },
    {
      name: 'an openapi directory that climbs out, with `..`, `\\` or `%2e%2e`, on its value',
      files: generating('../../../../elsewhere/victim', 'api/..\\..\\up', '/%2e%2e/up'),
      messages: [
        {
          file: 'docs.json',
          at: '19:24-19:54',
          reason:
            '`navigation.groups.1.openapi.directory` `../../../../elsewhere/victim` leaves the site root: it climbs out with `..`, so the pages made from the spec would be published outside the site; name a folder inside it (`api-reference`)'
        },
        {
          file: 'docs.json',
          at: '26:24-26:40',
          reason:
            '`navigation.groups.2.openapi.directory` `api/..\\..\\up` leaves the site root: it climbs out with `..`, so the pages made from the spec would be published outside the site; name a folder inside it (`api-reference`)'
        },
        {
          file: 'docs.json',
          at: '33:24-33:36',
          reason:
            '`navigation.groups.3.openapi.directory` `/%2e%2e/up` leaves the site root: it climbs out with `..`, so the pages made from the spec would be published outside the site; name a folder inside it (`api-reference`)'
        }
      ]
    }
  ]
})
