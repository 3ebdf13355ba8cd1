/**
 * `$ref`s of a spec, followed inside the document the preview reads: a spec that refers to other files of the
 * site was bundled when it was read (`Spec.bundled`: their schemas are components of it now, and nothing
 * outside the site root was read), so every `$ref` left to follow is local; one that still names a file
 * (refused, or missing) leads nowhere. The spec's alias cycles were broken when it was read
 * (src/openapi/cycles.ts); a chain longer than any real one stops.
 */
import { isRef, valueAt } from '../../openapi/pointer.js'
import { isObject } from '../../util/is-object.js'

export interface Resolved {
  /** The value reached; undefined when the `$ref` leads out of the spec or nowhere. */
  value: unknown
  /** The last `$ref` followed (`#/components/schemas/User`), to name the value and to cut recursion. */
  ref?: string
}

const MAX_CHAIN = 32

export class Refs {
  constructor(readonly root: unknown) {}

  /** The value a `$ref` chain leads to; an OpenAPI 3.1 `$ref` with siblings (`description`) keeps them over the target's. */
  resolve(value: unknown): Resolved {
    let current = value
    let ref: string | undefined
    let siblings: Record<string, unknown> = {}
    for (let step = 0; isRef(current) && step < MAX_CHAIN; step++) {
      const { $ref, ...rest } = current
      siblings = { ...rest, ...siblings }
      ref = $ref
      current = $ref.startsWith('#') ? valueAt(this.root, $ref) : undefined
    }
    if (isRef(current)) return { value: undefined, ref }
    if (Object.keys(siblings).length > 0 && isObject(current)) current = { ...current, ...siblings }
    return { value: current, ref }
  }

  /** The resolved value as an object, or undefined. */
  object(value: unknown): Record<string, unknown> | undefined {
    const resolved = this.resolve(value).value
    return isObject(resolved) ? resolved : undefined
  }
}

/** `User` for `#/components/schemas/User`: how a referenced schema is named on the page. */
export function refName(ref: string): string {
  return decodeURIComponent(ref.split('/').pop() ?? ref).replace(/~1/g, '/').replace(/~0/g, '~')
}
