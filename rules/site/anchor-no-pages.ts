/**
 * An anchor or tab whose `url` is a folder of the site shows the pages whose URL starts with it; when no
 * page does, the anchor opens an empty section. The message sits on the `url` value. Anchors and tabs that
 * point to other sites (`https://...`) are not checked.
 *
 * ## Fails
 *
 * No page is in `api-reference/`:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "anchors": [{ "name": "API reference", "icon": "code", "url": "api-reference" }],
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
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "anchors": [{ "name": "API reference", "icon": "code", "url": "api-reference" }],
 *   "navigation": [
 *     { "group": "Get started", "pages": ["quickstart"] },
 *     { "group": "API reference", "pages": ["api-reference/introduction"] }
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
 * ```mdx api-reference/introduction.mdx
 * ---
 * title: "API reference"
 * description: "Authenticate and call the Acme API."
 * ---
 *
 * Every request needs an API key.
 * ```
 */
import { defineSiteRule } from '../../src/site/rule.js'
import { isLocalPath } from '../../src/site/assets.js'

export const anchorNoPages = defineSiteRule(
  { id: 'anchor-no-pages', description: 'anchors and tabs must lead to pages of the site', severity: 'warn' },
  (site, { report }) => {
    const config = site.config
    if (!config || !site.document) return
    const sections = [
      ...(config.anchors ?? []).map((item, index) => ({ kind: 'Anchor', item, path: ['anchors', index, 'url'] })),
      ...(config.tabs ?? []).map((item, index) => ({ kind: 'Tab', item, path: ['tabs', index, 'url'] }))
    ]
    for (const { kind, item, path } of sections) {
      if (typeof item.url !== 'string' || !isLocalPath(item.url)) continue
      const prefix = '/' + item.url.replace(/^\/+|\/+$/g, '')
      if (site.pages.some((page) => page.url === prefix || page.url.startsWith(prefix + '/'))) continue
      report(`${kind} \`${item.name}\` has no pages: no page's URL starts with \`${prefix}\` (put its pages in the \`${prefix.slice(1)}/\` folder)`, { place: site.document.rangeOf(path) })
    }
  }
)
