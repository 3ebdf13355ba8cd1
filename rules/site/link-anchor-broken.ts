/**
 * The fragment is compared with the slugs of the target page's headings (github-slugger, as the site makes
 * them: `## Errors & limits` is `#errors--limits`, and a repeated heading gets `-1`, `-2`, ...) and with
 * the `id` attributes on it. The site generator also serves each heading under a slug in which punctuation
 * between words is a dash (`chat.agent()` is `#chat-agent` as well as `#chatagent`): both are accepted. A
 * link to `#fragment` alone targets the page it is on; redirects of docs.json are followed.
 *
 * ## Fails
 *
 * The heading `## Rate limits` is `#rate-limits`:
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
 * Webhooks have [rate limits](/guides/webhooks#rate-limit).
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
 * Webhooks have [rate limits](/guides/webhooks#rate-limits).
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
import { defineSiteRule } from '../../src/site/rule.js'
import { internalLinks } from '../../src/site/links.js'
import { pageAt } from '../../src/site/model.js'
import { headingFragments } from '../../src/site/slug.js'
import { closest } from '../../src/util/suggest.js'

export const linkAnchorBroken = defineSiteRule(
  { id: 'link-anchor-broken', description: 'link fragments must match a heading or id of the target page', severity: 'warn' },
  (site, { report }) => {
    for (const { page, link, url, fragment } of internalLinks(site)) {
      const target = pageAt(site, url)
      if (!fragment || !target) continue
      const anchors = [...target.facts.headings.flatMap((heading) => headingFragments(heading.text, heading.slug)), ...target.facts.ids.map((id) => id.id)]
      if (anchors.includes(fragment)) continue
      const suggestion = closest(fragment, anchors)
      const where = target === page ? 'this page' : `\`${target.path}\``
      report(`No heading or id \`#${fragment}\` on ${where}`, { file: page.file, place: link.position, suggestion, suggestionText: `\`#${suggestion}\`` })
    }
  }
)
