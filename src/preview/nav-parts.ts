/**
 * The parts of the navigation that look the same whichever format docs.json is written in: groups and their
 * pages in the sidebar, anchors, tab links, menus (dropdowns, products, versions, languages) and the pager.
 * Every href is made by SiteLinks (a page or file of the site, relative) or is a safe external URL.
 */
import { h } from 'hastscript'
import type { Element, ElementContent } from 'hast'
import { entryPath } from '../site/entries.js'
import { endpointOf } from '../site/navigation.js'
import type { Site, SitePage } from '../site/model.js'
import { iconSetting, type IconSetting } from './look.js'
import { outputFile } from './paths.js'
import { icon, siteIconLibrary, type IconLibrary } from './icons.js'
import type { SiteLinks } from './site-links.js'
import { endpointPagesOf } from './endpoint/pages.js'
import { kept } from '../util/kept.js'

/** What the sidebar's groups are drawn for: a page (its link marked, its groups open), or no page (the shared file). */
export interface ItemsContext {
  site: Site
  page?: SitePage
  links: SiteLinks
  /** Seed format: the version selected, whose groups are shown. */
  version?: string
}

/** What the navigation of one page is drawn for. */
export interface NavContext extends ItemsContext {
  page: SitePage
}

/** A group of the sidebar, as either format writes it; `version` is the seed's, the rest the current format's. */
export interface SidebarGroup {
  group: string
  pages?: unknown[]
  icon?: unknown
  iconType?: string
  version?: string
  hidden?: boolean
  root?: string
  tag?: string
  expanded?: boolean
}

export const isGroup = (item: unknown): item is SidebarGroup => item !== null && typeof item === 'object' && !Array.isArray(item) && typeof (item as SidebarGroup).group === 'string'

export function pageTitle(page: SitePage): string {
  return page.facts.title ?? page.path.replace(/\.mdx?$/i, '').split('/').pop() ?? page.url
}

/** A page with `hidden: true` in its front matter is built but left out of the navigation. */
export function isHiddenPage(page: SitePage): boolean {
  return page.facts.frontmatter?.data?.hidden === true
}

/** The page a navigation string names, when it has an HTML file (not an endpoint, not missing; one that did not parse says why). */
export function builtPage(site: Site, value: unknown): SitePage | undefined {
  if (typeof value !== 'string') return undefined
  const endpointPage = endpointPagesOf(site).forEntry(value)
  if (endpointPage || endpointOf(value)) return endpointPage
  const pages = entryPages(site)
  if (!pages.has(value)) pages.set(value, resolveEntry(site, value) ?? null)
  return pages.get(value) ?? undefined
}

/**
 * Each page's navigation is drawn from the same entries: the pages they name are looked up once per site, not
 * once per entry per page (a site of n pages asked n times for each of n entries).
 */
const entryPagesBySite = new WeakMap<Site, Map<string, SitePage | null>>()

function entryPages(site: Site): Map<string, SitePage | null> {
  let pages = entryPagesBySite.get(site)
  if (!pages) entryPagesBySite.set(site, (pages = new Map()))
  return pages
}

function resolveEntry(site: Site, value: string): SitePage | undefined {
  const key = entryPath(value)
  return key === undefined ? undefined : site.pageByEntry.get(key)
}

export function pageHref(links: SiteLinks, page: SitePage): string {
  return links.to(outputFile(page.url))
}

export function iconElement(setting: IconSetting | undefined): Element | undefined {
  return setting ? icon(setting.name, setting.type, 'icon', setting.library) : undefined
}

function containsPage(site: Site, group: SidebarGroup, page: SitePage | undefined): boolean {
  return page !== undefined && pagesOfGroup(site, group).has(page)
}

/** The pages a group holds at any depth, found once per group and site: every page asks of every nested group. */
const groupPages = new WeakMap<Site, WeakMap<SidebarGroup, Set<SitePage>>>()

function pagesOfGroup(site: Site, group: SidebarGroup): Set<SitePage> {
  let bySite = groupPages.get(site)
  if (!bySite) groupPages.set(site, (bySite = new WeakMap()))
  let pages = bySite.get(group)
  if (!pages) {
    pages = new Set()
    const add = (page: SitePage | undefined) => page && pages!.add(page)
    add(builtPage(site, group.root))
    for (const item of group.pages ?? []) {
      if (isGroup(item)) for (const page of pagesOfGroup(site, item)) pages.add(page)
      else add(builtPage(site, item))
    }
    bySite.set(group, pages)
  }
  return pages
}

/** The first page a group leads to: its root, or the first of its pages that is shown, at any depth. */
export function firstPage(site: Site, group: SidebarGroup): SitePage | undefined {
  const root = builtPage(site, group.root)
  if (root) return root
  for (const item of group.pages ?? []) {
    const page = isGroup(item) ? (item.hidden === true ? undefined : firstPage(site, item)) : builtPage(site, item)
    if (page && !isHiddenPage(page)) return page
  }
  return undefined
}

