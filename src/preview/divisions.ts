/**
 * The navigation of a site in the current format: a tree of divisions (tabs, anchors, dropdowns, products,
 * versions, languages, a tab's menu) around groups and pages. A page is shown in the divisions of the first
 * navigation entry that lists it (as the Site model says); on each level of the tree the layout gets what that
 * kind of division looks like: tabs across the top, versions and languages as menus in the header, anchors,
 * dropdowns, products and menus above the sidebar's groups. `global` adds links to every page.
 */
import { h } from 'hastscript'
import type { Element } from 'hast'
import { DIVISIONS, type DivisionKind } from '../config/current-navigation.js'
import type { Segment } from '../config/json.js'
import { entryPath } from '../site/entries.js'
import type { Site, SitePage } from '../site/model.js'
import { iconSetting } from './look.js'
import { endpointPagesOf, generatedEntry } from './endpoint/pages.js'
import { generatedSections } from '../site/generated-endpoints.js'
import { anchorStyle } from './navigation.js'
import { anchorItem, menu, pageHref, pager, shownPages, tabLink, type MenuItem, type NavContext, type NavigationView, type SidebarSection, type SiteNavigation } from './nav-parts.js'
import { kept } from '../util/kept.js'
import { Counterparts, languageName } from './counterparts.js'
import { siteIconLibrary, type IconLibrary } from './icons.js'

type Node = Record<string, unknown>
type DivisionKey = keyof typeof DIVISIONS
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value)
const isHidden = (node: Node) => node.hidden === true
/** A division's groups, then its pages (either may be absent). */
const itemsOf = (node: Node): unknown[] => [...(Array.isArray(node.groups) ? node.groups : []), ...(Array.isArray(node.pages) ? node.pages : [])]

/** One level of the tree on the way to a page: the divisions of one list, and which of them the page is in. */
interface Level {
  key: DivisionKey
  kind: DivisionKind
  items: Node[]
  /** The division the page is in; undefined for a page that no division of this list holds. */
  chosen?: Node
}

/** The key of the divisions a node lists (`tabs`, `anchors`, ...); the schema allows one kind per node. */
function divisionKey(node: Node): DivisionKey | undefined {
  return (Object.keys(DIVISIONS) as DivisionKey[]).find((key) => Array.isArray(node[key]))
}

export function currentNavigation(site: Site, value: Node): SiteNavigation {
  const root = withGeneratedGroups(site, isNode(value.navigation) ? value.navigation : {})
  const global = isNode(root.global) ? root.global : {}
  const places = firstEntries(site)
  const pagesOf = new Map<Node, SitePage[]>()
  /** The pages a division shows, in reading order (cached: every page of a section asks for the same list). */
  const pagesIn = (node: Node): SitePage[] => {
    let pages = pagesOf.get(node)
    if (!pages) {
      const key = divisionKey(node)
      const children = key ? (node[key] as unknown[]).filter(isNode).filter((child) => !isHidden(child) && child.href === undefined) : []
      pages = [...children.flatMap(pagesIn), ...shownPages(site, itemsOf(node))]
      pagesOf.set(node, pages)
    }
    return pages
  }
  // Every page shown in a division shares its sidebar: one object each, which the shared file draws once.
  const sidebars = new Map<Node, SidebarSection>()
  const sidebarOf = (node: Node): SidebarSection => kept(sidebars, node, () => ({ items: itemsOf(node), rootList: true }))
  const counterparts = new Counterparts<Node>(pagesIn)
  const library = siteIconLibrary(site)
  return {
    home: pagesIn(root)[0],
    view(page, links): NavigationView {
      const { levels, node } = levelsTo(root, places.get(page))
      const context: NavContext = { site, page, links }
      const hrefOf = (division: Node): string | undefined => {
        if (typeof division.href === 'string') return links.href(division.href)
        const first = pagesIn(division)[0]
        return first ? pageHref(links, first) : undefined
      }
      // Switching language or version keeps the page where the other division has it, else the divisions
      // below that the page is in (from English v1 to French v1, not French v2).
      const switchHref = (division: Node, chosen: Node | undefined): string | undefined => {
        if (division === chosen) return pageHref(links, page)
        const same = chosen && division.href === undefined ? counterparts.of(page, chosen, division) : undefined
        return same ? pageHref(links, same) : hrefOf(sameDivisionsBelow(division, levels))
      }
      const parts = drawLevels(levels, global, { hrefOf, switchHref, library })
      return {
        tabBar: parts.tabs.length > 0 ? h('nav.tab-bar', { ariaLabel: 'Sections' }, parts.tabs) : undefined,
        switchers: parts.switchers,
        sidebarTop: parts.sidebarTop,
        sidebar: sidebarOf(node),
        // A hidden page is in no reading order, so it gets no pager.
        pager: pager(context, pagesIn(node))
      }
    },
    // Versions are divisions here, each a menu of links drawn with the rest of the page's navigation.
    versions: []
  }
}

/** Where each page is first listed in the navigation (its `root` or `pages` entry). */
function firstEntries(site: Site): Map<SitePage, Segment[]> {
  const places = new Map<SitePage, Segment[]>()
  for (const entry of site.navigation) {
    const key = entry.endpoint ? undefined : entryPath(entry.value)
    const page = key === undefined ? endpointPagesOf(site).forEntry(entry.value) : site.pageByEntry.get(key)
    if (page && !places.has(page)) places.set(page, entry.path)
  }
  for (const section of generatedSections(site)) {
    for (const generated of section.groupsOfPages.flatMap((group) => group.endpoints)) {
      const page = endpointPagesOf(site).forEntry(generatedEntry(generated.endpoint))
      if (page && !places.has(page)) places.set(page, section.path)
    }
  }
  return places
}

