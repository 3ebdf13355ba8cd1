import path from 'node:path'
import { isDrivePath } from './root.js'
import { withoutTrailingSlashes } from '../util/slashes.js'

/**
 * The page path a navigation entry names, as the page index keys it (`guides/intro`), or undefined when
 * the entry leaves the site root (`nav-outside-root` reports those). A leading `/`, a trailing `/` and a
 * `.md`/`.mdx` ending are tolerated.
 */
export function entryPath(value: string): string | undefined {
  const cleaned = withoutTrailingSlashes(value.trim().replace(/^\/+/, '')).replace(/\.mdx?$/i, '')
  const normal = path.posix.normalize(cleaned)
  if (normal === '..' || normal.startsWith('../') || isDrivePath(value) || value.startsWith('~')) return undefined
  return normal
}

/**
 * Whether a URL folder written in docs.json (the `directory` of generated pages) climbs above the site's
 * root with `..`, as a browser reads it: `\` is `/` and `%2e` is `.` there too.
 */
export function climbsOut(folder: string): boolean {
  const normal = path.posix.normalize(`./${folder.replace(/\\/g, '/').replace(/%2e/gi, '.')}`)
  return normal === '..' || normal.startsWith('../')
}
