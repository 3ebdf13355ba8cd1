import type { Position } from 'unist'
import type { JsonDocument, Segment } from '../config/json.js'
import type { NavigationGroup } from '../config/docs-config.generated.js'

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
  /** The `version` of the closest group that has one. */
  version?: string
  endpoint?: EndpointReference
}

/** Every entry of the navigation, nested groups included, in the order they are written. */
export function navigationEntries(navigation: NavigationGroup[] | undefined, document: JsonDocument | undefined): NavigationEntry[] {
  const entries: NavigationEntry[] = []
  const walk = (group: NavigationGroup, at: Segment[], groups: string[], version: string | undefined) => {
    const inner = [...groups, group.group]
    const groupVersion = (group as { version?: string }).version ?? version
    group.pages.forEach((page, index) => {
      const here = [...at, 'pages', index]
      if (typeof page === 'string') {
        const place = document?.rangeOf(here) ?? { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }
        entries.push({ value: page, path: here, place, groups: inner, version: groupVersion, endpoint: endpointOf(page) })
      } else if (page && typeof page === 'object') {
        walk(page, here, inner, groupVersion)
      }
    })
  }
  navigation?.forEach((group, index) => walk(group, ['navigation', index], [], undefined))
  return entries
}

export function endpointOf(value: string): EndpointReference | undefined {
  const match = endpointEntry.exec(value.trim())
  if (!match) return undefined
  const [, spec, method, urlPath, webhook, name] = match
  return webhook ? { spec, webhook: name } : { spec, method: method.toUpperCase(), path: urlPath }
}
