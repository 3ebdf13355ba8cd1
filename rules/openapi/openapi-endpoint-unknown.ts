/**
 * A page documents an endpoint with `openapi: "[spec] METHOD /path"` (or `"[spec] webhook name"`) in its front
 * matter, and the navigation lists endpoints as `"[spec] METHOD /path"` entries. The spec part is the spec's
 * path from the site root, with or without a leading `/` and its extension (`v3-openapi GET /runs` names
 * `v3-openapi.yaml`), or, as the site generator matches it, the spec file's name without its folder and
 * extension (`builder GET /v1/stats` names `openapi/builder.json`); without it, every spec of the site is
 * searched. When docs.json names no spec at all, the specs are those the site generator finds by itself: the
 * `.json`, `.yaml` and `.yml` files it publishes whose top level has `openapi:` or `swagger:`. Paths match
 * with or without a trailing slash. A reference that matches nothing is an error, on the front-matter line or the docs.json entry. An
 * operation is suggested only when it is certainly the one meant: the one operation on the same path when only the
 * method is wrong, or the one of the same method whose path differs by a slip in one segment (`/usres`); another
 * operation that merely looks alike (`/searches` for `/feedback`) is not. A reference without a spec that several specs define is a warning
 * naming them. References to a spec that could not be read are not checked (the spec is reported itself).
 *
 * ## Fails
 *
 * The spec defines `GET /invoices`, not `GET /invoice`:
 *
 * ```json docs.json
 * {
 *   "name": "Acme API",
 *   "openapi": "openapi.yaml",
 *   "navigation": [{ "group": "Invoices", "pages": ["api/list-invoices"] }]
 * }
 * ```
 *
 * ```mdx api/list-invoices.mdx
 * ---
 * title: "List invoices"
 * description: "Read your invoices, newest first."
 * openapi: "GET /invoice"
 * ---
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
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme API",
 *   "openapi": "openapi.yaml",
 *   "navigation": [{ "group": "Invoices", "pages": ["api/list-invoices"] }]
 * }
 * ```
 *
 * ```mdx api/list-invoices.mdx
 * ---
 * title: "List invoices"
 * description: "Read your invoices, newest first."
 * openapi: "GET /invoices"
 * ---
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
 * ```
 */
import type { Position } from 'unist'
import type { VFile } from 'vfile'
import { defineOpenapiRule } from '../../src/site/rule.js'
import { endpointOf, type EndpointReference } from '../../src/site/navigation.js'
import { describeEndpoint, referenceTo, resolveReference } from '../../src/openapi/endpoint-index.js'
import { specKey, type Spec } from '../../src/openapi/model.js'
import type { Site } from '../../src/site/model.js'
import { codeList } from '../../src/util/suggest.js'

interface WrittenReference {
  value: string
  reference?: EndpointReference
  file: VFile
  place: Position
  /** How the place is named in messages. */
  where: string
}

export const openapiEndpointUnknown = defineOpenapiRule(
  { id: 'openapi-endpoint-unknown', description: 'endpoint references must name operations of the OpenAPI specs', severity: 'error' },
  (site, { report }) => {
    for (const { value, reference, file, place, where } of writtenReferences(site)) {
      if (!reference) {
        report(`${where} \`${value}\` is not an endpoint reference: write \`[spec] METHOD /path\` (\`GET /users\`, \`openapi.yaml GET /users\`) or \`[spec] webhook name\``, { file, place })
        continue
      }
      const resolution = resolveReference(site.openapi, reference)
      const names = (specs: Spec[]) => codeList(specs.map((spec) => spec.name), 'and')
      if (resolution.kind === 'unknown') {
        const what = reference.webhook !== undefined ? `webhook \`${reference.webhook}\`` : `operation \`${reference.method} ${reference.path}\``
        const unread = resolution.unread.length > 0 ? ` (${names(resolution.unread)} could not be read)` : ''
        const suggestion = resolution.closest ? referenceTo(site.openapi.index, resolution.closest, reference.spec) : undefined
        report(`${where} \`${value}\`: no ${what} in ${names(resolution.searched)}${unread}`, { file, place, suggestion })
      } else if (resolution.kind === 'unknown-spec') {
        const specs = site.openapi.specs.length > 0 ? `the specs are ${names(site.openapi.specs)}` : 'it has none'
        const suggestion = resolution.closest ? `${specKey(resolution.closest)} ${describeEndpoint(reference)}` : undefined
        report(`${where} \`${value}\`: \`${reference.spec}\` is no OpenAPI file of the site (${specs})`, { file, place, suggestion })
      } else if (resolution.kind === 'ambiguous') {
        const specs = [...new Set(resolution.endpoints.map((endpoint) => endpoint.spec))]
        const choices = resolution.endpoints.map((endpoint) => referenceTo(site.openapi.index, endpoint))
        report(`${where} \`${value}\` is defined in ${specs.length} specs, ${names(specs)}: name the one you mean (${codeList(choices)})`, { file, place, expected: choices, atMost: 'warn' })
      } else if (resolution.kind === 'no-specs') {
        report(`${where} \`${value}\` cannot be found: docs.json lists no OpenAPI file in \`openapi\`, and the site has none (a \`.json\`, \`.yaml\` or \`.yml\` file with \`openapi:\` at its top level)`, { file, place })
      }
    }
  }
)

/** Every endpoint reference of the site: navigation entries, then each page's `openapi:` front matter. */
function writtenReferences(site: Site): WrittenReference[] {
  const fromNavigation = site.navigation.flatMap((entry) =>
    entry.endpoint ? [{ value: entry.value, reference: entry.endpoint, file: site.configFile, place: entry.place, where: 'Navigation entry' }] : []
  )
  const fromPages = site.pages.flatMap((page) =>
    page.facts.endpoints.map((fact) => ({ value: fact.value, reference: endpointOf(fact.value), file: page.file, place: fact.position, where: '`openapi:`' }))
  )
  return [...fromNavigation, ...fromPages]
}
