/**
 * The sidebar's navigation written once per section, not in every page: `_docslint/navigation.js` holds each
 * section's groups (hrefs relative to the output root, no page marked) and the script puts the page's
 * section in its sidebar, its hrefs made relative to the page, the page marked and its groups opened. The page
 * itself carries only the top-level group that holds it, so without the script the reader still has the
 * links around the page. A script tag loads the file: it works from `file://` too.
 */
import { h } from 'hastscript'
import { toHtml } from 'hast-util-to-html'
import type { Element, ElementContent } from 'hast'

export const NAVIGATION_FILE = '_docslint/navigation.js'

const classesOf = (element: Element) => ([] as unknown[]).concat(element.properties.className ?? [])
const isElement = (node: ElementContent): node is Element => node.type === 'element'

export class SharedNavigation {
  private readonly indexes = new Map<string, number>()
  private readonly sections: string[] = []

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

  /** The shared file's text: `window.docslintNav = [html of each section]`. */
  script(): string {
    return `window.docslintNav=${JSON.stringify(this.sections).replace(/</g, '\\u003c')};\n`
  }
}

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
