import type { Position } from 'unist'
import type { Segment } from '../config/json.js'
import type { Site } from './model.js'
import { isDrivePath } from './root.js'
import { hasScheme } from './url.js'

/** A file docs.json points at (`logo`, `logo.dark`, `favicon`, `backgroundImage`), and where it says so. */
export interface ConfigAsset {
  key: string
  value: string
  place: Position
}

/** URLs (`https:`, `data:`, `//cdn`) are not files of the site. */
export function isLocalPath(value: string): boolean {
  // A Windows drive path is a local file (outside the root), not a URL scheme.
  return isDrivePath(value) || !hasScheme(value)
}

export function configAssets(site: Site): ConfigAsset[] {
  const config = site.config
  if (!config) return []
  const found: ConfigAsset[] = []
  const add = (path: Segment[], value: unknown) => {
    if (typeof value !== 'string' || value === '' || !isLocalPath(value)) return
    found.push({ key: path.join('.'), value, place: site.document!.rangeOf(path) })
  }
  const logo = config.logo as unknown
  if (typeof logo === 'string') add(['logo'], logo)
  else if (logo && typeof logo === 'object') {
    add(['logo', 'light'], (logo as { light?: unknown }).light)
    add(['logo', 'dark'], (logo as { dark?: unknown }).dark)
  }
  add(['favicon'], config.favicon)
  add(['backgroundImage'], (config as { backgroundImage?: unknown }).backgroundImage)
  return found
}
