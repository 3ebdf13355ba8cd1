import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { check, RunFailure } from '../../src/engine.js'
import { OpenApiSession } from '../../src/openapi/session.js'
import { buildSite } from '../../src/site/model.js'
import { messages } from './messages.js'
import { siteWith } from './sites.js'

/** A site whose docs.json lists one spec, `spec.<extension>`, with `text`, and whatever else is given. */
function siteWithSpec(text: string, extension = 'yaml', extra: Record<string, string> = {}): string {
  return siteWith({
    'docs.json': JSON.stringify({ name: 'API', openapi: `spec.${extension}`, navigation: [{ group: 'API', pages: [] }] }),
    [`spec.${extension}`]: text,
    ...extra
  })
}

describe('a spec that cannot be read as OpenAPI (openapi-syntax)', () => {
  it.each([
    ['a YAML syntax error', 'openapi: 3.1.0\ninfo: [unclosed\npaths: {}\n', 'yaml', '3:1-3:1', 'Cannot parse the spec as YAML: deficient indentation'],
    ['a JSON syntax error', '{"openapi": "3.1.0",\n  "info": {"title": "x",, "version": "1"}}\n', 'json', '2:25-2:25', "Cannot parse the spec as JSON: expected the node content, but found ','"],
    ['a key written twice', 'openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths: {}\npaths: {}\n', 'yaml', '4:1-4:1', 'Cannot parse the spec as YAML: duplicated mapping key'],
    ['no version', 'hello: world\n', 'yaml', '1:1-1:14', 'Not an OpenAPI document: it has no `openapi` or `swagger` version; an OpenAPI description is an object with `openapi: 3.1.0` (or 3.0.x, 3.2.x) or `swagger: "2.0"` at its top'],
    ['a list', '- a\n- b\n', 'yaml', '1:1-2:5', 'Not an OpenAPI document: the file is a list; an OpenAPI description is an object with `openapi: 3.1.0` (or 3.0.x, 3.2.x) or `swagger: "2.0"` at its top'],
    ['an empty file', '', 'yaml', '1:1-1:1', 'Not an OpenAPI document: the file is empty; an OpenAPI description is an object with `openapi: 3.1.0` (or 3.0.x, 3.2.x) or `swagger: "2.0"` at its top'],
    ['an unknown version', 'openapi: 4.0.0\ninfo: {title: x, version: "1"}\npaths: {}\n', 'yaml', '1:10-1:15', 'Not an OpenAPI document: `openapi: 4.0.0` is no OpenAPI version docslint knows: write `openapi: 3.1.0` (or 3.0.x, 3.2.x) or `swagger: "2.0"`'],
    ['an unquoted version', 'openapi: 3.0\ninfo: {title: x, version: "1"}\npaths: {}\n', 'yaml', '1:10-1:13', "Not an OpenAPI document: `openapi` must be a string, not the number `3`: quote it (`openapi: '3.1.0'`)"],
    ['an AsyncAPI file', 'asyncapi: 2.6.0\ninfo: {title: x, version: "1"}\nchannels: {}\n', 'yaml', '1:1-1:9', 'Not an OpenAPI document: this is an AsyncAPI description; an OpenAPI description is an object with `openapi: 3.1.0` (or 3.0.x, 3.2.x) or `swagger: "2.0"` at its top']
  ])('%s is reported where parsing stopped', async (_case, text, extension, at, reason) => {
    const root = siteWithSpec(text, extension)
    expect(await messages(root)).toEqual([`spec.${extension} ${at} openapi-syntax error: ${reason}`])
  })
})

describe('OpenAPI 2.0 and 3.0 specs', () => {
  it('are linted by their own version', async () => {
    const swagger = 'swagger: "2.0"\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get:\n      responses:\n        "200": {description: ok, schema: {type: strng}}\n'
    expect(await messages(siteWithSpec(swagger))).toEqual([
      'spec.yaml 7:49-7:54 openapi/struct error: `type` can be one of the following only: "object", "array", "string", "number", "integer", "boolean", "null". Did you mean `string`?'
    ])
  })
})

const twoProblems = `openapi: 3.1.0
info:
  title: T
  version: '1'
paths:
  /a:
    get:
      sumary: A
      responses:
        '200':
          $ref: '#/components/responses/Nope'
`

