import { createHash } from 'node:crypto'
import path from 'node:path'
import { schemeOf } from '../site/url.js'

/**
 * Where the preview writes a page: `/` at `index.html`, `/guides/intro` at `guides/intro.html`. Every link is
 * relative and names the file itself, so the site works from `file://` and under any sub-path.
 */
export function outputFile(url: string): string {
  if (url === '/') return 'index.html'
  return `${url.replace(/^\/+/, '').split('/').map(fitName).join('/')}.html`
}

/** The longest file name, in bytes, that file systems take (NAME_MAX), less room for `.html`. */
const MAX_NAME_BYTES = 250

/**
 * A URL segment as a file name: one too long for the file system (a navigation entry of 300 characters that
 * names an endpoint) keeps its start and gets a hash of the whole, so it stays one name, the same each build.
 */
function fitName(segment: string): string {
  if (Buffer.byteLength(segment) <= MAX_NAME_BYTES) return segment
  let start = ''
  for (const character of segment) {
    if (Buffer.byteLength(start + character) > MAX_NAME_BYTES - 11) break
    start += character
  }
  return `${start}-${createHash('sha256').update(segment).digest('hex').slice(0, 10)}`
}

/**
 * THE href from one output file to another file of the output (both relative to the output root); every link
 * the preview generates to its own files is made here. It can never be read as a scheme: each segment is
 * percent-encoded (`:` included, and `#` or `?` in a file name is part of the name, not a fragment or query),
 * and a first segment that held a `:` gets `./` too, so that even a reader that decodes first sees a path
 * (`./javascript%3Aalert(1)/x.html` for the folder `javascript:alert(1)`).
 */
export function relativeHref(fromFile: string, toFile: string): string {
  const relative = path.posix.relative(path.posix.dirname(fromFile), toFile) || path.posix.basename(toFile)
  const segments = relative.split('/')
  const href = segments.map(encodeURIComponent).join('/')
  return segments[0].includes(':') ? `./${href}` : href
}

const safeSchemes = new Set(['http', 'https', 'mailto', 'tel'])

/** True for an external URL a browser may follow safely (`http`, `https`, `mailto`, `tel`, `//host`); `javascript:`, `data:`, ... are not. */
export function isSafeExternal(href: string): boolean {
  if (href.trim().startsWith('//')) return true
  const scheme = schemeOf(href)
  return scheme !== undefined && safeSchemes.has(scheme)
}
