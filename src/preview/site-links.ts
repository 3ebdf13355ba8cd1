import path from 'node:path'
import { lookupFile, type Site, type SitePage } from '../site/model.js'
import { redirectTarget } from '../site/redirects.js'
import { hasScheme, resolveLink } from '../site/url.js'
import { isSafeExternal, outputFile, relativeHref } from './paths.js'
import { endpointPagesOf } from './endpoint/pages.js'

/** How many redirects a link is followed through: a chain longer than this is taken for a loop. */
const MAX_REDIRECTS = 10

/**
 * How the hrefs of one output file are written: pages of the site become relative links to their `.html`
 * files, files of the site (images, videos, downloads) relative links to their copies, which are noted for
 * the writer to copy; a URL that only docs.json's `redirects` serve leads where they lead (a page, a file, or a
 * safe external URL, through a chain too); safe external URLs stay; `javascript:` and other unsafe schemes give
 * undefined. A link that leads nowhere stays as written: the check reports it.
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
    return this.served(resolved.url, resolved.fragment) ?? written
  }

  /** The href of what a site URL serves: its page (one of the site's, or one made for an endpoint), else its file, else where its redirects lead; undefined when nothing. */
  private served(url: string, fragment: string | undefined, hops = 0): string | undefined {
    const after = fragment ? `#${encodeURIComponent(fragment)}` : ''
    const page = this.site.pageByUrl.get(url) ?? endpointPagesOf(this.site).madeAt(url)
    if (page) return relativeHref(this.from, outputFile(page.url)) + after
    const asset = this.asset(url)
    if (asset !== undefined) return asset + after
    const destination = hops < MAX_REDIRECTS ? redirectTarget(this.site.redirects, url) : undefined
    if (destination === undefined) return undefined
    if (hasScheme(destination.trim())) return isSafeExternal(destination) ? destination.trim() : undefined
    const redirected = resolveLink(destination, '/')
    return redirected.kind === 'internal' ? this.served(redirected.url, redirected.fragment ?? fragment, hops + 1) : undefined
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
