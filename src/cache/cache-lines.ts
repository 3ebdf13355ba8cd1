/**
 * The lines of the cache file as this version reads them: what each line's first field names (a page by its
 * path, a spec, a URL, a site, docs.json) and the id it is kept under (src/cache/page-cache.ts says what the
 * fields are, src/cache/cache-layout.ts where each line is).
 */
import { parsedJson } from '../util/parsed-json.js'
import { DATA_PLACE, type DataAt, type ParsedLine } from './cache-layout.js'

/**
 * A line's first field (JSON, as written) and the line; undefined when it is no line of this format. Its first six
 * fields are taken as they are; its data, all that follows the sixth tab (JSON has no tab in it), is kept as its
 * text, or where the file keeps it (`@<offset>:<length>`, src/cache/cache-layout.ts).
 */
export function parseLine(text: string, start: number, end: number, dataAt: (field: string) => DataAt | undefined): ParsedLine {
  const fields: string[] = []
  let at = start
  while (fields.length < 6) {
    const tab = text.indexOf('\t', at)
    if (tab === -1 || tab >= end || tab === at) return undefined
    fields.push(text.slice(at, tab))
    at = tab + 1
  }
  if (at >= end) return undefined
  const [id, key, madeUnder, setup, dataHash, result] = fields
  const plain = plainPathOf(id)
  const subject = plain ?? (parsedJson(id) as Subject)
  const lineId = plain === undefined ? idOf(subject) : id
  const field = text.slice(at, end)
  const data = field.charCodeAt(0) === DATA_PLACE ? dataAt(field) : field
  if (lineId === undefined || data === undefined) return undefined
  return [lineId, { file: fileOf(subject), key, madeUnder, setup, dataHash, result, data }]
}

/** A page's path written as JSON with nothing escaped (most are): read without the JSON parser, a warm check reads thousands. */
function plainPathOf(id: string): string | undefined {
  return id.length > 2 && id.charCodeAt(0) === QUOTE && id.indexOf('"', 1) === id.length - 1 && !id.includes('\\') ? id.slice(1, -1) : undefined
}

const QUOTE = 0x22

/** What a line is the result of: a page's path, a spec, a URL, a site (its root) or docs.json. */
type Subject = string | { spec?: unknown; url?: unknown; site?: unknown; config?: unknown } | undefined

/** The line's id, written as this version writes it; undefined when the first field names nothing it keeps. */
function idOf(subject: Subject): string | undefined {
  if (typeof subject === 'string') return pageId(subject)
  if (typeof subject?.spec === 'string') return specId(subject.spec)
  if (typeof subject?.url === 'string') return urlId(subject.url)
  if (typeof subject?.site === 'string') return siteId(subject.site)
  if (typeof subject?.config === 'string') return configId(subject.config)
  return undefined
}

function fileOf(subject: Subject): string {
  if (typeof subject === 'string') return subject
  return typeof subject?.spec === 'string' ? subject.spec : typeof subject?.site === 'string' ? subject.site : typeof subject?.config === 'string' ? subject.config : ''
}

/**
 * A page's line id: its path as JSON. Quoted without the JSON serializer where nothing in it is escaped (a warm
 * check asks it of every page, and the serializer's call cost more than the rest of the lookup).
 */
export function pageId(absolutePath: string): string {
  return ESCAPED_IN_JSON.test(absolutePath) ? JSON.stringify(absolutePath) : `"${absolutePath}"`
}

/** What JSON.stringify writes otherwise than as it is in a string: a quote, a backslash, a control character, a lone surrogate. */
const ESCAPED_IN_JSON = /["\\\u0000-\u001f\ud800-\udfff]/

export function configId(absolutePath: string): string {
  return JSON.stringify({ config: absolutePath })
}

export function siteId(root: string): string {
  return JSON.stringify({ site: root })
}

export function specId(absolutePath: string): string {
  return JSON.stringify({ spec: absolutePath })
}

export function urlId(url: string): string {
  return JSON.stringify({ url })
}

