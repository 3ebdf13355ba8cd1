/**
 * The links of the site as readers follow them, read on each page, kept with the Site model. A page's links
 * resolve from its own URL. A snippet's links are rendered into each page that imports it, so they resolve from
 * that page's URL (a relative link in a snippet leads to different places on different pages); a snippet no page
 * imports is checked only for its links from the root (`/guides/setup`), which lead to one place wherever it is
 * rendered. A link page (front matter `url:`) publishes no body: its links are not read.
 *
 * After an edit that changes only some pages' links or headings, the site stage keeps the Site model and patches
 * the edited pages (src/site/incremental.ts): the index then resolves again only the links read on those pages
 * (`patch`), instead of every link of the site, and a partial run of the link rules reads only the links written
 * in the pages it is about (`withLinksWrittenIn`).
 */
import type { LinkFact } from '../page/facts.js'
import { isLinkPage, pageAt, type Site, type SitePage } from './model.js'
import { snippetsOf } from './snippets.js'
import { resolveLink, type ResolvedLink } from './url.js'
import { oncePer } from '../util/once-per.js'

export interface InternalLink {
  /** The file the link is written in: a page, or a snippet rendered into `from`. */
  page: SitePage
  link: LinkFact
  /** The page the link is read on: `page` itself, or a page that imports the snippet `page`. */
  from: SitePage
  /** The decoded site URL it leads to, and its fragment. */
  url: string
  fragment?: string
  endsInExtension: boolean
}

export class LinkIndex {
  /** The links read on each page, by the page they are read on (in the order they are read there). */
  private readonly readOn = new Map<SitePage, InternalLink[]>()
  /** Every link, in page order; made again after a patch, so that what is derived from it is keyed on it. */
  private every?: readonly InternalLink[]
  /** While a partial run of the link rules is on: the pages whose written links it reads. */
  private scope?: ReadonlySet<SitePage>
  /** The pages whose links were read again since the index was made, in the order of the patches. */
  private readonly patched: SitePage[] = []
  /** The links by the URL they lead to, made the first time the links to a page are asked for. */
  private byUrl?: Map<string, Set<InternalLink>>
  /** What a link from the root (`/guides/setup`, the way most sites link) resolves to: alike from every page. */
  private readonly fromRoot = new Map<string, ResolvedLink>()

  constructor(private readonly site: Site) {
    for (const page of site.pages) this.read(page)
  }

  /** Every link that stays on the site, once for each page it is read on, in page order. */
  get links(): readonly InternalLink[] {
    this.every ??= this.site.pages.flatMap((page) => this.readOn.get(page) ?? [])
    return this.every
  }

  /** The links read on one page (its own, and its snippets'). */
  linksReadOn(from: SitePage): readonly InternalLink[] {
    return this.readOn.get(from) ?? []
  }

  /** The links the site rules read: every one, or during a partial run only those written in its pages (in page order still). */
  get ruleLinks(): readonly InternalLink[] {
    const scope = this.scope
    if (!scope) return this.links
    const snippets = snippetsOf(this.site)
    const readers = new Set([...scope].flatMap((page) => [page, ...snippets.importers(page)]))
    const order = pageOrder(this.site)
    return [...readers].sort((a, b) => order.get(a)! - order.get(b)!).flatMap((from) => this.linksReadOn(from).filter((link) => scope.has(link.page)))
  }

  /** How many patches the index has had: what is derived from it tells by this whether it is still current. */
  get revision(): number {
    return this.patched.length
  }

  /** The pages whose links were read again after revision `since`. */
  patchedSince(since: number): readonly SitePage[] {
    return this.patched.slice(since)
  }

  /**
   * Reads again the links of pages whose links changed (their facts patched in the Site model), on every page
   * they are read on: the page itself, and the pages that render it when it is a snippet. The site's pages,
   * their imports and docs.json must be as when the index was made.
   */
  patch(pages: readonly SitePage[]): void {
    const snippets = snippetsOf(this.site)
    const readers = new Set(pages.flatMap((page) => [page, ...snippets.importers(page)]))
    for (const page of readers) {
      this.read(page)
      this.patched.push(page)
    }
    this.every = undefined
  }

  /** The links that lead to one of these pages (any way written, through a redirect too), wherever they are read. */
  linksTo(targets: ReadonlySet<SitePage>): InternalLink[] {
    const byUrl = this.linksByUrl()
    const urls = [...targets].map((page) => page.url)
    // A URL no page is served at may redirect to one of them.
    for (const url of byUrl.keys()) if (!this.site.pageByUrl.has(url) && targets.has(pageAt(this.site, url)!)) urls.push(url)
    return [...new Set(urls)].flatMap((url) => [...(byUrl.get(url) ?? [])])
  }

  /** The links by the URL they lead to, kept up to date through the patches. */
  private linksByUrl(): Map<string, Set<InternalLink>> {
    if (!this.byUrl) {
      this.byUrl = new Map()
      for (const links of this.readOn.values()) this.indexByUrl(links, 'add')
    }
    return this.byUrl
  }

  private indexByUrl(links: readonly InternalLink[], change: 'add' | 'delete'): void {
    if (!this.byUrl) return
    for (const link of links) {
      const same = this.byUrl.get(link.url) ?? this.byUrl.set(link.url, new Set()).get(link.url)!
      same[change](link)
    }
  }

  /** Runs `run` with the site rules reading only the links written in `pages`. */
  withLinksWrittenIn<T>(pages: ReadonlySet<SitePage>, run: () => T): T {
    this.scope = pages
    try {
      return run()
    } finally {
      this.scope = undefined
    }
  }

  /** The links read on `from`: its own and its snippets', or a snippet's own from the root when no page imports it. */
  private read(from: SitePage): void {
    this.indexByUrl(this.linksReadOn(from), 'delete')
    const links: InternalLink[] = []
    const snippets = snippetsOf(this.site)
    if (isLinkPage(from)) {
      // A link page publishes no body.
    } else if (snippets.isSnippet(from)) {
      if (snippets.importers(from).length === 0) this.add(links, from, from, (href) => /^\s*\/(?![/\\])/.test(href))
    } else {
      for (const page of snippets.renderedInto(from)) this.add(links, page, from, () => true)
    }
    if (links.length > 0) this.readOn.set(from, links)
    else this.readOn.delete(from)
    this.indexByUrl(links, 'add')
  }

  private add(links: InternalLink[], page: SitePage, from: SitePage, include: (href: string) => boolean): void {
    for (const link of page.facts.links) {
      if (!include(link.url)) continue
      const resolved = this.resolve(link.url, from.url)
      if (resolved.kind === 'internal') links.push({ page, link, from, ...resolved })
    }
  }

  /** resolveLink, remembering what a link from the root resolves to: a large site links to each of its pages from many. */
  private resolve(href: string, fromUrl: string): ResolvedLink {
    if (!href.startsWith('/')) return resolveLink(href, fromUrl)
    let resolved = this.fromRoot.get(href)
    if (!resolved) {
      resolved = resolveLink(href, fromUrl)
      this.fromRoot.set(href, resolved)
    }
    return resolved
  }
}

/** Each page's place in the site's order. */
const pageOrder = oncePer((site: Site) => new Map(site.pages.map((page, index) => [page, index])))

/** The link index of a Site model, made the first time it is asked for. */
export const linkIndexOf: (site: Site) => LinkIndex = oncePer((site: Site) => new LinkIndex(site))
