/**
 * What the language server knows of a place in docs.json, from the JSON Schema of the file's format (the one
 * source of docs.json's keys, enums and descriptions): the description of the key under the cursor (hover),
 * the keys and enum values that may be written there, and the site's pages where `navigation` lists pages.
 */
import { getLocation, type Location } from 'jsonc-parser'
import { docsSchema, type SchemaNode } from '../config/schema.js'
import { currentSchema } from '../config/current-schema.js'
import { configFormatOf } from '../config/format.js'
import type { Segment } from '../config/json.js'

/** The schemas a value at `path` may match (every branch of an `anyOf`, each `$ref` followed). */
export function schemasAt(root: SchemaNode, path: Segment[]): SchemaNode[] {
  let nodes = expand(root, root)
  for (const segment of path) {
    nodes = nodes.flatMap((node) => expand(root, childOf(node, segment)))
  }
  return nodes
}

function childOf(node: SchemaNode, segment: Segment): SchemaNode | undefined {
  if (typeof segment === 'number') return node.items
  const additional = node.additionalProperties
  return node.properties?.[segment] ?? (additional && typeof additional === 'object' ? (additional as SchemaNode) : undefined)
}

/** A node with its `$ref` followed and its `anyOf`/`oneOf`/`allOf` branches spread, up to a small depth. */
function expand(root: SchemaNode, node: SchemaNode | undefined, depth = 0): SchemaNode[] {
  if (!node || depth > 8) return []
  if (typeof node.$ref === 'string') return [node, ...expand(root, resolveRef(root, node.$ref), depth + 1)]
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => (Array.isArray(node[key]) ? (node[key] as SchemaNode[]) : []))
  return [node, ...branches.flatMap((branch) => expand(root, branch, depth + 1))]
}

function resolveRef(root: SchemaNode, ref: string): SchemaNode | undefined {
  if (!ref.startsWith('#/')) return undefined
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root) as SchemaNode | undefined
}

/** The schema of the format `text` is written in (the current format's, or the seed's). */
export function schemaOf(text: string): SchemaNode {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    // While the writer types, the file is often not valid JSON: `navigation` as an object still tells.
    value = /"navigation"\s*:\s*\{|"theme"\s*:/.test(text) ? { theme: 'x' } : {}
  }
  return configFormatOf(value) === 'current' ? currentSchema : docsSchema
}

/** The description of the key at `offset`, for a hover. */
export function describeKeyAt(text: string, offset: number): string | undefined {
  const location = getLocation(text, offset)
  if (!location.isAtPropertyKey || location.path.length === 0) return undefined
  const schemas = schemasAt(schemaOf(text), location.path)
  return schemas.map((schema) => schema.description).find((description): description is string => typeof description === 'string')
}

export interface JsonCompletion {
  label: string
  kind: 'key' | 'value' | 'page'
  /** What is inserted: a key or value as JSON (quoted unless the writer already opened the quote). */
  insert: string
  detail?: string
}

/** What may be written at `offset`: the keys of the object there, the enum values of the value there, or pages in navigation. */
export function completionsAt(text: string, offset: number, pages: string[]): JsonCompletion[] {
  const location = getLocation(text, offset)
  const quoted = insideString(text, offset)
  const quote = (value: string) => (quoted ? value : JSON.stringify(value))
  const schema = schemaOf(text)
  if (location.isAtPropertyKey) return keyCompletions(schema, location, quote)
  if (isPageList(location.path)) return pages.map((page) => ({ label: page, kind: 'page' as const, insert: quote(page), detail: 'page' }))
  return enumValues(schemasAt(schema, location.path)).map((value) => ({ label: String(value), kind: 'value' as const, insert: typeof value === 'string' ? quote(value) : JSON.stringify(value) }))
}

function keyCompletions(schema: SchemaNode, location: Location, quote: (value: string) => string): JsonCompletion[] {
  const owner = location.path.slice(0, -1)
  const keys = new Map<string, string | undefined>()
  for (const node of schemasAt(schema, owner)) {
    for (const [key, child] of Object.entries(node.properties ?? {})) if (!keys.has(key)) keys.set(key, child.description)
  }
  return [...keys].map(([key, description]) => ({ label: key, kind: 'key' as const, insert: quote(key), ...(description ? { detail: description } : {}) }))
}

function enumValues(schemas: SchemaNode[]): unknown[] {
  const values = schemas.flatMap((node) => [...(Array.isArray(node.enum) ? node.enum : []), ...('const' in node ? [node.const] : [])])
  return [...new Set(values)]
}

/** `navigation` entries that name pages: an item of a `pages` array, anywhere under `navigation`. */
function isPageList(path: Segment[]): boolean {
  return path[0] === 'navigation' && path.length >= 2 && path.at(-2) === 'pages' && typeof path.at(-1) === 'number'
}

/** Whether `offset` is inside a string: an odd number of unescaped quotes before it on its line. */
function insideString(text: string, offset: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset).replace(/\\./g, '')
  return (line.match(/"/g)?.length ?? 0) % 2 === 1
}
