import { currentJson, page } from '../helpers.js'
import { testRule } from './tester.js'

/** A current-format docs.json whose `navigation` and `redirects` are what is given (written as JSON text, for exact places). */
const docsWith = (navigation: string, more = '') => `{\n  "name": "Acme",\n  "theme": "mint",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": ${navigation}${more}\n}\n`
const index = page('Welcome.\n')

testRule('config-ref', {
  valid: [
    {
      name: 'nested refs, each relative to the file that holds it',
      alone: true,
      files: {
        'docs.json': docsWith('{ "$ref": "./config/navigation.json" }'),
        'config/navigation.json': '{ "groups": [{ "$ref": "./groups/start.json" }] }\n',
        'config/groups/start.json': '{ "group": "Start", "pages": ["index"] }\n',
        'index.mdx': index
      }
    },
    {
      name: 'keys beside a ref merged over the object it reads (the sibling wins)',
      alone: true,
      files: {
        'docs.json': docsWith('{ "groups": [{ "group": "Start", "pages": ["index"] }] }', ',\n  "appearance": { "$ref": "./appearance.json", "default": "dark" }'),
        'appearance.json': '{ "default": "sunny", "strict": true }\n',
        'index.mdx': index
      }
    },
    {
      name: 'a ref to an array (redirects), a redirect from it serving a link',
      alone: true,
      files: {
        'docs.json': docsWith('{ "groups": [{ "group": "Start", "pages": ["index", "guide"] }] }', ',\n  "redirects": { "$ref": "./redirects.json" }'),
        'redirects.json': '[{ "source": "/old", "destination": "/guide" }]\n',
        'index.mdx': page('See [the old page](/old).\n'),
        'guide.mdx': index
      }
    },
    {
      name: 'a ref inside the languages array: its pages are part of the site',
      alone: true,
      files: {
        'docs.json': docsWith('{ "languages": [{ "language": "en", "groups": [{ "group": "Start", "pages": ["index"] }] }, { "$ref": "./fr.json" }] }'),
        'fr.json': '{ "language": "fr", "groups": [{ "group": "Démarrer", "pages": ["fr/index"] }] }\n',
        'index.mdx': index,
        'fr/index.mdx': index
      }
    }
  ],
  invalid: [
    {
      name: 'a missing file, on the ref (and no schema error for the value it stands for)',
      files: { 'docs.json': currentJson().replace(/\n}\n$/, ',\n  "redirects": { "$ref": "./redirects.json" }\n}\n'), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '17:26-17:44', reason: '`$ref` `./redirects.json` cannot be read: the file does not exist' }]
    },
    {
      name: 'invalid JSON in the referenced file, at the place in that file',
      files: {
        'docs.json': docsWith('{ "languages": [{ "language": "en", "groups": [] }, { "$ref": "./fr.json" }] }'),
        'fr.json': '{\n  "language": "fr",\n}\n',
        'index.mdx': index
      },
      messages: [{ file: 'fr.json', at: '3:1-3:2', reason: 'Invalid JSON in `fr.json` (named by `$ref` in `docs.json`): expected a property name in double quotes' }]
    },
    {
      name: 'a cycle a -> b -> a, on the ref that closes it',
      files: {
        'docs.json': docsWith('{ "$ref": "./a.json" }'),
        'a.json': '{ "$ref": "./b.json" }\n',
        'b.json': '{ "$ref": "./a.json" }\n',
        'index.mdx': index
      },
      messages: [{ file: 'b.json', at: '1:11-1:21', reason: '`$ref` `./a.json` makes a cycle (a.json → b.json → a.json): a file cannot include itself' }]
    },
    {
      name: 'a path out of the site root',
      files: { 'docs.json': docsWith('{ "$ref": "../outside.json" }'), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '5:27-5:44', reason: '`$ref` `../outside.json` leads out of the site root: the generator reads refs only inside the project' }]
    },
    {
      name: 'an absolute path',
      files: { 'docs.json': docsWith('{ "$ref": "/etc/navigation.json" }'), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '5:27-5:49', reason: '`$ref` `/etc/navigation.json` must be a relative path (like `./config/navigation.json`), from the file that holds it' }]
    },
    {
      name: 'a ref that is not a string',
      files: { 'docs.json': docsWith('{ "$ref": 3 }'), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '5:27-5:28', reason: '`$ref` must be a relative path to a JSON file in the project, as a string' }]
    }
  ]
})
