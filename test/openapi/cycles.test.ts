import { describe, expect, it } from '@jest/globals'
import { breakRefCycles } from '../../src/openapi/cycles.js'

describe('$ref alias cycles', () => {
  it.each([
    ['a $ref to itself', { a: { $ref: '#/a' } }, [{ refs: ['#/a'], broken: '#/a' }], { a: {} }],
    [
      'two $refs leading to each other, broken at the first written',
      { x: { $ref: '#/c/b' }, c: { a: { $ref: '#/c/b' }, b: { $ref: '#/c/a' } } },
      [{ refs: ['#/c/a', '#/c/b'], broken: '#/c/a' }],
      { x: { $ref: '#/c/b' }, c: { a: {}, b: { $ref: '#/c/a' } } }
    ],
    ['escaped and percent-encoded pointers', { 'a/b': { $ref: '#/x~1y' }, 'x/y': { $ref: '#/a%7E1b' } }, [{ refs: ['#/a~1b', '#/x~1y'], broken: '#/a~1b' }], { 'a/b': {}, 'x/y': { $ref: '#/a%7E1b' } }]
  ])('%s is found and broken', (_case, document, cycles, after) => {
    expect(breakRefCycles(document)).toEqual(cycles)
    expect(document).toEqual(after)
  })

  it.each([
    ['a recursive schema', { Node: { type: 'object', properties: { next: { $ref: '#/Node' } } } }],
    ['a chain that ends in a value', { a: { $ref: '#/b' }, b: { $ref: '#/c' }, c: { type: 'string' } }],
    ['a $ref to another file', { a: { $ref: 'other.yaml#/a' } }],
    ['a $ref in a list', { list: [{ $ref: '#/item' }], item: { type: 'string' } }]
  ])('%s is no cycle, and is left alone', (_case, document) => {
    const before = structuredClone(document)
    expect(breakRefCycles(document)).toEqual([])
    expect(document).toEqual(before)
  })
})
