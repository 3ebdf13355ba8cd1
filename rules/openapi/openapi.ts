/**
 * Each spec of the site (the files and URLs of `openapi` in docs.json, and the spec files that endpoint
 * references name) is linted once with redocly's `spec` ruleset: the structure of the OpenAPI version it
 * declares (`openapi/struct`), `$ref`s that lead nowhere (`openapi/no-unresolved-refs`, `$ref` cycles included),
 * duplicated operation ids, undeclared path parameters, and the other rules the ruleset turns on. Each problem is
 * reported as `openapi/<rule>` at its line and column in the spec, or in the file the spec refers to, with
 * redocly's suggestion; a problem in a remote file sits on the spec's entry in docs.json. Problems in a remote file
 * not fetched because of `--offline` are information, and so is `openapi/spec-ref-siblings` in every preset: the
 * generator shows a `description` or `summary` written beside a `$ref` in OpenAPI 3.0, where other tools ignore it.
 *
 * Configure a rule of redocly's by its id (`"openapi/no-identical-paths": "warn"`, `"openapi/operation-summary":
 * "error"` to turn on one the ruleset leaves off, with its options as `["error", {...}]`); `openapi` sets the whole
 * family (`"off"`, or `"warn"` to lower every one of them). The rules are listed in redocly's docs:
 * https://redocly.com/docs/cli/rules/built-in-rules. An unknown `openapi/<rule>` fails the run.
 *
 * ## Fails
 *
 * `nullable` is OpenAPI 3.0; an OpenAPI 3.1 schema lists `null` among its types (`openapi/struct`: "Property `nullable` is not expected here"):
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
 * components:
 *   schemas:
 *     Invoice:
 *       type: object
 *       properties:
 *         paidAt:
 *           type: string
 *           format: date-time
 *           nullable: true
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
 * components:
 *   schemas:
 *     Invoice:
 *       type: object
 *       properties:
 *         paidAt:
 *           type: [string, 'null']
 *           format: date-time
 * ```
 */
import { defineOpenapiRule } from '../../src/site/rule.js'
import { lowerSeverity } from '../../src/rule.js'
import { openapiRuleMeta } from '../../src/openapi/rule-meta.js'
import { reportedAt } from '../../src/openapi/model.js'

/** The family's id: its members are reported as `openapi/<rule>`. */
const FAMILY = 'openapi'

export const openapiLint = defineOpenapiRule(
  { id: FAMILY, description: "OpenAPI files must pass @redocly/openapi-core's `spec` ruleset (reported as `openapi/<rule>`)", severity: 'error' },
  (site, { report }) => {
    for (const spec of site.openapi.specs) {
      for (const problem of spec.problems) {
        const at = reportedAt(site, spec, problem.location, problem.place)
        if (!at) continue
        const rules = at.file.data.ruleSetup?.rules ?? {}
        // The family's setting lowers redocly's severity; a rule set by its own id takes that severity.
        const family = rules[FAMILY] ?? 'error'
        if (family === 'off' && rules[`openapi/${problem.rule}`] === undefined) continue
        const meta = openapiRuleMeta(problem.rule, family === 'off' ? problem.severity : lowerSeverity(family, problem.severity))
        report(at.prefix + problem.reason, { as: meta, file: at.file, place: at.place, expected: problem.expected, atMost: problem.offline ? 'info' : undefined })
      }
    }
  }
)
