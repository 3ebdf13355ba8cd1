/**
 * The preview's islands script (`_docslint/islands.js`), bundled with React and the library's interactive
 * components when docslint is built (scripts/build-bundle.mjs, one file shared by every page) and loaded,
 * deferred, only by pages that have an island (src/preview/library/island-script.ts). Each island's container
 * holds the tree the server drew (src/preview/library/islands.ts): the component is drawn again from it and
 * hydrated, with the island's own `identifierPrefix`, so its `useId` ids are the server's. What the server kept
 * (the page's content inside a component, a nested island) is hydrated as an element whose content React leaves
 * as it is: the page's markup is never drawn twice, and nothing of the page is run.
 */
import { createElement, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import * as libraryModule from '@mintlify/components'
import { namedTooltip } from '../library/tooltip.js'
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, isKept, type IslandComponent, type IslandNode, type IslandValue } from '../library/island-tree.js'

type Component = (props: Record<string, unknown>) => ReactNode
/**
 * The library's type declarations do not resolve here (their imports have no extensions). Each export is read
 * from the module itself, not through a variable, so the bundler keeps only these components of the library.
 */
type Library = Record<'Accordion' | 'Expandable' | 'Tabs' | 'Tooltip', Component & Record<string, Component>>

const COMPONENTS: Record<IslandComponent, Component> = {
  Accordion: (libraryModule as unknown as Library).Accordion,
  'Accordion.Group': (libraryModule as unknown as Library).Accordion.Group,
  Expandable: (libraryModule as unknown as Library).Expandable,
  Tabs: (libraryModule as unknown as Library).Tabs,
  'Tabs.Item': (libraryModule as unknown as Library).Tabs.Item,
  // Drawn as the server draws it (src/preview/library/components.ts): its trigger named by the visible term.
  Tooltip: namedTooltip((libraryModule as unknown as Library).Tooltip)
}

/** An element of the server's markup that React hydrates without drawing what it holds. */
function kept(tag: string): ReactNode {
  return createElement(tag, { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true })
}

function propValue(value: IslandValue): unknown {
  return isKept(value) ? kept(value.kept) : value
}

function drawn(node: IslandNode): ReactNode {
  if (typeof node === 'string') return node
  if (isKept(node)) return kept(node.kept)
  const props = Object.fromEntries(Object.entries(node.props).map(([key, value]) => [key, propValue(value)]))
  return createElement(COMPONENTS[node.component], props, ...node.children.map(drawn))
}

/**
 * Hydrates one island. Should the library throw in the browser, or draw other markup than the server's, React
 * would empty the island or draw it again without the content it kept: the island is given back the server's
 * markup instead, which shows everything but the component's behaviour, and the console says which one.
 */
function hydrate(container: Element): void {
  const tree = JSON.parse(container.getAttribute(ISLAND_ATTRIBUTE) ?? 'null') as IslandNode | null
  if (tree === null) return
  const server = Array.from(container.childNodes, (node) => node.cloneNode(true))
  let givenBack = false
  const giveBack = (error: unknown): void => {
    if (givenBack) return
    givenBack = true
    const name = typeof tree === 'object' && 'component' in tree ? tree.component : 'component'
    console.error(`docslint: a <${name}> of this page could not be hydrated; it is shown as drawn, without its behaviour:`, error)
    setTimeout(() => {
      root.unmount()
      container.replaceChildren(...server)
    })
  }
  const root = hydrateRoot(container, drawn(tree), {
    identifierPrefix: container.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '',
    onUncaughtError: giveBack,
    onRecoverableError: giveBack
  })
}

for (const container of Array.from(document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`))) hydrate(container)
