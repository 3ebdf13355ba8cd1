import { describe, expect, it } from '@jest/globals'
import { preparedAhead } from '../../src/util/prepared-ahead.js'

describe('preparedAhead', () => {
  it('gives the values in order, each prepared at most `ahead` items before it is given, after its work is done', async () => {
    const events: string[] = []
    const done = new Set<number>()
    const prepare = (item: number) => {
      events.push(`prepare ${item}`)
      // Later items finish first: the order given out is still the items' own.
      const ready = new Promise<void>((resolve) => setTimeout(() => resolve(void done.add(item)), 10 - item))
      return { value: item, ready }
    }
    for await (const item of preparedAhead([1, 2, 3, 4, 5], 2, prepare)) {
      expect(done.has(item)).toBe(true)
      events.push(`use ${item}`)
    }
    expect(events).toEqual(['prepare 1', 'prepare 2', 'use 1', 'prepare 3', 'use 2', 'prepare 4', 'use 3', 'prepare 5', 'use 4', 'use 5'])
  })

  it('prepares one at a time when asked for none ahead, and gives nothing for no items', async () => {
    const given: string[] = []
    for await (const item of preparedAhead(['a', 'b'], 0, (value) => ({ value, ready: Promise.resolve() }))) given.push(item)
    expect(given).toEqual(['a', 'b'])
    for await (const item of preparedAhead([], 3, (value: string) => ({ value, ready: Promise.resolve() }))) given.push(item)
    expect(given).toEqual(['a', 'b'])
  })
})
