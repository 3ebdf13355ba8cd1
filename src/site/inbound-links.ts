/**
 * What reaches a page: every link of the site that leads to it (through a redirect of docs.json too; a snippet's
 * link where it is written, once, whatever the number of pages it is read on) and every navigation entry that
 * names it. Worked out once per Site model, from the pages' facts: nothing is parsed.
 */
import { entryPath } from './entries.js'
import { internalLinks, type InternalLink } from './links.js'
import { pageAt, type Site, type SitePage } from './model.js'
import type { NavigationEntry } from './navigation.js'

export interface Inbound {
  /** In the order of the pages they are written in, then of their places. */
  links: InternalLink[]
  entries: NavigationEntry[]
}

const known = new WeakMap<Site, Map<SitePage, Inbound>>()

/** The links and navigation entries that reach `page`. */
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
  const written = new Set<string>()
  for (const link of internalLinks(site)) {
    const target = pageAt(site, link.url)
    // A snippet's link read on several pages is one link where it is written.
    const key = JSON.stringify([target?.path, link.page.path, link.link.position.start])
    if (!target || written.has(key)) continue
    written.add(key)
    inboundTo(target).links.push(link)
  }
  for (const entry of site.navigation) {
    const named = entry.endpoint ? undefined : entryPath(entry.value)
    const target = named === undefined ? undefined : site.pageByEntry.get(named)
    if (target) inboundTo(target).entries.push(entry)
  }
  return index
}
