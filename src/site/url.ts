import path from 'node:path'
import { withoutTrailingSlashes } from '../util/slashes.js'

/**
 * URLs as the site serves pages: `guides/intro.mdx` at `/guides/intro`, `index.mdx` at its folder
 * (`/`, `/guides`). URLs here are decoded paths without a trailing slash.
 */
export function pageUrl(relativePath: string): string {
  const withoutExtension = relativePath.split(path.sep).join('/').replace(/\.mdx?$/i, '')
  const url = '/' + withoutExtension.replace(/(^|\/)index$/i, '')
  return url.length > 1 ? url.replace(/\/$/, '') : '/'
}

/** A link as the site sees it: to another site or scheme, or to a path of this site with an optional fragment. */
export type ResolvedLink =
  | { kind: 'external' }
  | { kind: 'internal'; url: string; fragment?: string; endsInExtension: boolean }

/** Any `scheme:` (http, https, mailto, tel, data, javascript, ...): a browser does not load a page of this site. */
const scheme = /^([a-z][a-z\d+.-]*):/i

/**
 * An href as a browser reads it, at least: it drops tabs and newlines anywhere and control characters and spaces
 * around it (`java\tscript:`); dropping every one of them anywhere is stricter, so no href a browser reads
 * as a scheme is ever taken for a path.
 */
function compact(href: string): string {
  return href.replace(/[\u0000-\u0020]/g, '')
}

/** The scheme of an href, lower case and without the colon (`javascript`), or undefined for a path. */
export function schemeOf(href: string): string | undefined {
  return scheme.exec(compact(href))?.[1].toLowerCase()
}

/** An href to another host (`//cdn.acme.dev`; a browser reads `/\\cdn.acme.dev` the same). */
export function isProtocolRelative(href: string): boolean {
  return /^[\\/]{2}/.test(compact(href))
}

/** An href to another scheme or host (`https:`, `mailto:`, `//cdn.acme.dev`), not a path of this site. */
export function hasScheme(href: string): boolean {
  return schemeOf(href) !== undefined || isProtocolRelative(href)
}
const base = 'http://docslint.invalid'

/**
 * Resolves an href exactly as a browser does from the page at `fromUrl` (`x`, `./x`, `../x`, `/x`, `#f`,
 * `?q`), then reads it as the site does: the query dropped, percent-encoding decoded, a trailing slash,
 * `.md`/`.mdx` ending and `/index` dropped.
 */
export function resolveLink(href: string, fromUrl: string): ResolvedLink {
  const trimmed = href.trim()
  if (hasScheme(trimmed)) return { kind: 'external' }
  const resolved = new URL(trimmed, base + fromUrl)
  const decoded = safeDecode(resolved.pathname)
  const endsInExtension = /\.mdx?$/i.test(decoded)
  const url = withoutTrailingSlashes(decoded.replace(/\.mdx?$/i, '').replace(/\/index$/i, '')) || '/'
  const fragment = resolved.hash ? safeDecode(resolved.hash.slice(1)) : undefined
  return { kind: 'internal', url, fragment: fragment || undefined, endsInExtension }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
