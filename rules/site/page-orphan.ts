/**
 * A page no navigation entry names is published but cannot be found from the sidebar: usually a page
 * someone forgot to add, or an old one that should be deleted. Snippets (files in `snippets/` folders, and any file
 * a page imports: the generator renders them into the importing pages, not as pages of their own), files the ignore file excludes, and what the site generator does not publish (`README.md`, `LICENSE.md`,
 * `CHANGELOG.md`, `CONTRIBUTING.md`, folders such as `.github`, and what `.mintignore` excludes) are not pages.
 * Two pages are published off the navigation on purpose: the site's home, `index.mdx` at the root (served at
 * `/`), and a page whose front matter says `hidden: true` (the generator's way to hide a listed or unlisted
 * page). The message sits on the page's first line; when one of docs.json's `redirects` sends the page's URL
 * elsewhere, it says so (the page was most likely replaced).
 *
 * ## Fails
 *
 * No group lists `guides/old-setup`:
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
 *
 * ```mdx guides/old-setup.mdx
 * ---
 * title: "Set up (old)"
 * description: "How to set up Acme before version 2."
 * ---
 *
 * Download the installer from the dashboard.
 * ```
 *
 * ## Passes
 *
 * A group lists it:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/old-setup"] }]
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
 * ```mdx guides/old-setup.mdx
 * ---
 * title: "Set up (old)"
 * description: "How to set up Acme before version 2."
 * ---
 *
 * Download the installer from the dashboard.
 * ```
 *
 * A file in a `snippets/` folder is a piece of other pages, not a page:
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
 * import Install from '/snippets/install.mdx'
 *
 * <Install />
 * ```
 *
 * ```mdx snippets/install.mdx
 * Run `npm install @acme/sdk`.
 * ```
 */
import { defineSiteRule } from '../../src/site/rule.js'
import { entryPath } from '../../src/site/entries.js'
import type { Site, SitePage } from '../../src/site/model.js'
import { snippetsOf } from '../../src/site/snippets.js'
import { redirectTarget } from '../../src/site/redirects.js'

/** Snippets are pieces of pages; the root index is the home page; `hidden: true` hides a page by choice. */
function isUnlistedOnPurpose(site: Site, page: SitePage): boolean {
  return snippetsOf(site).isSnippet(page) || /^index\.mdx?$/i.test(page.path) || page.facts.frontmatter?.data?.hidden === true
}

export const pageOrphan = defineSiteRule(
  { id: 'page-orphan', description: 'every page must be reached from the navigation', severity: 'warn' },
  (site, { report }) => {
    // Without a navigation to compare with (no docs.json, or another format), nothing is known to be an orphan.
    if (!site.settings) return
    const listed = new Set(site.navigation.map((entry) => entryPath(entry.value)).filter((value) => value !== undefined))
    for (const page of site.pages) {
      const entry = page.path.replace(/\.mdx?$/i, '')
      if (listed.has(entry) || site.pageByEntry.get(entry) !== page || isUnlistedOnPurpose(site, page)) continue
      const place = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }
      const redirected = redirectTarget(site.redirects, page.url)
      if (redirected !== undefined) {
        report(`Page \`${page.path}\` is not in the navigation, and docs.json redirects its URL \`${page.url}\` to \`${redirected}\`: delete the page if \`${redirected}\` replaces it, or add \`"${entry}"\` to a group's \`pages\` and remove the redirect`, { file: page.file, place })
      } else {
        report(`Page \`${page.path}\` is not in the navigation: add \`"${entry}"\` to a group's \`pages\` in docs.json, or delete the page`, { file: page.file, place })
      }
    }
  }
)