/**
 * The navigation with the groups that `openapi` elements generate filled in: a division gets a group per tag,
 * a group gets them nested in it, each listing its pages by their generated entries (`x-hidden` ones left
 * out). The elements are copies; docs.json's value is not changed.
 */
function withGeneratedGroups(site: Site, navigation: Node): Node {
  const sections = generatedSections(site)
  if (sections.length === 0) return navigation
  const root = structuredClone(navigation)
  for (const section of sections) {
    let node: unknown = root
    for (const segment of section.path.slice(1)) node = isNode(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[segment] : undefined
    if (!isNode(node)) continue
    const groups = section.groupsOfPages
      .map((group) => ({ group: group.name, pages: group.endpoints.filter((generated) => !generated.hidden).map((generated) => generatedEntry(generated.endpoint)) }))
      .filter((group) => group.pages.length > 0)
    const key = section.kind === 'group' ? 'pages' : 'groups'
    node[key] = [...(Array.isArray(node[key]) ? (node[key] as unknown[]) : []), ...groups]
  }
  return root
}

/**
 * In a division, the divisions below it named as those the page is in below its own (`version: v1` under
 * another language), as deep as they match; the division itself when none does.
 */
function sameDivisionsBelow(division: Node, levels: Level[]): Node {
  const at = levels.findIndex((each) => each.items.includes(division))
  if (at < 0) return division
  let node = division
  for (const level of levels.slice(at + 1)) {
    const key = divisionKey(node)
    if (key !== level.key || !level.chosen) break
    const name = level.chosen[DIVISIONS[key]]
    const match = (node[key] as unknown[]).filter(isNode).find((item) => item[DIVISIONS[key]] === name && !isHidden(item) && item.href === undefined)
    if (!match) break
    node = match
  }
  return node
}

/**
 * The levels of divisions from the top of the navigation to a page's entry, and the node whose groups and
 * pages the sidebar shows. A page that no division holds (not in the navigation) gets the first division
 * shown of each level, none of them marked as its own.
 */
function levelsTo(root: Node, place: Segment[] | undefined): { levels: Level[]; node: Node } {
  const levels: Level[] = []
  let node = root
  let rest = place?.slice(1)
  for (let key = divisionKey(node); key !== undefined; key = divisionKey(node)) {
    const list = node[key] as unknown[]
    const chosen = rest?.[0] === key && isNode(list[rest[1] as number]) ? (list[rest[1] as number] as Node) : undefined
    const items = list.filter(isNode)
    levels.push({ key, kind: DIVISIONS[key], items, chosen })
    const next = chosen ?? items.find((item) => !isHidden(item) && item.href === undefined)
    if (!next) break
    node = next
    rest = chosen ? rest!.slice(2) : undefined
  }
  return { levels, node }
}

interface DrawnLevels {
  tabs: Element[]
  switchers: Element[]
  sidebarTop: Element[]
}

const menuLabels: Partial<Record<DivisionKey, string>> = { dropdowns: 'Section', products: 'Product', versions: 'Version', languages: 'Language', menu: 'Menu' }

/** Each level as its kind of division is shown, with the links `global` adds for that kind. */
/** How a level's divisions are drawn: where each leads, where a switcher's leads from the page, and the site's icon library. */
interface LevelDrawing {
  hrefOf: (division: Node) => string | undefined
  switchHref: (division: Node, chosen: Node | undefined) => string | undefined
  library: IconLibrary
}

function drawLevels(levels: Level[], global: Node, { hrefOf, switchHref, library }: LevelDrawing): DrawnLevels {
  const drawn: DrawnLevels = { tabs: [], switchers: [], sidebarTop: [] }
  const globalOf = (key: DivisionKey) => (Array.isArray(global[key]) ? (global[key] as unknown[]).filter(isNode) : [])
  const kinds = new Set<DivisionKey>()
  const draw = (key: DivisionKey, items: Node[], chosen: Node | undefined) => {
    const nameKey = DIVISIONS[key]
    const shown = items.filter((item) => !isHidden(item))
    const name = (item: Node) => (key === 'languages' ? languageName(String(item[nameKey] ?? '')) : String(item[nameKey] ?? ''))
    if (key === 'tabs') {
      drawn.tabs.push(...shown.map((item) => tabLink(name(item), hrefOf(item), item === chosen, iconSetting(item.icon, item.iconType, library))))
    } else if (key === 'anchors') {
      const anchors = shown.map((item) => anchorItem(name(item), iconSetting(item.icon, item.iconType, library), anchorStyle(item.color), hrefOf(item), item === chosen))
      if (anchors.length > 0) drawn.sidebarTop.push(h('ul.anchors', anchors))
    } else {
      const switcher = key === 'versions' || key === 'languages'
      const items: MenuItem[] = shown.map((item) => ({ name: name(item), href: switcher ? switchHref(item, chosen) : hrefOf(item), active: item === chosen, icon: iconSetting(item.icon, item.iconType, library), description: typeof item.description === 'string' ? item.description : undefined }))
      const element = menu(menuLabels[key] ?? key, `menu-${nameKey}`, items)
      if (element) (switcher ? drawn.switchers : drawn.sidebarTop).push(element)
    }
  }
  for (const level of levels) {
    draw(level.key, [...level.items, ...(kinds.has(level.key) ? [] : globalOf(level.key))], level.chosen)
    kinds.add(level.key)
  }
  for (const key of Object.keys(DIVISIONS) as DivisionKey[]) {
    if (!kinds.has(key) && globalOf(key).length > 0) draw(key, globalOf(key), undefined)
  }
  return drawn
}
