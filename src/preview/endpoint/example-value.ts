/**
 * An example value built from a schema, for response examples the spec does not give and for the request
 * body: the schema's own `example`/`examples`, `default`, `const` or first `enum` value, else a value of its
 * type (objects with every property, arrays with one item). A `$ref` back to a schema being built stops.
 *
 * A small spec can describe a huge value (ten properties each referring to the next schema, six levels deep,
 * are a million values), so one example builds MAX_VALUES values at most: past them an object is `{}` and an
 * array `[]`, as openapi-sampler writes what it does not follow, and the page's code samples stay small.
 */
import { isObject } from '../../util/is-object.js'
import type { Refs } from './refs.js'
import { own } from '../../util/own.js'

const MAX_DEPTH = 8
/** Values one example builds (objects, arrays and the values in them). */
export const MAX_VALUES = 1000

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '00:00:00',
  email: 'jane@example.com',
  uuid: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  binary: '<binary>',
  byte: 'aGVsbG8='
}

/** In a request, `readOnly` properties are left out; in a response, `writeOnly` ones. */
export type Direction = 'request' | 'response'

export function exampleOf(schema: unknown, refs: Refs, direction: Direction): unknown {
  return new ExampleBuilder(refs, direction === 'request' ? 'readOnly' : 'writeOnly').build(schema, [], 0)
}

class ExampleBuilder {
  private valuesLeft = MAX_VALUES

  constructor(
    private readonly refs: Refs,
    private readonly skipped: 'readOnly' | 'writeOnly'
  ) {}

  build(value: unknown, seen: string[], depth: number): unknown {
    const { value: schema, ref } = this.refs.resolve(value)
    if (!isObject(schema) || depth > MAX_DEPTH || (ref !== undefined && seen.includes(ref))) return undefined
    const within = ref === undefined ? seen : [...seen, ref]
    const given = givenValue(schema)
    if (given !== undefined) return given
    if (this.valuesLeft-- <= 0) return emptyValue(schema)
    const choices = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined
    if (choices && choices.length > 0 && !isObject(schema.properties)) return this.build(choices[0], within, depth + 1)
    const type = typeOf(schema)
    if (Array.isArray(schema.allOf) && type === undefined) {
      // `allOf: [{$ref: Tags}]` with a description beside it: an array or a string, not an object to merge.
      const parts = schema.allOf.map((part) => this.build(part, within, depth + 1)).filter((part) => part !== undefined)
      if (parts.length > 0 && !parts.every(isObject)) return parts[0]
    }
    if (type === 'object' || Array.isArray(schema.allOf)) return this.object(schema, within, depth)
    if (type === 'array') {
      const item = this.build(schema.items, within, depth + 1)
      return item === undefined ? [] : [item]
    }
    return primitiveExample(schema, type)
  }

  private object(schema: Record<string, unknown>, seen: string[], depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {}
    for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
      const built = this.build(part, seen, depth + 1)
      if (isObject(built)) Object.assign(result, built)
    }
    for (const [name, property] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
      if (this.refs.object(property)?.[this.skipped] === true) continue
      const built = this.build(property, seen, depth + 1)
      if (built !== undefined) result[name] = built
    }
    if (Object.keys(result).length === 0 && isObject(schema.additionalProperties)) {
      const built = this.build(schema.additionalProperties, seen, depth + 1)
      if (built !== undefined) result.key = built
    }
    return result
  }
}

/** A value past MAX_VALUES: `{}` for an object, `[]` for an array, a value of its type for the rest (they hold nothing more). */
function emptyValue(schema: Record<string, unknown>): unknown {
  const type = typeOf(schema)
  if (type === 'object' || Array.isArray(schema.allOf)) return {}
  if (type === 'array') return []
  return primitiveExample(schema, type)
}

function primitiveExample(schema: Record<string, unknown>, type: string | undefined): unknown {
  if (type === 'string') return typeof schema.format === 'string' ? (own(STRING_FORMATS, schema.format) ?? '<string>') : '<string>'
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 123
  if (type === 'boolean') return true
  if (type === 'null') return null
  return undefined
}

/** A value the schema writes itself. */
function givenValue(schema: Record<string, unknown>): unknown {
  if (schema.example !== undefined) return schema.example
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  if (schema.const !== undefined) return schema.const
  if (schema.default !== undefined) return schema.default
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0]
  return undefined
}

/** The schema's type: the first of a list that is not `null`, or what its keywords imply. */
export function typeOf(schema: Record<string, unknown>): string | undefined {
  const type = Array.isArray(schema.type) ? (schema.type.find((item) => item !== 'null') ?? schema.type[0]) : schema.type
  if (typeof type === 'string') return type
  if (isObject(schema.properties) || isObject(schema.additionalProperties)) return 'object'
  if (schema.items !== undefined) return 'array'
  return undefined
}
