/**
 * The pages a reader can reach. The generator hides a page by leaving it out of the navigation while it stays
 * served at its URL (organize/hidden-pages), so a page is reached when the navigation lists it, when docs.json
 * links to it (an `href` of the navbar, footer, a tab or anchor; a redirect's destination), when it is served on
 * purpose without a listing (the home page, `hidden: true`), or when a page reached links to it, directly or
 * through other hidden pages. What is left, nothing leads to.
 */
import { entryPath } from './entries.js'
import { linkIndexOf, type LinkIndex } from './link-index.js'
import type { Site, SitePage } from './model.js'
import { redirectTarget } from './redirects.js'
import { resolveLink } from './url.js'
import { oncePer } from '../util/once-per.js'

/**
 * The pages of the site that a reader reaches. Worked out once per Site model, and after an edit that the site
 * stage patched into it (src/site/link-index.ts), worked out again only when the pages the edited pages' links
 * lead to changed: from the kept links between pages, without resolving any other link again.
 */
export function reachablePages(site: Site): Set<SitePage> {
  return reachabilityOf(site).current()
}

class Reachability {
  /** The pages each page's links (its own, and those of the snippets rendered into it) lead to. */
  private readonly linksFrom = new Map<SitePage, Set<SitePage>>()
  /** Each URL a link leads to, followed once: most pages of a large site are linked from many. */
  private readonly landings = new Map<string, SitePage | undefined>()
  private readonly starting: SitePage[]
  private readonly index: LinkIndex
  private revision: number
  private reached: Set<SitePage>

  constructor(private readonly site: Site) {
    this.index = linkIndexOf(site)
    this.revision = this.index.revision
    for (const from of site.pages) this.follow(from)
    this.starting = startingPages(site)
    this.reached = this.walk()
  }

  /**
   * The pages reached now. After patches of the link index that only added places a reached page's links lead to,
   * the walk goes on from those alone (an added link can only make pages reached); after any other change of
   * where a page's links lead, it walks the kept links again from the start.
   */
  current(): Set<SitePage> {
    if (this.revision === this.index.revision) return this.reached
    const patched = [...new Set(this.index.patchedSince(this.revision))]
    this.revision = this.index.revision
    const changes = patched.map((from) => ({ from, ...this.followAgain(from) }))
    if (changes.some(({ lost }) => lost)) this.reached = this.walk()
    else {
      const added = changes.filter(({ from }) => this.reached.has(from)).flatMap(({ added }) => added)
      if (added.length > 0) this.reached = this.walk(this.reached, added)
    }
    return this.reached
  }

  /** Follows the links read on `from` again: the pages they now lead to that they did not, and whether they lost one. */
  private followAgain(from: SitePage): { added: SitePage[]; lost: boolean } {
    const before = this.linksFrom.get(from) ?? new Set()
    const after = this.follow(from)
    return { added: [...after].filter((page) => !before.has(page)), lost: [...before].some((page) => !after.has(page)) }
  }

  /** The pages the links read on `from` lead to, kept. */
  private follow(from: SitePage): Set<SitePage> {
    const targets = new Set<SitePage>()
    for (const { url } of this.index.linksReadOn(from)) {
      const target = this.landing(url)
      if (target) targets.add(target)
    }
    if (targets.size > 0) this.linksFrom.set(from, targets)
    else this.linksFrom.delete(from)
    return targets
  }

  /** A breadth-first walk over the links, from the pages reached without one, or on from pages reached already (`from`: new to the walk). */
  private walk(reached = new Set<SitePage>(), from: SitePage[] = this.starting): Set<SitePage> {
    const walked = new Set(reached)
    const queue = from.filter((page) => !walked.has(page))
    for (const page of queue) walked.add(page)
    for (let next = 0; next < queue.length; next++) {
      for (const target of this.linksFrom.get(queue[next]) ?? []) {
        if (walked.has(target)) continue
        walked.add(target)
        queue.push(target)
      }
    }
    return walked
  }

  private landing(url: string): SitePage | undefined {
    if (!this.landings.has(url)) this.landings.set(url, servedAt(this.site, url))
    return this.landings.get(url)
  }
}

const reachabilityOf = oncePer((site: Site) => new Reachability(site))

/** The pages reached without following a page's link. */
function startingPages(site: Site): SitePage[] {
  const listed = site.navigation.flatMap((entry) => {
    const entryName = entryPath(entry.value)
    const page = entryName === undefined ? undefined : site.pageByEntry.get(entryName)
    return page ? [page] : []
  })
  const onPurpose = site.pages.filter((page) => page.url === '/' || page.facts.frontmatter?.data?.hidden === true)
  const linked = configLinks(site).flatMap((href) => {
    const page = servedAt(site, onThisSite(site, href))
    return page ? [page] : []
  })
  return [...listed, ...onPurpose, ...linked]
}

/**
 * The page a reader who follows a link to `href` (from the root) lands on. Redirects apply on the generator's
 * hosting layer before any page is served (create/redirects), so a redirected URL leads to its destination
 * even when a page has it: that page is no longer reached through it.
 */
function servedAt(site: Site, href: string): SitePage | undefined {
  const resolved = resolveLink(href, '/')
  if (resolved.kind !== 'internal') return undefined
  const destination = redirectTarget(site.redirects, resolved.url)
  if (destination === undefined) return site.pageByUrl.get(resolved.url)
  const redirected = resolveLink(destination, '/')
  return redirected.kind === 'internal' ? site.pageByUrl.get(redirected.url) : undefined
}

/**
 * An absolute link to the site's own address (docs.json `seo.metatags.canonical`, `https://acme.dev/docs`) as the
 * path it leads to (`https://acme.dev/docs/status` is `/status`); any other href as it is. A navbar or footer often
 * links to a page of the site that way.
 */
function onThisSite(site: Site, href: string): string {
  const canonical = (site.document?.value as { seo?: { metatags?: { canonical?: unknown } } } | undefined)?.seo?.metatags?.canonical
  const base = typeof canonical === 'string' ? parsedUrl(canonical) : undefined
  const link = base ? parsedUrl(href) : undefined
  if (!base || !link || link.host !== base.host) return href
  const folder = base.pathname.replace(/\/+$/, '')
  if (link.pathname !== folder && !link.pathname.startsWith(`${folder}/`)) return href
  return link.pathname.slice(folder.length) || '/'
}

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/**
 * The links docs.json gives readers: every `href` (navbar, footer, tabs, anchors, banner links, in any
 * division), and each redirect's destination without parameters (one with `:slug` or `*` names no single page).
 */
function configLinks(site: Site): string[] {
  const hrefs: string[] = []
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'href' && typeof inner === 'string') hrefs.push(inner)
        else visit(inner)
      }
    }
  }
  visit(site.document?.value)
  const destinations = site.redirects.map((redirect) => redirect.destination).filter((destination) => !/[:*]/.test(destination))
  return [...hrefs, ...destinations]
}
