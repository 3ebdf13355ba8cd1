import type { LinkFact } from '../page/facts.js'
import type { Site, SitePage } from './model.js'
import { resolveLink } from './url.js'

export interface InternalLink {
  page: SitePage
  link: LinkFact
  /** The decoded site URL it leads to, and its fragment. */
  url: string
  fragment?: string
  endsInExtension: boolean
}

/** Every link of every page that stays on the site, resolved from the page's own URL. */
export function* internalLinks(site: Site): Generator<InternalLink> {
  for (const page of site.pages) {
    for (const link of page.facts.links) {
      const resolved = resolveLink(link.url, page.url)
      if (resolved.kind === 'internal') yield { page, link, ...resolved }
    }
  }
}
