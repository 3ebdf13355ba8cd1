/**
 * The endpoint index: every operation of the site's specs by method and path (`GET /users/{id}`) and every
 * webhook by name, with its spec and the JSON pointer where it is defined; and how an endpoint reference
 * (`[spec] METHOD /path`, `[spec] webhook name`) resolves against it. Paths match with or without a
 * trailing slash.
 */
import { endpointOf, type EndpointReference } from '../site/navigation.js'
import { closest, isSegmentSlip, slipsInOneSegment } from '../util/suggest.js'
import { specKey, specsNamed, type Endpoint, type EndpointDefinition, type EndpointIndex, type SiteOpenApi, type Spec } from './model.js'
import { isRef, pointerOf, valueAt } from './pointer.js'
import { isObject } from '../util/is-object.js'
import { withoutTrailingSlashesKeepingOne } from '../util/slashes.js'

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

/** Reads the target of a path item's `$ref`, in the spec or in a file it refers to. */
export type Deref = (ref: string) => Promise<unknown>

/** The operations of `paths` and the webhooks of `webhooks` (OpenAPI 3.1) or `x-webhooks`, in document order. */
export async function endpointsOf(root: unknown, deref: Deref): Promise<EndpointDefinition[]> {
  if (!isObject(root)) return []
  const found: EndpointDefinition[] = []
  const add = async (item: unknown, at: string[], name: { path: string } | { webhook: string }) => {
    const pathItem = isRef(item) ? await deref(item.$ref) : item
    if (!isObject(pathItem)) return
    for (const method of HTTP_METHODS) {
      if (!isObject(pathItem[method])) continue
      found.push({ method: method.toUpperCase(), ...name, pointer: pointerOf(isRef(item) ? at : [...at, method]) })
    }
  }
  for (const [path, item] of entriesOf(root.paths)) await add(item, ['paths', path], { path })
  for (const field of ['webhooks', 'x-webhooks']) {
    for (const [webhook, item] of entriesOf(root[field])) await add(item, [field, webhook], { webhook })
  }
  return found
}

function entriesOf(value: unknown): [string, unknown][] {
  return isObject(value) ? Object.entries(value) : []
}

export function indexEndpoints(specs: Spec[]): EndpointIndex {
  const endpoints = specs.flatMap((spec) => spec.endpoints.map((definition) => ({ ...definition, spec })))
  const byKey = new Map<string, Endpoint[]>()
  for (const endpoint of endpoints) {
    const key = endpointKey(endpoint)
    byKey.set(key, [...(byKey.get(key) ?? []), endpoint])
  }
  return { endpoints, byKey }
}

/** `GET /users/{id}` (trailing slashes removed), or `webhook user.created`. */
export function endpointKey(endpoint: Pick<EndpointReference, 'method' | 'path' | 'webhook'>): string {
  if (endpoint.webhook !== undefined) return `webhook ${endpoint.webhook}`
  return `${endpoint.method?.toUpperCase()} ${endpoint.path === undefined ? undefined : withoutTrailingSlashesKeepingOne(endpoint.path)}`
}

/** How a reference resolves. */
export type Resolution =
  | { kind: 'found'; endpoints: Endpoint[] }
  /** No spec named, and several specs define it. */
  | { kind: 'ambiguous'; endpoints: Endpoint[] }
  /** In none of the specs searched that could be read (`unread`: those that could not). */
  | { kind: 'unknown'; searched: Spec[]; unread: Spec[]; closest?: Endpoint }
  /** The spec part names no spec of the site. */
  | { kind: 'unknown-spec'; closest?: string }
  /** The site has no spec at all. */
  | { kind: 'no-specs' }
  /** Cannot be told: the spec could not be read (that is reported on its own), or docs.json was not read. */
  | { kind: 'unchecked' }

