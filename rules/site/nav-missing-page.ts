/**
 * An entry of `navigation[].pages` names a page file by its path from the site root, without extension:
 * `guides/intro` is `guides/intro.mdx` (or `.md`). An entry with no file is a dead link in the sidebar and
 * fails the site's build. The message sits on the entry in docs.json and suggests the closest existing page.
 * Endpoint entries (`GET /users`, `openapi.yaml GET /users`) are not pages: the OpenAPI checks read them.
 *
 * ## Fails
 *
 * A typo in an entry:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstrat"] }]
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
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart"] }]
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
import { defineSiteRule } from '../../src/site/rule.js'
import { closestPath } from '../../src/util/suggest.js'
import { PathCandidates } from '../../src/util/path-candidates.js'
import { entriesInReadingOrder } from '../../src/site/model.js'
import { entryPath } from '../../src/site/entries.js'

export const navMissingPage = defineSiteRule(
  { id: 'nav-missing-page', description: 'navigation entries must name existing pages', severity: 'error' },
  (site, { report }) => {
    // Indexed once: a navigation may name thousands of missing pages.
    const entries = new PathCandidates(entriesInReadingOrder(site))
    for (const entry of site.navigation) {
      if (entry.endpoint) continue
      const target = entryPath(entry.value)
      if (target === undefined || site.pageByEntry.has(target)) continue
      const suggestion = closestPath(target, entries)
      report(`Navigation entry \`${entry.value}\` has no page: neither \`${target}.mdx\` nor \`${target}.md\` exists`, { place: entry.place, suggestion })
    }
  }
)
