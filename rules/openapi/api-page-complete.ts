/**
 * An API reference page answers what a caller needs before the first request: every parameter, what success and
 * failure look like, how to authenticate, what each status code means, and how many requests are allowed. For an
 * endpoint page (`openapi:` front matter naming an operation of the site's specs, or `api:`) it reports, on the
 * front matter's reference:
 *
 * - path, query and body parameters with no description in the spec and no `<ParamField>` on the page;
 * - no success (2xx) response, or no error (4xx, 5xx or `default`) response, in the spec or a
 *   `<ResponseExample>` (for `api:` pages: no `<ResponseExample>`, or no error status written on the page);
 * - responses whose description only repeats the status (`OK`, `Successful Response`): say what it means;
 * - an operation that needs authentication (`security`) with no security scheme to show it, no `api.auth` in
 *   docs.json and no authentication on the page (an `Authorization` or API-key header).
 *
 * And once per site, on the first endpoint page, when no page states a rate limit with a number ("100 requests
 * per minute"). Part of `docslint:style`.
 *
 * ## Fails
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "openapi": "openapi.yaml",
 *   "navigation": [{ "group": "API", "pages": ["users"] }]
 * }
 * ```
 *
 * ```mdx users.mdx
 * ---
 * title: "Get a user"
 * openapi: "GET /users/{id}"
 * ---
 * ```
 *
 * ```yaml openapi.yaml
 * openapi: 3.1.0
 * info:
 *   title: Acme
 *   version: '1'
 * paths:
 *   /users/{id}:
 *     get:
 *       parameters:
 *         - name: id
 *           in: path
 *           required: true
 *           schema:
 *             type: string
 *       responses:
 *         '200':
 *           description: OK
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "openapi": "openapi.yaml",
 *   "navigation": [{ "group": "API", "pages": ["users", "limits"] }]
 * }
 * ```
 *
 * ```mdx users.mdx
 * ---
 * title: "Get a user"
 * openapi: "GET /users/{id}"
 * ---
 * ```
 *
 * ```mdx limits.mdx
 * ---
 * title: "Rate limits"
 * ---
 *
 * Each key may send 100 requests per minute; past that the API answers `429`.
 * ```
 *
 * ```yaml openapi.yaml
 * openapi: 3.1.0
 * info:
 *   title: Acme
 *   version: '1'
 * paths:
 *   /users/{id}:
 *     get:
 *       parameters:
 *         - name: id
 *           in: path
 *           required: true
 *           description: The user's ID, from `POST /users`.
 *           schema:
 *             type: string
 *       responses:
 *         '200':
 *           description: The user, with their email address and roles.
 *         '404':
 *           description: No user has this ID in your workspace.
 * ```
 */
import type { Position } from 'unist'
import { defineOpenapiRule } from '../../src/site/rule.js'
import { endpointOf } from '../../src/site/navigation.js'
import { resolveReference } from '../../src/openapi/endpoint-index.js'
import { isRef, valueAt } from '../../src/openapi/pointer.js'
import { isObject } from '../../src/util/is-object.js'
import type { Endpoint } from '../../src/openapi/model.js'
import type { Site, SitePage } from '../../src/site/model.js'
import type { ApiFacts } from '../../src/style/api-facts.js'
import { codeList } from '../../src/util/suggest.js'

type Report = (reason: string, options: { file: SitePage['file']; place: Position }) => void

/** Descriptions that only name the status, and so explain nothing. */
const BARE = /^(ok|success|successful|successful response|successful operation|response|default response|created|accepted|no content|error|failure|bad request|unauthorized|forbidden|not found|validation error|internal server error|unprocessable entity|conflict)\.?$/i

export const apiPageComplete = defineOpenapiRule(
  {
    id: 'api-page-complete',
    description: 'API pages document parameters, success and error responses, authentication, status codes and rate limits',
    severity: 'warn',
    preset: 'style'
  },
  (site, { report }) => {
    const endpointPages = site.pages.filter((page) => page.facts.api && referenceOf(page))
    for (const page of endpointPages) {
      const reference = referenceOf(page)!
      const place = reference.position
      const problems = reference.kind === 'openapi' ? openapiProblems(site, page, reference.value) : apiProblems(page.facts.api!, reference.value)
      for (const problem of problems) report(problem, { file: page.file, place })
    }
    if (endpointPages.length > 0 && !site.pages.some((page) => page.facts.api?.rateLimit)) {
      const first = endpointPages[0]
      report(
        'No page of the site states a rate limit with a number: say how many requests a key may send (`100 requests per minute`) and what the API answers past it (`429`)',
        { file: first.file, place: referenceOf(first)!.position }
      )
    }
  }
)

function referenceOf(page: SitePage): { kind: 'openapi' | 'api'; value: string; position: Position } | undefined {
  const endpoint = page.facts.endpoints[0]
  if (endpoint) return { kind: 'openapi', value: endpoint.value, position: endpoint.position }
  const api = page.facts.frontmatter?.data?.api
  return typeof api === 'string' ? { kind: 'api', value: api, position: page.facts.frontmatter!.position } : undefined
}