export function resolveReference(openapi: SiteOpenApi, reference: EndpointReference): Resolution {
  let within = openapi.specs
  if (reference.spec) {
    within = specsNamed(openapi.specs, reference.spec)
    if (within.length === 0) return { kind: 'unknown-spec', closest: closestSpec(openapi.specs, reference.spec) }
  } else if (openapi.specs.length === 0) {
    return openapi.configured ? { kind: 'no-specs' } : { kind: 'unchecked' }
  }
  const matches = (openapi.index.byKey.get(endpointKey(reference)) ?? []).filter((endpoint) => within.includes(endpoint.spec))
  if (matches.length > 0) {
    return new Set(matches.map((endpoint) => endpoint.spec)).size > 1 ? { kind: 'ambiguous', endpoints: matches } : { kind: 'found', endpoints: matches }
  }
  const searched = within.filter((spec) => spec.load.state === 'loaded')
  if (searched.length === 0) return { kind: 'unchecked' }
  const closest = closestEndpoint(openapi.index.endpoints.filter((endpoint) => searched.includes(endpoint.spec)), reference)
  return { kind: 'unknown', searched, unread: within.filter((spec) => !searched.includes(spec)), closest }
}

function closestSpec(specs: Spec[], written: string): string | undefined {
  const byKey = new Map(specs.map((spec) => [specKey(spec.name), spec.name]))
  const key = closest(specKey(written), byKey.keys())
  return key === undefined ? undefined : byKey.get(key)
}

/**
 * The endpoint a reference certainly meant, or nothing: the one operation on the same path (parameter names
 * aside: `/users/{userId}` is `/users/{id}`) when only the method is wrong, else the one operation of the same
 * method whose path differs in one segment by a slip (`/v1/usres`); the one webhook whose name is a slip of the
 * one written. A different operation that merely looks alike (`/searches` for `/feedback`) is no suggestion.
 */
function closestEndpoint(endpoints: Endpoint[], reference: EndpointReference): Endpoint | undefined {
  const only = (matches: Endpoint[]) => (matches.length === 1 ? matches[0] : undefined)
  if (reference.webhook !== undefined) return only(endpoints.filter((endpoint) => endpoint.webhook !== undefined && isSegmentSlip(reference.webhook!, endpoint.webhook)))
  const written = shape(reference.path!)
  const operations = endpoints.filter((endpoint) => endpoint.path !== undefined)
  const samePath = operations.filter((endpoint) => shape(endpoint.path!) === written)
  if (samePath.length > 0) return only(samePath)
  return only(operations.filter((endpoint) => endpoint.method === reference.method && slipsInOneSegment(written, shape(endpoint.path!))))
}

function shape(urlPath: string): string {
  return withoutTrailingSlashesKeepingOne(urlPath.replace(/\{[^}]*\}/g, '{}'))
}

/** `GET /users/{id}` or `webhook user.created`, as a reference to it is written (without its spec). */
export function describeEndpoint(endpoint: Pick<EndpointReference, 'method' | 'path' | 'webhook'>): string {
  return endpoint.webhook !== undefined ? `webhook ${endpoint.webhook}` : `${endpoint.method} ${endpoint.path}`
}

/**
 * How to refer to an endpoint: with its spec as `writtenSpec` (the spec part the user wrote), `GET /users` when
 * no other spec defines it, or else `openapi GET /users` (the spec's path without its extension).
 */
export function referenceTo(index: EndpointIndex, endpoint: Endpoint, writtenSpec?: string): string {
  const ambiguous = (index.byKey.get(endpointKey(endpoint)) ?? []).some((other) => other.spec !== endpoint.spec)
  const spec = writtenSpec ?? (ambiguous ? specKey(endpoint.spec.name) : undefined)
  return spec === undefined ? describeEndpoint(endpoint) : `${spec} ${describeEndpoint(endpoint)}`
}

/**
 * The operation an `openapi:` front-matter value (`v3-openapi POST /api/v1/runs`) names, as its spec writes it;
 * undefined when it does not resolve to one operation defined in place in a spec that was read. The site
 * generator takes an endpoint page's `title` from its `summary` and its `description` from its `description`
 * where the front matter gives none.
 */
export function operationOf(openapi: SiteOpenApi, value: string): Record<string, unknown> | undefined {
  const reference = endpointOf(value)
  const resolution = reference && reference.webhook === undefined ? resolveReference(openapi, reference) : undefined
  if (resolution?.kind !== 'found') return undefined
  const [endpoint] = resolution.endpoints
  const load = endpoint.spec.load
  const operation = load.state === 'loaded' ? valueAt(load.document.parsed, endpoint.pointer) : undefined
  return isObject(operation) && !isRef(operation) ? operation : undefined
}
