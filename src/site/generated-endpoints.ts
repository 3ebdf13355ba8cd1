/**
 * The endpoint pages a current-format navigation generates: a tab, anchor, group (any element) with an
 * `openapi` spec and no `pages`, `groups` or divisions of its own gets a page for every operation and webhook
 * of that spec, as the site generator documents it:
 *
 * - the pages are grouped by the operation's first tag (labelled by the tag's `x-group`, else its
 *   `x-displayName`, else its name; tags in the order the spec lists them, then in the order met); operations
 *   without a tag go in a group named "API Reference";
 * - a page's URL is `/<directory>/<tag>/<slug>`: `directory` from `openapi: {source, directory}` in lower
 *   case (default `api-reference`), the tag's name and the summary converted alike (spaces to `-`, `{ } ( ) ,
 *   . ' /` removed, lower case), no tag part without a tag; without a summary the slug is the method and the
 *   path's fixed segments (`GET /users/{id}/posts` → `get-users-posts`); a URL met again in the same section
 *   gets `-1`, `-2`, ...; a URL that a page of the site already has gets the next free suffix too;
 * - its title is the summary, else the method and path;
 * - `x-hidden: true` builds the page but leaves it out of the navigation, `x-excluded: true` builds none.
 *
 * The preview makes these pages (src/preview/endpoint/pages.ts) and the site checks read the same list, so a
 * link to a generated page is no broken link. The seed's format has no `openapi` on groups (its schema
 * requires `pages`), so it generates nothing. Worked out once per loaded set of specs.
 */
import type { Position } from 'unist'
import { DIVISIONS, type DivisionKind } from '../config/current-navigation.js'
import type { Segment } from '../config/json.js'
import { specDocument, specsNamed, type Endpoint, type SiteOpenApi, type Spec } from '../openapi/model.js'
import { operationObject } from '../openapi/operation-object.js'
import { isObject } from '../util/is-object.js'
import type { Site } from './model.js'
import { withoutEdgeSlashes } from '../util/slashes.js'

export interface GeneratedEndpoint {
  endpoint: Endpoint
  url: string
  title: string
  /** `x-hidden`: built, not listed. */
  hidden: boolean
}

export interface GeneratedGroup {
  /** The label shown: the tag's `x-group`, `x-displayName` or name; "API Reference" for operations without a tag. */
  name: string
  endpoints: GeneratedEndpoint[]
}

/** One navigation element that generates pages, with the spec it names. */
export interface GeneratedSection {
  /** Where the element is in docs.json (`navigation.tabs[1]`). */
  path: Segment[]
  /** Where its `openapi` value is written. */
  place?: Position
  /** `group` for a group (the tag groups nest in it), else the kind of division (they are its groups). */
  kind: 'group' | DivisionKind
  /** The divisions the element is in, itself included when it is one: its pages belong to them. */
  divisions: { kind: DivisionKind; name: string }[]
  /** The groups it is in, itself included when it is one. */
  groups: string[]
  spec: Spec
  groupsOfPages: GeneratedGroup[]
}

type Node = Record<string, unknown>
const UNTAGGED = 'API Reference'
const cache = new WeakMap<SiteOpenApi, GeneratedSection[]>()

/** The sections a site's navigation generates; empty for the seed's format and before the specs are loaded. */
export function generatedSections(site: Site): GeneratedSection[] {
  let sections = cache.get(site.openapi)
  if (!sections) {
    sections = findSections(site)
    cache.set(site.openapi, sections)
  }
  return sections
}

const urlCache = new WeakMap<SiteOpenApi, Set<string>>()

/** The URLs of every generated page (hidden ones too: they are built). */
export function generatedUrls(site: Site): Set<string> {
  let urls = urlCache.get(site.openapi)
  if (!urls) {
    urls = new Set(generatedSections(site).flatMap((section) => section.groupsOfPages.flatMap((group) => group.endpoints.map((endpoint) => endpoint.url))))
    urlCache.set(site.openapi, urls)
  }
  return urls
}

