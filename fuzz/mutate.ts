/**
 * Mutations of text and of JSON values, driven by a seeded random source: the same seed gives the same input
 * on every machine. Each mutation is one of the ways the inputs of issue 18 went wrong: a character or a run
 * of them added or taken out, markup the parsers give meaning to, values of the wrong type, and the
 * "bombs" (deep nesting, long lines, many keys, YAML aliases) that test the limits.
 */
import type { Random } from '../bench/random.js'

/** Text with a meaning to one of the parsers: MDX, YAML, JSON, globs, path patterns. */
const TOKENS = [
  '<', '>', '</', '/>', '<div>', '</div>', '<Steps>', '</Steps>', '<Step title="x">', '</Step>', '<Card title="t" href="/x">', '</Card>',
  '{', '}', '{/* docslint-disable __proto__ constructor */}', '{/* docslint-ignore */}', '`', '```', '~~~', '---', '***', '___',
  '&amp;', '&#x0;', '![', '](', '[', ']', '(', ')', '- ', '* ', '1. ', '> ', '#', '## ', '|', '\\', '\n', '\n\n', '\t', '    ',
  ':', ': ', '&a ', '*a', '!!binary', '"', "'", ',', '[]', '{}', '__proto__', 'constructor', 'toString', 'javascript:alert(1)',
  '../../etc/passwd', '/', '//', '**', '{a,b}', ':slug*', '(.*)', '\u0000', '\u202e', '😀', '\r\n'
]

/** A value of the wrong type for any key of docs.json or a spec. */
export const WEIRD_VALUES: unknown[] = [10000000000000000000, -1, 0.5, [], {}, '', 'x', null, true, [1, {}], [[]], { a: 1 }, '__proto__', ['constructor']]

export function mutateText(text: string, random: Random): string {
  const at = random.int(0, text.length)
  switch (random.int(0, 9)) {
    case 0:
      return text.slice(0, at) + text.slice(at + random.int(1, 20))
    case 1:
      return text.slice(0, at) + random.pick(TOKENS) + text.slice(at)
    case 2: {
      const from = random.int(0, text.length)
      return text.slice(0, at) + text.slice(from, from + random.int(1, 200)) + text.slice(at)
    }
    case 3:
      return text.slice(0, at) + random.pick(TOKENS).repeat(random.int(2, 64)) + text.slice(at)
    case 4:
      return text.slice(0, at) + nested(random) + text.slice(at)
    case 5:
      return text.slice(0, at) + random.pick(TOKENS).repeat(random.pick([1000, 10000, 100000])) + text.slice(at)
    case 6:
      return text.slice(0, at) + String.fromCharCode(random.int(0, 0xffff)) + text.slice(at + 1)
    case 7: {
      const lines = text.split('\n')
      const index = random.int(0, lines.length - 1)
      lines.splice(index, 0, ...lines.slice(index, index + random.int(1, 5)))
      return lines.join('\n')
    }
    case 8:
      return text.slice(0, at)
    default:
      return text.slice(0, at) + random.pick(TOKENS) + random.pick(TOKENS) + text.slice(at)
  }
}

/** An opening and closing construct nested many times: elements, lists, quotes, brackets. */
function nested(random: Random): string {
  const depth = random.pick([10, 40, 100, 1000, 10000, 50000])
  const [open, close] = random.pick([
    ['<div>', '</div>'],
    ['<Steps><Step title="s">', '</Step></Steps>'],
    ['> ', ''],
    ['- ', ''],
    ['[', ']'],
    ['{', '}'],
    ['*', '*'],
    ['a:\n' + ' ', '']
  ])
  return open.repeat(depth) + 'x' + close.repeat(depth)
}

/** A few mutations of the text, or a few of the whole. */
export function mutateTextTimes(text: string, random: Random): string {
  let result = text
  for (let count = random.int(1, 3); count > 0; count--) result = mutateText(result, random)
  return result
}

type Json = unknown

/** Every path to a value in a JSON value, the root excluded. */
function pathsOf(value: Json, at: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = [...at, Array.isArray(value) ? Number(key) : key]
      found.push(path)
      pathsOf(child, path, found)
    }
  }
  return found
}

/** A JSON value with one value replaced by one of the wrong type, a large list, deep nesting, or a key `__proto__`. */
export function mutateJson(value: Json, random: Random): Json {
  const copy = structuredClone(value)
  const paths = pathsOf(copy)
  if (paths.length === 0) return copy
  const path = random.pick(paths)
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], copy) as Record<string | number, Json>
  const key = path[path.length - 1]
  switch (random.int(0, 5)) {
    case 0:
    case 1:
      parent[key] = structuredClone(random.pick(WEIRD_VALUES))
      break
    case 2:
      parent[key] = Array.from({ length: random.pick([100, 10000, 100000]) }, (_, index) => `p${index}`)
      break
    case 3: {
      let deep: Json = 'x'
      for (let level = random.pick([10, 100, 1000]); level > 0; level--) deep = random.chance(0.5) ? [deep] : { a: deep }
      parent[key] = deep
      break
    }
    case 4:
      Object.defineProperty(parent, random.pick(['__proto__', 'constructor', 'toString']), { value: structuredClone(random.pick(WEIRD_VALUES)), enumerable: true, configurable: true, writable: true })
      break
    default:
      delete parent[key]
  }
  return copy
}
