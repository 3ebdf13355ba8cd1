/**
 * The links that reach a page, each where it is written once: a link in a snippet is read on every page that
 * imports it, but it is one place to go to or to edit. Navigation, references and rename all start here.
 * Worked out from the pages' facts: nothing is parsed.
 */
import { entryPath } from './entries.js'
import { everyInternalLink, type InternalLink } from './links.js'
import { pageAt, type Site, type SitePage } from './model.js'
import type { NavigationEntry } from './navigation.js'
import { oncePer } from '../util/once-per.js'

/** A link as written in one file, with every page it is read on. */
export interface WrittenLink {
  /** The file it is written in: a page, or a snippet. */
  page: SitePage
  link: InternalLink['link']
  /** The pages it is read on, with where it leads from each. */
  readOn: InternalLink[]
}

/**
 * Every link of the site, grouped by where it is written, in page order. Worked out once per list of the site's
 * links: an edit the site stage patches into the Site model makes a new one (src/site/link-index.ts).
 */
export function writtenLinks(site: Site): WrittenLink[] {
  return writtenIn(everyInternalLink(site))
}

const writtenIn = oncePer((links: readonly InternalLink[]) => {
  const byPlace = new Map<string, WrittenLink>()
  for (const link of links) {
    const key = `${link.page.path}\u0000${link.link.position.start.line}:${link.link.position.start.column}`
    const written = byPlace.get(key)
    if (written) written.readOn.push(link)
    else byPlace.set(key, { page: link.page, link: link.link, readOn: [link] })
  }
  return [...byPlace.values()]
})

/**
 * The links that reach `target` (at its URL, any way it is written, with or without a fragment, or through a
 * redirect of docs.json, as the check follows links), each with only the pages it is read on where it does.
 */
export function linksTo(site: Site, target: SitePage): WrittenLink[] {
  return writtenLinks(site).flatMap((written) => {
    const readOn = written.readOn.filter((read) => pageReachedBy(site, read) === target)
    return readOn.length > 0 ? [{ ...written, readOn }] : []
  })
}

/** The page a link, read on one page, leads to, as the check resolves it: the one resolution linksTo and inboundOf share. */
function pageReachedBy(site: Site, read: InternalLink): SitePage | undefined {
  return pageAt(site, read.url)
}

export interface Inbound {
  /** In the order of the pages they are written in, then of their places. */
  links: InternalLink[]
  entries: NavigationEntry[]
}

/**
 * The links and navigation entries that reach `page`, through a redirect of docs.json too; a snippet's link
 * once where it is written, whatever the number of pages it is read on. Indexed once per list of the site's links.
 */
export function inboundOf(site: Site, page: SitePage): Inbound {
  let index = inboundIndexes.get(everyInternalLink(site))
  if (!index) {
    index = indexInbound(site)
    inboundIndexes.set(everyInternalLink(site), index)
  }
  return index.get(page) ?? { links: [], entries: [] }
}

const inboundIndexes = new WeakMap<readonly InternalLink[], Map<SitePage, Inbound>>()

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
      const target = pageReachedBy(site, read)
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
