/**
 * The servers an API's requests go to, as its specs say: OpenAPI's `servers` (an operation's, else its path
 * item's, else the spec's), each URL with its `{variables}` set to their defaults, or Swagger 2.0's `schemes`,
 * `host` and `basePath`.
 */
import { specDocument, type SiteOpenApi } from './model.js'
import { operationObject, type OperationObject } from './operation-object.js'
import { isObject } from '../util/is-object.js'

/** The servers of one operation (or of the spec alone, without `pathItem` and `operation`). */
export function serversFor({ root, pathItem, operation }: OperationObject): string[] {
  if (isObject(root) && typeof root.swagger === 'string') return swaggerServers(root)
  return serversOf(operation?.servers, pathItem?.servers, isObject(root) ? root.servers : undefined)
}

/** Every server of the site's specs that were read: each spec's own, and each endpoint's. */
export function siteServers(openapi: SiteOpenApi): string[] {
  const ofSpecs = openapi.specs.flatMap((spec) => {
    const root = specDocument(spec)
    return root === undefined ? [] : serversFor({ root })
  })
  const ofEndpoints = openapi.index.endpoints.flatMap((endpoint) => serversFor(operationObject(endpoint)))
  return [...new Set([...ofSpecs, ...ofEndpoints])]
}

/** The first list of servers given, each URL with its `{variables}` set to their defaults. */
function serversOf(...lists: unknown[]): string[] {
  const list = lists.find((candidate) => Array.isArray(candidate) && candidate.some(isObject)) as unknown[] | undefined
  return (list ?? []).filter(isObject).flatMap((server) => {
    if (typeof server.url !== 'string') return []
    const variables = isObject(server.variables) ? server.variables : {}
    return [server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
      const variable = variables[name]
      return isObject(variable) && variable.default !== undefined ? String(variable.default) : whole
    })]
  })
}

/** Swagger 2.0: `schemes`, `host` and `basePath` make the one server. */
function swaggerServers(root: Record<string, unknown>): string[] {
  if (typeof root.host !== 'string') return []
  const scheme = Array.isArray(root.schemes) && typeof root.schemes[0] === 'string' ? root.schemes[0] : 'https'
  return [`${scheme}://${root.host}${typeof root.basePath === 'string' ? root.basePath : ''}`.replace(/\/$/, '')]
}
