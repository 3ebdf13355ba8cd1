import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { ValidateFunction } from 'ajv'
import { createAjv, createCurrentAjv } from '../../src/config/ajv-setup.js'
import { currentSchema } from '../../src/config/current-schema.js'
import { configFormatOf, type ConfigFormat } from '../../src/config/format.js'
import { docsSchema } from '../../src/config/schema.js'
import { docsValidator } from '../../src/config/validators.js'
import { projectRoot } from '../e2e/run-cli.js'

/*
 * A check validates docs.json with the code ajv wrote for its schemas at build time (schemas/validators/), not
 * with a schema compiled at run time. That code must be what the schemas and docslint's keywords make now, and
 * give, error for error, what ajv compiling them gives.
 */

describe('schemas/validators/', () => {
  it('is what scripts/schema-validators.mjs writes from the schemas and src/config/ajv-setup.ts now', () => {
    const result = spawnSync(process.execPath, ['scripts/schema-validators.mjs', '--check'], { cwd: projectRoot, encoding: 'utf8' })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })
})

const seed = { name: 'Acme', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages: ['index'] }] }
const current = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } }

const EXAMPLES: [string, unknown][] = [
  ['a valid seed-format file', seed],
  ['seed: wrong types, an unknown key, a bad colour and a bad URL', { ...seed, name: 3, colours: {}, colors: { primary: 'blue' }, topbarLinks: [{ name: 'Status', url: 'not a url' }, 'x'] }],
  ['seed: a deprecated key (its keyword always fails)', { ...seed, api: { maintainOrder: true } }],
  ['seed: a group without pages, an empty string, a nested group of the wrong type', { ...seed, navigation: [{ group: '' }, { group: 'G', pages: ['a', { group: 7, pages: [1] }] }] }],
  ['seed: not an object', [1, 2]],
  ['a valid current-format file', current],
  ['current: two kinds of children on one level (x-one-child-kind)', { ...current, navigation: { tabs: [{ tab: 'T', pages: ['a'] }], groups: [{ group: 'G', pages: ['b'] }], pages: ['c'] } }],
  ['current: a navigation entry with nothing to show (x-needs-one-of)', { ...current, navigation: { tabs: [{ tab: 'T' }] } }],
  ['current: code themes, known and unknown (the code-theme format)', { ...current, styling: { codeblocks: { theme: { light: 'github-light', dark: 'no-such-theme' } } } }],
  ['current: deep navigation errors through references', { ...current, navigation: { groups: [{ group: 'A', pages: ['a', { group: 'B', pages: [1, 'b', { group: 7 }] }] }, 'x', { pages: [] }] }, logo: [] }],
  ['current: a misspelt required key', { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Acme', clors: { primary: '#0D9373' }, navigation: { pages: ['index'] } }]
]

/** The docs.json files of the test fixtures, with the format each is read in. */
function fixtureConfigs(): [string, unknown][] {
  const fixtures = path.join(projectRoot, 'test/fixtures')
  return readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'docs.json')
    .flatMap((file): [string, unknown][] => {
      try {
        return [[file, JSON.parse(readFileSync(path.join(fixtures, file), 'utf8'))]]
      } catch {
        return []
      }
    })
}

const compiled: Record<ConfigFormat, () => ValidateFunction> = {
  legacy: () => createAjv().compile(docsSchema),
  current: () => createCurrentAjv().compile(currentSchema)
}

describe('the written validators', () => {
  const atRunTime = { legacy: compiled.legacy(), current: compiled.current() }

  it.each([...EXAMPLES, ...fixtureConfigs()])('give the errors of the schema compiled at run time: %s', (_name, value) => {
    const format = configFormatOf(value)
    const written = docsValidator(format)
    const valid = written(value)
    expect(atRunTime[format](value)).toBe(valid)
    expect(written.errors ?? null).toEqual(atRunTime[format].errors ?? null)
  })

  it('find the problems the examples were written for', () => {
    const keywords = (value: unknown) => {
      const validate = docsValidator(configFormatOf(value))
      validate(value)
      return new Set((validate.errors ?? []).map((error) => error.keyword))
    }
    expect(keywords(EXAMPLES[0][1])).toEqual(new Set())
    expect(keywords(EXAMPLES[2][1])).toContain('deprecationMessage')
    expect(keywords(EXAMPLES[6][1])).toContain('x-one-child-kind')
    expect(keywords(EXAMPLES[7][1])).toContain('x-needs-one-of')
    expect(keywords(EXAMPLES[8][1])).toContain('format')
  })
})
