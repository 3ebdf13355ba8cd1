import { hasScheme } from '../site/url.js'
import { endpointOf } from '../site/navigation.js'
import { entryPath } from '../site/entries.js'
import { pageUrl } from '../site/url.js'
import type { Notes } from './notes.js'
import { withoutEdgeSlashes } from '../util/slashes.js'

/** The seed format's navigation settings, as written (schema-valid, defaults not filled in). */
export interface LegacyNavigation {
  navigation: LegacyGroup[]
  versions?: string[]
  anchors?: LegacySection[]
  tabs?: LegacySection[]
  topAnchor?: { name?: string; icon?: string; iconType?: string }
  primaryTab?: { name?: string }
  /** `colors.anchors`: the colour of anchors that have none of their own. */
  anchorColor?: unknown
}

export interface LegacyGroup {
  group: string
  pages: (string | LegacyGroup)[]
  icon?: string
  version?: string
}

export interface LegacySection {
  name: string
  url: string
  icon?: string
  iconType?: string
  color?: unknown
  version?: string
  isDefaultHidden?: boolean
}

type Json = Record<string, unknown>

const GRADIENT = 'the current format has no gradients for anchors'

/** A section (tab or anchor) that pages belong to by the start of their URL. */
interface Partition {
  prefix?: string
  division: Json
}

/**
 * The current format's `navigation` object for the seed format's groups, tabs, anchors and versions.
 *
 * The seed format files pages into tabs and anchors by the start of their URL, and into versions by the
 * `version` of their group; the current format nests divisions instead. So the groups are split, page by
 * page, into versions (a group without `version` is in every version), then tabs (the pages that match no
 * tab go to a first tab, `primaryTab.name` or "Documentation"), then anchors (the rest going to `topAnchor`),
 * keeping their order. A level where every page falls into the rest is left out. Tabs and anchors that link
 * to another site become `navigation.global` links. Every page entry ends up in the new navigation.
 */
export function migrateNavigation(legacy: LegacyNavigation, notes: Notes): Json {
  const internal = (list: LegacySection[] | undefined, key: string) =>
    (list ?? []).map((section, index) => ({ section, at: `${key}[${index}]` })).filter(({ section }) => !hasScheme(section.url))
  const tabs = internal(legacy.tabs, 'tabs')
  const anchors = internal(legacy.anchors, 'anchors')
  const global = globalLinks(legacy, notes)
  const versions = versionNames(legacy, notes)

  reportUnreached([...tabs, ...anchors], legacy.navigation, notes)
  reportEmptyGroups(legacy.navigation, 'navigation', notes)
  if (legacy.anchorColor !== undefined && (legacy.anchors ?? []).length === 0) notes.leftOut('colors.anchors', 'there are no anchors to colour')
  else if (legacy.anchorColor !== undefined && typeof legacy.anchorColor !== 'string') notes.leftOut('colors.anchors', GRADIENT)
  if (legacy.topAnchor && anchors.length === 0) notes.leftOut('topAnchor', 'there are no anchors for it to stand above')
  if (legacy.primaryTab && tabs.length === 0) notes.leftOut('primaryTab', 'there are no tabs for it to stand before')

  const byAnchor = (groups: LegacyGroup[], version: string | undefined): Json => {
    const present = anchors.filter(({ section }) => section.version === undefined || section.version === version)
    const top: Partition = { division: { anchor: legacy.topAnchor?.name ?? 'Documentation', icon: legacy.topAnchor?.icon ?? 'book-open', ...defined({ iconType: legacy.topAnchor?.iconType }) } }
    const parts = present.map(({ section, at }) => ({ prefix: prefixOf(section.url), division: anchorDivision(section, at, legacy.anchorColor, notes) }))
    return divide('anchors', groups, [top, ...parts], (part) => ({ groups: part.map(currentGroup) }))
  }
  const byTab = (groups: LegacyGroup[], version: string | undefined): Json => {
    const primary: Partition = { division: { tab: legacy.primaryTab?.name ?? 'Documentation' } }
    const parts = tabs.map(({ section }) => ({ prefix: prefixOf(section.url), division: { tab: section.name } }))
    return divide('tabs', groups, [primary, ...parts], (part) => byAnchor(part, version))
  }

  const withPages = versions.filter((version, index) => {
    const found = inVersion(legacy.navigation, version).length > 0
    if (!found) notes.leftOut(`versions[${index}]`, `version \`${version}\` has no groups`)
    return found
  })
  const navigation: Json =
    withPages.length > 0
      ? { versions: withPages.map((version) => ({ version, ...byTab(inVersion(legacy.navigation, version), version) })) }
      : byTab(legacy.navigation, undefined)
  return Object.keys(global).length > 0 ? { global, ...navigation } : navigation
}

