import { describe, expect, it } from '@jest/globals'
import { check, RunFailure } from '../../src/engine.js'
import type { ToolConfig } from '../../src/config/rc.js'
import { specSite, twoProblems, withSite } from '../helpers.js'
import { testRule, type ExpectedMessage } from './tester.js'

const struct = (severity: ExpectedMessage['severity'] = 'error'): ExpectedMessage => ({
  file: 'spec.yaml',
  rule: 'openapi/struct',
  at: '8:7-8:13',
  reason: 'Property `sumary` is not expected here. Did you mean `summary`?',
  severity
})
const unresolved = (severity: ExpectedMessage['severity'] = 'error'): ExpectedMessage => ({
  file: 'spec.yaml',
  rule: 'openapi/no-unresolved-refs',
  at: '11:11-11:46',
  reason: "Can't resolve $ref",
  severity
})

/** A response example with a property its schema does not declare, for `openapi/no-invalid-media-type-examples`. */
const extraProperty = `openapi: 3.1.0
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
/** An OpenAPI 3.0 schema property with a `description` beside its `$ref`, which the generator shows. */
const refSibling = `openapi: 3.0.3
info: {title: T, version: '1'}
paths: {}
components:
  schemas:
    Id: {type: string}
    Invoice:
      type: object
      properties:
        id:
          $ref: '#/components/schemas/Id'
          description: The invoice's id.
`
const refSiblingMessage = (severity: ExpectedMessage['severity']): ExpectedMessage => ({
  file: 'spec.yaml',
  rule: 'openapi/spec-ref-siblings',
  at: '12:11-12:22',
  reason: 'Property `description` is not expected here because it is defined alongside `$ref`.',
  severity
})

const examples = (options: Record<string, unknown>): ToolConfig => ({ rules: { 'openapi/no-invalid-media-type-examples': ['warn', options] } })

testRule('openapi', {
  valid: [
    { name: 'a spec without problems', alone: true, files: specSite("openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200': {description: ok}\n") },
    { name: 'the family turned off', alone: true, files: specSite(twoProblems), config: { rules: { openapi: 'off' } } },
    { name: 'a rule given the options that allow the example', alone: true, files: specSite(extraProperty), config: examples({ allowAdditionalProperties: true }) }
  ],
  invalid: [
    {
      name: 'a Swagger 2.0 spec, linted by its own version',
      alone: true,
      files: specSite('swagger: "2.0"\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get:\n      responses:\n        "200": {description: ok, schema: {type: strng}}\n'),
      messages: [
        {
          file: 'spec.yaml',
          rule: 'openapi/struct',
          at: '7:49-7:54',
          reason: '`type` can be one of the following only: "object", "array", "string", "number", "integer", "boolean", "null". Did you mean `string`?'
        }
      ]
    },
    {
      name: '`nullable` in an OpenAPI 3.1 spec, with what 3.1 writes instead',
      alone: true,
      files: specSite("openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Invoice:\n      type: object\n      properties:\n        paidAt: {type: string, nullable: true}\n"),
      messages: [
        {
          file: 'spec.yaml',
          rule: 'openapi/struct',
          at: '9:32-9:40',
          reason: 'Property `nullable` is not expected here. OpenAPI 3.1 has no `nullable` (it is 3.0\'s): list `"null"` among the types instead (`type: [string, "null"]`)'
        }
      ]
    },
    // The family in the tool configuration: each case is every message of the site.
    { name: 'two problems, with no tool configuration', alone: true, files: specSite(twoProblems), config: {}, messages: [struct(), unresolved()] },
    { name: 'a rule set by its id', alone: true, files: specSite(twoProblems), config: { rules: { 'openapi/struct': 'warn' } }, messages: [struct('warn'), unresolved()] },
    { name: 'a rule turned off', alone: true, files: specSite(twoProblems), config: { rules: { 'openapi/no-unresolved-refs': 'off' } }, messages: [struct()] },
    { name: 'the family off but one rule on', alone: true, files: specSite(twoProblems), config: { rules: { openapi: 'off', 'openapi/struct': 'error' } }, messages: [struct()] },
    { name: 'the family lowered', alone: true, files: specSite(twoProblems), severity: 'warn', messages: [struct('warn'), unresolved('warn')] },
    { name: 'the strict preset', alone: true, files: specSite(twoProblems), config: { extends: 'docslint:strict' }, messages: [struct(), unresolved()] },
    {
      name: 'a rule the spec ruleset leaves off, as information',
      alone: true,
      files: specSite(twoProblems),
      config: { rules: { 'openapi/operation-operationId': 'info' } },
      messages: [
        { file: 'spec.yaml', rule: 'openapi/operation-operationId', at: '7:5-7:8', reason: 'Operation object should contain `operationId` field.', severity: 'info' },
        struct(),
        unresolved()
      ]
    },
    {
      name: 'an override for the spec',
      alone: true,
      files: specSite(twoProblems),
      config: { overrides: [{ files: 'spec.yaml', rules: { 'openapi/struct': 'off' } }] },
      messages: [unresolved()]
    },
    {
      name: 'an override for other files',
      alone: true,
      files: specSite(twoProblems),
      config: { overrides: [{ files: 'other/**', rules: { 'openapi/struct': 'off' } }] },
      messages: [struct(), unresolved()]
    },
    // The generator shows a description (or summary) written beside a `$ref`: recommended only informs about it.
    { name: 'a description beside a $ref in OpenAPI 3.0, in the recommended preset', alone: true, files: specSite(refSibling), messages: [refSiblingMessage('info')] },
    { name: 'a description beside a $ref in OpenAPI 3.0, in the strict preset', alone: true, files: specSite(refSibling), config: { extends: 'docslint:strict' }, messages: [refSiblingMessage('info')] },
    { name: 'a description beside a $ref, the rule raised by its id', alone: true, files: specSite(refSibling), config: { rules: { 'openapi/spec-ref-siblings': 'error' } }, messages: [refSiblingMessage('error')] },
    {
      name: 'a rule given options, passed on to redocly',
      alone: true,
      files: specSite(extraProperty),
      config: examples({ allowAdditionalProperties: false }),
      messages: [{ file: 'spec.yaml', rule: 'openapi/no-invalid-media-type-examples', at: '12:32-12:37', reason: 'Example value must conform to the schema: must NOT have unevaluated properties `extra`.', severity: 'warn' }]
    }
  ]
})

describe('openapi/<rule> ids in the tool configuration', () => {
  /** A check of a site with twoProblems and this tool configuration. */
  const checkWith = (config: object) => withSite(specSite(twoProblems, 'yaml', { '.docslintrc.json': JSON.stringify(config) }), (root) => check({ paths: [root], cwd: root }))

  it('fail the run on an openapi/<rule> that redocly does not have, naming the closest', async () => {
    await expect(checkWith({ rules: { 'openapi/strcut': 'off' } })).rejects.toThrow(
      new RunFailure('Unknown rule `openapi/strcut`: @redocly/openapi-core has no rule `strcut`; did you mean `openapi/struct`?')
    )
  })

  it('fail the run on other unknown rule ids too', async () => {
    await expect(checkWith({ rules: { 'opnapi/struct': 'off' } })).rejects.toThrow(/Unknown rule `opnapi\/struct` in `.*\.docslintrc\.json`/)
  })
})
