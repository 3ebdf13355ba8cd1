import path from 'node:path'
import type { VFile } from 'vfile'
import type { JsonDocument } from '../config/json.js'
import type { NormalisedConfig } from '../config/normalise.js'
import type { PageFacts } from '../page/facts.js'
import { isPagePath, linkPageUrl } from '../page/kind.js'
import { statSiteFile } from './read-file.js'
import { LinkFreePaths } from './link-free-paths.js'
import { isInside } from './root.js'
import { currentEntries, navigationEntries, type NavigationEntry } from './navigation.js'
import { siteSettingsOf, type SiteSettings } from './config-model.js'
import { pageUrl } from './url.js'
import { entryPath } from './entries.js'
import { redirectsOf, redirectTarget, type Redirect } from './redirects.js'
import { emptyOpenApi, type SiteOpenApi } from '../openapi/model.js'
import type { ExternalFinding } from '../external/outcome.js'
import { oncePer } from '../util/once-per.js'
import { relativePathOf } from '../util/file-paths.js'
import { withoutEdgeSlashes, withoutTrailingSlashes } from '../util/slashes.js'

/** A page of the site: its file, where the site serves it, and its facts. */
export interface SitePage {
  file: VFile
  /** Path from the site root, with `/` separators and its extension (`guides/intro.mdx`). */
  path: string
  url: string
  facts: PageFacts
  /**
   * Seed format: the anchor and tab whose `url` prefix the page's URL starts with (the longest one), and the
   * `version` of the navigation group that lists the page. Current format: the divisions of the first
   * navigation entry that lists the page.
   */
  anchor?: string
  tab?: string
  version?: string
  dropdown?: string
  language?: string
  product?: string
}

/**
 * The whole site as the site checks (and the preview build) read it, built once after every file is
 * processed, from what the processor kept on each file: the normalised config, the navigation with its
 * positions in docs.json, and the page index with each page's URL and facts. Nothing is parsed again. In the
 * editor, an edit that leaves the site's shape as it was patches the edited pages' files and facts into the kept
 * model instead of building it again (src/site/patch-pages.ts).
 */
export interface Site {
  root: string
  configFile: VFile
  /** The parsed docs.json, for positions; undefined when it is missing or not JSON. */
  document?: JsonDocument
  /** The normalised config of the seed's format; undefined when it is missing, unreadable or in the current format. */
  config?: NormalisedConfig
  /** What the site checks read of docs.json, in either format; undefined when there is no readable config. */
  settings?: SiteSettings
  pages: SitePage[]
  pageByUrl: Map<string, SitePage>
  /** Pages by path without extension (the way navigation names them); `.mdx` wins over `.md`. */
  pageByEntry: Map<string, SitePage>
  navigation: NavigationEntry[]
  /** Files of the site reached through a symbolic link that leads out of the root: not read, only reported. */
  linkedOut: { file: VFile; target: string }[]
  redirects: Redirect[]
  /** The OpenAPI specs and their endpoint index: empty until the OpenAPI stage has loaded them (src/openapi/model.ts). */
  openapi: SiteOpenApi
  /** With `--check-external` only: what the check of each external link and image found (src/external/check.ts). */
  external?: ExternalFinding[]
}

/** `localeCompare`'s order (the default collation), with one collator: a site of 10,000 pages is sorted after each edit in the editor. */
const comparePaths = new Intl.Collator().compare

export function buildSite(root: string, configFile: VFile, files: VFile[]): Site {
  const parsed = configFile.data.docslintParsed
  const document = parsed && 'config' in parsed ? parsed.config.document : undefined
  const siteConfig = configFile.data.siteConfig
  const config = siteConfig?.config
  const settings = siteConfig && document ? siteSettingsOf(siteConfig.format, siteConfig.value, document) : undefined
  const pages = files.filter((file) => file.data.pageFacts && isPagePath(file.path)).map((file) => sitePage(root, file))
  pages.sort((a, b) => comparePaths(a.path, b.path))
  const pageByEntry = new Map<string, SitePage>()
  for (const page of pages) {
    const entry = page.path.replace(/\.mdx?$/i, '')
    const existing = pageByEntry.get(entry)
    if (!existing || page.path.endsWith('.mdx')) pageByEntry.set(entry, page)
  }
  const navigation =
    siteConfig?.format === 'current' && document ? currentEntries(siteConfig.value, document) : siteConfig ? navigationEntries(siteConfig.value.navigation, document) : []
  if (siteConfig?.format === 'current') assignDivisions(pages, navigation)
  else assignMembership(pages, config, navigation)
  return {
    root,
    configFile,
    document,
    config,
    settings,
    pages,
    pageByUrl: new Map([...pageByEntry.values()].map((page) => [page.url, page])),
    pageByEntry,
    navigation,
    linkedOut: files.flatMap((file) => {
      const parsed = file.data.docslintParsed
      return parsed && 'outsideRoot' in parsed ? [{ file, target: parsed.outsideRoot }] : []
    }),
    redirects: redirectsOf(document?.value),
    openapi: emptyOpenApi(settings !== undefined)
  }
}

/** Which anchor, tab and version each page belongs to: the preview build groups pages by them (and places the endpoint pages it makes). */
export function assignMembership(pages: SitePage[], config: NormalisedConfig | undefined, navigation: NavigationEntry[]): void {
  const sections = (list: { name: string; url: string }[] | undefined) =>
    (list ?? [])
      .map((item) => ({ name: item.name, prefix: '/' + withoutEdgeSlashes(String(item.url)) }))
      .sort((a, b) => b.prefix.length - a.prefix.length)
  const anchors = sections(config?.anchors)
  const tabs = sections(config?.tabs)
  const versionByEntry = new Map(navigation.filter((entry) => entry.version).map((entry) => [entryPath(entry.value), entry.version]))
  for (const page of pages) {
    const within = (section: { prefix: string }) => page.url === section.prefix || page.url.startsWith(section.prefix + '/')
    page.anchor = anchors.find(within)?.name
    page.tab = tabs.find(within)?.name
    page.version = versionByEntry.get(page.path.replace(/\.mdx?$/i, ''))
  }
}

