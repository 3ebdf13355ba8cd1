/**
 * An unknown key is usually a typo, and a typo means a setting silently has no effect. The message names
 * the closest known key that begins with the same letter ("did you mean `navigation`?"), or the key's new
 * name for a renamed one, and lists the allowed keys when there are few; a key nothing resembles gets no
 * suggestion (`boost` is not a slip of `root`). `--fix` renames a key whose new name the schema knows, or that
 * is certainly a slip of one known key (`suggestEdits` → `suggestEdit`: one letter more), unless the object
 * already has a key of that name; a closest match is only suggested.
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
 *
 * ## Where docslint and the generator's validator differ
 *
 * The conformance test (`test/conformance/`) compares docslint's verdict on thousands of docs.json with the
 * generator's own validator's. These rows are the differences it allows; each has a reason.
 *
 * | Row | Case | Generator's validator | docslint | Why |
 * |---|---|---|---|---|
 * | `closed-objects` | an unknown key in an object the generator closes (`colors`, `api`, `api.auth`, `topbarCtaButton`, a seed-format navigation group, an `openapi` object) | refuses | warns | Known gap: `config-unknown-key` is a warning everywhere, because the generator ignores unknown keys at the top level and in navigation entries; in these objects it refuses them. |
 */
import { defineConfigRule } from '../../src/config/rule.js'
import { formatPath } from '../../src/config/describe.js'
import { certainMatch, closestKey, codeList } from '../../src/util/suggest.js'
import { currentNameOfLegacyKey } from '../../src/config/legacy-keys.js'
import type { Segment } from '../../src/config/json.js'

/** Past this many, listing every allowed key says less than the suggestion does. */
const MOST_KEYS_LISTED = 12

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
      // A slip of a missing required key (`clors`) is `config-schema`'s: the generator refuses the file.
      if (problem.kind !== 'unknown-key' || problem.standsFor !== undefined) continue
      // A seed-format key in a current-format file is `config-format`'s, which says where it went.
      if (context.format === 'current' && currentNameOfLegacyKey(problem.path)) continue
      const owner = problem.path.length === 1 ? context.fileName : `\`${formatPath(problem.path.slice(0, -1))}\``
      const suggestion = problem.renamed ?? closestKey(problem.key, problem.known)
      // A fix renames only to the key the message names.
      const certain = certainMatch(problem.key, problem.known)
      const rename = problem.renamed ?? (certain === suggestion ? certain : undefined)
      const allowed =
        problem.known.length <= MOST_KEYS_LISTED ? ` Allowed keys: ${codeList(problem.known, 'and')}.` : ''
      report(`Unknown key \`${problem.key}\` in ${owner}`, {
        place: document.rangeOf(problem.path, 'key'),
        suggestion,
        after: allowed,
        actual: problem.key,
        fix: rename !== undefined && !hasKey(document.value, problem.path.slice(0, -1), rename) ? { place: document.rangeOf(problem.path, 'key'), text: JSON.stringify(rename) } : undefined
      })
    }
  }
)

/** Whether the object at `path` in the document already has `key`, so that renaming another key to it would write it twice. */
function hasKey(value: unknown, path: Segment[], key: string): boolean {
  const owner = path.reduce<unknown>((node, segment) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined), value)
  return owner !== null && typeof owner === 'object' && Object.hasOwn(owner, key)
}
