import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'
import { optionsValidator, shapeValidator } from '../../src/config/rc-validators.js'
import { RC_AJV_OPTIONS } from '../../src/config/validator-files.js'
import { resolveSettings, ToolConfigError } from '../../src/config/rc.js'
import { allRules, ruleMetaOf } from '../../rules/index.js'
import { projectRoot } from '../e2e/run-cli.js'

/*
 * A check validates the tool configuration with the code ajv wrote for its schemas at build time
 * (schemas/validators/docslintrc.validator.cjs; test/config/docs-validators.test.ts checks it is what the schemas make
 * now), not with schemas compiled at run time: it must give, error for error, what ajv compiling them gives.
 */

const shapeSchema = JSON.parse(readFileSync(path.join(projectRoot, 'schemas/docslintrc.schema.json'), 'utf8')) as object
const compile = (schema: object): ValidateFunction => new Ajv(RC_AJV_OPTIONS).compile(schema)

const SHAPES: [string, unknown][] = [
  ['an empty configuration', {}],
  ['presets, rules, overrides and components', { extends: ['docslint:recommended', 'docslint:style'], rules: { 'link-broken': 'warn', 'heading-start': ['error', {}] }, overrides: [{ files: 'snippets/**', rules: { 'page-orphan': 0 } }], components: { Chart: { attributes: { data: { type: 'string' } } } } }],
  ['an unknown key', { rule: {} }],
  ['a severity of the wrong kind', { rules: { 'link-broken': 'fatal' } }],
  ['an override without files', { overrides: [{ rules: {} }] }],
  ['an empty list of presets', { extends: [] }],
  ['external links out of range', { externalLinks: { timeout: 0, perHost: 65, allow: 'example.com' } }],
  ['not an object', ['docslint:recommended']]
]

const OPTIONS: [string, unknown][] = [
  ['code-error-handling', { shell: true }],
  ['code-error-handling', { shell: 'yes' }],
  ['code-error-handling', { shel: true }],
  ['component-nesting', { components: 3 }],
  ['prose-spelling', { words: ['docslint'] }],
  ['prose-spelling', { words: 'docslint' }],
  ['openapi/no-invalid-media-type-examples', { allowAdditionalProperties: false }],
  ['openapi/struct', 'not options']
]

describe('the written validators of the tool configuration', () => {
  const shapeAtRunTime = compile(shapeSchema)

  it.each(SHAPES)('give the errors of the shape compiled at run time: %s', (_name, value) => {
    const written = shapeValidator()
    expect(written(value)).toBe(shapeAtRunTime(value))
    expect(written.errors ?? null).toEqual(shapeAtRunTime.errors ?? null)
  })

  it.each(OPTIONS)("give the errors of a rule's options compiled at run time: %s %j", (ruleId, value) => {
    const written = optionsValidator(ruleId)
    const atRunTime = compile(ruleMetaOf(ruleId)!.options!)
    expect(written(value)).toBe(atRunTime(value))
    expect(written.errors ?? null).toEqual(atRunTime.errors ?? null)
  })

  it('have a validator for the options of every rule that takes some', () => {
    const withOptions = allRules.filter((rule) => rule.options)
    expect(withOptions.length).toBeGreaterThan(3)
    for (const rule of withOptions) expect(typeof optionsValidator(rule.id)).toBe('function')
  })

  it('name what is wrong in the run failure, as before', () => {
    const failure = (config: unknown) => {
      try {
        resolveSettings(config as never, '`.docslintrc.json`')
        return undefined
      } catch (error) {
        return error instanceof ToolConfigError ? error.message : String(error)
      }
    }
    expect(failure({ rules: { 'link-broken': 'fatal' } })).toBe('`.docslintrc.json` is invalid: `rules.link-broken` must be equal to one of the allowed values: `off`, `info`, `warn`, `error`, `0`, `1` or `2`')
    expect(failure({ rules: { 'code-error-handling': ['warn', { shel: true }] } })).toBe('Bad options for rule `code-error-handling` in `.docslintrc.json`: must NOT have additional properties (`shel`)')
    expect(failure({ rules: { 'code-error-handling': ['warn', { shell: true }] } })).toBeUndefined()
  })
})
