/**
 * JSON pointers in the form @redocly/openapi-core writes them: `#/paths/~1users/get` (`#/` is the root),
 * RFC 6901 escapes (`~0` for `~`, `~1` for `/`) and URI percent-encoding in the fragment.
 */
import { isObject } from '../util/is-object.js'

export function pointerOf(segments: readonly (string | number)[]): string {
  return `#/${segments.map((segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`
}

export function segmentsOf(pointer: string): string[] {
  const body = pointer.replace(/^#\/?/, '')
  if (body === '') return []
  return body.split('/').map((segment) => safeDecode(segment).replace(/~1/g, '/').replace(/~0/g, '~'))
}

/** The value a local pointer leads to (without following `$ref`s on the way), or undefined. */
export function valueAt(root: unknown, pointer: string): unknown {
  let node = root
  for (const segment of segmentsOf(pointer)) {
    if (!isObject(node) && !Array.isArray(node)) return undefined
    node = Object.hasOwn(node, segment) ? (node as Record<string, unknown>)[segment] : undefined
  }
  return node
}

/** A `{"$ref": "..."}` object (siblings allowed, as OpenAPI 3.1 allows them). */
export function isRef(value: unknown): value is { $ref: string } {
  return isObject(value) && typeof value.$ref === 'string'
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
