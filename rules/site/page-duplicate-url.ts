/**
 * Two files of the site are published at one URL: `overview.md` beside `overview.mdx`, or `guides.mdx` beside
 * `guides/index.mdx` (both at `/guides`). The site serves only one of them, so the other's content is lost to
 * readers and every link to the URL reaches a page the author may not expect. Each file gets a message, on its
 * first line, naming the other: keep one and delete or rename the other. Navigation entries name pages without
 * their extension (`"overview"`), so they cannot tell the two apart either.
 *
 * ## Fails
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["overview"] }]
 * }
 * ```
 *
 * ```mdx overview.mdx
 * ---
 * title: "Overview"
 * description: "What Acme does."
 * ---
 *
 * Acme sends invoices.
 * ```
 *
 * ```md overview.md
 * ---
 * title: "Overview (old)"
 * description: "What Acme did."
 * ---
 *
 * Acme sent invoices.
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["overview", "history"] }]
 * }
 * ```
 *
 * ```mdx overview.mdx
 * ---
 * title: "Overview"
 * description: "What Acme does."
 * ---
 *
 * Acme sends invoices.
 * ```
 *
 * ```md history.md
 * ---
 * title: "History"
 * description: "What Acme did."
 * ---
 *
 * Acme sent invoices.
 * ```
 */
import { defineSiteRule } from '../../src/site/rule.js'
import type { SitePage } from '../../src/site/model.js'

export const pageDuplicateUrl = defineSiteRule(
  { id: 'page-duplicate-url', description: 'two files must not publish the same URL', severity: 'error' },
  (site, { report }) => {
    for (const [url, pages] of pagesByUrl(site.pages)) {
      if (pages.length < 2) continue
      for (const page of pages) {
        const others = pages.filter((other) => other !== page).map((other) => `\`${other.path}\``)
        report(`\`${page.path}\` and ${others.join(' and ')} are both published at \`${url}\`, and the site serves only one: keep one and delete or rename the other`, {
          file: page.file,
          place: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }
        })
      }
    }
  }
)

function pagesByUrl(pages: SitePage[]): Map<string, SitePage[]> {
  const byUrl = new Map<string, SitePage[]>()
  for (const page of pages) byUrl.set(page.url, [...(byUrl.get(page.url) ?? []), page])
  return byUrl
}
