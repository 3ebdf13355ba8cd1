import { specSite } from '../helpers.js'
import { testRule } from './tester.js'

const expected = 'an OpenAPI description is an object with `openapi: 3.1.0` (or 3.0.x, 3.2.x) or `swagger: "2.0"` at its top'

/** A case of a spec that cannot be read as OpenAPI: the one message of the whole site, where parsing stopped. */
const unreadable = (name: string, text: string, extension: string, at: string, reason: string) => ({
  name: `${name}, where parsing stopped`,
  files: specSite(text, extension),
  alone: true,
  messages: [{ file: `spec.${extension}`, at, reason }]
})

testRule('openapi-syntax', {
  valid: [
    { name: 'a YAML spec', alone: true, files: specSite('openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths: {}\n') },
    { name: 'a JSON spec', alone: true, files: specSite('{"openapi": "3.0.3", "info": {"title": "x", "version": "1"}, "paths": {}}\n', 'json') },
    { name: 'a Swagger 2.0 spec', alone: true, files: specSite('swagger: "2.0"\ninfo: {title: x, version: "1"}\npaths: {}\n') }
  ],
  invalid: [
    unreadable('a YAML syntax error', 'openapi: 3.1.0\ninfo: [unclosed\npaths: {}\n', 'yaml', '3:1-3:1', 'Cannot parse the spec as YAML: deficient indentation'),
    unreadable('a JSON syntax error', '{"openapi": "3.1.0",\n  "info": {"title": "x",, "version": "1"}}\n', 'json', '2:25-2:25', "Cannot parse the spec as JSON: expected the node content, but found ','"),
    unreadable('a key written twice', 'openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths: {}\npaths: {}\n', 'yaml', '4:1-4:1', 'Cannot parse the spec as YAML: duplicated mapping key'),
    unreadable('no version', 'hello: world\n', 'yaml', '1:1-1:14', `Not an OpenAPI document: it has no \`openapi\` or \`swagger\` version; ${expected}`),
    unreadable('a list', '- a\n- b\n', 'yaml', '1:1-2:5', `Not an OpenAPI document: the file is a list; ${expected}`),
    unreadable('an empty file', '', 'yaml', '1:1-1:1', `Not an OpenAPI document: the file is empty; ${expected}`),
    unreadable(
      'an unknown version',
      'openapi: 4.0.0\ninfo: {title: x, version: "1"}\npaths: {}\n',
      'yaml',
      '1:10-1:15',
      'Not an OpenAPI document: `openapi: 4.0.0` is no OpenAPI version docslint knows: write `openapi: 3.1.0` (or 3.0.x, 3.2.x) or `swagger: "2.0"`'
    ),
    unreadable('an unquoted version', 'openapi: 3.0\ninfo: {title: x, version: "1"}\npaths: {}\n', 'yaml', '1:10-1:13', "Not an OpenAPI document: `openapi` must be a string, not the number `3`: quote it (`openapi: '3.1.0'`)"),
    unreadable(
      'an alias bomb (a billion laughs), at the first alias',
      `openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths: {}\nx-a: &a ["x","x","x","x","x","x","x","x","x"]\n${'bcdefghi'.split('').map((name, index) => `x-${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[index]}`).join(',')}]`).join('\n')}\n`,
      'yaml',
      '5:10-5:12',
      'The spec\'s YAML aliases (`*name`) expand to more than 1,000,000 values (an "alias bomb"), more than docslint reads: write the values out, or use `$ref`'
    ),
    unreadable('an AsyncAPI file', 'asyncapi: 2.6.0\ninfo: {title: x, version: "1"}\nchannels: {}\n', 'yaml', '1:1-1:9', `Not an OpenAPI document: this is an AsyncAPI description; ${expected}`)
  ]
})
