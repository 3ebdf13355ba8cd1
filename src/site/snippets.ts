/**
 * Snippets as the site generator renders them: a file in a `snippets/` folder, or any file another file imports
 * (`import Setup from '/snippets/setup.mdx'`), is a snippet. It is no page of its own; its content is rendered in
 * place into every page that imports it, directly or through another snippet. An import is resolved from the
 * file that writes it (module resolution), but what the snippet renders (its links) is read on the page.
 */
import { isSnippetPath } from '../page/kind.js'
import { resolveImport } from './imports.js'
import type { Site, SitePage } from './model.js'

export interface Snippets {
  /** Whether the generator publishes no page for this file. */
  isSnippet(page: SitePage): boolean
  /** The page and the snippets rendered into it, the page first (each once, import cycles cut). */
  renderedInto(page: SitePage): SitePage[]
  /** The pages (not snippets) a snippet is rendered into; empty for a snippet no page imports, and for a page. */
  importers(snippet: SitePage): SitePage[]
}

const known = new WeakMap<Site, Snippets>()

/** The snippets of the site, worked out once per Site model. */
export function snippetsOf(site: Site): Snippets {
  let snippets = known.get(site)
  if (!snippets) {
    snippets = findSnippets(site)
    known.set(site, snippets)
  }
  return snippets
}

function findSnippets(site: Site): Snippets {
  const byPath = new Map(site.pages.map((page) => [page.path, page]))
  const imports = new Map<SitePage, SitePage[]>()
  const imported = new Set<SitePage>()
  for (const page of site.pages) {
    const direct = page.facts.imports.flatMap(({ source }) => {
      const resolution = resolveImport(site, page, source)
      const file = resolution.kind === 'found' ? byPath.get(resolution.path) : undefined
      return file && file !== page ? [file] : []
    })
    imports.set(page, direct)
    for (const file of direct) imported.add(file)
  }
  const isSnippet = (page: SitePage) => isSnippetPath(page.path) || imported.has(page)
  const renderedInto = (page: SitePage): SitePage[] => {
    const seen = new Set<SitePage>()
    const visit = (current: SitePage) => {
      if (seen.has(current)) return
      seen.add(current)
      for (const file of imports.get(current) ?? []) visit(file)
    }
    visit(page)
    return [...seen]
  }
  const importers = new Map<SitePage, SitePage[]>()
  for (const page of site.pages) {
    if (isSnippet(page)) continue
    for (const file of renderedInto(page).slice(1)) importers.set(file, [...(importers.get(file) ?? []), page])
  }
  return { isSnippet, renderedInto, importers: (snippet) => importers.get(snippet) ?? [] }
}
