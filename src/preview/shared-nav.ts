/**
 * The sidebar's navigation written once per section, not in every page: `_docslint/navigation.js` holds each
 * section's groups (hrefs relative to the output root, no page marked) and the script puts the page's
 * section in its sidebar, its hrefs made relative to the page, the page marked and its groups opened. The page
 * itself carries only the top-level group that holds it, so without the script the reader still has the
 * links around the page. A script tag loads the file: it works from `file://` too.
 *
 * The version select (seed format) is shared the same way: the file lists the versions, each with the href of
 * its first page from the output root, and the page's select holds only the page's version until the script
 * fills it (src/preview/script.ts). A site may list thousands of versions: in every page they made each page as
 * large as the list (100,000 versions: 4.7 MB a page).
 */
import { h } from 'hastscript'
import { toHtml } from 'hast-util-to-html'
import type { Element, ElementContent } from 'hast'

export const NAVIGATION_FILE = '_docslint/navigation.js'

const classesOf = (element: Element) => ([] as unknown[]).concat(element.properties.className ?? [])
const isElement = (node: ElementContent): node is Element => node.type === 'element'

/** A version of the select, and where choosing it leads from another version's page: an href from the output root. */
export interface SharedVersion {
  version: string
  href?: string
}

export class SharedNavigation {
  private readonly indexes = new Map<string, number>()
  private readonly sections: string[] = []

  constructor(private readonly versions: SharedVersion[]) {}

  /**
   * The sidebar's groups element for a page: `pageGroups` drawn for the page (its links relative to it),
   * `rootGroups` the same drawn from the output root; `pageFile` and `rootHref` are the page's path from the
   * root and the href from the page to the root folder (`../`).
   */
  place(pageGroups: Element, rootGroups: Element, pageFile: string, rootHref: string): Element {
    unmark(rootGroups)
    const html = toHtml({ type: 'root', children: rootGroups.children })
    let index = this.indexes.get(html)
    if (index === undefined) {
      index = this.sections.push(html) - 1
      this.indexes.set(html, index)
    }
    return h('nav', { ...pageGroups.properties, dataNav: String(index), dataRoot: rootHref, dataPage: pageFile }, pathToPage(pageGroups.children))
  }

  /** The shared file's text: `window.docslintNav = [html of each section]`, and `window.docslintVersions = [[version, href or null]]` for a site with versions. */
  script(): string {
    const versions = this.versions.map(({ version, href }) => [version, href ?? null])
    return `window.docslintNav=${scriptJson(this.sections)};\n` + (versions.length > 0 ? `window.docslintVersions=${scriptJson(versions)};\n` : '')
  }
}

/** JSON for a script: no `</script>` can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** Takes the marks of a current page off a navigation drawn for one: no link is the page's, no group open for it. */
function unmark(element: Element): void {
  delete element.properties.ariaCurrent
  const classes = classesOf(element)
  if (classes.includes('active')) element.properties.className = classes.filter((name) => name !== 'active') as string[]
  if (element.tagName === 'details' && element.properties.dataExpanded === undefined) element.properties.open = false
  for (const child of element.children) if (child.type === 'element') unmark(child)
}

function holdsPage(element: Element): boolean {
  return element.properties.ariaCurrent === 'page' || element.children.some((child) => child.type === 'element' && holdsPage(child))
}

/** Of the top-level items (groups, or the entries of a `ul.nav-root`), the one that holds the page. */
function pathToPage(children: ElementContent[]): ElementContent[] {
  return children.filter(isElement).flatMap((child): Element[] => {
    if (classesOf(child).includes('nav-root')) return [{ ...child, children: pathToPage(child.children) }]
    return holdsPage(child) ? [child] : []
  })
}

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
