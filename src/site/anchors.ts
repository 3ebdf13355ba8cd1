/**
 * The fragments a page answers to: its headings' ids and explicit `id` attributes, and those of the snippets
 * it imports (`import Deploy from '/snippets/deploy.mdx'`), whose headings the generator renders into the page.
 */
import type { Site, SitePage } from './model.js'
import { snippetsOf } from './snippets.js'

export function pageAnchors(site: Site, page: SitePage): string[] {
  return snippetsOf(site)
    .renderedInto(page)
    .flatMap((file) => [...file.facts.headings.flatMap((heading) => [heading.slug, ...(heading.aliases ?? [])]), ...file.facts.ids.map((anchor) => anchor.id)])
    .filter((anchor) => anchor !== '')
}
