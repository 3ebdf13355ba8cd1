/**
 * The path item and operation object an endpoint of the index names, read from the spec as the preview reads
 * it (bundled when it refers to other files, see `specDocument`). An endpoint's pointer is its operation
 * (`#/paths/~1users/get`), or the path item when that is a `$ref` (`#/paths/~1users`): the `$ref` is followed
 * inside the document, and a path item that bundling brought in is read where it now stands.
 */
import { specDocument, type Endpoint } from './model.js'
import { isRef, valueAt } from './pointer.js'
import { isObject } from '../util/is-object.js'

const MAX_CHAIN = 32

export interface OperationObject {
  root: unknown
  pathItem?: Record<string, unknown>
  operation?: Record<string, unknown>
}

/** The value a chain of local `$ref`s leads to; undefined when it leaves the document or does not end. */
export function followLocal(root: unknown, value: unknown): unknown {
  let current = value
  for (let step = 0; isRef(current) && step < MAX_CHAIN; step++) current = current.$ref.startsWith('#') ? valueAt(root, current.$ref) : undefined
  return isRef(current) ? undefined : current
}

export function operationObject(endpoint: Endpoint): OperationObject {
  const root = specDocument(endpoint.spec)
  if (root === undefined) return { root }
  const at = valueAt(root, endpoint.pointer)
  const method = endpoint.method.toLowerCase()
  const reached = followLocal(root, at)
  // The pointer names the path item when it was a `$ref` (now followed, or inlined by bundling).
  if (isRef(at) || (isObject(reached) && isObject(reached[method]) && !isObject(reached.responses))) {
    const pathItem = isObject(reached) ? reached : undefined
    const operation = followLocal(root, pathItem?.[method])
    return { root, pathItem, operation: isObject(operation) ? operation : undefined }
  }
  const item = followLocal(root, valueAt(root, endpoint.pointer.replace(/\/[^/]*$/, '')))
  return { root, pathItem: isObject(item) ? item : undefined, operation: isObject(reached) ? reached : undefined }
}
