/**
 * `openapi` in docs.json lists the site's specs: paths from the site root (a leading `/` is allowed) and URLs.
 * A path with no file, or a URL that does not answer (within `--timeout`, 10 seconds by default) or answers
 * with an error, leaves the API pages without their spec. The message sits on the entry in docs.json and says
 * why. With `--offline`, remote specs are not fetched: each gets an information message, "not checked".
 *
 * ## Fails
 *
 * `openapi.yml` is named, but the file is `openapi.yaml`:
 *
 * ```json docs.json
 * {
 *   "name": "Acme API",
 *   "openapi": "openapi.yml",
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
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme API",
 *   "openapi": "openapi.yaml",
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
 * ```
 */
import { defineOpenapiRule } from '../../src/site/rule.js'

export const openapiMissing = defineOpenapiRule(
  { id: 'openapi-missing', description: 'OpenAPI files named in `openapi` must exist, and URLs be fetched', severity: 'error' },
  (site, { report }) => {
    for (const spec of site.openapi.specs) {
      if (!spec.entry) continue
      if (spec.load.state === 'missing') {
        report(spec.load.reason, { place: spec.entry.place })
      } else if (spec.load.state === 'offline') {
        report(`Not checked: \`${spec.name}\` is a remote OpenAPI file, not fetched with \`--offline\``, { place: spec.entry.place, atMost: 'info' })
      }
    }
  }
)
