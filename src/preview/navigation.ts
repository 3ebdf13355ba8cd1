import { h } from 'hastscript'
import type { Element, ElementContent } from 'hast'
import type { NavigationGroup } from '../config/docs-config.generated.js'
import type { NormalisedConfig } from '../config/normalise.js'
import { entryPath } from '../site/entries.js'
import { endpointOf } from '../site/navigation.js'
import type { Site, SitePage } from '../site/model.js'
import { outputFile } from './paths.js'
import { icon } from './icons.js'
import type { SiteLinks } from './site-links.js'

/** The section a page or group is shown in: its tab and its anchor (by URL prefix, as the Site model says). */
interface Section {
  tab?: string
  anchor?: string
}

const sameSection = (a: Section, b: Section) => a.tab === b.tab && a.anchor === b.anchor

/** The pages of the navigation in reading order, each once, with the version of its group. */
export function navigationOrder(site: Site): SitePage[] {
  const seen = new Set<SitePage>()
  for (const entry of site.navigation) {
    const key = entry.endpoint ? undefined : entryPath(entry.value)
    const page = key === undefined ? undefined : site.pageByEntry.get(key)
    if (page?.file.data.previewTree) seen.add(page)
  }
  return [...seen]
}

function containsPage(site: Site, group: NavigationGroup, page: SitePage): boolean {
  return group.pages.some((item) => {
    if (typeof item !== 'string') return Boolean(item && typeof item === 'object' && containsPage(site, item, page))
    const key = endpointOf(item) ? undefined : entryPath(item)
    return key !== undefined && site.pageByEntry.get(key) === page
  })
}

function firstPage(site: Site, group: NavigationGroup): SitePage | undefined {
  for (const item of group.pages) {
    if (typeof item === 'string') {
      const key = endpointOf(item) ? undefined : entryPath(item)
      const page = key === undefined ? undefined : site.pageByEntry.get(key)
      if (page?.file.data.previewTree) return page
    } else if (item && typeof item === 'object') {
      const page = firstPage(site, item)
      if (page) return page
    }
  }
  return undefined
}

/** The sidebar's groups: those of the current page's tab and anchor, nested as written; a group with a `version` carries it. */
export function sidebar(site: Site, config: NormalisedConfig, page: SitePage, links: SiteLinks, selectedVersion: string | undefined): Element {
  const here: Section = { tab: page.tab, anchor: page.anchor }
  const groups = (config.navigation ?? []).filter((group) => {
    const first = firstPage(site, group)
    return first ? sameSection({ tab: first.tab, anchor: first.anchor }, here) : here.tab === undefined && here.anchor === undefined
  })
  return h('nav.sidebar-groups', { ariaLabel: 'Pages' }, groups.map((group) => navGroup(site, group, page, links, selectedVersion, 0)))
}

function navGroup(site: Site, group: NavigationGroup, current: SitePage, links: SiteLinks, selectedVersion: string | undefined, depth: number): Element {
  // A nested group is open on its own pages only; elsewhere its title leads to its first page. Listing every
  // page on every page would make the output grow with the square of the number of pages.
  const first = depth > 0 && !containsPage(site, group, current) ? firstPage(site, group) : undefined
  if (first) {
    return h(`div.nav-group.depth-${Math.min(depth, 3)}.collapsed`, { dataVersion: group.version, hidden: versionHidden(group.version, selectedVersion) }, [
      h('a.nav-group-link', { href: links.to(outputFile(first.url)) }, [group.icon ? icon(group.icon) : undefined, h('span', group.group)].filter((item) => item !== undefined))
    ])
  }
  const items: ElementContent[] = group.pages.map((item) =>
    typeof item === 'string' ? navItem(site, item, current, links) : h('li', [navGroup(site, item, current, links, selectedVersion, depth + 1)])
  )
  const title = [group.icon ? icon(group.icon) : undefined, h('span', group.group)].filter((item) => item !== undefined)
  return h(
    `div.nav-group.depth-${Math.min(depth, 3)}`,
    { dataVersion: group.version, hidden: versionHidden(group.version, selectedVersion) },
    [h('p.nav-group-title', title), h('ul', items)]
  )
}

function navItem(site: Site, value: string, current: SitePage, links: SiteLinks): Element {
  const endpoint = endpointOf(value)
  if (endpoint) {
    // Endpoint pages come with the OpenAPI preview (a later issue): the entry is shown, not linked.
    const label = endpoint.webhook ? `webhook ${endpoint.webhook}` : endpoint.path ?? value
    return h('li.nav-endpoint', { title: 'Endpoint pages are not in this preview yet' }, [
      h(`span.method.method-${(endpoint.method ?? 'hook').toLowerCase()}`, endpoint.method ?? 'HOOK'),
      h('span', label)
    ])
  }
  const key = entryPath(value)
  const page = key === undefined ? undefined : site.pageByEntry.get(key)
  // A page that is missing, or did not parse (built with --force), has no HTML file to link to.
  if (!page?.file.data.previewTree) return h('li.nav-missing', value)
  const active = page === current
  return h('li', [h('a.nav-link', { href: links.to(outputFile(page.url)), ariaCurrent: active ? 'page' : undefined, className: active ? ['active'] : [] }, pageTitle(page))])
}

