import type { Position } from 'unist'
import type { JsonDocument, Segment } from '../config/json.js'
import { currentNavigationEntries, type DivisionKind } from '../config/current-navigation.js'

const methods = 'GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE'

/** `GET /users`, `openapi.yaml GET /users`, `webhook user.created`: an endpoint, not a page. */
const endpointEntry = new RegExp(`^(?:(\\S+)\\s+)?(?:(${methods})\\s+(/\\S*)|(webhook)\\s+(\\S+))$`, 'i')

export interface EndpointReference {
  spec?: string
  method?: string
  path?: string
  webhook?: string
}

/** One string of `navigation[].pages`, where it is written, and what surrounds it. */
export interface NavigationEntry {
  value: string
  /** Where in docs.json, as a path (`navigation[0].pages[2]`) and as a range. */
  path: Segment[]
  place: Position
  /** The groups it is in, outermost first. */
  groups: string[]
  /** The `version` of the closest group that has one (seed format), or of the version division it is in (current format). */
  version?: string
  /** Current format: the divisions it is in, outermost first (`{kind: 'tab', name: 'Guides'}`); empty in the seed's format. */
  divisions: { kind: DivisionKind; name: string }[]
  endpoint?: EndpointReference
  /** Current format: the spec that the closest enclosing group or division names in `openapi`, and where. */
  openapi?: { value: string; place: Position }
}

/**
 * Every entry of a seed-format navigation, nested groups included, in the order they are written. It reads
 * docs.json as its schema accepts it (src/config/conforming.ts), where a refused item leaves a hole that
 * `forEach` passes over; anything not of the expected shape is passed over here too.
 */
export function navigationEntries(navigation: unknown, document: JsonDocument | undefined): NavigationEntry[] {
  const entries: NavigationEntry[] = []
  const walk = (group: Node, at: Segment[], groups: string[], version: string | undefined) => {
    const inner = [...groups, typeof group.group === 'string' ? group.group : '']
    const groupVersion = typeof group.version === 'string' ? group.version : version
    if (!Array.isArray(group.pages)) return
    group.pages.forEach((page: unknown, index) => {
      const here = [...at, 'pages', index]
      if (typeof page === 'string') {
        const place = document?.rangeOf(here) ?? { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }
        entries.push({ value: page, path: here, place, groups: inner, version: groupVersion, divisions: [], endpoint: endpointOf(page) })
      } else if (isNode(page)) {
        walk(page, here, inner, groupVersion)
      }
    })
  }
  if (Array.isArray(navigation)) navigation.forEach((group: unknown, index) => isNode(group) && walk(group, ['navigation', index], [], undefined))
  return entries
}

type Node = Record<string, unknown>
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value)

export function endpointOf(value: string): EndpointReference | undefined {
  const match = endpointEntry.exec(value.trim())
  if (!match) return undefined
  const [, spec, method, urlPath, webhook, name] = match
  return webhook ? { spec, webhook: name } : { spec, method: method.toUpperCase(), path: urlPath }
}

/**
 * Every page and endpoint entry of a current-format navigation object, with its place in docs.json, its
 * groups and divisions, and the spec its closest group or division names in `openapi` (string, first of a
 * list, or `source`), which an endpoint entry without a spec of its own is looked up in.
 */
export function currentEntries(value: Record<string, unknown>, document: JsonDocument): NavigationEntry[] {
  return currentNavigationEntries(value.navigation).map((entry) => {
    const version = [...entry.divisions].reverse().find((division) => division.kind === 'version')?.name
    const openapi = enclosingSpec(value, entry.path, document)
    const written = endpointOf(entry.value)
    const endpoint = written && !written.spec && openapi ? { ...written, spec: openapi.value } : written
    return { value: entry.value, path: entry.path, place: document.rangeOf(entry.path), groups: entry.groups, version, divisions: entry.divisions, endpoint, openapi }
  })
}

/** The `openapi` of the innermost object on the way to `path` that has one. */
export function enclosingSpec(root: unknown, path: Segment[], document: JsonDocument): { value: string; place: Position } | undefined {
  let found: { value: string; place: Position } | undefined
  let node: unknown = root
  for (let depth = 0; depth < path.length && node !== null && typeof node === 'object'; depth++) {
    const spec = depth === 0 ? undefined : specValue((node as Record<string, unknown>).openapi, path.slice(0, depth))
    if (spec) found = { value: spec.value, place: document.rangeOf(spec.at) }
    node = (node as Record<string | number, unknown>)[path[depth]]
  }
  return found
}

function specValue(openapi: unknown, at: Segment[]): { value: string; at: Segment[] } | undefined {
  if (typeof openapi === 'string' && openapi !== '') return { value: openapi, at: [...at, 'openapi'] }
  if (Array.isArray(openapi) && typeof openapi[0] === 'string') return { value: openapi[0], at: [...at, 'openapi', 0] }
  if (openapi && typeof openapi === 'object' && typeof (openapi as { source?: unknown }).source === 'string') {
    return { value: (openapi as { source: string }).source, at: [...at, 'openapi', 'source'] }
  }
  return undefined
}
