import { createHash } from 'node:crypto'
import path from 'node:path'
import { schemeOf } from '../site/url.js'

/**
 * Where the preview writes a page: `/` at `index.html`, `/guides/intro` at `guides/intro.html`. Every link is
 * relative and names the file itself, so the site works from `file://` and under any sub-path.
 *
 * Every file of the preview is named here, and none can be outside the output folder, whatever the URL (a
 * generated page's `directory` of `../../elsewhere`, a summary with a NUL): each segment becomes one plain
 * file name (fileName), so the path can neither climb, nor start at the file system's root, nor name a
 * folder other than the one it spells.
 */
export function outputFile(url: string): string {
  const segments = url.split('/').filter((segment) => segment !== '')
  if (segments.length === 0) return 'index.html'
  return `${segments.map(fileName).join('/')}.html`
}

/** `\` and the colon of `C:`, which Windows reads as a separator and a drive, and NUL, which no file name may hold. */
const UNSAFE_IN_NAMES = /[\\\0]|(?<=^[a-z]):/gi

/**
 * A URL segment as one file name of the output folder: `.` and `..` (this folder and the one above) are
 * written `%2e` and `%2e%2e`, `\`, NUL and a drive's colon are percent-encoded, and a name too long for the
 * file system is cut (fitName).
 */
function fileName(segment: string): string {
  const percent = (character: string) => `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`
  const plain = segment === '.' || segment === '..' ? segment.replace(/\./g, percent) : segment.replace(UNSAFE_IN_NAMES, percent)
  return fitName(plain)
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
