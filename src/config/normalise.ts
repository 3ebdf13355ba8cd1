import { docsSchema, type SchemaNode } from './schema.js'
import type { DocsJson } from './docs-config.generated.js'

/**
 * docs.json with every schema default filled in, so that readers never repeat a default.
 * ajv's `useDefaults` skips defaults inside `anyOf` (such as `logo.href`), hence this walk.
 */
export type NormalisedConfig = DocsJson & {
  topAnchor: Required<NonNullable<DocsJson['topAnchor']>>
}

export function normaliseConfig(config: DocsJson): NormalisedConfig {
  return withDefaults(docsSchema, structuredClone(config)) as NormalisedConfig
}

function withDefaults(schema: SchemaNode, value: unknown): unknown {
  const node = resolve(schema)
  if (node.anyOf) {
    const branch = node.anyOf.find((candidate) => fitsType(resolve(candidate), value))
    return branch ? withDefaults(branch, value) : value
  }
  if (isObject(value) && node.properties) {
    for (const [key, property] of Object.entries(node.properties)) {
      const resolved = resolve(property)
      if (value[key] === undefined && resolved.default !== undefined) value[key] = structuredClone(resolved.default)
      if (value[key] !== undefined) value[key] = withDefaults(property, value[key])
    }
  }
  if (Array.isArray(value) && node.items) {
    return value.map((item) => withDefaults(node.items as SchemaNode, item))
  }
  return value
}

/** Each `$ref` node of the schema as resolve() gives it: the walk meets the same few for each of a site's thousands of navigation entries. */
const resolved = new WeakMap<SchemaNode, SchemaNode>()

/** Follows local `$ref`s (`#/definitions/...`), keeping annotations written beside the `$ref`. */
function resolve(schema: SchemaNode): SchemaNode {
  if (!schema.$ref) return schema
  let node = resolved.get(schema)
  if (!node) resolved.set(schema, (node = resolveOnce(schema)))
  return node
}

function resolveOnce(schema: SchemaNode): SchemaNode {
  const target = schema.$ref!
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], docsSchema) as SchemaNode
  const { $ref: _ignored, ...siblings } = schema
  return { ...resolve(target), ...siblings }
}

function fitsType(schema: SchemaNode, value: unknown): boolean {
  const types = schema.type === undefined ? [] : [schema.type].flat()
  return types.length === 0 || types.includes(jsonType(value))
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

function isObject(value: unknown): value is Record<string, unknown> {
  return jsonType(value) === 'object'
}
