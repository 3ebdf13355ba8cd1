import { describe, expect, it } from '@jest/globals'
import { StringPool } from '../../src/util/string-pool.js'

describe('StringPool', () => {
  it('goes through strings at any depth of arrays and plain objects, and leaves the values equal', () => {
    const pool = new StringPool()
    // Strings made at run time, so that equal ones are distinct copies, as a worker's or the cache's copies are.
    const copy = (text: string) => JSON.parse(JSON.stringify(text)) as string
    const first = { name: copy('Card'), list: [copy('Card'), { deep: [copy('Steps')] }], number: 3, none: null }
    const second = { name: copy('Card'), list: [copy('Steps')] }
    const expected = [structuredClone(first), structuredClone(second)]
    expect([pool.shared(first), pool.shared(second)]).toEqual(expected)
  })

  it("keeps an object's own __proto__ key as a key, never as its prototype", () => {
    const data = JSON.parse('{"__proto__": "text", "title": "Page"}') as Record<string, unknown>
    const pool = new StringPool()
    pool.shared({ warm: 'text' })
    pool.shared(data)
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype)
    expect(Object.keys(data)).toEqual(['__proto__', 'title'])
    expect(data['__proto__']).toBe('text')
  })
})