/** Current format: a page is in the divisions of the first entry that lists it. */
function assignDivisions(pages: SitePage[], navigation: NavigationEntry[]): void {
  const first = new Map<string, NavigationEntry>()
  for (const entry of navigation) {
    const target = entry.endpoint ? undefined : entryPath(entry.value)
    if (target !== undefined && !first.has(target)) first.set(target, entry)
  }
  for (const page of pages) applyDivisions(page, first.get(page.path.replace(/\.mdx?$/i, ''))?.divisions ?? [])
}

/** Current format: puts a page in the divisions of the entry that lists it. */
export function applyDivisions(page: SitePage, divisions: NavigationEntry['divisions']): void {
  for (const division of divisions) {
    if (division.kind !== 'item') page[division.kind] = division.name
  }
}

function sitePage(root: string, file: VFile): SitePage {
  const relative = relativePathOf(file, file.cwd, root).split(path.sep).join('/')
  return { file, path: relative, url: pageUrl(relative), facts: file.data.pageFacts! }
}

/** A page whose front matter `url:` makes it a link out in the navigation: its body is not published. */
export function isLinkPage(page: SitePage): boolean {
  return linkPageUrl(page.facts.frontmatter?.data) !== undefined
}

/** What a path written in the site (a navigation entry, an asset) points at on disk. */
export type FileLookup = { kind: 'found' } | { kind: 'missing' } | { kind: 'outside'; reason: string }

/** The longest path a file can have (Linux's PATH_MAX, in bytes; other systems allow less, or Windows more, but no site does). */
const MAX_PATH_LENGTH = 4096

/**
 * Looks a site path up on disk (`/images/a.png` and `images/a.png` alike, from the root) without ever
 * leaving the root: `..` that climbs out, and symlinks that point out, are reported, never read.
 */
export function lookupFile(root: string, sitePath: string): FileLookup {
  const target = targetOf(root, sitePath)
  return typeof target === 'string' ? lookupTarget(target, root) : target
}

/** The absolute path a site path names, or what it is when it names no place inside the root. */
function targetOf(root: string, sitePath: string): string | FileLookup {
  // No file system names a file by a longer path (Linux's PATH_MAX); resolving a 4 MB one, on every page of a
  // build, took 600 MB.
  if (sitePath.length > MAX_PATH_LENGTH) return { kind: 'missing' }
  const target = path.resolve(root, '.' + path.posix.sep + sitePath.replace(/^\/+/, ''))
  if (path.isAbsolute(sitePath) && !sitePath.startsWith('/')) return { kind: 'outside', reason: 'it is an absolute file-system path' }
  if (!isInside(target, root)) return { kind: 'outside', reason: 'it climbs out of the site root with `..`' }
  return target
}

/** What is at a path inside the root, by its real path. */
function lookupTarget(target: string, root: string): FileLookup {
  const found = statSiteFile(target, root)
  if (!('refusal' in found)) return { kind: 'found' }
  // Where a link out of the root leads is not looked at further: it is not the site's.
  return found.refusal.kind === 'outside' ? { kind: 'outside', reason: 'it is a symbolic link to a file outside the site root' } : { kind: 'missing' }
}

/**
 * lookupFile, once per path for a site: many pages show the same image or link to the same file, and the files
 * on disk are taken as they were when the check began.
 */
export function siteFileLookup(site: Site, sitePath: string): FileLookup {
  const lookups = fileLookups(site)
  let lookup = lookups.get(sitePath)
  if (!lookup) {
    // A page of the site was found inside the root by the walk (one linked out is no page): the navigation of a
    // large site names thousands, and resolving each one's real path again took most of a warm check's site stage.
    lookup = pagePaths(site).has(sitePath) ? { kind: 'found' } : lookupInSite(site, sitePath)
    lookups.set(sitePath, lookup)
  }
  return lookup
}

/** lookupFile, with the real path resolved only where a symbolic link is on the way (src/site/link-free-paths.ts). */
function lookupInSite(site: Site, sitePath: string): FileLookup {
  const target = targetOf(site.root, sitePath)
  if (typeof target !== 'string') return target
  const entry = linkFreePaths(site).entryAt(target)
  return entry === 'resolve' ? lookupTarget(target, site.root) : { kind: entry }
}

const fileLookups = oncePer((_site: Site) => new Map<string, FileLookup>())
const pagePaths = oncePer((site: Site) => new Set(site.pages.map((page) => page.path)))
const linkFreePaths = oncePer((site: Site) => new LinkFreePaths(site.root))

/** The page served at a URL, following one redirect of docs.json when no page is there. */
export function pageAt(site: Site, url: string): SitePage | undefined {
  const page = site.pageByUrl.get(url)
  if (page) return page
  const target = redirectTarget(site.redirects, url)
  return target === undefined ? undefined : site.pageByUrl.get(withoutTrailingSlashes(target) || '/')
}

/**
 * The site's page entries (`guides/setup`) as a reader meets them: those the navigation lists, in its order,
 * then the others. Suggestions take the first match, so a folder suggests the page its group starts with.
 */
export function entriesInReadingOrder(site: Site): string[] {
  const listed = site.navigation.map((entry) => entryPath(entry.value)).filter((entry) => entry !== undefined && site.pageByEntry.has(entry))
  return [...new Set([...listed, ...site.pageByEntry.keys()])] as string[]
}
