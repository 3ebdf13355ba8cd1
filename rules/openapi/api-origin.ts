/**
 * A page written for an endpoint names its URL in `api:` front matter: a path after the base URL
 * (`POST /events`), or a whole URL (`POST https://api.acme.com/events`), which the site generator allows on any
 * origin. The API playground sends the reader's credential to the API's base URLs (`api.baseUrl` in the seed
 * format, `api.mdx.server` in the current one) and to the servers of the OpenAPI specs. A whole URL on another
 * origin (scheme, host and port) may be a slip or a copy from another API's page, and sends the reader's
 * requests somewhere the API's settings do not name: the preview's playground asks readers before it sends
 * their credential there. The warning sits on the `api:` value and names the origins the API has.
 *
 * ## Fails
 *
 * The page sends its requests to another host than the API's base URL:
 *
 * ```json docs.json
 * {
 *   "name": "Acme API",
 *   "api": { "baseUrl": "https://api.acme.com", "auth": { "method": "bearer" } },
 *   "navigation": [{ "group": "Events", "pages": ["events/create"] }]
 * }
 * ```
 *
 * ```mdx events/create.mdx
 * ---
 * title: "Create an event"
 * description: "Record an event for a customer."
 * api: "POST https://collect.example.net/events"
 * ---
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme API",
 *   "api": { "baseUrl": "https://api.acme.com", "auth": { "method": "bearer" } },
 *   "navigation": [{ "group": "Events", "pages": ["events/create"] }]
 * }
 * ```
 *
 * ```mdx events/create.mdx
 * ---
 * title: "Create an event"
 * description: "Record an event for a customer."
 * api: "POST /events"
 * ---
 * ```
 */
import { defineOpenapiRule } from '../../src/site/rule.js'
import { absoluteParts, apiUrlsOf, manualEndpointOf, originOf } from '../../src/site/api-urls.js'
import { codeList } from '../../src/util/suggest.js'

/** What the playground does there, said in each message. */
const CONSEQUENCE = 'the playground asks readers before it sends their credential there'

export const apiOrigin = defineOpenapiRule(
  { id: 'api-origin', description: '`api:` URLs must be on the origin of a base URL or of a server of the OpenAPI specs', severity: 'warn' },
  (site, { report }) => {
    if (!site.settings) return
    const key = site.settings.baseUrls.key
    const known = [...new Set(apiUrlsOf(site).flatMap((url) => originOf(url) ?? []))]
    for (const page of site.pages) {
      const written = page.facts.apiEndpoint
      const endpoint = written && manualEndpointOf(written.value)
      const absolute = endpoint && absoluteParts(endpoint.url)
      const origin = absolute && originOf(absolute.base)
      if (!origin || known.includes(origin)) continue
      const reason =
        known.length > 0
          ? `\`api:\` sends requests to \`${origin}\`, which is not the origin of a base URL (\`${key}\`) or of a server of the OpenAPI specs (${codeList(known, 'and')}): ${CONSEQUENCE}. Add it to \`${key}\` if it serves the API, or write the path alone (\`${endpoint.method} ${absolute.path}\`)`
          : `\`api:\` sends requests to \`${origin}\`, but docs.json has no base URL (\`${key}\`) and no OpenAPI spec has a server: ${CONSEQUENCE}. Add it to \`${key}\` if it serves the API`
      report(reason, { file: page.file, place: written.position })
    }
  }
)
