/**
 * link-broken: internal links lead to a page or file of the site.
 *
 * A link is resolved exactly as a browser resolves it from the page's own URL (`guides/intro.mdx` is served
 * at `/guides/intro`, so `setup` there is `/guides/setup`, `../api` is `/api`, `/api` is from the site
 * root), then read as the site does: `.md`/`.mdx` endings, a trailing slash, `index` and the query are
 * dropped and percent-encoding decoded. A link to a path with another file ending (`/files/guide.pdf`)
 * must be a file of the site. Links in Markdown and in `<a href>`, `<Card href>` and `<Tooltip href>` are
 * checked; other schemes (`https:`, `mailto:`, `tel:`, ...) are not. The closest page is suggested.
 *
 * Fails: `[Set up](/guides/setpu)` with `guides/setup.mdx`. Passes: `[Set up](/guides/setup)`.
 */
import path from 'node:path'
import type { SiteRule } from '../../src/site/rule.js'
import { lookupFile } from '../../src/site/model.js'
import { internalLinks } from '../../src/site/links.js'
import { closest } from '../../src/util/suggest.js'

export const linkBroken: SiteRule = {
  meta: { id: 'link-broken', kind: 'site', description: 'internal links must lead to a page or file of the site', severity: 'error' },
  check(site, report) {
    for (const { page, link, url, endsInExtension } of internalLinks(site)) {
      if (site.pageByUrl.has(url)) continue
      const isFile = path.posix.extname(url) !== '' && !endsInExtension
      if (isFile && lookupFile(site.root, url).kind === 'found') continue
      const suggestion = closest(url, site.pageByUrl.keys())
      report(this.meta, page.file, `Link \`${link.url}\` leads to \`${url}\`, which is no ${isFile ? 'file' : 'page'} of the site${suggestion ? `; did you mean \`${suggestion}\`?` : ''}`, {
        place: link.position,
        expected: suggestion ? [suggestion] : undefined
      })
    }
  }
}