/**
 * Splits the groups among the partitions by URL prefix (the longest that matches; the first partition,
 * without a prefix, takes the rest) and lists the non-empty ones under `key`; when only the first one has
 * pages, the level is left out and its content stands alone.
 */
function divide(key: string, groups: LegacyGroup[], partitions: Partition[], inner: (groups: LegacyGroup[]) => Json): Json {
  const longestFirst = partitions.filter((part) => part.prefix !== undefined).sort((a, b) => b.prefix!.length - a.prefix!.length)
  const partitionOf = (entry: string) => {
    const url = entryUrl(entry)
    return (url && longestFirst.find((part) => url === part.prefix || url.startsWith(`${part.prefix}/`))) || partitions[0]
  }
  const split = partitions.map((part) => ({ part, groups: filterGroups(groups, (entry) => partitionOf(entry) === part) }))
  const filled = split.filter(({ groups }) => groups.length > 0)
  if (filled.length === 0) return inner([])
  if (filled.length === 1 && filled[0].part === partitions[0]) return inner(filled[0].groups)
  return { [key]: filled.map(({ part, groups }) => ({ ...part.division, ...inner(groups) })) }
}

/**
 * The groups with only the entries that `keep` accepts, in the groups that `keepGroup` accepts, empty groups
 * dropped. An endpoint entry has no URL of its own: it goes where the first page of its group goes.
 */
function filterGroups(groups: LegacyGroup[], keep: (entry: string) => boolean, keepGroup = (_group: LegacyGroup) => true): LegacyGroup[] {
  const filter = (group: LegacyGroup, home: string | undefined): LegacyGroup[] => {
    if (!keepGroup(group)) return []
    const here = firstPage(group) ?? home
    const pages = group.pages.flatMap((page): (string | LegacyGroup)[] => {
      if (typeof page !== 'string') return filter(page, here)
      return keep(endpointOf(page) && here !== undefined ? here : page) ? [page] : []
    })
    return pages.length > 0 ? [{ ...group, pages }] : []
  }
  return groups.flatMap((group) => filter(group, undefined))
}

/** The groups of a version: a group without `version` is in every version. */
function inVersion(groups: LegacyGroup[], version: string): LegacyGroup[] {
  return filterGroups(groups, () => true, (group) => group.version === undefined || group.version === version)
}

/** Every entry of the groups, nested ones included. */
function entriesOf(groups: LegacyGroup[]): string[] {
  return groups.flatMap((group) => group.pages.flatMap((page) => (typeof page === 'string' ? [page] : entriesOf([page]))))
}

/** The current format's group: `version` is expressed by where the group stands. */
export function currentGroup(group: LegacyGroup): Json {
  const { version: _version, pages, ...rest } = group
  return { ...rest, pages: pages.map((page) => (typeof page === 'string' ? page : currentGroup(page))) }
}

function firstPage(group: LegacyGroup): string | undefined {
  for (const page of group.pages) {
    const found = typeof page === 'string' ? (endpointOf(page) ? undefined : page) : firstPage(page)
    if (found !== undefined) return found
  }
  return undefined
}

