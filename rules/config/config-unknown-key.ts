/**
 * An unknown key is usually a typo, and a typo means a setting silently has no effect. The message names
 * the closest known key that begins with the same letter ("did you mean `navigation`?"), or the key's new
 * name for a renamed one, and lists the allowed keys when there are few; a key nothing resembles gets no
 * suggestion (`boost` is not a slip of `root`). `--fix` renames a key whose new name the schema knows, or that
 * is certainly a slip of one known key (`suggestEdits` → `suggestEdit`: one letter more), unless the object
 * already has a key of that name; a closest match is only suggested.
 *
 * The generator ignores unknown keys at the top level and in most objects, and this rule warns there; in the
 * objects it closes (`colors`, the seed format's `api` and navigation groups, `openapi` objects, ...) an unknown
 * key fails its build, and `config-schema` reports it as an error, with the same suggestion and fix.
 *
 * ## Fails
 *
 * The key is `colors`:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "colours": { "primary": "#0B6E4F" },
 *   "navigation": []
 * }
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "colors": { "primary": "#0B6E4F" },
 *   "navigation": []
 * }
 * ```
 */
import { defineConfigRule } from '../../src/config/rule.js'
import { currentNameOfLegacyKey } from '../../src/config/legacy-keys.js'
import { reportUnknownKey } from '../../src/config/unknown-key.js'

export const configUnknownKey = defineConfigRule(
  {
    id: 'config-unknown-key',
    description: 'docs.json keys must be known to the schema',
    severity: 'warn',
    fixable: 'renames a key that is certainly a slip of a known one (`feedback.suggestEdits` → `suggestEdit`)'
  },
  (context, { report }) => {
    const { document } = context
    if (context.state !== 'parsed' || !document) return
    for (const problem of context.problems) {
      // The generator refuses the file for a slip of a missing required key (`clors`) and for any unknown key
      // of an object it closes (`colors`): those are `config-schema`'s errors.
      if (problem.kind !== 'unknown-key' || problem.standsFor !== undefined || problem.closed) continue
      // A seed-format key in a current-format file is `config-format`'s, which says where it went.
      if (context.format === 'current' && currentNameOfLegacyKey(problem.path)) continue
      reportUnknownKey(problem, document, context.fileName, report)
    }
  }
)
