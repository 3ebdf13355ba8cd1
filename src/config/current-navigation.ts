import type { Segment } from './json.js'

/** The divisions of the current format, by the key that lists them and the key that names each one. */
export const DIVISIONS = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
  menu: 'item'
} as const

export type DivisionKind = (typeof DIVISIONS)[keyof typeof DIVISIONS]

/** One string of a current-format navigation: a page path or an endpoint entry, with where it stands. */
export interface CurrentNavigationEntry {
  value: string
  /** Where in docs.json, as a path: `navigation.tabs[0].groups[1].pages[2]`. */
  path: Segment[]
  /** The divisions it is in, outermost first: `{kind: 'tab', name: 'Guides'}`. */
  divisions: { kind: DivisionKind; name: string }[]
  /** The groups it is in, outermost first. */
  groups: string[]
  /** `root` when the entry is a group's root page rather than one of its pages. */
  role: 'page' | 'root'
}

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * Every page entry of a current-format `navigation` object, in the order written: the `pages` of every
 * division and group at any depth, and the `root` of groups. `global` holds links only and is skipped;
 * values of the wrong shape are skipped too (the schema reports them).
 */
export function currentNavigationEntries(navigation: unknown): CurrentNavigationEntry[] {
  const entries: CurrentNavigationEntry[] = []
  const walkPages = (pages: unknown, at: Segment[], divisions: CurrentNavigationEntry['divisions'], groups: string[]) => {
    if (!Array.isArray(pages)) return
    pages.forEach((page, index) => {
      const here = [...at, index]
      if (typeof page === 'string') entries.push({ value: page, path: here, divisions, groups, role: 'page' })
      else if (isNode(page)) walkGroup(page, here, divisions, groups)
    })
  }
  const walkGroup = (group: Node, at: Segment[], divisions: CurrentNavigationEntry['divisions'], groups: string[]) => {
    const inner = [...groups, String(group.group ?? '')]
    if (typeof group.root === 'string') entries.push({ value: group.root, path: [...at, 'root'], divisions, groups: inner, role: 'root' })
    walkPages(group.pages, [...at, 'pages'], divisions, inner)
  }
  const walkDivision = (node: Node, at: Segment[], divisions: CurrentNavigationEntry['divisions']) => {
    for (const [key, nameKey] of Object.entries(DIVISIONS)) {
      const list = node[key]
      if (!Array.isArray(list)) continue
      list.forEach((child, index) => {
        if (isNode(child)) walkDivision(child, [...at, key, index], [...divisions, { kind: nameKey, name: String(child[nameKey] ?? '') }])
      })
    }
    if (Array.isArray(node.groups)) {
      node.groups.forEach((group, index) => {
        if (isNode(group)) walkGroup(group, [...at, 'groups', index], divisions, [])
      })
    }
    walkPages(node.pages, [...at, 'pages'], divisions, [])
  }
  if (isNode(navigation)) walkDivision(navigation, ['navigation'], [])
  return entries
}
