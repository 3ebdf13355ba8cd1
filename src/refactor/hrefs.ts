/**
 * Links rewritten the way their author wrote them: an absolute link stays absolute, a relative one relative
 * (`./x`, `../x`, `x`), a trailing slash, a `.mdx` ending, a query and a fragment are kept. Each new href is
 * read back as a browser reads it (src/site/url.ts) before it is used.
 */
import path from 'node:path'
import type { Position } from 'unist'
import { offsetOf } from '../fix/edit.js'
import { hasScheme, resolveLink } from '../site/url.js'

/** An href in its parts: the path, and the query and fragment as written (with their `?` and `#`). */
interface HrefParts {
  path: string
  query: string
  fragment: string
}

function partsOf(href: string): HrefParts {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/s.exec(href)!
  return { path: match[1], query: match[2] ?? '', fragment: match[3] ?? '' }
}

/** Whether an href is written from the root (`/x`) rather than from the page (`x`, `./x`, `../x`). */
export function isRootRelative(href: string): boolean {
  return href.trim().startsWith('/')
}

/** Whether an href names a path at all: not another site, not only a fragment or query of the page itself. */
export function namesPath(href: string): boolean {
  const trimmed = href.trim()
  return !hasScheme(trimmed) && partsOf(trimmed).path !== ''
}

/**
 * The href, written like `written`, that leads from the page at `fromUrl` to `targetUrl` (`extension`: the
 * page file's, for an href written with one), keeping its query and fragment unless `fragment` is given
 * (without `#`). Undefined when no href of that style leads there (then the caller writes it from the root).
 */
export function hrefLike(written: string, fromUrl: string, targetUrl: string, extension: string, fragment?: string): string | undefined {
  const trimmed = written.trim()
  const parts = partsOf(trimmed)
  const ending = /\.mdx?$/i.test(parts.path) ? extension : ''
  const slash = parts.path.length > 1 && parts.path.endsWith('/') && targetUrl !== '/' ? '/' : ''
  // `#id` alone stays on the page it is written on.
  const base = parts.path === '' ? '' : isRootRelative(trimmed) ? targetUrl : relativePath(parts.path, fromUrl, targetUrl)
  const withEnding = ending && base.endsWith('/') ? `${base}index${ending}` : `${base}${ending}`
  const href = `${withEnding}${slash}${parts.query}${fragment === undefined ? parts.fragment : `#${fragment}`}`
  const read = resolveLink(href, fromUrl)
  const kept = resolveLink(trimmed, '/')
  const expected = fragment ?? (kept.kind === 'internal' ? kept.fragment : undefined)
  return read.kind === 'internal' && read.url === targetUrl && read.fragment === expected ? href : undefined
}

/** The path from the folder of the page at `fromUrl` to `targetUrl`, in the style of `written` (`./x` or `x`). */
function relativePath(written: string, fromUrl: string, targetUrl: string): string {
  const folder = fromUrl.endsWith('/') ? fromUrl : path.posix.dirname(fromUrl)
  const relative = path.posix.relative(folder, targetUrl)
  if (relative === '') return './'
  if (relative.startsWith('..')) return relative
  return written.startsWith('./') ? `./${relative}` : relative
}

/** What may stand right before a written URL (`](`, `]: `, `href="`, `href={"`) and right after it. */
const BEFORE = new Set(['(', ':', '=', '"', "'", '<', '{', '`', ' ', '\t', '\n', '\r'])
const AFTER = new Set([')', '>', '"', "'", '}', '`', ' ', '\t', '\n', '\r'])

/**
 * The offsets of a link's URL as written inside the link (`[text](url "title")`, `[ref]: url`,
 * `href="url"`): its first occurrence that stands alone after the link's text. Undefined when it is not
 * written as it reads (a character escaped, or written as an entity): such a link is left for the writer.
 */
export function urlRange(text: string, place: Position, url: string): [number, number] | undefined {
  const start = offsetOf(place.start, text)
  const end = offsetOf(place.end, text)
  if (!Number.isInteger(start) || !Number.isInteger(end) || url === '') return undefined
  for (let at = text.indexOf(url, start); at !== -1 && at + url.length <= end; at = text.indexOf(url, at + 1)) {
    const before = text[at - 1]
    const after = at + url.length === end ? ')' : text[at + url.length]
    if (at > start && BEFORE.has(before) && AFTER.has(after)) return [at, at + url.length]
  }
  return undefined
}
