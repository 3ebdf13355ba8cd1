/**
 * What the link rules share: the site's internal links (kept in src/site/link-index.ts), where a URL leads, the
 * page a broken one most likely meant, and the report of findings on links a snippet's importers read alike.
 */
import type { Report, ReportOptions } from '../rule.js'
import { closestPath } from '../util/suggest.js'
import { PathCandidates } from '../util/path-candidates.js'
import { generatedUrls } from './generated-endpoints.js'
import { linkIndexOf, type InternalLink } from './link-index.js'
import { entriesInReadingOrder, pageAt, siteFileLookup, type Site, type SitePage } from './model.js'
import { oncePer } from '../util/once-per.js'

export type { InternalLink } from './link-index.js'

/**
 * Every link that stays on the site, once for each page it is read on, in page order, as the site rules read
 * them: during a partial run after an edit (src/site/incremental.ts), only those written in the pages it is about.
 * Resolved once per Site model (and again only for the pages an edit patched).
 */
export function internalLinks(site: Site): readonly InternalLink[] {
  return linkIndexOf(site).ruleLinks
}

/** Every link of the site, whatever rules run: what reachability, the inbound index and the editor's navigation read. */
export function everyInternalLink(site: Site): readonly InternalLink[] {
  return linkIndexOf(site).links
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