/** The pages a list of groups and pages shows, in reading order: hidden groups and pages left out. */
export function shownPages(site: Site, items: unknown[]): SitePage[] {
  return items.flatMap((item): SitePage[] => {
    if (isGroup(item)) return item.hidden === true ? [] : [...shownPages(site, [item.root]), ...shownPages(site, item.pages ?? [])]
    const page = builtPage(site, item)
    return page && !isHiddenPage(page) ? [page] : []
  })
}

export function versionHidden(version: string | undefined, selected: string | undefined): boolean {
  return version !== undefined && selected !== undefined && version !== selected
}

/**
 * A group of the sidebar with its pages, nested as written. A nested group is a `<details>` that expands in
 * place: open on its own pages (or always, when docs.json says `expanded`). The whole navigation is written
 * once per section into a shared file (see shared-nav.ts), so listing every page costs each page nothing.
 * A hidden group is left out.
 */
export function navGroup(context: ItemsContext, group: SidebarGroup, depth: number): Element | undefined {
  if (group.hidden === true) return undefined
  const { site, page: current, links } = context
  const attributes = { dataVersion: group.version, hidden: versionHidden(group.version, context.version) }
  const title = [iconElement(iconSetting(group.icon, group.iconType, siteIconLibrary(site))), h('span', group.group), group.tag ? h('span.nav-tag', group.tag) : undefined].filter((item) => item !== undefined)
  const root = builtPage(site, group.root)
  const rootLink = root ? h('a.nav-group-root', { href: pageHref(links, root), ariaCurrent: root === current ? 'page' : undefined, className: root === current ? ['active'] : [] }, title) : undefined
  const items = h('ul', navItems(context, group.pages ?? [], depth + 1))
  if (depth > 0) {
    const open = group.expanded === true || containsPage(site, group, current)
    // A link cannot sit in a summary (one control inside another): a nested group's root page is its first entry.
    if (rootLink) items.children.unshift(h('li', [{ ...rootLink, properties: { ...rootLink.properties, className: ['nav-link', ...(root === current ? ['active'] : [])] }, children: [h('span', group.group)] }]))
    return h(`details.nav-group.depth-${Math.min(depth, 3)}`, { ...attributes, open, dataExpanded: group.expanded === true ? '' : undefined }, [h('summary.nav-group-title', title), items])
  }
  return h(`div.nav-group.depth-${Math.min(depth, 3)}`, attributes, [h('p.nav-group-title', rootLink ? [rootLink] : title), items])
}

/** The items of a group or division: pages as links, endpoint entries as labels, groups nested. */
export function navItems(context: ItemsContext, items: unknown[], depth: number): ElementContent[] {
  return items.flatMap((item): ElementContent[] => {
    if (isGroup(item)) {
      const group = navGroup(context, item, depth)
      return group ? [h('li', [group])] : []
    }
    const entry = typeof item === 'string' ? navItem(context, item) : undefined
    return entry ? [entry] : []
  })
}

function navItem(context: ItemsContext, value: string): Element | undefined {
  const endpoint = endpointOf(value)
  const page = builtPage(context.site, value)
  if (endpoint && !page) {
    // An endpoint that no spec read defines has no page: the entry is shown, not linked.
    const label = endpoint.webhook ? `webhook ${endpoint.webhook}` : endpoint.path ?? value
    return h('li.nav-endpoint', [methodBadge(endpoint.method ?? 'HOOK'), h('span', label)])
  }
  // A page that is missing has no HTML file to link to.
  if (!page) return h('li.nav-missing', value)
  if (isHiddenPage(page)) return undefined
  const active = page === context.page
  const endpoints = endpointPagesOf(context.site)
  const method = endpoints.methodOf(page)
  const label = method ? [methodBadge(method), h('span', endpoints.titleOf(page) ?? sidebarLabel(page))] : navLabel(page, siteIconLibrary(context.site))
  return h('li', [h('a.nav-link', { href: pageHref(context.links, page), ariaCurrent: active ? 'page' : undefined, className: active ? (method ? ['active', 'nav-api'] : ['active']) : method ? ['nav-api'] : [] }, label)])
}

function methodBadge(method: string): Element {
  return h(`span.method.method-${method.toLowerCase()}`, method)
}

/** A page as the navigation shows it: its `icon` (of the site's icon library) and its `sidebarTitle` (else its title), from its front matter. */
export function navLabel(page: SitePage, library: IconLibrary): ElementContent[] {
  const setting = iconSetting(page.facts.frontmatter?.data?.icon, page.facts.frontmatter?.data?.iconType, library)
  const label = sidebarLabel(page)
  return setting ? [iconElement(setting)!, h('span', label)] : [{ type: 'text', value: label }]
}

