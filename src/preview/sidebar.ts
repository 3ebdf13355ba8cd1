/**
 * The sidebar's groups and pages. Each section (the groups that a set of pages shows) is drawn whole once, for
 * the shared file (src/preview/shared-nav.ts), and each page carries only the branch that leads to it, for a
 * reader without the script. A page that carried the whole top-level group holding it grew with its group: in
 * a generated site of 3,000 pages a group held 1,050 of them, every page had 600 links (110 KB of HTML), and
 * the build's time and output grew with the square of the site.
 */
import { h } from 'hastscript'
import type { Element } from 'hast'
import type { Site, SitePage } from '../site/model.js'
import { builtPage, firstPage, isGroup, isHiddenPage, navGroup, navItems, type ItemsContext, type SidebarGroup, type SidebarSection } from './nav-parts.js'
import { kept } from '../util/kept.js'

/** The sidebar's groups element: the section's items, or the given part of them. */
export function drawSidebar(context: ItemsContext, section: SidebarSection, items = section.items): Element {
  const children = section.rootList ? [h('ul.nav-root', navItems(context, items, 0))] : items.flatMap((group) => navGroup(context, group as SidebarGroup, 0) ?? [])
  return h('nav.sidebar-groups', { ariaLabel: 'Pages' }, children)
}

/** A group holding more entries than this, at any depth, is cut to the branch that leads to the page. */
const WHOLE_GROUP_ENTRIES = 50
/** On each level of a branch, the entries kept on either side of the one that leads to the page. */
const SIBLINGS = 5

/**
 * What a page's sidebar shows without the script: of its section's top-level items, those that hold the page.
 * A large one (over WHOLE_GROUP_ENTRIES entries) is cut to the branch that leads to the page: on each level the
 * entry that holds it and SIBLINGS entries on either side, the groups among those cut to the way into them.
 * So a page carries a part of the navigation that does not grow with its group, and each level is looked up
 * in an index made once per list, not searched per page.
 */
export class PageBranches {
  /** Of each list of items, the pages each item shows as links, by page: the indexes of the items that show it. */
  private readonly holders = new WeakMap<unknown[], Map<SitePage, number[]>>()
  private readonly linkedPages = new WeakMap<SidebarGroup, Set<SitePage>>()
  private readonly entryCounts = new WeakMap<SidebarGroup, number>()

  constructor(private readonly site: Site) {}

  /** The section's top-level items that hold the page, each cut to the page's branch when it is large. */
  of(section: SidebarSection, page: SitePage): unknown[] {
    return (this.holdersIn(section.items).get(page) ?? []).map((index) => this.branch(section.items[index], page))
  }

  private branch(item: unknown, page: SitePage): unknown {
    if (!isGroup(item) || this.entryCount(item) <= WHOLE_GROUP_ENTRIES) return item
    return { ...item, pages: this.window(item.pages ?? [], page) }
  }

  /** The entries around the one that holds the page (the first ones when the page is the group's root). */
  private window(items: unknown[], page: SitePage): unknown[] {
    const at = this.holdersIn(items).get(page)?.[0]
    const start = Math.max(0, Math.min((at ?? 0) - SIBLINGS, items.length - (2 * SIBLINGS + 1)))
    return items.slice(start, start + 2 * SIBLINGS + 1).map((item, offset) => {
      if (start + offset === at) return this.branch(item, page)
      return isGroup(item) ? this.wayInto(item) : item
    })
  }

  /** A group beside the branch, cut to the way into it: its root page (its title links there), else the first page it leads to. */
  private wayInto(group: SidebarGroup): SidebarGroup {
    if (builtPage(this.site, group.root)) return { ...group, pages: [] }
    const first = (group.pages ?? []).find((item) => (isGroup(item) ? item.hidden !== true && firstPage(this.site, item) !== undefined : this.shownPage(item) !== undefined))
    return { ...group, pages: first === undefined ? [] : [isGroup(first) ? this.wayInto(first) : first] }
  }

  private holdersIn(items: unknown[]): Map<SitePage, number[]> {
    return kept(this.holders, items, () => {
      const holders = new Map<SitePage, number[]>()
      for (const [index, item] of items.entries()) {
        const pages = isGroup(item) ? this.pagesLinkedIn(item) : [this.shownPage(item)]
        for (const page of pages) {
          if (!page) continue
          const indexes = holders.get(page)
          if (!indexes) holders.set(page, [index])
          else if (indexes.at(-1) !== index) indexes.push(index)
        }
      }
      return holders
    })
  }

  /** The pages a group shows as links, as navGroup draws it: none for a hidden group, its root page even when hidden. */
  private pagesLinkedIn(group: SidebarGroup): Set<SitePage> {
    return kept(this.linkedPages, group, () => {
      const pages = new Set<SitePage>()
      if (group.hidden === true) return pages
      const root = builtPage(this.site, group.root)
      if (root) pages.add(root)
      for (const item of group.pages ?? []) {
        if (isGroup(item)) for (const page of this.pagesLinkedIn(item)) pages.add(page)
        else {
          const page = this.shownPage(item)
          if (page) pages.add(page)
        }
      }
      return pages
    })
  }

  /** The page an entry links to, as navItem draws it: built and not hidden. */
  private shownPage(item: unknown): SitePage | undefined {
    const page = builtPage(this.site, item)
    return page && !isHiddenPage(page) ? page : undefined
  }

  private entryCount(group: SidebarGroup): number {
    return kept(this.entryCounts, group, () => (group.pages ?? []).reduce<number>((sum, item) => sum + (isGroup(item) ? 1 + this.entryCount(item) : 1), 0))
  }
}
