/**
 * link-anchor-broken: a `#fragment` matches a heading or id on the page it links to.
 *
 * The fragment is compared with the slugs of the target page's headings (github-slugger, as the site makes
 * them: `## Errors & limits` is `#errors--limits`, and a repeated heading gets `-1`, `-2`, ...) and with
 * the `id` attributes on it. A link to `#fragment` alone targets the page it is on.
 *
 * Fails: `[Limits](/api#rate-limit)` when the heading is `## Rate limits`. Passes: `[Limits](/api#rate-limits)`.
 */
import type { SiteRule } from '../../src/site/rule.js'
import { internalLinks } from '../../src/site/links.js'
import { closest } from '../../src/util/suggest.js'

export const linkAnchorBroken: SiteRule = {
  meta: { id: 'link-anchor-broken', kind: 'site', description: 'link fragments must match a heading or id of the target page', severity: 'warn' },
  check(site, report) {
    for (const { page, link, url, fragment } of internalLinks(site)) {
      const target = site.pageByUrl.get(url)
      if (!fragment || !target) continue
      const anchors = [...target.facts.headings.map((heading) => heading.slug), ...target.facts.ids.map((id) => id.id)]
      if (anchors.includes(fragment)) continue
      const suggestion = closest(fragment, anchors)
      const where = target === page ? 'this page' : `\`${target.path}\``
      report(this.meta, page.file, `No heading or id \`#${fragment}\` on ${where}${suggestion ? `; did you mean \`#${suggestion}\`?` : ''}`, {
        place: link.position,
        expected: suggestion ? [suggestion] : undefined
      })
    }
  }
}
