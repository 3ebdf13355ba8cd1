/**
 * The fragments a page answers to: its headings' ids and explicit `id` attributes, and those of the snippets
 * it imports (`import Deploy from '/snippets/deploy.mdx'`), whose headings the generator renders into the page.
 */
import type { Site, SitePage } from './model.js'
import { resolveImport } from './imports.js'

export function pageAnchors(site: Site, page: SitePage): string[] {
  const anchors: string[] = []
  const seen = new Set<SitePage>()
  const visit = (current: SitePage) => {
    // An import cycle, or a snippet imported twice, adds its anchors once.
    if (seen.has(current)) return
    seen.add(current)
    anchors.push(...current.facts.headings.map((heading) => heading.slug), ...current.facts.ids.map((id) => id.id))
    for (const imported of current.facts.imports) {
      const resolution = resolveImport(site, current, imported.source)
      const snippet = resolution.kind === 'found' ? site.pages.find((candidate) => candidate.path === resolution.path) : undefined
      if (snippet) visit(snippet)
    }
  }
  visit(page)
  return anchors.filter((anchor) => anchor !== '')
}
