/**
 * A spec that does not parse cannot be checked at all, nor can the endpoint references to it. The message sits
 * where the parser stopped, in the spec file (for a remote spec: on its entry in docs.json, with the line and
 * column in the fetched file). A file that parses but is not an OpenAPI 2.0 or 3.x description (no `openapi` or
 * `swagger` version, an unknown version, an AsyncAPI or Arazzo file, a list) is reported too, on its version or
 * at its start.
 *
 * ## Fails
 *
 * `responses` is indented less than `summary`:
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
 *      responses:
 *         '200':
 *           description: The invoices, newest first.
 * ```
 *
 * An AsyncAPI file is not an OpenAPI description:
 *
 * ```json docs.json
 * {
 *   "name": "Acme API",
 *   "openapi": "events.yaml",
 *   "navigation": []
 * }
 * ```
 *
 * ```yaml events.yaml
 * asyncapi: 2.6.0
 * info:
 *   title: Acme events
 *   version: 1.0.0
 * channels:
 *   invoice/paid:
 *     subscribe:
 *       message:
 *         payload:
 *           type: object
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
import { reportedAt } from '../../src/openapi/model.js'

export const openapiSyntax = defineOpenapiRule(
  { id: 'openapi-syntax', description: 'OpenAPI files must be valid YAML or JSON, and OpenAPI', severity: 'error' },
  (site, { report }) => {
    for (const spec of site.openapi.specs) {
      if (spec.load.state !== 'syntax') continue
      const at = reportedAt(site, spec, spec.location, spec.load.place)
      if (at) report(at.prefix + spec.load.reason, { file: at.file, place: at.place })
    }
  }
)
