/**
 * Every site has exactly one `docs.json` at its root: it names the site and lists its pages. docslint looks
 * for it in the folder it is given and in the folders above. A legacy `mint.json` is read when there is no
 * `docs.json` (config-deprecated says so).
 *
 * ## Fails
 *
 * A folder of pages, with no docs.json in it or in the folders above:
 *
 * ```mdx index.mdx
 * ---
 * title: "Introduction"
 * description: "What Acme does and how these docs are organised."
 * ---
 *
 * Acme sends your invoices and tells you when they are paid.
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["index"] }]
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

export const configMissing = defineConfigRule(
  {
    id: 'config-missing',
    description: 'a site must have a docs.json at its root',
    severity: 'error'
  },
  (context, { report }) => {
    if (context.state !== 'missing') return
    report(
      `No docs.json found in \`${context.file.dirname ?? '.'}\` or the folders above it: a site needs a docs.json ` +
        'at its root with at least `name` and `navigation`',
      { place: { line: 1, column: 1 } }
    )
  }
)
