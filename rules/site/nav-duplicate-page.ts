/**
 * A page listed twice appears twice in the sidebar, and the site cannot tell which group it belongs to
 * (its breadcrumb and "next page" links follow one of them). The second listing is reported, with where the
 * first one is. Listings in groups of different versions are different entries and pass.
 *
 * ## Fails
 *
 * Two groups list `quickstart`:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [
 *     { "group": "Get started", "pages": ["quickstart"] },
 *     { "group": "Guides", "pages": ["quickstart"] }
 *   ]
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
import { entryPath } from '../../src/site/entries.js'
import type { NavigationEntry } from '../../src/site/navigation.js'

export const navDuplicatePage = defineSiteRule(
  { id: 'nav-duplicate-page', description: 'a page must be listed once in the navigation', severity: 'warn' },
  (site, { report }) => {
    const seen = new Map<string, NavigationEntry>()
    for (const entry of site.navigation) {
      const target = entry.endpoint ? undefined : entryPath(entry.value)
      if (target === undefined) continue
      // Each version, language and product has a navigation of its own: a page may be in each once.
      const own = entry.divisions.filter((division) => ['version', 'language', 'product'].includes(division.kind)).map((division) => division.name)
      const key = [entry.version ?? '', ...own, target].join('\u0000')
      const first = seen.get(key)
      if (!first) {
        seen.set(key, entry)
        continue
      }
      report(`Page \`${target}\` is listed again; it is first listed at ${first.place.start.line}:${first.place.start.column} (${where(first)})`, { place: entry.place })
    }
  }
)

/** `group \`A\` › \`B\``, or for a current-format entry outside any group, the divisions it is in. */
function where(entry: NavigationEntry): string {
  if (entry.groups.length > 0) return `group ${entry.groups.map((g) => `\`${g}\``).join(' › ')}`
  if (entry.divisions.length > 0) return entry.divisions.map((division) => `${division.kind} \`${division.name}\``).join(' › ')
  return 'the top level of `navigation`'
}
