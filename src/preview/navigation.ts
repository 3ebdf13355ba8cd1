/**
 * The navigation of a site in the seed's format: tabs and anchors hold the pages under their `url` prefix (as
 * the Site model says), groups may carry a `version`, and one page shows every version's groups, the select
 * in the header switching between them.
 */
import { h } from 'hastscript'
import type { Element } from 'hast'
import type { NormalisedConfig } from '../config/normalise.js'
import { entryPath } from '../site/entries.js'
import type { Site, SitePage } from '../site/model.js'
import { iconSetting } from './look.js'
import type { SiteLinks } from './site-links.js'
import { endpointPagesOf } from './endpoint/pages.js'
import { anchorItem, firstPage, pageHref, pager, tabLink, versionHidden, type NavContext, type NavigationView, type SidebarGroup, type SidebarSection, type SiteNavigation } from './nav-parts.js'
import { kept } from '../util/kept.js'

/** The section a page or group is shown in: its tab and its anchor (by URL prefix, as the Site model says). */
interface Section {
  tab?: string
  anchor?: string
}

const sameSection = (a: Section, b: Section) => a.tab === b.tab && a.anchor === b.anchor

/** The pages of the navigation in reading order, each once. */
function navigationOrder(site: Site): SitePage[] {
  const seen = new Set<SitePage>()
  for (const entry of site.navigation) {
    const key = entry.endpoint ? undefined : entryPath(entry.value)
    const page = key === undefined ? endpointPagesOf(site).forEntry(entry.value) : site.pageByEntry.get(key)
    if (page) seen.add(page)
  }
  return [...seen]
}

export function legacyNavigation(site: Site, config: NormalisedConfig): SiteNavigation {
  const order = navigationOrder(site)
  const versions = config.versions ?? []
  const listed = new Set(versions)
  const firsts = firstPageOfEachVersion(order)
  // Every page of a section shares its sidebar and reading order: each is found once, by the section's key.
  const sidebars = new Map<string, SidebarSection>()
  const readingOrders = new Map<string, SitePage[]>()
  return {
    home: order[0],
    versions: versions.map((version) => ({ version, first: firsts.get(version) })),
    view(page, links): NavigationView {
      const version = page.version ?? versions[0]
      const context: NavContext = { site, page, links, version }
      // A page of a version not listed opens with the first.
      const switchers = versions.length > 0 ? [versionSelect(links, version !== undefined && listed.has(version) ? version : versions[0])] : []
      const sidebarKey = JSON.stringify([page.tab, page.anchor, version])
      const orderKey = JSON.stringify([page.tab, page.anchor, page.version])
      return {
        tabBar: tabBar(context, config, order),
        switchers,
        sidebarTop: [anchorList(context, config, order)].filter((item) => item !== undefined),
        sidebar: kept(sidebars, sidebarKey, () => ({ items: sectionGroups(site, config, page), rootList: false, version })),
        pager: pager(context, kept(readingOrders, orderKey, () => order.filter((candidate) => candidate.tab === page.tab && candidate.anchor === page.anchor && candidate.version === page.version))),
        pageVersion: page.version,
        version
      }
    }
  }
}

/** The sidebar's groups: those of the page's tab and anchor, nested as written; a group with a `version` carries it. */
function sectionGroups(site: Site, config: NormalisedConfig, page: SitePage): SidebarGroup[] {
  const here: Section = { tab: page.tab, anchor: page.anchor }
  return (config.navigation ?? []).filter((group) => {
    const first = firstPage(site, group)
    return first ? sameSection({ tab: first.tab, anchor: first.anchor }, here) : here.tab === undefined && here.anchor === undefined
  })
}

/**
 * The version select, holding the version the page opens with; the script fills in every version from the
 * shared file (src/preview/shared-nav.ts), their hrefs put after `data-root`.
 */
function versionSelect(links: SiteLinks, shown: string): Element {
  return h('select.version-select', { ariaLabel: 'Version', dataRoot: links.root() }, [h('option', { value: shown, selected: true }, shown)])
}

/** The first page of each version in reading order, found in one pass. */
function firstPageOfEachVersion(order: SitePage[]): Map<string, SitePage> {
  const firsts = new Map<string, SitePage>()
  for (const page of order) if (page.version !== undefined && !firsts.has(page.version)) firsts.set(page.version, page)
  return firsts
}

const hex = /^#[0-9a-f]{3,8}$/i

/** The anchor's icon background: a colour or a gradient, hex values only (it goes into a style attribute). */
export function anchorStyle(color: unknown): string | undefined {
  if (typeof color === 'string') return hex.test(color) ? `background:${color}` : undefined
  if (color === null || typeof color !== 'object') return undefined
  const { from, to, light } = color as Record<string, unknown>
  if (typeof from === 'string' && typeof to === 'string' && hex.test(from) && hex.test(to)) return `background:linear-gradient(135deg,${from},${to})`
  return typeof light === 'string' && hex.test(light) ? `background:${light}` : undefined
}

/**
 * The anchors above the sidebar: the top anchor, then each anchor of docs.json linked to its first page. An
 * anchor with a `version` is shown only with that version; one with `isDefaultHidden` only on its own pages.
 */
function anchorList(context: NavContext, config: NormalisedConfig, order: SitePage[]): Element | undefined {
  const { page, links } = context
  const anchors = config.anchors ?? []
  if (anchors.length === 0) return undefined
  const top = order.find((candidate) => candidate.anchor === undefined && candidate.tab === page.tab) ?? order.find((candidate) => candidate.anchor === undefined)
  const items: Element[] = []
  // `colors.anchors` colours every anchor icon that has no `color` of its own, the top anchor's too.
  const anchorColour = config.colors?.anchors
  items.push(anchorItem(config.topAnchor.name, iconSetting(config.topAnchor.icon, config.topAnchor.iconType), anchorStyle(anchorColour), top ? pageHref(links, top) : undefined, page.anchor === undefined))
  for (const anchor of anchors) {
    if (anchor.isDefaultHidden && page.anchor !== anchor.name) continue
    const first = order.find((candidate) => candidate.anchor === anchor.name)
    const external = /^https?:\/\//i.test(anchor.url) ? anchor.url : undefined
    const href = first ? pageHref(links, first) : external
    const item = anchorItem(anchor.name, iconSetting(anchor.icon, anchor.iconType), anchorStyle(anchor.color ?? anchorColour), href, page.anchor === anchor.name)
    if (anchor.version !== undefined) {
      item.properties.dataVersion = anchor.version
      item.properties.hidden = versionHidden(anchor.version, context.version)
    }
    items.push(item)
  }
  return h('ul.anchors', items)
}

/** The tabs under the header: the pages outside every tab first ("Documentation"), then each tab of docs.json. */
function tabBar(context: NavContext, config: NormalisedConfig, order: SitePage[]): Element | undefined {
  const tabsConfig = config.tabs ?? []
  if (tabsConfig.length === 0) return undefined
  const tab = (name: string, tabName: string | undefined) => {
    const first = order.find((candidate) => candidate.tab === tabName)
    return tabLink(name, first ? pageHref(context.links, first) : undefined, context.page.tab === tabName)
  }
  // `primaryTab.name` names the tab of the pages outside every tab.
  const primaryName = typeof config.primaryTab?.name === 'string' && config.primaryTab.name.trim() !== '' ? config.primaryTab.name : 'Documentation'
  return h('nav.tab-bar', { ariaLabel: 'Sections' }, [tab(primaryName, undefined), ...tabsConfig.map((item) => tab(item.name, item.name))])
}
