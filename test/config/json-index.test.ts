import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import path from 'node:path'
import { findNodeAtLocation, getNodeValue, parseTree, type Node, type ParseError } from 'jsonc-parser'
import { readJson, type Segment } from '../../src/config/json-index.js'

const strict = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }

/** Every path of jsonc-parser's tree, with the place of its value and of its key, as findNodeAtLocation finds them. */
function oraclePlaces(tree: Node | undefined): [Segment[], string][] {
  const places: [Segment[], string][] = []
  const walk = (node: Node, at: Segment[]) => {
    const found = findNodeAtLocation(tree!, at)
    if (found) {
      const key = found.parent?.type === 'property' ? found.parent.children?.[0] : undefined
      places.push([at, `${found.offset}+${found.length}` + (key ? ` key ${key.offset}+${key.length}` : '')])
    }
    node.children?.forEach((child, index) => {
      if (node.type === 'array') walk(child, [...at, index])
      else if (child.type === 'property' && child.children?.length === 2) walk(child.children[1], [...at, String(child.children[0].value)])
    })
  }
  if (tree) walk(tree, [])
  return places
}

function indexPlaces(text: string, paths: Segment[][]): [Segment[], string][] {
  const { index } = readJson(text, [], strict)
  return paths.flatMap((at): [Segment[], string][] => {
    const value = index?.find(at, 'value')
    if (!value) return []
    const key = index!.find(at, 'key')
    return [[at, `${value.offset}+${value.length}` + (key && key.offset !== value.offset ? ` key ${key.offset}+${key.length}` : '')]]
  })
}

const documents: [string, string][] = [
  ['nested objects and arrays', '{"name": "Acme", "navigation": [{"group": "A", "pages": ["a", "b", {"group": "C", "pages": []}]}], "n": 1.5, "t": true, "z": null}'],
  ['a key written twice: its first place, its last value', '{"a": 1, "b": {"c": 2}, "a": [3]}'],
  ['keys with escapes and a key named __proto__', '{"a\\"b": 1, "\\u0063": [2], "__proto__": {"x": 1}, "": 0}'],
  ['an object left open', '{"a": [1, 2], "b": {"c": '],
  ['a key without a value', '{"a": , "b": 2}'],
  ['a value without a key', '{ 1, "b": 2 }'],
  ['a literal at the top', '"text"'],
  ['nothing', '']
]

describe('readJson (the compact index of a JSON document)', () => {
  it.each(documents)('finds every key and value where jsonc-parser\'s tree has it: %s', (_name, text) => {
    const expected = oraclePlaces(parseTree(text, [], strict))
    expect(indexPlaces(text, expected.map(([at]) => at))).toEqual(expected)
  })

  it.each(documents)('gives the value jsonc-parser gives, and the same syntax errors: %s', (_name, text) => {
    const oracleErrors: ParseError[] = []
    const tree = parseTree(text, oracleErrors, strict)
    const errors: ParseError[] = []
    const read = readJson(text, errors, strict)
    expect(errors).toEqual(oracleErrors)
    if (oracleErrors.length === 0) expect(read.value).toEqual(tree && getNodeValue(tree))
  })

  it('finds nothing where the document has nothing', () => {
    const { index } = readJson('{"a": [1, {"b": 2}]}', [], strict)
    expect([['x'], ['a', 2], ['a', -1], ['a', 0, 'b'], ['a', 1, 'c'], ['a', 'b'], [0]].map((at) => index!.find(at, 'value'))).toEqual(Array(7).fill(undefined))
    expect(index!.find(['a', 1, 'b'], 'value')).toEqual({ offset: 16, length: 1 })
    expect(index!.find(['a', 1, 'b'], 'key')).toEqual({ offset: 11, length: 3 })
  })

  it('lists each key written again in an object, with its first place', () => {
    expect(readJson('{"a": 1, "b": {"a": 2, "a": 3}, "a": 4}', [], strict).repeatedKeys).toEqual([
      { key: 'a', offset: 23, length: 3, firstOffset: 15, firstLength: 3 },
      { key: 'a', offset: 32, length: 3, firstOffset: 1, firstLength: 3 }
    ])
  })

  it('gives objects without a prototype, so `__proto__` is a key like another', () => {
    const value = readJson('{"__proto__": {"polluted": true}}', [], strict).value as Record<string, unknown>
    expect(Object.getPrototypeOf(value)).toBeNull()
    expect(value.__proto__).toEqual({ polluted: true })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  const corpora = path.resolve('../shared/corpora')
  const sites = existsSync(corpora) ? readdirSync(corpora).filter((site) => existsSync(path.join(corpora, site, 'docs.json'))) : []
  it.each(sites.length > 0 ? sites : ['(no corpora)'])('finds every place of the real docs.json of %s as jsonc-parser does', (site) => {
    if (sites.length === 0) return
    const text = readFileSync(path.join(corpora, site, 'docs.json'), 'utf8')
    const expected = oraclePlaces(parseTree(text, [], strict))
    expect(expected.length).toBeGreaterThan(20)
    expect(indexPlaces(text, expected.map(([at]) => at))).toEqual(expected)
  })
})
