import type { Position } from 'unist'
import { isLinkPage, type Site, type SitePage } from './model.js'
import { resolveLink } from './url.js'

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

/** A local file a page shows (an image, a video), by its path from the site root. */
export interface PageAsset {
  page: SitePage
  /** As written on the page. */
  url: string
  /** Its path from the site root (`/images/a.png`), resolved from the page's URL. */
  sitePath: string
  /** What shows it, for a message: `Image`, `` `<video src>` ``. */
  what: string
  position?: Position
}

/** The local files the site's pages show (an `<iframe>` shows a page, not a file); link pages show none. */
export function pageAssets(site: Site): PageAsset[] {
  return site.pages.flatMap((page) => {
    if (isLinkPage(page)) return []
    return page.facts.assets.flatMap((asset) => {
      if (asset.via === '<iframe src>' || asset.url.trim() === '') return []
      const resolved = resolveLink(asset.url, page.url)
      if (resolved.kind === 'external') return []
      return [{ page, url: asset.url, sitePath: resolved.url, what: asset.via === 'markdown image' ? 'Image' : `\`${asset.via}\``, position: asset.position }]
    })
  })
}

/** `` `/a.png` ``, with the path it resolves to when that is another (`` `a.png` (`/guides/a.png` from this page) ``). */
export function assetShown(asset: PageAsset): string {
  return `\`${asset.url}\`${asset.sitePath === asset.url ? '' : ` (\`${asset.sitePath}\` from this page)`}`
}
