/**
 * Islands: the library's interactive components (./island-tree.ts) are hydrated in the browser by one script
 * (src/preview/browser/islands.ts), each on its own. Here each one of a page's React tree is drawn alone, with
 * an `identifierPrefix` of its own so that `useId` gives the browser the same ids, into a container that holds
 * the tree the browser draws again: the component's props and children, where every child that is not one of
 * its parts is kept as the server drew it (an element React hydrates without looking inside). A component that
 * is not an element of its own (a Callout in an accordion) is put in an element for that. The containers are
 * `display: contents`, so the page's layout does not see them.
 */
import { cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { libraryExport } from './components.js'
import { ISLAND_ATTRIBUTE, ISLAND_COMPONENTS, ISLAND_ID_ATTRIBUTE, type ComponentNode, type IslandComponent, type IslandNode, type IslandValue } from './island-tree.js'

/** The islands of one page, numbered in the order they are drawn: their prefixes are unique in the page. */
export class PageIslands {
  private count = 0

  next(): string {
    return `island${this.count++}`
  }
}

type IslandName = keyof typeof ISLAND_COMPONENTS
type AnyElement = ReactElement<Record<string, unknown>>

/** Islands that sit inside a line of text: drawn in a `span`, the others in a `div`. */
const INLINE_ISLANDS: ReadonlySet<IslandComponent> = new Set(['Tooltip'])
const CONTENTS = { display: 'contents' }
/** Elements the page's writer puts in another after drawing (a table in its scroll box, src/preview/accessible.ts): kept in an element of the island's. */
const WRAPPED_LATER: ReadonlySet<string> = new Set(['table'])

let exportNames: Map<unknown, IslandComponent> | undefined

/** The island name of a React component of the library (its export), if it is one of the islands or their parts. */
function islandName(type: unknown): IslandComponent | undefined {
  exportNames ??= new Map(
    Object.entries(ISLAND_COMPONENTS)
      .flatMap(([name, parts]) => [name, ...parts])
      .map((name) => [libraryExport(name), name as IslandComponent])
  )
  return exportNames.get(type)
}

const isIsland = (name: IslandComponent | undefined): name is IslandName => name !== undefined && Object.hasOwn(ISLAND_COMPONENTS, name)

/** The tree with each interactive component of the library in it drawn as an island; the rest as it was. */
export function withIslands(node: ReactNode, islands: PageIslands): ReactNode {
  if (Array.isArray(node)) return mapSame(node, (child) => withIslands(child, islands))
  if (!isValidElement(node)) return node
  const element = node as AnyElement
  const name = islandName(element.type)
  if (isIsland(name)) return island(element, name, islands)
  const children = element.props.children as ReactNode
  if (children === undefined) return element
  const drawn = withIslands(children, islands)
  return drawn === children ? element : cloneElement(element, { children: drawn })
}

/** The island of a component: its container, holding the component drawn alone and the tree the browser draws. */
function island(element: AnyElement, name: IslandName, islands: PageIslands): ReactElement {
  const tag = INLINE_ISLANDS.has(name) ? 'span' : 'div'
  const { element: drawn, node } = componentNode(element, name, tag, islands)
  const id = islands.next()
  // renderToString, not renderToStaticMarkup: hydration needs its comments between adjacent texts ("Show", " ", the title).
  const html = renderToString(drawn, { identifierPrefix: id })
  // The container takes the component's key: it stands in its place in its parent's children.
  return createElement(tag, { key: element.key, [ISLAND_ATTRIBUTE]: JSON.stringify(node), [ISLAND_ID_ATTRIBUTE]: id, style: CONTENTS, dangerouslySetInnerHTML: { __html: html } })
}

/**
 * A component of an island as the browser draws it, and as the server draws it: its parts are components too,
 * every other child is kept (islands inside it drawn first, as islands of their own).
 */
function componentNode(element: AnyElement, name: IslandComponent, tag: string, islands: PageIslands): { element: ReactElement; node: ComponentNode } {
  const { children, ...props } = element.props
  const parts: readonly string[] = isIsland(name) ? ISLAND_COMPONENTS[name] : []
  const drawn: ReactNode[] = []
  const nodes: IslandNode[] = []
  for (const child of ([] as ReactNode[]).concat(children as ReactNode)) {
    const part = isValidElement(child) ? islandName(child.type) : undefined
    const described = part && parts.includes(part) ? componentNode(child as AnyElement, part, tag, islands) : keptChild(child, tag, islands)
    if (!described) continue
    drawn.push(described.element)
    nodes.push(described.node)
  }
  return { element: cloneElement(element, undefined, ...drawn), node: { component: name, props: islandProps(props), children: nodes } }
}

/** A child kept as the server draws it: a text, or an element (a component's markup put in one). Nothing for what draws nothing. */
function keptChild(child: ReactNode, tag: string, islands: PageIslands): { element: ReactNode; node: IslandNode } | undefined {
  if (typeof child === 'string' || typeof child === 'number') return { element: child, node: String(child) }
  if (!isValidElement(child)) return undefined
  const drawn = withIslands(child, islands) as ReactElement
  if (typeof drawn.type === 'string' && !WRAPPED_LATER.has(drawn.type)) return { element: drawn, node: { kept: drawn.type } }
  return { element: createElement(tag, { style: CONTENTS }, drawn), node: { kept: tag } }
}

/** The props as JSON: literals as they are, an element (an icon) kept as drawn. */
function islandProps(props: Record<string, unknown>): Record<string, IslandValue> {
  const json: Record<string, IslandValue> = {}
  for (const [key, value] of Object.entries(props)) {
    if (isValidElement(value)) {
      if (typeof value.type === 'string') json[key] = { kept: value.type }
    } else if (value !== undefined && typeof value !== 'function') json[key] = value as IslandValue
  }
  return json
}

/** `list.map(change)`, or `list` itself when nothing changed. */
function mapSame<T>(list: T[], change: (item: T) => T): T[] {
  const changed = list.map(change)
  return changed.every((item, index) => item === list[index]) ? list : changed
}
