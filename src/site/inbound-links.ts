/**
 * The links that reach a page, each where it is written once: a link in a snippet is read on every page that
 * imports it, but it is one place to go to or to edit. Navigation, references and rename all start here.
 */
import { internalLinks, type InternalLink } from './links.js'
import type { Site, SitePage } from './model.js'

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