function findSections(site: Site): GeneratedSection[] {
  const value = site.configFile.data.siteConfig?.value
  if (site.settings?.format !== 'current' || !value || !isObject(value.navigation) || site.openapi.specs.length === 0) return []
  const found: GeneratedSection[] = []
  const taken = new Set(site.pageByUrl.keys())
  const visit = (node: Node, path: Segment[], kind: GeneratedSection['kind'] | undefined, divisions: GeneratedSection['divisions'], groups: string[]) => {
    const childKeys = [...Object.keys(DIVISIONS), 'groups', 'pages'].filter((key) => Array.isArray(node[key]))
    if (kind !== undefined && childKeys.length === 0) {
      for (const { spec, directory, at } of namedSpecs(site, node.openapi)) {
        found.push({ path, place: site.document?.rangeOf([...path, ...at]), kind, divisions, groups, spec, groupsOfPages: pagesOf(spec, directory, taken) })
      }
      return
    }
    for (const [key, nameKey] of Object.entries(DIVISIONS)) {
      if (!Array.isArray(node[key])) continue
      ;(node[key] as unknown[]).forEach((child, index) => {
        if (isObject(child)) visit(child, [...path, key, index], nameKey, [...divisions, { kind: nameKey, name: String(child[nameKey] ?? '') }], groups)
      })
    }
    for (const key of ['groups', 'pages']) {
      if (!Array.isArray(node[key])) continue
      ;(node[key] as unknown[]).forEach((child, index) => {
        if (isObject(child) && typeof child.group === 'string') visit(child, [...path, key, index], 'group', divisions, [...groups, child.group])
      })
    }
  }
  visit(value.navigation, ['navigation'], undefined, [], [])
  return found
}

/** The loaded specs an element's `openapi` names (a path or URL, a list of them, or `{source, directory}`), with the directory of their pages. */
function namedSpecs(site: Site, openapi: unknown): { spec: Spec; directory: string; at: Segment[] }[] {
  const written: { value: unknown; directory?: unknown; at: Segment[] }[] = Array.isArray(openapi)
    ? openapi.map((value, index) => ({ value, at: ['openapi', index] }))
    : isObject(openapi) ? [{ value: openapi.source, directory: openapi.directory, at: ['openapi', 'source'] }] : [{ value: openapi, at: ['openapi'] }]
  return written.flatMap(({ value, directory, at }) => {
    const spec = typeof value === 'string' && value.trim() !== '' ? specsNamed(site.openapi.specs, value.trim())[0] : undefined
    if (!spec || spec.load.state !== 'loaded') return []
    const folder = typeof directory === 'string' ? withoutEdgeSlashes(directory).toLowerCase() : ''
    return [{ spec, directory: folder || 'api-reference', at }]
  })
}

/** The spec's endpoints as pages, grouped by first tag. */
function pagesOf(spec: Spec, directory: string, taken: Set<string>): GeneratedGroup[] {
  const root = specDocument(spec)
  const declared = isObject(root) && Array.isArray(root.tags) ? root.tags.filter(isObject) : []
  const byTag = new Map<string, GeneratedGroup>()
  for (const tag of declared) {
    if (typeof tag.name === 'string') byTag.set(tag.name, { name: tagLabel(tag), endpoints: [] })
  }
  const seen = new Set<string>()
  for (const definition of spec.endpoints) {
    const endpoint: Endpoint = { ...definition, spec }
    const operation = operationObject(endpoint).operation ?? {}
    if (operation['x-excluded'] === true) continue
    const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : undefined
    const key = tag ?? ''
    if (!byTag.has(key)) byTag.set(key, { name: tag ?? UNTAGGED, endpoints: [] })
    const summary = typeof operation.summary === 'string' && operation.summary.trim() !== '' ? operation.summary.trim() : undefined
    const slug = summary !== undefined ? urlPart(summary) : fallbackSlug(endpoint)
    const base = `/${[directory, ...(tag === undefined ? [] : [urlPart(tag)]), slug].filter((part) => part !== '').join('/')}`
    let url = base
    for (let count = 1; seen.has(url) || taken.has(url); count++) url = `${base}-${count}`
    seen.add(url)
    taken.add(url)
    const title = summary ?? (endpoint.webhook !== undefined ? `webhook ${endpoint.webhook}` : `${endpoint.method} ${endpoint.path}`)
    byTag.get(key)!.endpoints.push({ endpoint, url, title, hidden: operation['x-hidden'] === true })
  }
  return [...byTag.values()].filter((group) => group.endpoints.length > 0)
}

function tagLabel(tag: Node): string {
  for (const key of ['x-group', 'x-displayName', 'name']) {
    if (typeof tag[key] === 'string' && (tag[key] as string).trim() !== '') return (tag[key] as string).trim()
  }
  return UNTAGGED
}

/** A summary or tag name as it stands in a URL: spaces to `-`, `{ } ( ) , . ' /` removed, lower case. */
export function urlPart(text: string): string {
  return text.trim().replace(/\s+/g, '-').replace(/[{}(),.'/]/g, '').toLowerCase()
}

/** `get-users-posts` for `GET /users/{id}/posts`; `webhook-order-paid` for the webhook `order.paid`. */
function fallbackSlug(endpoint: Endpoint): string {
  if (endpoint.webhook !== undefined) return urlPart(`webhook ${endpoint.webhook.replace(/[._]/g, ' ')}`)
  const fixed = (endpoint.path ?? '').split('/').filter((segment) => segment !== '' && !segment.startsWith('{'))
  return [endpoint.method, ...fixed].join('-').toLowerCase().replace(/[{}(),.'/]/g, '')
}