/** A page's `sidebarTitle`, else its title. */
function sidebarLabel(page: SitePage): string {
  const sidebarTitle = page.facts.frontmatter?.data?.sidebarTitle
  return typeof sidebarTitle === 'string' && sidebarTitle.trim() !== '' ? sidebarTitle : pageTitle(page)
}

/** An anchor of the sidebar: its icon (a neutral circle when it names none; on a colour or gradient when docs.json gives one) and its name. */
export function anchorItem(name: string, setting: IconSetting | undefined, style: string | undefined, href: string | undefined, active: boolean): Element {
  const body = [h('span.anchor-icon', { style }, [icon(setting?.name ?? 'circle', setting?.type, 'icon', setting?.library)]), h('span', name)]
  return h('li', { className: active ? ['active'] : [] }, [href ? h('a.anchor', { href, ariaCurrent: active ? 'page' : undefined }, body) : h('span.anchor', body)])
}

/** A tab of the tab bar: a link to where it leads, or its name alone when it leads nowhere. */
export function tabLink(name: string, href: string | undefined, active: boolean, setting?: IconSetting): Element {
  const className = active ? ['tab-link', 'active'] : ['tab-link']
  const body = setting ? [iconElement(setting)!, h('span', name)] : [name]
  return href ? h('a', { href, className, ariaCurrent: active ? 'page' : undefined }, body) : h('span', { className }, body)
}

export interface MenuItem {
  name: string
  href?: string
  active: boolean
  icon?: IconSetting
  description?: string
}

/**
 * A menu that switches between sections (a dropdown, a product, a version, a language): the current one shown,
 * the others listed as links when it is opened. A `<details>` element: it works without the script.
 */
export function menu(label: string, className: string, items: MenuItem[]): Element | undefined {
  if (items.length === 0) return undefined
  const current = items.find((item) => item.active) ?? items[0]
  const entries = items.map((item) => {
    const body = [iconElement(item.icon), h('span.menu-name', item.name), item.description ? h('span.menu-description', item.description) : undefined].filter((part) => part !== undefined)
    const link = item.href ? h('a.menu-link', { href: item.href, ariaCurrent: item.active ? 'page' : undefined, className: item.active ? ['active'] : [] }, body) : h('span.menu-link', body)
    return h('li', [link])
  })
  return h(`details.menu.${className}`, [h('summary', { ariaLabel: `${label}: ${current.name}` }, [iconElement(current.icon), h('span', current.name)].filter((part) => part !== undefined)), h('ul.menu-list', entries)])
}

/** Previous and next pages of a reading order (the same array for every page of it: see positionIn). */
export function pager(context: NavContext, order: SitePage[]): Element | undefined {
  const index = positionIn(order, context.page)
  if (index === undefined) return undefined
  const previous = order[index - 1]
  const next = order[index + 1]
  const link = (target: SitePage | undefined, label: string, className: string) =>
    target ? h(`a.${className}`, { href: pageHref(context.links, target) }, [h('span.pager-label', label), h('span.pager-title', pageTitle(target))]) : h('span')
  return h('nav.pager', { ariaLabel: 'Previous and next pages' }, [link(previous, 'Previous', 'pager-previous'), link(next, 'Next', 'pager-next')])
}

/** Each reading order's pages by their first place in it, found once: every page of a section asks where it is. */
const positions = new WeakMap<SitePage[], Map<SitePage, number>>()

function positionIn(order: SitePage[], page: SitePage): number | undefined {
  const places = kept(positions, order, () => {
    const first = new Map<SitePage, number>()
    for (const [index, each] of order.entries()) if (!first.has(each)) first.set(each, index)
    return first
  })
  return places.get(page)
}

/** The groups and pages that the sidebars of a set of pages show: one object for every page of the set. */
export interface SidebarSection {
  /** Its top-level items as docs.json lists them: groups (the seed's format: groups only) and page entries. */
  items: unknown[]
  /** The current format lists its items in a `ul.nav-root`; the seed's format shows its groups one after another. */
  rootList: boolean
  /** Seed format: the version selected, whose groups are shown and the others hidden. */
  version?: string
}

/** The navigation of one page, drawn by the layout the same way for either format. */
export interface NavigationView {
  /** Under the header: the tab bar. */
  tabBar?: Element
  /** In the header, before the mode toggle: version select or menus of versions and languages. */
  switchers: Element[]
  /** At the top of the sidebar: anchors, dropdown and product menus. */
  sidebarTop: Element[]
  /** The groups and pages of the page's section (drawn by src/preview/shared-nav.ts). */
  sidebar: SidebarSection
  pager?: Element
  /** Seed format: the page's own version, and the version it opens with. */
  pageVersion?: string
  version?: string
}

/**
 * The navigation of a whole site: each page's view, the first page (where `index.html` leads when no page is
 * there) and, in the seed format, the versions the select switches between, each with the first page in it.
 */
export interface SiteNavigation {
  view(page: SitePage, links: SiteLinks): NavigationView
  home?: SitePage
  versions: { version: string; first?: SitePage }[]
}
