/**
 * The fragments a page answers to: its headings' ids and explicit `id` attributes, and those of the snippets
 * it imports (`import Deploy from '/snippets/deploy.mdx'`), whose headings the generator renders into the page;
 * and apart, the other forms links reach its headings with (src/page/heading-id.ts `headingAliases`), which a
 * fragment may match but a "did you mean" never offers.
 */
import type { Site, SitePage } from './model.js'
import { snippetsOf } from './snippets.js'

export function pageAnchors(site: Site, page: SitePage): { ids: string[]; aliases: string[] } {
  const files = snippetsOf(site).renderedInto(page)
  const ids = files.flatMap((file) => [...file.facts.headings.map((heading) => heading.slug), ...file.facts.ids.map((anchor) => anchor.id)])
  const aliases = files.flatMap((file) => file.facts.headings.flatMap((heading) => heading.aliases ?? []))
  return { ids: ids.filter((anchor) => anchor !== ''), aliases }
}
