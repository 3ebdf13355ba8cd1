/**
 * A `$ref` in docs.json (or in a file it refers to) must lead to a JSON file the generator can read: a relative
 * path, from the file that holds the ref, to a file inside the project that exists and is valid JSON, without a
 * cycle. The generator's build fails on any other ref. The values read through refs are checked like the rest
 * of docs.json, and their messages point into the file they were read from.
 *
 * ## Fails
 *
 * The referenced file does not exist:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": { "$ref": "./config/navigation.json" }
 * }
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": { "$ref": "./config/navigation.json" }
 * }
 * ```
 *
 * ```json config/navigation.json
 * {
 *   "groups": [{ "group": "Get started", "pages": ["index"] }]
 * }
 * ```
 *
 * ```mdx index.mdx
 * ---
 * title: "Introduction"
 * description: "What Acme does and how these docs are organised."
 * ---
 *
 * Acme sends your invoices and tells you when they are paid.
 * ```
 */
import { defineConfigRule } from '../../src/config/rule.js'

export const configRef = defineConfigRule(
  {
    id: 'config-ref',
    description: 'every `$ref` in docs.json must lead to a valid JSON file inside the project, without a cycle',
    severity: 'error'
  },
  (context, { report }) => {
    for (const problem of context.refProblems ?? []) report(problem.reason, { place: problem.place })
  }
)
