/**
 * The links of the site as readers follow them. A page's links resolve from its own URL. A snippet's links are
 * rendered into each page that imports it, so they resolve from that page's URL (a relative link in a snippet
 * leads to different places on different pages); a snippet no page imports is checked only for its links from
 * the root (`/guides/setup`), which lead to one place wherever it is rendered. A link page (front matter `url:`)
 * publishes no body: its links are not read.
 */
import type { LinkFact } from '../page/facts.js'
import type { Report, ReportOptions } from '../rule.js'
import { closestPath } from '../util/suggest.js'
import { PathCandidates } from '../util/path-candidates.js'
import { generatedUrls } from './generated-endpoints.js'
import { entriesInReadingOrder, isLinkPage, pageAt, siteFileLookup, type Site, type SitePage } from './model.js'
import { snippetsOf } from './snippets.js'
import { resolveLink, type ResolvedLink } from './url.js'
import { oncePer } from '../util/once-per.js'

export interface InternalLink {
  /** The file the link is written in: a page, or a snippet rendered into `from`. */
  page: SitePage
  link: LinkFact
  /** The page the link is read on: `page` itself, or a page that imports the snippet `page`. */
  from: SitePage
  /** The decoded site URL it leads to, and its fragment. */
  url: string
  fragment?: string
  endsInExtension: boolean
}

/**
 * Every link that stays on the site, once for each page it is read on, in page order. Resolved once per Site
 * model: every link rule, reachability and the inbound index read the same list.
 */
export const internalLinks: (site: Site) => readonly InternalLink[] = oncePer((site: Site) => {
  const snippets = snippetsOf(site)
  const links: InternalLink[] = []
  const resolve = rootLinkResolver()
  for (const from of site.pages) {
    if (isLinkPage(from)) continue
    if (snippets.isSnippet(from)) {
      if (snippets.importers(from).length === 0) addLinksOf(links, from, from, (href) => /^\s*\/(?![/\\])/.test(href), resolve)
      continue
    }
    for (const page of snippets.renderedInto(from)) addLinksOf(links, page, from, () => true, resolve)
  }
  return links
})

function addLinksOf(links: InternalLink[], page: SitePage, from: SitePage, include: (href: string) => boolean, resolve: typeof resolveLink): void {
  for (const link of page.facts.links) {
    if (!include(link.url)) continue
    const resolved = resolve(link.url, from.url)
    if (resolved.kind === 'internal') links.push({ page, link, from, ...resolved })
  }
}

/**
 * resolveLink, remembering what a link from the root (`/guides/setup`, the way most sites link) resolves to:
 * it resolves alike from every page, and a large site links to each of its pages from many.
 */
function rootLinkResolver(): typeof resolveLink {
  const fromRoot = new Map<string, ResolvedLink>()
  return (href, fromUrl) => {
    if (!href.startsWith('/')) return resolveLink(href, fromUrl)
    let resolved = fromRoot.get(href)
    if (!resolved) {
      resolved = resolveLink(href, fromUrl)
      fromRoot.set(href, resolved)
    }
    return resolved
  }
}

/**
 * Whether a site URL leads a reader somewhere: a page (through one redirect, too), a page that an `openapi`
 * element generates, or, for a URL with a file ending (`isFile`), a file of the site.
 */
export function leadsSomewhere(site: Site, url: string, isFile: boolean): boolean {
  return pageAt(site, url) !== undefined || generatedUrls(site).has(url) || (isFile && siteFileLookup(site, url).kind === 'found')
}

/** The page a broken URL most likely meant, matched by file path so a misspelt `/indx` finds `/` (`index.mdx`). */
export function closestPageUrl(site: Site, url: string): string | undefined {
  const entry = closestPath(url, pageEntryPaths(site))
  return entry && site.pageByEntry.get(entry.slice(1))!.url
}

/** The site's page entries from the root (`/guides/setup`), in reading order (entriesInReadingOrder), indexed once per Site model. */
export const pageEntryPaths = oncePer((site: Site) => new PathCandidates(entriesInReadingOrder(site).map((entry) => `/${entry}`)))

/** A rule's finding on a link, before the pages a snippet's link is read on are gathered into one message. */
export interface LinkFinding {
  at: InternalLink
  reason: string
  options: ReportOptions
}

/**
 * Reports each finding at its link. A snippet's link that is wrong alike on several importing pages is one
 * message naming them ("In `a.mdx` and `b.mdx`, which import this snippet: link ..."); a fix is kept only for a
 * link from the root, which every importing page reads the same way.
 */
export function reportLinkFindings(findings: LinkFinding[], report: Report): void {
  const groups = new Map<string, { finding: LinkFinding; from: SitePage[] }>()
  for (const finding of findings) {
    const { page, link } = finding.at
    const { suggestion, expected } = finding.options
    const key = JSON.stringify([page.path, link.position.start, link.position.end, finding.reason, suggestion, expected])
    const group = groups.get(key)
    if (group) group.from.push(finding.at.from)
    else groups.set(key, { finding, from: [finding.at.from] })
  }
  for (const { finding, from } of groups.values()) {
    const { page, link } = finding.at
    if (from.length === 1 && from[0] === page) {
      report(finding.reason, { ...finding.options, file: page.file, place: link.position })
      continue
    }
    const pages = namesOf(from.map((importer) => importer.path))
    const reason = `In ${pages}, which import${from.length === 1 ? 's' : ''} this snippet: ${finding.reason.charAt(0).toLowerCase()}${finding.reason.slice(1)}`
    const fix = /^\s*\/(?![/\\])/.test(link.url) ? finding.options.fix : undefined
    report(reason, { ...finding.options, file: page.file, place: link.position, fix })
  }
}

/** `a`, `a` and `b`, `a`, `b` and `c`, or `a`, `b`, `c` and 4 other pages. */
function namesOf(paths: string[]): string {
  const named = paths.slice(0, 3).map((name) => `\`${name}\``)
  if (paths.length > 3) return `${named.join(', ')} and ${paths.length - 3} other page${paths.length === 4 ? '' : 's'}`
  return named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`
}
