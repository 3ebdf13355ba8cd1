import type { Position } from 'unist'
import type { Site } from './model.js'

/** A file docs.json points at (`logo`, `logo.dark`, `favicon`, `backgroundImage`), and where it says so. */
export interface ConfigAsset {
  key: string
  value: string
  place: Position
}

export { isLocalPath } from './config-model.js'

/** The local files docs.json names, in either format (the Site model reads them). */
export function configAssets(site: Site): ConfigAsset[] {
  return site.settings?.assets ?? []
}
