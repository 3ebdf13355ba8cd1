import { describe, expect, it } from '@jest/globals'
import { distance } from 'fastest-levenshtein'
import { NearNames } from '../../src/util/near-names.js'

// Names of one family and length (a generated site's folder) and long ones, with words one and two edits from each.
const names = ['page-0001', 'page-0002', 'page-0123', 'pgae-0123', 'setup', 'authentication-overview', 'authorization-overview', 'getting-started', 'getting-started1', 'a', '']
const near = new NearNames(names.map((name) => [name, name] as const))
const words = [...names, 'page-0321', 'pag-0123', 'page-01234', 'xpage-0001', 'stup', 'setpu', 'authentcation-overviw', 'authentication-overveiw', 'gettingstarted', 'getting-startde', 'getting-sarted1x', 'b', 'ab']

describe('NearNames', () => {
  it.each(words)('withinOneEdit(%j) holds every name one edit away', (word) => {
    const expected = names.filter((name) => distance(word, name) <= 1)
    expect([...near.withinOneEdit(word)]).toEqual(expect.arrayContaining(expected))
  })

  it.each(words)('withinTwoEdits(%j) holds every name of ten letters or more two edits away', (word) => {
    const expected = names.filter((name) => name.length >= 10 && distance(word, name) <= 2)
    const lengths = new Set(names.map((name) => name.length))
    expect([...near.withinTwoEdits(word, lengths)]).toEqual(expect.arrayContaining(expected))
  })

  it('does not answer with every name of the same length', () => {
    expect([...near.withinOneEdit('pgae-0123')].sort()).toEqual(['page-0123', 'pgae-0123'])
    expect([...near.withinTwoEdits('authentcation-overviw', [23, 22])]).toEqual(['authentication-overview'])
  })

  it('answers for names and words past the longest indexed (255) by length, without indexing their deletions', () => {
    const long = 'x'.repeat(300)
    const longNear = new NearNames([...names, long, `${long}yy`].map((name) => [name, name] as const))
    expect([...longNear.withinOneEdit(`${long}y`)].sort()).toEqual([long, `${long}yy`])
    expect([...longNear.withinTwoEdits(`${long}yyy`, [300, 302])]).toEqual([`${long}yy`])
    // A word of 20,000 letters (a fuzzed navigation entry): no short name is near it, and none is made of it.
    expect([...longNear.withinOneEdit('a'.repeat(20_000))]).toEqual([])
  })
})
