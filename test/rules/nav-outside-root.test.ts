import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')

testRule('nav-outside-root', {
  valid: [
    {
      name: 'entries and assets inside the site, `..` that stays inside',
      files: { 'docs.json': docsJson({ ...navigationOf('index', 'guides/../setup'), favicon: '/favicon.svg', logo: 'images/../logo.svg' }), 'index.mdx': index, 'setup.mdx': index, 'favicon.svg': '<svg/>', 'logo.svg': '<svg/>' }
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
    }
  ]
})
