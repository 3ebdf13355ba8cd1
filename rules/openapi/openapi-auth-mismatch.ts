/**
 * The API playground collects credentials the way `api.auth.method` says; the API takes them the way its
 * specs' security schemes say. `bearer` needs an HTTP bearer scheme (`type: http`, `scheme: bearer`), `basic` an
 * HTTP basic one, `key` an API key (`type: apiKey`) whose `name` is `api.auth.name` when that is set (header
 * names compared without case). When no `securitySchemes` entry of any spec (`securityDefinitions` in Swagger
 * 2.0) supports the method, the playground sends credentials the API does not read. The warning sits on the
 * `method` value in docs.json and names the schemes there are.
 *
 * ## Fails
 *
 * The playground asks for an API key, but the API takes a bearer token:
 *
 * ```json docs.json
 * {
 *   "name": "Acme API",
 *   "openapi": "openapi.yaml",
 *   "api": { "auth": { "method": "key" } },
 *   "navigation": [{ "group": "Invoices", "pages": ["GET /invoices"] }]
 * }
 * ```
 *
 * ```yaml openapi.yaml
 * openapi: 3.1.0
 * info:
 *   title: Acme API
 *   version: 1.0.0
 * paths:
 *   /invoices:
 *     get:
 *       summary: List invoices
 *       responses:
 *         '200':
 *           description: The invoices, newest first.
 * components:
 *   securitySchemes:
 *     bearerAuth:
 *       type: http
 *       scheme: bearer
 * security:
 *   - bearerAuth: []
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme API",
 *   "openapi": "openapi.yaml",
 *   "api": { "auth": { "method": "bearer" } },
 *   "navigation": [{ "group": "Invoices", "pages": ["GET /invoices"] }]
 * }
 * ```
 *
 * ```yaml openapi.yaml
 * openapi: 3.1.0
 * info:
 *   title: Acme API
 *   version: 1.0.0
 * paths:
 *   /invoices:
 *     get:
 *       summary: List invoices
 *       responses:
 *         '200':
 *           description: The invoices, newest first.
 * components:
 *   securitySchemes:
 *     bearerAuth:
 *       type: http
 *       scheme: bearer
 * security:
 *   - bearerAuth: []
 * ```
 */
import { defineOpenapiRule } from '../../src/site/rule.js'
import { isRef, valueAt } from '../../src/openapi/pointer.js'
import { isObject } from '../../src/util/is-object.js'
import { codeList } from '../../src/util/suggest.js'

type Method = 'bearer' | 'basic' | 'key'

/** A security scheme, and the `api.auth.method` it serves. */
interface Scheme {
  name: string
  description: string
  method?: Method
  /** An API key's parameter name, and whether it is a header (whose names have no case). */
  keyName?: string
  header?: boolean
}

export const openapiAuthMismatch = defineOpenapiRule(
  { id: 'openapi-auth-mismatch', description: '`api.auth.method` must match a security scheme of the OpenAPI specs', severity: 'warn' },
  (site, { report }) => {
    const auth = site.settings?.auth
    const method = auth?.method?.value as Method | undefined
    const loaded = site.openapi.specs.filter((spec) => spec.load.state === 'loaded')
    if (!auth || !method || loaded.length === 0) return
    const key = auth.key
    const schemes = loaded.flatMap((spec) => (spec.load.state === 'loaded' ? schemesOf(spec.load.document.parsed) : []))
    if (schemes.some((scheme) => supports(scheme, method, auth?.name))) return
    const specs = codeList(loaded.map((spec) => spec.name), 'and')
    const place = auth.method!.place
    const named = method === 'key' && auth?.name ? ` (an API key named \`${auth.name}\`)` : ''
    if (schemes.length === 0) {
      report(`\`${key}.method\` is \`${method}\`, but ${specs} define${loaded.length === 1 ? 's' : ''} no security scheme (\`components.securitySchemes\`): the playground would send credentials the API does not declare`, { place })
      return
    }
    // An API key of another name needs `api.auth.name` changed; otherwise another method is needed.
    const keyNames = method === 'key' ? schemes.flatMap((scheme) => (scheme.method === 'key' && scheme.keyName ? [scheme.keyName] : [])) : []
    const methods = [...new Set(schemes.flatMap((scheme) => (scheme.method && scheme.method !== method ? [scheme.method] : [])))]
    const fix = keyNames.length > 0 ? `; set \`${key}.name\` to ${codeList(keyNames)}` : methods.length > 0 ? `; use ${codeList(methods)}` : ''
    const found = schemes.map((scheme) => `\`${scheme.name}\` is ${scheme.description}`).join(', ')
    report(`\`${key}.method\` is \`${method}\`${named}, but no security scheme of ${specs} takes it: ${found}${fix}`, { place,
      expected: keyNames.length > 0 ? keyNames : methods })
  }
)

function supports(scheme: Scheme, method: Method, name: string | undefined): boolean {
  if (scheme.method !== method) return false
  if (method !== 'key' || !name || !scheme.keyName) return true
  return scheme.header ? scheme.keyName.toLowerCase() === name.toLowerCase() : scheme.keyName === name
}

/** The security schemes of a spec: `components.securitySchemes` (OpenAPI 3), `securityDefinitions` (Swagger 2.0). */
function schemesOf(root: unknown): Scheme[] {
  const schemes = isObject(root) ? (valueAt(root, '#/components/securitySchemes') ?? root.securityDefinitions) : undefined
  if (!isObject(schemes)) return []
  return Object.entries(schemes).map(([name, value]) => {
    const scheme = isRef(value) && value.$ref.startsWith('#') ? valueAt(root, value.$ref) : value
    return { name, ...describeScheme(isObject(scheme) ? scheme : {}) }
  })
}

function describeScheme(scheme: Record<string, unknown>): Omit<Scheme, 'name'> {
  const type = String(scheme.type ?? 'unknown')
  const httpScheme = String(scheme.scheme ?? '').toLowerCase()
  if (type === 'http' && httpScheme === 'bearer') return { description: 'HTTP bearer', method: 'bearer' }
  if ((type === 'http' && httpScheme === 'basic') || type === 'basic') return { description: 'HTTP basic', method: 'basic' }
  if (type === 'apiKey') {
    const keyName = typeof scheme.name === 'string' ? scheme.name : undefined
    const where = String(scheme.in ?? 'header')
    return { description: `an API key \`${keyName}\` in the ${where}`, method: 'key', keyName, header: where === 'header' }
  }
  return { description: type === 'http' ? `HTTP ${httpScheme}` : type }
}
