import { describe, expect, it } from '@jest/globals'
import { validateConfig } from '../../src/config/schema.js'
import { appendErrorsInPlace, createCurrentAjv } from '../../src/config/ajv-setup.js'
import { currentSchema, validateCurrentConfig } from '../../src/config/current-schema.js'

const base = { name: 'Acme', navigation: [], colors: { primary: '#0B6E4F' } }

describe('validateConfig: one problem per value, in time that grows with the values', () => {
  it('folds a union whose branches all fail on type into one type problem', () => {
    expect(validateConfig({ ...base, topbarLinks: ['Status'] })).toEqual([{ kind: 'type', path: ['topbarLinks', 0], expected: ['object'], actual: 'Status' }])
  })

  // Found by the fuzz suite: each wrong value was compared with every other error, and 100,000 took three minutes.
  it('reports each of 100,000 wrong values once', () => {
    const links = Array.from({ length: 100_000 }, (_, index) => `p${index}`)
    const problems = validateConfig({ ...base, topbarLinks: links })
    expect(problems).toHaveLength(100_000)
    expect(problems[99_999]).toEqual({ kind: 'type', path: ['topbarLinks', 99_999], expected: ['object'], actual: 'p99999' })
  })

  it('keeps a real failure inside a union branch and drops the branches that do not fit', () => {
    const problems = validateConfig({ ...base, topbarLinks: [{ name: 'Status', url: 'not a url' }] })
    expect(problems.map((problem) => [problem.kind, problem.path])).toEqual([['format', ['topbarLinks', 0, 'url']]])
  })
})

describe('appendErrorsInPlace: ajv code that appends a $ref schema\'s errors instead of copying them', () => {
  const examples: unknown[] = [
    { name: 'Acme', navigation: { groups: [{ group: 'A', pages: ['a', { group: 'B', pages: [1, 'b', { group: 7 }] }] }, 'x', { pages: [] }] }, colors: { primary: 'blue' } },
    { name: 'Acme', theme: 'nope', navigation: { tabs: [{ tab: 'T', groups: [{ group: 'G', pages: [{ group: 'H', pages: [{}] }], openapi: 5 }] }, 4] } },
    { $schema: 3, navigation: [], logo: [], footer: { socials: { x: 1, github: 'https://github.com/acme' } } },
    Array.from({ length: 50 }, (_, index) => ({ group: index, pages: [{ page: index }] }))
  ]

  it.each(examples.map((example, index) => [index, example]))('gives the errors ajv gives without it (example %i)', (_index, example) => {
    const plain = createCurrentAjv({ code: { process: undefined } }).compile(currentSchema)
    const appending = createCurrentAjv().compile(currentSchema)
    plain(example)
    appending(example)
    expect(appending.errors?.length).toBeGreaterThan(0)
    expect(appending.errors).toEqual(plain.errors)
  })

  it('rewrites every concat of a referenced schema\'s errors', () => {
    const code = 'return function v(){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length}'
    expect(appendErrorsInPlace(code)).not.toContain('.concat(')
    expect(appendErrorsInPlace(code)).toContain('docslintAppendErrors(vErrors, validate3.errors)')
  })

  // Found by the fuzz suite (docs-json-current 20261124/127): 100,000 wrong groups took 37 s, most of it copying errors.
  it('reports each of 100,000 wrong groups once', () => {
    const groups = Array.from({ length: 100_000 }, (_, index) => `p${index}`)
    const problems = validateCurrentConfig({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Acme', colors: { primary: '#0B6E4F' }, navigation: { groups } })
    expect(problems.filter((problem) => problem.kind === 'type' && problem.path[1] === 'groups')).toHaveLength(100_000)
  })
})
