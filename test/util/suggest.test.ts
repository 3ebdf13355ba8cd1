import { describe, expect, it } from '@jest/globals'
import { closest, codeList } from '../../src/util/suggest.js'

describe('closest', () => {
  it.each([
    ['navigaton', ['name', 'navigation', 'logo'], 'navigation'],
    ['Navigation', ['navigation'], 'navigation'],
    ['solid-sharp', ['solid', 'sharp-solid'], 'sharp-solid'],
    ['hidden', ['show', 'simple', 'hide'], 'hide'],
    ['topbar', ['topbarLinks', 'topbarCtaButton'], 'topbarLinks'],
    ['zzz', ['name', 'navigation'], undefined]
  ])('%s among %j is %s', (word, candidates, expected) => {
    expect(closest(word, candidates)).toBe(expected)
  })
})

describe('codeList', () => {
  it('quotes and joins values', () => {
    expect(codeList(['a'])).toBe('`a`')
    expect(codeList(['a', 'b', 'c'])).toBe('`a`, `b` or `c`')
    expect(codeList(['a', 'b'], 'and')).toBe('`a` and `b`')
  })
})
