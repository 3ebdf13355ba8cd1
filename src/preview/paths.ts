import path from 'node:path'

/**
 * Where the preview writes a page: `/` at `index.html`, `/guides/intro` at `guides/intro.html`. Every link is
 * relative and names the file itself, so the site works from `file://` and under any sub-path.
 */
export function outputFile(url: string): string {
  return url === '/' ? 'index.html' : `${url.replace(/^\/+/, '')}.html`
}

/** A relative href from one output file to another file of the output (both relative to the output root). */
export function relativeHref(fromFile: string, toFile: string): string {
  const relative = path.posix.relative(path.posix.dirname(fromFile), toFile)
  // Each segment encoded on its own: a `#` or `?` in a file name is part of the name, not a fragment or query.
  return (relative || path.posix.basename(toFile)).split('/').map(encodeURIComponent).join('/')
}

const safeSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/** True for an external URL a browser may follow safely (`http`, `https`, `mailto`, `tel`); `javascript:`, `data:`, ... are not. */
export function isSafeExternal(href: string): boolean {
  const trimmed = href.trim()
  if (trimmed.startsWith('//')) return true
  const scheme = /^([a-z][a-z\d+.-]*:)/i.exec(trimmed.replace(/[\u0000-\u0020]/g, ''))?.[1]
  return scheme !== undefined && safeSchemes.has(scheme.toLowerCase())
}

export function hasScheme(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href.trim().replace(/[\u0000-\u0020]/g, '')) || href.trim().startsWith('//')
}
