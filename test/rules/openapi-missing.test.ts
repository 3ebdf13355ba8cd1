import { docsJson, page } from '../helpers.js'
import { testRule } from './tester.js'

const spec = "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\n"
const index = page('Welcome.\n')

testRule('openapi-missing', {
  valid: [
    { name: 'specs that exist, with and without a leading slash', files: { 'docs.json': docsJson({ openapi: ['openapi.yaml', '/specs/v2.json'] }), 'index.mdx': index, 'openapi.yaml': spec, 'specs/v2.json': '{"openapi": "3.1.0", "info": {"title": "T", "version": "2"}, "paths": {}}' } }
  ],
  invalid: [
    {
      name: 'a spec that does not exist, on its entry',
      files: { 'docs.json': docsJson({ openapi: 'openapi.yml' }), 'index.mdx': index, 'openapi.yaml': spec },
      messages: [{ file: 'docs.json', at: '11:14-11:27', reason: 'OpenAPI file `openapi.yml` does not exist in the site (paths in `openapi` start from the folder of docs.json)' }]
    },
    {
      name: 'the one missing spec of a list',
      files: { 'docs.json': docsJson({ openapi: ['openapi.yaml', 'specs/v2.yaml'] }), 'index.mdx': index, 'openapi.yaml': spec },
      messages: [{ file: 'docs.json', at: '13:5-13:20', reason: 'OpenAPI file `specs/v2.yaml` does not exist in the site (paths in `openapi` start from the folder of docs.json)' }]
    }
  ]
})
