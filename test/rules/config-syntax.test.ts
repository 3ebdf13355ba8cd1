import { docsJson } from '../helpers.js'
import { testRule } from './tester.js'

testRule('config-syntax', {
  valid: [
    { name: 'valid JSON', text: docsJson(), alone: true },
    { name: 'a trailing comma inside a string', text: '{\n  "name": "Acme,",\n  "navigation": []\n}\n', alone: true }
  ],
  invalid: [
    {
      name: 'JSON nested 10,000 deep, at the level past 64, not parsed',
      alone: true,
      text: `{\n  "name": "Acme",\n  "x": ${'['.repeat(10000)}${']'.repeat(10000)}\n}\n`,
      messages: [{ at: '3:71-3:72', reason: 'docs.json nests more than 64 levels deep here: docslint does not read a file this deep' }]
    },
    {
      name: 'trailing comma, on the comma',
      alone: true,
      text: '{\n  "name": "Acme",\n  "navigation": [],\n}\n',
      messages: [{ at: '3:19-3:20', reason: 'Trailing comma: JSON allows no comma after the last property of an object; remove it' }],
      output: '{\n  "name": "Acme",\n  "navigation": []\n}\n'
    },
    {
      name: 'several trailing commas: all removed with the first, a comma in a string kept',
      alone: true,
      text: '{\n  "name": "Acme,}",\n  "navigation": [\n    { "group": "A", "pages": ["a", "b",], },\n  ],\n}\n',
      messages: [{ at: '4:39-4:40', reason: 'Trailing comma: JSON allows no comma after the last item of an array; remove it' }],
      output: '{\n  "name": "Acme,}",\n  "navigation": [\n    { "group": "A", "pages": ["a", "b"] }\n  ]\n}\n'
    },
    {
      name: 'trailing comma in an array',
      alone: true,
      text: '{\n  "name": "Acme",\n  "navigation": [],\n  "versions": ["v1",]\n}\n',
      messages: [{ at: '4:20-4:21', reason: 'Trailing comma: JSON allows no comma after the last item of an array; remove it' }],
      output: '{\n  "name": "Acme",\n  "navigation": [],\n  "versions": ["v1"]\n}\n'
    },
    {
      name: 'a comment',
      alone: true,
      text: '{\n  // the name\n  "name": "Acme",\n  "navigation": []\n}\n',
      messages: [{ at: '2:3-2:14', reason: 'Invalid JSON: comments are not allowed in JSON, found `// the name`' }]
    },
    {
      name: 'single quotes',
      alone: true,
      text: "{\n  'name': 'Acme'\n}\n",
      messages: [{ at: '2:3-2:9', reason: "Invalid JSON: `'name'` is not valid JSON here: JSON strings and keys need double quotes" }]
    },
    {
      name: 'missing comma between entries',
      alone: true,
      text: '{\n  "name": "Acme"\n  "navigation": []\n}\n',
      messages: [{ at: '3:3-3:15', reason: 'Invalid JSON: expected `,` between two entries, found `"navigation"`' }]
    },
    {
      name: 'unclosed object',
      alone: true,
      text: '{\n  "name": "Acme",\n  "navigation": []\n',
      messages: [{ at: '4:1-4:1', reason: 'Invalid JSON: expected `}` to close the object, found the end of the file' }]
    },
    {
      name: 'a duplicate key, on the second one',
      alone: true,
      text: '{\n  "name": "Acme",\n  "navigation": [],\n  "name": "Acme Cloud"\n}\n',
      messages: [
        {
          at: '4:3-4:9',
          reason: 'Duplicate key `name`: it is also written at 2:3, and JSON keeps only this last value; remove one of them'
        }
      ]
    },
    {
      name: 'empty file',
      alone: true,
      text: '',
      messages: [{ at: '1:1-1:1', reason: 'docs.json is empty: expected a JSON object' }]
    }
  ]
})
