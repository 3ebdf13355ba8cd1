/**
 * A page that nothing leads to is published but no reader finds it: usually a page someone forgot to add, or an
 * old one that should be deleted. The generator hides a page on purpose by leaving it out of the navigation (it
 * stays served at its URL), so a page is reached when the navigation lists it, when docs.json links to it (an
 * `href` of the navbar, footer, a tab or anchor, as a path or as a URL under the site's address in
 * `seo.metatags.canonical`; a redirect's destination), or when a page reached links to it (a Markdown link, or
 * the `href` of `<a>`, `<Card>`, ...), directly or through other hidden pages. A link to a URL that one of
 * docs.json's `redirects` sends elsewhere lands on the destination, not on a page at that URL. Two pages are
 * served off the navigation on purpose and reached as well: the site's home, `index.mdx` at the root (served at
 * `/`), and a page whose front matter says `hidden: true`. Pages that only link to each other are orphans together.
 *
 * Snippets (files in `snippets/` folders, and any file a page imports: the generator renders them into the
 * importing pages, not as pages of their own), files the ignore file excludes, and what the site generator does
 * not publish (`README.md`, `LICENSE.md`, `CHANGELOG.md`, `CONTRIBUTING.md`, folders such as `.github`, `build`
 * and `.mintlify`, skill files, and what `.mintignore` excludes) are not pages. The message sits on the page's
 * first line; when one of docs.json's `redirects` sends the page's URL elsewhere, it says so (the page was most
 * likely replaced).
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
 * A listed page links to it: hidden from the sidebar on purpose, still reached:
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
 * Install the SDK, then send your first invoice. Still on version 1? See [the old setup](/guides/old-setup).
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
import { snippetsOf } from '../../src/site/snippets.js'
import { redirectTarget } from '../../src/site/redirects.js'
import { reachablePages } from '../../src/site/reachable.js'

export const pageOrphan = defineSiteRule(
  { id: 'page-orphan', description: 'every page must be reached from the navigation, directly or through links', severity: 'warn' },
  (site, { report }) => {
    // Without a navigation to compare with (no docs.json, or another format), nothing is known to be an orphan.
    if (!site.settings) return
    const reached = reachablePages(site)
    const snippets = snippetsOf(site)
    for (const page of site.pages) {
      const entry = page.path.replace(/\.mdx?$/i, '')
      // A `.md` page beside an `.mdx` one of the same name is not served: the `.mdx` one is the page.
      if (reached.has(page) || site.pageByEntry.get(entry) !== page || snippets.isSnippet(page)) continue
      const place = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }
      const redirected = redirectTarget(site.redirects, page.url)
      if (redirected !== undefined) {
        report(`Page \`${page.path}\` is not in the navigation, no page reached from the navigation links to it, and docs.json redirects its URL \`${page.url}\` to \`${redirected}\`: delete the page if \`${redirected}\` replaces it, or add \`"${entry}"\` to a group's \`pages\` and remove the redirect`, { file: page.file, place })
      } else {
        report(`Page \`${page.path}\` is not in the navigation, and no page reached from the navigation links to it: add \`"${entry}"\` to a group's \`pages\` in docs.json, link to it from a page that is, or delete the page`, { file: page.file, place })
      }
    }
  }
)
