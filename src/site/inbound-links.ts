/**
 * The links that reach a page, each where it is written once: a link in a snippet is read on every page that
 * imports it, but it is one place to go to or to edit. Navigation, references and rename all start here.
 * Worked out from the pages' facts: nothing is parsed.
 */
import { entryPath } from './entries.js'
import { internalLinks, type InternalLink } from './links.js'
import { pageAt, type Site, type SitePage } from './model.js'
import type { NavigationEntry } from './navigation.js'

/** A link as written in one file, with every page it is read on. */
export interface WrittenLink {
  /** The file it is written in: a page, or a snippet. */
  page: SitePage
  link: InternalLink['link']
  /** The pages it is read on, with where it leads from each. */
  readOn: InternalLink[]
}

/** Every link of the site, grouped by where it is written, in page order. */
export function writtenLinks(site: Site): WrittenLink[] {
  const byPlace = new Map<string, WrittenLink>()
  for (const link of internalLinks(site)) {
    const key = `${link.page.path}\u0000${link.link.position.start.line}:${link.link.position.start.column}`
    const written = byPlace.get(key)
    if (written) written.readOn.push(link)
    else byPlace.set(key, { page: link.page, link: link.link, readOn: [link] })
  }
  return [...byPlace.values()]
}

/** The links that lead to `target` (at its URL, any way it is written, with or without a fragment) from at least one page they are read on. */
export function linksTo(site: Site, target: SitePage): WrittenLink[] {
  return writtenLinks(site).filter((written) => written.readOn.some((read) => read.url === target.url))
}

export interface Inbound {
  /** In the order of the pages they are written in, then of their places. */
  links: InternalLink[]
  entries: NavigationEntry[]
}

const known = new WeakMap<Site, Map<SitePage, Inbound>>()

/**
 * The links and navigation entries that reach `page`, through a redirect of docs.json too; a snippet's link
 * once where it is written, whatever the number of pages it is read on. Indexed once per Site model.
 */
export function inboundOf(site: Site, page: SitePage): Inbound {
  let index = known.get(site)
  if (!index) {
    index = indexInbound(site)
    known.set(site, index)
  }
  return index.get(page) ?? { links: [], entries: [] }
}

function indexInbound(site: Site): Map<SitePage, Inbound> {
  const index = new Map<SitePage, Inbound>()
  const inboundTo = (page: SitePage) => {
    const inbound = index.get(page) ?? { links: [], entries: [] }
    index.set(page, inbound)
    return inbound
  }
  for (const written of writtenLinks(site)) {
    // Read on several pages, a relative link may lead to several targets: each gets it once.
    const reached = new Set<SitePage>()
    for (const read of written.readOn) {
      const target = pageAt(site, read.url)
      if (!target || reached.has(target)) continue
      reached.add(target)
      inboundTo(target).links.push(read)
    }
  }
  for (const entry of site.navigation) {
    const named = entry.endpoint ? undefined : entryPath(entry.value)
    const target = named === undefined ? undefined : site.pageByEntry.get(named)
    if (target) inboundTo(target).entries.push(entry)
  }
  return index
}
