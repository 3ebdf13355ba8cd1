/**
 * An anchor or tab whose `url` is a folder of the site shows the pages whose URL starts with it; when no
 * page does, the anchor opens an empty section. The message sits on the `url` value. Anchors and tabs that
 * point to other sites (`https://...`) are not checked.
 *
 * In the current format a division (tab, anchor, dropdown, version, language, product) holds its pages
 * itself rather than naming a folder: it has no pages when it lists no page or endpoint entry at any depth,
 * has no `href`, and no `openapi`/`asyncapi` inside it generates pages. The message then sits on its name.
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
import { withoutEdgeSlashes } from '../../src/util/slashes.js'

export const anchorNoPages = defineSiteRule(
  { id: 'anchor-no-pages', description: 'anchors and tabs must lead to pages of the site', severity: 'warn' },
  (site, { report }) => {
    for (const section of site.settings?.sections ?? []) {
      if (section.path) {
        const at = section.path
        const inside = (path: unknown[]) => at.every((segment, index) => path[index] === segment)
        if (section.href !== undefined || section.generates || site.navigation.some((entry) => inside(entry.path))) continue
        const kind = section.kind[0].toUpperCase() + section.kind.slice(1)
        report(`${kind} \`${section.name}\` has no pages: it lists no page or endpoint entry and has no \`href\` (add \`groups\` or \`pages\` to it, or remove it)`, { place: section.place })
        continue
      }
      const url = section.url
      if (!url || !isLocalPath(url.value)) continue
      const prefix = '/' + withoutEdgeSlashes(url.value)
      if (site.pages.some((page) => page.url === prefix || page.url.startsWith(prefix + '/'))) continue
      const kind = section.kind === 'anchor' ? 'Anchor' : 'Tab'
      report(`${kind} \`${section.name}\` has no pages: no page's URL starts with \`${prefix}\` (put its pages in the \`${prefix.slice(1)}/\` folder)`, { place: url.place })
    }
  }
)
