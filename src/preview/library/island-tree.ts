/**
 * What the server writes on an island (an interactive component of the library, hydrated in the browser) for the
 * browser to draw the same React tree again: the component's name and props, and its children. Shared by the
 * server (./islands.ts) and the browser's script (src/preview/browser/islands.ts); types and names only, no code
 * of either side.
 */

/** The attribute that holds an island's tree (JSON), on the element React hydrates (the island's container). */
export const ISLAND_ATTRIBUTE = 'data-docslint-island'
/** The attribute that holds an island's `identifierPrefix`, unique in its page, so `useId` gives the server's ids. */
export const ISLAND_ID_ATTRIBUTE = 'data-docslint-island-id'

/**
 * An element whose markup the browser keeps as the server wrote it: React hydrates the element and leaves what
 * it holds alone (the page's own content, a component that does nothing in the browser, a nested island).
 */
export interface KeptNode {
  kept: string
}

/** A component of the library, by its export's name (`Tabs.Item`), with its props and children. */
export interface ComponentNode {
  component: IslandComponent
  props: Record<string, IslandValue>
  children: IslandNode[]
}

/** A text (as React wrote it), a kept element, or a component. */
export type IslandNode = string | KeptNode | ComponentNode

/** A prop: a literal as the page wrote it (all the preview ever evaluates), or an element kept as drawn (an icon). */
export type IslandValue = string | number | boolean | null | IslandValue[] | { [key: string]: IslandValue } | KeptNode

/**
 * The library's interactive components (state, handlers, `useId`), by export name, each with the parts it reads
 * from its children's props (Tabs reads each Tabs.Item's title and icon) or that must stay its direct children
 * (an accordion group styles its accordions as `details` children): those are drawn again in the browser, as the
 * island itself is; everything else inside it is kept.
 */
export const ISLAND_COMPONENTS = {
  Accordion: [],
  'Accordion.Group': ['Accordion'],
  Expandable: [],
  Tabs: ['Tabs.Item'],
  Tooltip: []
} as const satisfies Record<string, readonly string[]>

export type IslandComponent = keyof typeof ISLAND_COMPONENTS | (typeof ISLAND_COMPONENTS)[keyof typeof ISLAND_COMPONENTS][number]

export function isKept(value: unknown): value is KeptNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as KeptNode).kept === 'string' && Object.keys(value).length === 1
}