describe('the openapi family in the tool configuration', () => {
  const struct = 'spec.yaml 8:7-8:13 openapi/struct'
  const unresolved = 'spec.yaml 11:11-11:46 openapi/no-unresolved-refs'
  const struct_ = 'Property `sumary` is not expected here. Did you mean `summary`?'
  const unresolved_ = "Can't resolve $ref"

  it.each([
    ['nothing', {}, [`${struct} error: ${struct_}`, `${unresolved} error: ${unresolved_}`]],
    ['a rule set by its id', { rules: { 'openapi/struct': 'warn' } }, [`${struct} warn: ${struct_}`, `${unresolved} error: ${unresolved_}`]],
    ['a rule turned off', { rules: { 'openapi/no-unresolved-refs': 'off' } }, [`${struct} error: ${struct_}`]],
    ['the family off', { rules: { openapi: 'off' } }, []],
    ['the family off but one rule on', { rules: { openapi: 'off', 'openapi/struct': 'error' } }, [`${struct} error: ${struct_}`]],
    ['the family lowered', { rules: { openapi: 'warn' } }, [`${struct} warn: ${struct_}`, `${unresolved} warn: ${unresolved_}`]],
    ['the strict preset', { extends: 'docslint:strict' }, [`${struct} error: ${struct_}`, `${unresolved} error: ${unresolved_}`]],
    [
      'a rule the spec ruleset leaves off, as information',
      { rules: { 'openapi/operation-operationId': 'info' } },
      ['spec.yaml 7:5-7:8 openapi/operation-operationId info: Operation object should contain `operationId` field.', `${struct} error: ${struct_}`, `${unresolved} error: ${unresolved_}`]
    ],
    ['an override for the spec', { overrides: [{ files: 'spec.yaml', rules: { 'openapi/struct': 'off' } }] }, [`${unresolved} error: ${unresolved_}`]],
    ['an override for other files', { overrides: [{ files: 'other/**', rules: { 'openapi/struct': 'off' } }] }, [`${struct} error: ${struct_}`, `${unresolved} error: ${unresolved_}`]]
  ])('applies %s', async (_case, config, expected) => {
    const root = siteWithSpec(twoProblems, 'yaml', { '.docslintrc.json': JSON.stringify(config) })
    expect(await messages(root)).toEqual(expected)
  })

  it('passes a rule’s options on to redocly', async () => {
    const spec = `openapi: 3.1.0
info: {title: T, version: '1'}
paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {id: {type: string}}}
              example: {id: a, extra: 1}
`
    const rule = (options: object) => siteWithSpec(spec, 'yaml', { '.docslintrc.json': JSON.stringify({ rules: { 'openapi/no-invalid-media-type-examples': ['warn', options] } }) })
    expect(await messages(rule({ allowAdditionalProperties: true }))).toEqual([])
    expect((await messages(rule({ allowAdditionalProperties: false }))).map((line) => line.split(':')[0])).toEqual(['spec.yaml 12'])
  })

  it('fails the run on an openapi/<rule> that redocly does not have, naming the closest', async () => {
    const root = siteWithSpec(twoProblems, 'yaml', { '.docslintrc.json': JSON.stringify({ rules: { 'openapi/strcut': 'off' } }) })
    await expect(check({ paths: [root], cwd: root })).rejects.toThrow(
      new RunFailure('Unknown rule `openapi/strcut`: @redocly/openapi-core has no rule `strcut`; did you mean `openapi/struct`?')
    )
  })

  it('still fails the run on other unknown rule ids', async () => {
    const root = siteWithSpec(twoProblems, 'yaml', { '.docslintrc.json': JSON.stringify({ rules: { 'opnapi/struct': 'off' } }) })
    await expect(check({ paths: [root], cwd: root })).rejects.toThrow(/Unknown rule `opnapi\/struct` in `.*\.docslintrc\.json`/)
  })
})

describe('the OpenAPI stage', () => {
  it('lints only the specs whose messages can be reported, and indexes all of them', async () => {
    const root = siteWithSpec(twoProblems)
    const files = await check({ paths: [root], cwd: root })
    const site = buildSite(root, files.find((file) => file.basename === 'docs.json')!, files)
    const load = (lints: boolean) => new OpenApiSession({ timeout: 10, offline: false, lints: () => lints }).load(site)
    const [quiet, linted] = [await load(false), await load(true)]
    expect([quiet.specs[0].problems.length, linted.specs[0].problems.length]).toEqual([0, 2])
    expect([...quiet.index.byKey.keys()]).toEqual(['GET /a'])
  })

  it('indexes each operation with its spec and the place it is defined', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites/openapi')
    const files = await check({ paths: [root], cwd: root })
    const site = buildSite(root, files.find((file) => file.basename === 'docs.json')!, files)
    const { index } = await new OpenApiSession({ timeout: 10, offline: false, lints: () => false }).load(site)
    const where = (key: string) => index.byKey.get(key)!.map((endpoint) => `${endpoint.spec.name} ${endpoint.pointer} ${JSON.stringify(endpoint.spec.locate!(endpoint.pointer))}`)
    expect(where('DELETE /users/{id}')).toEqual([
      'openapi.yaml #/paths/~1users~1{id}/delete {"start":{"line":31,"column":5},"end":{"line":31,"column":11}}'
    ])
    expect(where('webhook user.created')).toEqual([
      'openapi.yaml #/webhooks/user.created/post {"start":{"line":38,"column":5},"end":{"line":38,"column":9}}'
    ])
    expect(where('GET /users').map((line) => line.split(' ')[0])).toEqual(['openapi.yaml', 'specs/external.json'])
  })

  it('reads a spec that a reference names even when docs.json does not list it, and lints it', async () => {
    const root = siteWith({
      'docs.json': JSON.stringify({ name: 'API', navigation: [{ group: 'API', pages: ['a', 'api/v2 GET /a', 'api/v2 GET /b'] }] }),
      'a.mdx': '---\ntitle: A\ndescription: The a endpoint.\nopenapi: /api/v2.yaml GET /a\n---\n',
      'api/v2.yaml': twoProblems
    })
    expect(await messages(root)).toEqual([
      'api/v2.yaml 8:7-8:13 openapi/struct error: Property `sumary` is not expected here. Did you mean `summary`?',
      "api/v2.yaml 11:11-11:46 openapi/no-unresolved-refs error: Can't resolve $ref",
      'docs.json 1:73-1:88 openapi-endpoint-unknown error: Navigation entry `api/v2 GET /b`: no operation `GET /b` in `api/v2.yaml`; did you mean `api/v2 GET /a`?'
    ])
  })

  it('relative paths in messages follow the folder the check runs in', async () => {
    const root = siteWithSpec(twoProblems)
    const files = await check({ paths: [root], cwd: path.dirname(root) })
    expect(files.map((file) => file.path)).toEqual([`${path.basename(root)}/docs.json`, `${path.basename(root)}/spec.yaml`])
  })
})
