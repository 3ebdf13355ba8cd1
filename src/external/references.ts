/**
 * The external URLs of a site that `--check-external` checks: the http(s) links and images of its pages, and
 * the links and images of docs.json (navbar, footer, anchors, tabs, logo, ...). docs.json's other URLs are not
 * pages a reader opens: the schema, API servers (`api`), specs (`openapi`, which the OpenAPI stage fetches)
 * and the integrations' scripts.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Position } from 'unist'
import type { VFile } from 'vfile'
import type { LinkFact, ReferenceFact } from '../page/facts.js'
import type { Site, SitePage } from '../site/model.js'
import { isLinkPage } from '../site/model.js'
import type { Segment } from '../config/json.js'
import { pointFinder } from '../util/lines.js'
import { withoutByteOrderMark } from '../util/byte-order-mark.js'
import type { ExternalReference } from './outcome.js'

const WEB_URL = /^https?:\/\/[^\s/?#]/i

/** The parts of docs.json whose URLs are no link or image of the site's pages. */
const NOT_LINKS = new Set(['$schema', 'api', 'openapi', 'asyncapi', 'integrations', 'seo', 'fonts'])

export function isWebUrl(url: string): boolean {
  return WEB_URL.test(url.trim())
}

/** Every external reference of the files `reported` keeps (what the user named), pages first, in order. */
export function externalReferences(site: Site, reported: (file: VFile) => boolean): ExternalReference[] {
  const pages = site.pages.filter((page) => reported(page.file) && !isLinkPage(page)).flatMap(pageReferences)
  return [...pages, ...(reported(site.configFile) ? configReferences(site) : [])]
}

function pageReferences(page: SitePage): ExternalReference[] {
  const links = page.facts.links.filter((link) => isWebUrl(link.url)).map((link) => ({ fact: link, via: 'Link' }))
  const assets = page.facts.assets.filter((asset) => isWebUrl(asset.url)).map((asset) => ({ fact: asset as LinkFact, via: viaOf(asset) }))
  if (links.length + assets.length === 0) return []
  const urlPlace = urlPlaceFinder(page)
  return [...links, ...assets].map(({ fact, via }) => ({ url: fact.url.trim(), via, file: page.file, place: urlPlace(fact) }))
}

function viaOf(asset: ReferenceFact): string {
  return asset.via === 'markdown image' ? 'Image' : asset.via
}

/**
 * A link's fact is placed at the whole link (`[text](url)`, or the attribute `href="url"`); the message is
 * placed at the URL in it, found in the page's text. A page's result may come from the cache, without its text:
 * the file is read again (it is unchanged, or the cache would not have been used). Where the URL is not written
 * as it is read (escaped, or an entity in it), the message is at the whole link.
 */
function urlPlaceFinder(page: SitePage): (fact: LinkFact) => Position {
  const text = pageText(page.file)
  const toPoint = text === undefined ? undefined : pointFinder(text)
  return (fact) => {
    const { start, end } = fact.position
    if (text === undefined || start.offset === undefined || end.offset === undefined) return fact.position
    const at = text.slice(start.offset, end.offset).lastIndexOf(fact.url.trim())
    const from = at === -1 ? undefined : toPoint!(start.offset + at)
    const to = at === -1 ? undefined : toPoint!(start.offset + at + fact.url.trim().length)
    return from && to ? { start: from, end: to } : fact.position
  }
}

function pageText(file: VFile): string | undefined {
  if (typeof file.value === 'string' && file.value !== '') return file.value
  try {
    return withoutByteOrderMark(readFileSync(path.resolve(file.cwd, file.path), 'utf8'))
  } catch {
    return undefined
  }
}

/** docs.json's web URLs outside NOT_LINKS (and outside any `openapi` or `asyncapi` key, where a spec is named), each at its value. */
function configReferences(site: Site): ExternalReference[] {
  const document = site.document
  if (!document) return []
  const found: ExternalReference[] = []
  const walk = (value: unknown, at: Segment[]): void => {
    if (typeof value === 'string') {
      if (!isWebUrl(value)) return
      // A value read from a file docs.json refers to with `$ref` is placed in that file.
      const place = document.rangeOf(at)
      found.push({ url: value.trim(), via: isImageKey(at) ? 'Image' : 'Link', file: place.file ?? site.configFile, place })
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...at, index]))
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) if (!(at.length === 0 ? NOT_LINKS : SPEC_KEYS).has(key)) walk(item, [...at, key])
    }
  }
  walk(document.value, [])
  return found
}

const SPEC_KEYS = new Set(['openapi', 'asyncapi'])

/** Values that the site shows as images: the logo's, the favicon, a background image. */
function isImageKey(at: Segment[]): boolean {
  const [first, second] = at
  return first === 'favicon' || (first === 'logo' && (second === 'light' || second === 'dark' || at.length === 1)) || (first === 'background' && second === 'image')
}
