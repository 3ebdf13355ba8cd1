import { describe, expect, it } from '@jest/globals'
import { validateConfig } from '../../src/config/schema.js'

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
