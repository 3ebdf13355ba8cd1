/**
 * Headings a page renders from its snippets: `<Intro />` of `import Intro from '/snippets/intro.mdx'` puts the
 * snippet's headings where it is written, and the reader sees them in the page's outline. The heading rules
 * leave on their messages the modules of the components written before the heading (`data.snippets`), and
 * their site step drops a message that those headings answer.
 */
import type { CompleteOnSite } from '../page/rule.js'
import type { HeadingFact } from '../page/facts.js'
import { resolveImport } from './imports.js'
import type { Site, SitePage } from './model.js'

/** The headings of the snippets imported as `sources` from `page`, in the order they are rendered. */
function snippetHeadings(site: Site, page: SitePage, sources: unknown): HeadingFact[] {
  if (!Array.isArray(sources)) return []
  return sources.flatMap((source) => {
    const resolution = typeof source === 'string' ? resolveImport(site, page, source) : undefined
    const snippet = resolution?.kind === 'found' ? site.pages.find((candidate) => candidate.path === resolution.path) : undefined
    return snippet?.facts.headings ?? []
  })
}

/** heading-start's step: a first heading deeper than level 2 after a snippet whose first heading is level 2 (or 1). */
export const firstHeadingStep: CompleteOnSite = (message, { site, page }) => {
  const first = snippetHeadings(site, page, message.data.snippets)[0]
  if (first && first.depth <= 2) return 'drop'
}

/** heading-increment's step: a heading that follows, one level deeper at most, the last heading of a snippet rendered before it. */
export const headingIncrementStep: CompleteOnSite = (message, { site, page }) => {
  const last = snippetHeadings(site, page, message.data.snippets).at(-1)
  if (last && typeof message.data.depth === 'number' && message.data.depth <= last.depth + 1) return 'drop'
}
