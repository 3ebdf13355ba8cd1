/**
 * The sidebar's navigation written once per section, not in every page: `_docslint/navigation.js` holds each
 * section's groups (hrefs relative to the output root, no page marked) and the script puts the page's
 * section in its sidebar, its hrefs made relative to the page, the page marked and its groups opened. The page
 * itself carries only the branch of the section that leads to it (src/preview/sidebar.ts), so without the
 * script the reader still has the links around the page. A script tag loads the file: it works from `file://`
 * too. Each section is drawn and serialised once, the first time one of its pages asks for it.
 *
 * The version select (seed format) is shared the same way: the file lists the versions, each with the href of
 * its first page from the output root, and the page's select holds only the page's version until the script
 * fills it (src/preview/script.ts). A site may list thousands of versions: in every page they made each page as
 * large as the list (100,000 versions: 4.7 MB a page).
 */
import { h } from 'hastscript'
import { toHtml } from 'hast-util-to-html'
import type { Element } from 'hast'
import type { SitePage } from '../site/model.js'
import { outputFile } from './paths.js'
import { drawSidebar, PageBranches } from './sidebar.js'
import type { SidebarSection } from './nav-parts.js'
import type { SiteLinks } from './site-links.js'

export const NAVIGATION_FILE = '_docslint/navigation.js'

/** A version of the select, and where choosing it leads from another version's page: an href from the output root. */
export interface SharedVersion {
  version: string
  href?: string
}

export class SharedNavigation {
  private readonly indexes = new Map<SidebarSection, number>()
  /** Sections drawn alike (the seed format's versions that change no group) share one entry of the file. */
  private readonly indexesByHtml = new Map<string, number>()
  private readonly sections: string[] = []
  private readonly branches: PageBranches

  /** `rootLinks`: links written from the output root (`index.html`), as the shared file's hrefs are. */
  constructor(
    private readonly rootLinks: SiteLinks,
    private readonly versions: SharedVersion[]
  ) {
    this.branches = new PageBranches(rootLinks.site)
  }

  /** The sidebar's groups element of a page: the branch that leads to it, and where the script finds the whole section. */
  place(section: SidebarSection, page: SitePage, links: SiteLinks): Element {
    const branch = drawSidebar({ site: links.site, page, links, version: section.version }, section, this.branches.of(section, page))
    const data = { dataNav: String(this.indexOf(section)), dataRoot: links.root(), dataPage: this.rootLinks.to(outputFile(page.url)) }
    return h('nav', { ...branch.properties, ...data }, branch.children)
  }

  /** The shared file's text: `window.docslintNav = [html of each section]`, and `window.docslintVersions = [[version, href or null]]` for a site with versions. */
  script(): string {
    const versions = this.versions.map(({ version, href }) => [version, href ?? null])
    return `window.docslintNav=${scriptJson(this.sections)};\n` + (versions.length > 0 ? `window.docslintVersions=${scriptJson(versions)};\n` : '')
  }

  /** The section's place in the shared file, drawn for no page from the output root the first time it is asked for. */
  private indexOf(section: SidebarSection): number {
    let index = this.indexes.get(section)
    if (index === undefined) {
      const html = toHtml({ type: 'root', children: drawSidebar({ site: this.rootLinks.site, links: this.rootLinks, version: section.version }, section).children })
      index = this.indexesByHtml.get(html) ?? this.sections.push(html) - 1
      this.indexesByHtml.set(html, index)
      this.indexes.set(section, index)
    }
    return index
  }
}

/** JSON for a script: no `</script>` can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** Puts the page's section from the shared file into its sidebar (runs before the rest of the script). */
export const NAVIGATION_SCRIPT = `(function () {
  'use strict'
  var nav = document.querySelector('.sidebar-groups[data-nav]')
  var sections = window.docslintNav
  var html = nav && sections && sections[Number(nav.getAttribute('data-nav'))]
  if (typeof html !== 'string') return
  var prefix = nav.getAttribute('data-root') || ''
  var here = nav.getAttribute('data-page')
  var holder = document.createElement('div')
  holder.innerHTML = html
  Array.prototype.forEach.call(holder.querySelectorAll('a[href]'), function (link) {
    var href = link.getAttribute('href')
    if (href === here) {
      link.classList.add('active')
      link.setAttribute('aria-current', 'page')
      for (var up = link.parentElement; up && up !== holder; up = up.parentElement) if (up.tagName === 'DETAILS') up.open = true
    }
    if (!/^([a-z][a-z0-9+.-]*:|\\/\\/|#)/i.test(href)) link.setAttribute('href', prefix + href)
  })
  nav.textContent = ''
  while (holder.firstChild) nav.appendChild(holder.firstChild)
})();
`
