/**
 * docslint reads docs.json in either format: the seed's (`navigation` an array of groups) and the current one
 * (`theme` set, `navigation` an object). A file is one or the other; a key of the seed's format left in a
 * current-format file (after migrating by hand) is not read there. This rule says, at the key, what the
 * current format writes instead. (`config-unknown-key` leaves these keys to it, so each gets one message.)
 * For the whole move, `docslint migrate` prints the current-format docs.json of a seed-format site.
 *
 * ## Fails
 *
 * A current-format docs.json that still has the seed's `topbarLinks`:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "theme": "mint",
 *   "colors": { "primary": "#0D7A5F" },
 *   "topbarLinks": [{ "name": "Blog", "url": "https://acme.com/blog" }],
 *   "navigation": { "groups": [{ "group": "Get started", "pages": ["quickstart"] }] }
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * Install the SDK, then send your first invoice.
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "theme": "mint",
 *   "colors": { "primary": "#0D7A5F" },
 *   "navbar": { "links": [{ "label": "Blog", "href": "https://acme.com/blog" }] },
 *   "navigation": { "groups": [{ "group": "Get started", "pages": ["quickstart"] }] }
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * Install the SDK, then send your first invoice.
 * ```
 */
import { defineConfigRule } from '../../src/config/rule.js'
import { formatPath } from '../../src/config/describe.js'
import { currentNameOfLegacyKey } from '../../src/config/legacy-keys.js'

export const configFormat = defineConfigRule(
  {
    id: 'config-format',
    description: 'a current-format docs.json must not carry keys of the seed format, which it does not read',
    severity: 'warn'
  },
  (context, { report }) => {
    const { document } = context
    if (context.state !== 'parsed' || context.format !== 'current' || !document) return
    for (const problem of context.problems) {
      if (problem.kind !== 'unknown-key') continue
      const instead = currentNameOfLegacyKey(problem.path)
      if (!instead) continue
      report(
        `\`${formatPath(problem.path)}\` is the seed format's name and is not read in the current format; write ${instead} instead`,
        { place: document.rangeOf(problem.path, 'key') }
      )
    }
  }
)