function openapiProblems(site: Site, page: SitePage, value: string): string[] {
  const reference = endpointOf(value)
  const resolution = reference ? resolveReference(site.openapi, reference) : undefined
  if (resolution?.kind !== 'found') return []
  const endpoint = resolution.endpoints[0]
  if (endpoint.spec.load.state !== 'loaded') return []
  const root = endpoint.spec.load.document.parsed
  const operation = deref(root, valueAt(root, endpoint.pointer))
  if (!isObject(operation)) return []
  const facts = page.facts.api!
  return [
    ...undocumentedParameters(root, endpoint, operation, facts),
    ...responseProblems(root, operation, facts),
    ...authProblems(site, root, operation, facts)
  ]
}

/** A local `$ref` followed once; other values as they are. */
function deref(root: unknown, value: unknown): unknown {
  return isRef(value) && value.$ref.startsWith('#/') ? valueAt(root, value.$ref) : value
}

function undocumentedParameters(root: unknown, endpoint: Endpoint, operation: Record<string, unknown>, facts: ApiFacts): string[] {
  const pathItem = deref(root, valueAt(root, endpoint.pointer.replace(/\/[^/]+$/, '')))
  const declared = [...listOf(isObject(pathItem) ? pathItem.parameters : undefined), ...listOf(operation.parameters)].map((parameter) => deref(root, parameter))
  const missing: string[] = []
  for (const parameter of declared) {
    if (!isObject(parameter) || typeof parameter.name !== 'string' || !['path', 'query'].includes(String(parameter.in))) continue
    if (!described(parameter) && !facts.params.includes(`${parameter.in} ${parameter.name}`)) missing.push(`${parameter.in} \`${parameter.name}\``)
  }
  for (const [name, property] of bodyProperties(root, operation)) {
    if (!described(deref(root, property)) && !facts.params.includes(`body ${name}`)) missing.push(`body \`${name}\``)
  }
  if (missing.length === 0) return []
  return [`Parameters with no description: ${missing.join(', ')}; describe each in the spec or with a \`<ParamField>\` on the page`]
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function described(value: unknown): boolean {
  return isObject(value) && typeof value.description === 'string' && value.description.trim() !== ''
}

function bodyProperties(root: unknown, operation: Record<string, unknown>): [string, unknown][] {
  const body = deref(root, operation.requestBody)
  const content = isObject(body) && isObject(body.content) ? body.content : {}
  const media = Object.values(content).find((value) => isObject(value) && value.schema !== undefined)
  const schema = isObject(media) ? deref(root, media.schema) : undefined
  return isObject(schema) && isObject(schema.properties) ? Object.entries(schema.properties) : []
}

function responseProblems(root: unknown, operation: Record<string, unknown>, facts: ApiFacts): string[] {
  const responses = isObject(operation.responses) ? operation.responses : {}
  const codes = Object.keys(responses)
  const problems: string[] = []
  if (!codes.some((code) => /^2/.test(code)) && !facts.responseExample) problems.push('No success response: add a `2XX` response to the spec, or a `<ResponseExample>`')
  if (!codes.some((code) => /^[45]|^default$/i.test(code))) {
    problems.push('No error response: add the `4XX` and `5XX` responses the operation gives (`401`, `404`, `429`) to the spec, with what each means')
  }
  const bare = codes.filter((code) => {
    const response = deref(root, responses[code])
    return isObject(response) && (typeof response.description !== 'string' || BARE.test(response.description.trim()))
  })
  if (bare.length > 0) problems.push(`Status ${codeList(bare, 'and')} ${bare.length === 1 ? 'is' : 'are'} not explained: say in the response's \`description\` when it happens and what the body holds`)
  return problems
}

function authProblems(site: Site, root: unknown, operation: Record<string, unknown>, facts: ApiFacts): string[] {
  const security = listOf(operation.security ?? (isObject(root) ? root.security : undefined))
  const needsAuth = security.some((requirement) => isObject(requirement) && Object.keys(requirement).length > 0)
  if (!needsAuth || site.settings?.auth || facts.auth) return []
  const schemes = isObject(root) && isObject(root.components) && isObject(root.components.securitySchemes) ? root.components.securitySchemes : {}
  const named = security.flatMap((requirement) => (isObject(requirement) ? Object.keys(requirement) : []))
  if (named.every((name) => name in schemes)) return []
  return ['The operation needs authentication, but nothing shows how: define its security scheme in the spec, or show the header on the page (`<ParamField header="Authorization">`)']
}

function apiProblems(facts: ApiFacts, value: string): string[] {
  const problems: string[] = []
  const pathParams = [...value.matchAll(/\{(\w+)\}|\/:(\w+)/g)].map((match) => match[1] ?? match[2])
  const missing = pathParams.filter((name) => !facts.params.includes(`path ${name}`))
  if (missing.length > 0) problems.push(`Path parameters with no \`<ParamField path>\`: ${codeList(missing, 'and')}; document each`)
  if (!facts.responseExample) problems.push('No response example: add a `<ResponseExample>` with a success and an error response')
  if (!facts.statusCodes.some((code) => /^[45]/.test(code))) problems.push('No error status on the page: explain the `4XX` and `5XX` statuses the endpoint answers with (`401`, `404`, `429`)')
  return problems
}
