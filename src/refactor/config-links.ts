/**
 * The links docs.json gives readers, as a refactoring rewrites them: every `href` (navbar, footer, tabs,
 * anchors) and every redirect's destination, with where each is written (in docs.json or a file it takes in
 * with `$ref`).
 */
import path from 'node:path'
import type { JsonPlace, Segment } from '../config/json.js'
import type { Site } from '../site/model.js'
import { declaredRedirects } from '../site/redirects.js'
import type { Edits } from './change-set.js'

export interface ConfigLink {
  value: string
  place: JsonPlace
}

export function configLinks(site: Site): ConfigLink[] {
  const document = site.document
  if (!document) return []
  const redirects = declaredRedirects(document.value).map(({ destination, index }) => ({ value: destination, at: ['redirects', index, 'destination'] as Segment[] }))
  return [...hrefsIn(document.value), ...redirects].map(({ value, at }) => ({ value, place: document.rangeOf(at) }))
}

/** Every `href` string of docs.json, with where it is. */
function hrefsIn(value: unknown, at: Segment[] = []): { at: Segment[]; value: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => hrefsIn(item, [...at, index]))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) => (key === 'href' && typeof inner === 'string' ? [{ at: [...at, key], value: inner }] : hrefsIn(inner, [...at, key])))
}

/** The file a place of docs.json is written in: docs.json, or the file a `$ref` named. */
export function fileOfPlace(site: Site, place: JsonPlace): string {
  return place.file ? path.resolve(place.file.cwd, place.file.path) : path.join(site.root, path.basename(site.configFile.path))
}

/** Replaces a JSON string value (a navigation entry, an href) with `value`, in the file it is written in. */
export function replaceJsonString(edits: Edits, site: Site, place: JsonPlace, value: string): void {
  edits.replaceAt(fileOfPlace(site, place), place, JSON.stringify(value))
}