/** The URL a page entry is served at, as the seed format's tabs and anchors match it. */
function entryUrl(entry: string): string | undefined {
  const path = entryPath(entry)
  return path === undefined ? undefined : pageUrl(path)
}

function prefixOf(url: string): string {
  return '/' + withoutEdgeSlashes(url)
}

/**
 * The versions, in the order of `versions`; a version that groups or anchors use but `versions` does not
 * list is added after them (the seed format would never show its pages), with a note.
 */
function versionNames(legacy: LegacyNavigation, notes: Notes): string[] {
  const listed = [...(legacy.versions ?? [])]
  const used: string[] = []
  const collect = (group: LegacyGroup) => {
    if (group.version !== undefined) used.push(group.version)
    for (const page of group.pages) if (typeof page !== 'string') collect(page)
  }
  legacy.navigation.forEach(collect)
  for (const anchor of legacy.anchors ?? []) if (anchor.version !== undefined) used.push(anchor.version)
  for (const version of used) {
    if (listed.includes(version)) continue
    listed.push(version)
    notes.added(`version \`${version}\`, which groups or anchors use but \`versions\` does not list`)
  }
  return listed
}

/** Tabs and anchors that lead to another site: links on every page. */
function globalLinks(legacy: LegacyNavigation, notes: Notes): Json {
  const global: Json = {}
  const tabs = (legacy.tabs ?? []).filter((tab) => hasScheme(tab.url)).map((tab) => ({ tab: tab.name, href: tab.url }))
  const anchors = (legacy.anchors ?? []).flatMap((anchor, index) => {
    if (!hasScheme(anchor.url)) return []
    if (anchor.version !== undefined) notes.leftOut(`anchors[${index}].version`, 'a link to another site shows in every version')
    return [{ ...anchorDivision(anchor, `anchors[${index}]`, legacy.anchorColor, notes), href: anchor.url }]
  })
  if (tabs.length > 0) global.tabs = tabs
  if (anchors.length > 0) global.anchors = anchors
  return global
}

function anchorDivision(anchor: LegacySection, at: string, anchorColor: unknown, notes: Notes): Json {
  const color = anchor.color ?? anchorColor
  return {
    anchor: anchor.name,
    ...defined({ icon: anchor.icon, iconType: anchor.iconType, color: colorPair(color, anchor.color !== undefined ? `${at}.color` : undefined, notes) }),
    ...(anchor.isDefaultHidden ? { hidden: true } : {})
  }
}

/** A hex colour for both modes; a gradient has no counterpart (and is noted where it is written). */
function colorPair(color: unknown, at: string | undefined, notes: Notes): Json | undefined {
  if (typeof color === 'string') return { light: color, dark: color }
  if (color !== undefined && at !== undefined) notes.leftOut(at, GRADIENT)
  return undefined
}

/** Tabs and anchors that no page entry of the navigation falls in: the seed format shows them empty. */
function reportUnreached(sections: { section: LegacySection; at: string }[], groups: LegacyGroup[], notes: Notes): void {
  const urls = entriesOf(groups).map((entry) => entryUrl(entry) ?? '')
  for (const { section, at } of sections) {
    const prefix = prefixOf(section.url)
    if (!urls.some((url) => url === prefix || url.startsWith(`${prefix}/`))) {
      notes.leftOut(at, `\`${section.name}\` leads to no page of the navigation`)
    }
  }
}

/** Groups that list no page at all: nothing of them can be shown, in either format. */
function reportEmptyGroups(groups: LegacyGroup[], at: string, notes: Notes): void {
  groups.forEach((group, index) => {
    const here = `${at === 'navigation' ? at : `${at}.pages`}[${index}]`
    if (entriesOf([group]).length === 0) notes.leftOut(here, `group \`${group.group}\` has no pages`)
    else reportEmptyGroups(group.pages.filter((page): page is LegacyGroup => typeof page !== 'string'), here, notes)
  })
}

export function defined(values: Json): Json {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
}
