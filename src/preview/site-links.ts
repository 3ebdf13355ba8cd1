import path from 'node:path'
import { lookupFile, pageAt, type Site, type SitePage } from '../site/model.js'
import { hasScheme, resolveLink } from '../site/url.js'
import { isSafeExternal, outputFile, relativeHref } from './paths.js'

/**
 * How the hrefs of one output file are written: pages of the site become relative links to their `.html`
 * files, files of the site (images, videos, downloads) relative links to their copies, which are noted for
 * the writer to copy; safe external URLs stay; `javascript:` and other unsafe schemes give undefined.
 */
export class SiteLinks {
  constructor(
    readonly site: Site,
    /** The output file the links are written in, relative to the output root. */
    readonly from: string,
    readonly fromUrl: string,
    readonly assets: Set<string>
  ) {}

  static forPage(site: Site, page: SitePage, assets: Set<string>): SiteLinks {
    return new SiteLinks(site, outputFile(page.url), page.url, assets)
  }

  href = (url: string): string | undefined => {
    const written = url.trim()
    if (written === '' || written.startsWith('#')) return written
    if (hasScheme(written)) return isSafeExternal(written) ? written : undefined
    const resolved = resolveLink(written, this.fromUrl)
    if (resolved.kind !== 'internal') return undefined
    const fragment = resolved.fragment ? `#${encodeURIComponent(resolved.fragment)}` : ''
    const target = pageAt(this.site, resolved.url)
    if (target) return relativeHref(this.from, outputFile(target.url)) + fragment
    const asset = this.asset(resolved.url)
    return asset === undefined ? written : asset + fragment
  }

  /** The relative href of a file of the site (`/images/logo.svg`), copied into the output; undefined when it is not there. */
  asset(sitePath: string): string | undefined {
    const clean = path.posix.normalize('/' + sitePath.split('?')[0].split('#')[0]).replace(/^\/+/, '')
    if (!clean || lookupFile(this.site.root, clean).kind !== 'found') return undefined
    this.assets.add(clean)
    return relativeHref(this.from, clean)
  }

  /** An href to another output file of the preview (a page, `_docslint/style.css`). */
  to(file: string): string {
    return relativeHref(this.from, file)
  }

  /** The href of the output root folder, to put before an href written from there: `../`, or '' for a file at the root. */
  root(): string {
    return this.to('index.html').replace(/index\.html$/, '')
  }
}
