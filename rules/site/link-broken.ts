/**
 * A link is resolved exactly as a browser resolves it from the page's own URL (`guides/intro.mdx` is served
 * at `/guides/intro`, so `setup` there is `/guides/setup`, `../api` is `/api`, `/api` is from the site
 * root), then read as the site does: `.md`/`.mdx` endings, a trailing slash, `index` and the query are
 * dropped and percent-encoding decoded. A link to a path with another file ending (`/files/guide.pdf`)
 * must be a file of the site. Links in Markdown and in `<a href>`, `<Card href>` and `<Tooltip href>` are
 * checked; other schemes (`https:`, `mailto:`, `tel:`, ...) are not. A link to the `source` of one of
 * docs.json's `redirects` is followed to its destination. A page that an `openapi` element of the navigation
 * generates (one per operation of its spec, at `/api-reference/<tag>/<summary>`) is a page of the site, and
 * `/skill.md` is the skill file the generator serves. A file it does not publish (in `.mintlify/`, `build/`,
 * `dist/`, what `.mintignore` excludes, ...) is not on the site: a link to it is broken. A page is suggested only when it is certainly the one meant:
 * a folder's landing page (its only page, or its `overview`, `introduction`, `index`, ...), or the one page whose path
 * differs by a slip in one segment (a letter added, dropped, changed or swapped; another case or separator). A
 * neighbour that merely looks alike (`/examples/restapi` for `/examples/fastapi`), one of two equally close pages,
 * or the same page of another version of the docs (`/v1/...` for `/v2/...`) is not suggested.
 *
 * A snippet (a file of a `snippets/` folder, or any file a page imports) is rendered into each page that
 * imports it, so its links are read on those pages: a relative link in a snippet resolves from the importing
 * page's URL. A broken one is reported at the link in the snippet, once, naming the importing pages it is broken
 * on. A snippet no page imports is checked only for its links from the root (`/guides/setup`).
 *
 * `--fix` rewrites a link only where the page it meant is certain: the one page of the same folder whose name
 * differs by a slip (case, word order, `_` for `-`, or one letter in a name of five or more), or the page beside
 * an index file (below). The last segment of the link is replaced, so a relative link stays relative.
 *
 * Index pages are served without a trailing slash (`guides/index.mdx` at `/guides`), so a relative link there
 * resolves against the parent folder, as in a browser: `./setup` on `guides/index.mdx` leads to `/setup`, not
 * to `/guides/setup`. When such a link is broken but the page exists beside the index file, the message says
 * so and suggests the link from the root (`/guides/setup`).
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
import type { Site, SitePage } from '../../src/site/model.js'
import { closestPageUrl, internalLinks, leadsSomewhere, pageEntryPaths, reportLinkFindings, type LinkFinding } from '../../src/site/links.js'
import { resolveLink } from '../../src/site/url.js'
import type { LinkFact } from '../../src/page/facts.js'
import type { Edit } from '../../src/fix/edit.js'

export const linkBroken = defineSiteRule(
  {
    id: 'link-broken',
    description: 'internal links must lead to a page or file of the site',
    severity: 'error',
    fixable: 'rewrites a link whose page is certain: a slip in the name of a page of the same folder, or a relative link on an index page'
  },
  (site, { report }) => {
    const findings: LinkFinding[] = []
    for (const at of internalLinks(site)) {
      const { page, link, from, url, endsInExtension } = at
      const isFile = path.posix.extname(url) !== '' && !endsInExtension
      if (leadsSomewhere(site, url, isFile) || isSkillFileUrl(url, endsInExtension)) continue
      const reason = `Link \`${link.url}\` leads to \`${url}\`, which is no ${isFile ? 'file' : 'page'} of the site`
      const fromFolder = besideIndex(site, from, link.url)
      if (fromFolder) {
        findings.push({ at, reason: `${reason}: on an index page, \`${link.url}\` resolves against the parent folder; write \`${fromFolder}\``, options: { expected: [fromFolder], fix: hrefFix(page, link, fromFolder) } })
      } else {
        const suggestion = closestPageUrl(site, url)
        const certain = certainPageUrl(site, url)
        const fix = certain !== undefined && certain === suggestion ? hrefFix(page, link, withLastSegment(link.url, url, certain)) : undefined
        findings.push({ at, reason, options: { suggestion, fix } })
      }
    }
    reportLinkFindings(findings, report)
  }
)

/** The page of the same folder whose name a broken URL's last segment is certainly a slip of (certainMatch, from the folder's names indexed). */
function certainPageUrl(site: Site, url: string): string | undefined {
  const segments = url.split('/')
  const slips = pageEntryPaths(site).siblingsAt(segments, segments.length - 1).certainSlipsOf(segments.at(-1)!)
  return slips.length === 1 ? site.pageByEntry.get(slips[0].slice(1))?.url : undefined
}

/** The href with its last path segment (the broken URL's) replaced by the page's; undefined when the href does not end in it as written. */
function withLastSegment(href: string, brokenUrl: string, pageUrl: string): string | undefined {
  const [broken, meant] = [brokenUrl, pageUrl].map((url) => url.slice(url.lastIndexOf('/') + 1))
  const written = /^([^?#]*?)(\.mdx?)?(\/?)([?#].*)?$/i.exec(href)
  if (!written || !written[1].endsWith(`/${broken}`) && written[1] !== broken) return undefined
  return written[1].slice(0, written[1].length - broken.length) + meant + (written[2] ?? '') + written[3] + (written[4] ?? '')
}

/** The link's href, as written in the page, replaced by `href`; undefined unless it is written exactly once in the link. */
function hrefFix(page: SitePage, link: LinkFact, href: string | undefined): Edit | undefined {
  const start = link.position.start.offset
  const end = link.position.end.offset
  if (href === undefined || start === undefined || end === undefined) return undefined
  const source = String(page.file.value).slice(start, end)
  const at = source.indexOf(link.url)
  if (link.url === '' || at === -1 || source.indexOf(link.url, at + 1) !== -1) return undefined
  return { range: [start + at, start + at + link.url.length], text: href }
}

/**
 * `/skill.md`: the generator serves the site's skill file there, the one at the root (not a page,
 * src/site/unpublished.ts) or, without one, one it writes itself (ai/skillmd).
 */
function isSkillFileUrl(url: string, endsInExtension: boolean): boolean {
  return url === '/skill' && endsInExtension
}

/**
 * On an index page (`guides/index.mdx`, served at `/guides`), where a relative href would lead if it were read
 * from the index file's own folder, when a page or file is there: the link from the root, fragment kept.
 */
function besideIndex(site: Site, page: SitePage, href: string): string | undefined {
  if (!/(^|\/)index\.mdx?$/i.test(page.path) || page.url === '/' || /^\s*[/#?]/.test(href)) return undefined
  const resolved = resolveLink(href, `${page.url}/`)
  if (resolved.kind !== 'internal') return undefined
  const isFile = path.posix.extname(resolved.url) !== '' && !resolved.endsInExtension
  if (!leadsSomewhere(site, resolved.url, isFile)) return undefined
  return resolved.fragment === undefined ? resolved.url : `${resolved.url}#${resolved.fragment}`
}