export function pageTitle(page: SitePage): string {
  return page.facts.title ?? page.path.replace(/\.mdx?$/i, '').split('/').pop() ?? page.url
}

export function versionHidden(version: string | undefined, selected: string | undefined): boolean {
  return version !== undefined && selected !== undefined && version !== selected
}

const hex = /^#[0-9a-f]{3,8}$/i

/** The anchor's icon background: a colour or a gradient, hex values only (it goes into a style attribute). */
function anchorStyle(color: NonNullable<NormalisedConfig['anchors']>[number]['color']): string | undefined {
  if (typeof color === 'string') return hex.test(color) ? `background:${color}` : undefined
  if (color && hex.test(color.from) && hex.test(color.to)) return `background:linear-gradient(135deg,${color.from},${color.to})`
  return undefined
}

/**
 * The anchors above the sidebar: the top anchor, then each anchor of docs.json linked to its first page. An
 * anchor with a `version` is shown only with that version; one with `isDefaultHidden` only on its own pages.
 */
export function anchorList(site: Site, config: NormalisedConfig, page: SitePage, links: SiteLinks, selectedVersion: string | undefined): Element | undefined {
  const anchors = config.anchors ?? []
  if (anchors.length === 0) return undefined
  const order = navigationOrder(site)
  const top = order.find((candidate) => candidate.anchor === undefined && candidate.tab === page.tab) ?? order.find((candidate) => candidate.anchor === undefined)
  const items: Element[] = []
  items.push(anchorItem(config.topAnchor.name, config.topAnchor.icon, config.topAnchor.iconType, undefined, top ? links.to(outputFile(top.url)) : undefined, page.anchor === undefined))
  for (const anchor of anchors) {
    if (anchor.isDefaultHidden && page.anchor !== anchor.name) continue
    const first = order.find((candidate) => candidate.anchor === anchor.name)
    const external = /^https?:\/\//i.test(anchor.url) ? anchor.url : undefined
    const href = first ? links.to(outputFile(first.url)) : external
    const item = anchorItem(anchor.name, anchor.icon, anchor.iconType, anchorStyle(anchor.color), href, page.anchor === anchor.name)
    if (anchor.version !== undefined) {
      item.properties.dataVersion = anchor.version
      item.properties.hidden = versionHidden(anchor.version, selectedVersion)
    }
    items.push(item)
  }
  return h('ul.anchors', items)
}

function anchorItem(name: string, iconName: string | undefined, iconType: string | undefined, style: string | undefined, href: string | undefined, active: boolean): Element {
  const body = [h('span.anchor-icon', { style }, [icon(iconName, iconType)]), h('span', name)]
  return h('li', { className: active ? ['active'] : [] }, [href ? h('a.anchor', { href, ariaCurrent: active ? 'page' : undefined }, body) : h('span.anchor', body)])
}

/** The tabs under the header: the pages outside every tab first ("Documentation"), then each tab of docs.json. */
export function tabBar(site: Site, config: NormalisedConfig, page: SitePage, links: SiteLinks): Element | undefined {
  const tabsConfig = config.tabs ?? []
  if (tabsConfig.length === 0) return undefined
  const order = navigationOrder(site)
  const tab = (name: string, tabName: string | undefined) => {
    const first = order.find((candidate) => candidate.tab === tabName)
    const active = page.tab === tabName
    const className = active ? ['tab-link', 'active'] : ['tab-link']
    return first ? h('a', { href: links.to(outputFile(first.url)), className, ariaCurrent: active ? 'page' : undefined }, name) : h('span', { className }, name)
  }
  return h('nav.tab-bar', { ariaLabel: 'Sections' }, [tab('Documentation', undefined), ...tabsConfig.map((item) => tab(item.name, item.name))])
}

/** Previous and next pages in the navigation's order. */
export function pager(site: Site, page: SitePage, links: SiteLinks): Element | undefined {
  const order = navigationOrder(site).filter((candidate) => candidate.tab === page.tab && candidate.anchor === page.anchor && candidate.version === page.version)
  const index = order.indexOf(page)
  if (index < 0) return undefined
  const previous = order[index - 1]
  const next = order[index + 1]
  const link = (target: SitePage | undefined, label: string, className: string) =>
    target ? h(`a.${className}`, { href: links.to(outputFile(target.url)) }, [h('span.pager-label', label), h('span.pager-title', pageTitle(target))]) : h('span')
  return h('nav.pager', { ariaLabel: 'Previous and next pages' }, [link(previous, 'Previous', 'pager-previous'), link(next, 'Next', 'pager-next')])
}
