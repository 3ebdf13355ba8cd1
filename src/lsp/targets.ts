/**
 * What a place in a page or in docs.json leads to, read from facts and the Site model: a link to a page (and
 * the heading its `#fragment` names), an `import` to the snippet, an `openapi:` reference or a navigation
 * entry to the operation in its spec, a page entry to the page.
 */
import path from 'node:path'
import type { Position } from 'unist'
import type { Endpoint } from '../openapi/model.js'
import { resolveReference } from '../openapi/endpoint-index.js'
import { endpointOf, type EndpointReference, type NavigationEntry } from '../site/navigation.js'
import { pageAt, type Site, type SitePage } from '../site/model.js'
import { resolveImport } from '../site/imports.js'
import { entryPath } from '../site/entries.js'
import { resolveLink } from '../site/url.js'
import type { PageFacts } from '../page/facts.js'
import type { JsonPlace } from '../config/json.js'
import type { OpenPage } from './open-page.js'

/** A place of a page a `#fragment` reaches: a heading (its text), or an element's anchor (`<Accordion>`). */
export interface Section {
  name: string
  position: Position
}

export type Target =
  | { kind: 'page'; page: SitePage; section?: Section }
  | { kind: 'file'; file: string }
  | { kind: 'endpoints'; endpoints: Endpoint[] }

/** A place the writer can follow: where it is written, and where it leads. */
export interface Reference {
  place: Position
  target: Target
}

/** A place in a document, as unist counts it (line and column from 1). */
export interface Point {
  line: number
  column: number
}

/** Every link, import and `openapi:` reference of the open page that leads somewhere on the site. */
export function pageReferences(open: OpenPage): Reference[] {
  const { facts } = open
  const links = facts.links.flatMap(({ url, position }) => {
    const target = linkTarget(open, url)
    return target ? [{ place: position, target }] : []
  })
  const imports = facts.imports.flatMap(({ source, position }) => {
    const resolution = resolveImport(open.site, open.page, source)
    return resolution.kind === 'found' ? [{ place: position, target: { kind: 'file' as const, file: path.join(open.site.root, resolution.path) } }] : []
  })
  const endpoints = facts.endpoints.flatMap(({ value, position }) => {
    const target = endpointTarget(open.site, endpointOf(value))
    return target ? [{ place: position, target }] : []
  })
  return [...links, ...imports, ...endpoints]
}

/** The page (and heading) a link of the open page leads to; a `#fragment` alone is the open page itself, as it is written now. */
export function linkTarget(open: OpenPage, href: string): Extract<Target, { kind: 'page' }> | undefined {
  const resolved = resolveLink(href, open.page.url)
  if (resolved.kind !== 'internal') return undefined
  const self = resolved.url === open.page.url
  const page = self ? open.page : pageAt(open.site, resolved.url)
  if (!page) return undefined
  const section = resolved.fragment === undefined ? undefined : sectionOf(self ? open.facts : page.facts, resolved.fragment)
  return { kind: 'page', page, ...(section ? { section } : {}) }
}

/** The heading or element of a page whose id is `fragment`. */
function sectionOf(facts: PageFacts, fragment: string): Section | undefined {
  const heading = facts.headings.find((candidate) => candidate.slug === fragment)
  if (heading) return { name: heading.text, position: heading.position }
  const anchor = facts.ids.find((candidate) => candidate.id === fragment)
  return anchor && { name: `<${anchor.element}> #${anchor.id}`, position: anchor.position }
}

/** The operations a reference names (several when it is ambiguous between specs), or undefined when it names none. */
export function endpointTarget(site: Site, reference: EndpointReference | undefined): Target | undefined {
  if (!reference) return undefined
  const resolution = resolveReference(site.openapi, reference)
  return resolution.kind === 'found' || resolution.kind === 'ambiguous' ? { kind: 'endpoints', endpoints: resolution.endpoints } : undefined
}

/** The navigation entries of docs.json that lead somewhere: to a page, or to an operation. */
export function navigationReferences(site: Site, entries: NavigationEntry[]): Reference[] {
  return entries.flatMap((entry) => {
    const target = entryTarget(site, entry)
    // An entry read from a file docs.json `$ref`s is in that file, not in the document open.
    return target && !(entry.place as JsonPlace).file ? [{ place: entry.place, target }] : []
  })
}

export function entryTarget(site: Site, entry: NavigationEntry): Target | undefined {
  if (entry.endpoint) return endpointTarget(site, entry.endpoint)
  const named = entryPath(entry.value)
  const page = named === undefined ? undefined : site.pageByEntry.get(named)
  return page ? { kind: 'page', page } : undefined
}

/** The reference written at `point`, if any. */
export function referenceAt(references: Reference[], point: Point): Reference | undefined {
  return references.find(({ place }) => contains(place, point))
}

export function contains(place: Position, point: Point): boolean {
  const after = (a: Point, b: Point) => a.line > b.line || (a.line === b.line && a.column >= b.column)
  return after(point, place.start) && after(place.end, point)
}
