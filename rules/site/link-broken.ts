/**
 * A link is resolved exactly as a browser resolves it from the page's own URL (`guides/intro.mdx` is served
 * at `/guides/intro`, so `setup` there is `/guides/setup`, `../api` is `/api`, `/api` is from the site
 * root), then read as the site does: `.md`/`.mdx` endings, a trailing slash, `index` and the query are
 * dropped and percent-encoding decoded. A link to a path with another file ending (`/files/guide.pdf`)
 * must be a file of the site. Links in Markdown and in `<a href>`, `<Card href>` and `<Tooltip href>` are
 * checked; other schemes (`https:`, `mailto:`, `tel:`, ...) are not. A link to the `source` of one of
 * docs.json's `redirects` is followed to its destination. The closest page is suggested.
 *
 * ## Fails
 *
 * The page is `guides/webhooks`, not `guides/webhook`:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/webhooks"] }]
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * Then [get notified when it is paid](/guides/webhook).
 * ```
 *
 * ```mdx guides/webhooks.mdx
 * ---
 * title: "Webhooks"
 * description: "Get notified when an invoice is paid."
 * ---
 *
 * ## Rate limits
 *
 * Acme sends at most 10 events a second.
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/webhooks"] }]
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * Then [get notified when it is paid](/guides/webhooks).
 * ```
 *
 * ```mdx guides/webhooks.mdx
 * ---
 * title: "Webhooks"
 * description: "Get notified when an invoice is paid."
 * ---
 *
 * ## Rate limits
 *
 * Acme sends at most 10 events a second.
 * ```
 */
import path from 'node:path'
import { defineSiteRule } from '../../src/site/rule.js'
import { entriesInReadingOrder, lookupFile, pageAt } from '../../src/site/model.js'
import { internalLinks } from '../../src/site/links.js'
import { closestPath } from '../../src/util/suggest.js'

export const linkBroken = defineSiteRule(
  { id: 'link-broken', description: 'internal links must lead to a page or file of the site', severity: 'error' },
  (site, { report }) => {
    // Matched by file path (`/guides/index`), so a misspelt `/indx` still finds the page served at `/`.
    const entries = entriesInReadingOrder(site).map((entry) => `/${entry}`)
    for (const { page, link, url, endsInExtension } of internalLinks(site)) {
      if (pageAt(site, url)) continue
      const isFile = path.posix.extname(url) !== '' && !endsInExtension
      if (isFile && lookupFile(site.root, url).kind === 'found') continue
      const closestEntry = closestPath(url, entries)
      const suggestion = closestEntry && site.pageByEntry.get(closestEntry.slice(1))!.url
      report(`Link \`${link.url}\` leads to \`${url}\`, which is no ${isFile ? 'file' : 'page'} of the site`, {
        file: page.file,
        place: link.position,
        suggestion
      })
    }
  }
)
