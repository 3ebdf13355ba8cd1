import { describe, expect, it } from '@jest/globals'
import { withoutEdgeSlashes, withoutTrailingSlashes, withoutTrailingSlashesKeepingOne } from '../../src/util/slashes.js'

describe('slashes trimmed from paths in one pass', () => {
  it.each([
    ['/a/b//', '/a/b', '/a/b', 'a/b'],
    ['/a/b', '/a/b', '/a/b', 'a/b'],
    ['///', '', '/', ''],
    ['', '', '', ''],
    ['a/', 'a', 'a', 'a'],
    ['//a//b//', '//a//b', '//a//b', 'a//b']
  ])('%j', (text, trailing, keepingOne, edges) => {
    expect(withoutTrailingSlashes(text)).toBe(trailing)
    expect(withoutTrailingSlashesKeepingOne(text)).toBe(keepingOne)
    expect(withoutEdgeSlashes(text)).toBe(edges)
  })

  // Found by the fuzz suite (redirects 20261124/747): `/\/+$/` on a destination of 200,000 `/` and a letter took 28 s.
  it('trims a run of 200,000 slashes before a letter and after one', () => {
    const run = '/'.repeat(200_000)
    expect(withoutTrailingSlashes(`/new${run}x`)).toBe(`/new${run}x`)
    expect(withoutEdgeSlashes(`${run}new${run}`)).toBe('new')
  })
})
