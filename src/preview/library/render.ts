/**
 * A page's content, sanitised hast with component markers (elements carrying `data-docslint-component`, the
 * index of a `ComponentCall`), drawn through React: each marker becomes the library's component with its children,
 * the rest the elements they are, then `react-dom/server` gives the HTML, read back as hast for the page shell.
 */
import { Fragment, cloneElement, createElement, type ReactElement, type ReactNode } from 'react'
import { jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import { fromHtml } from 'hast-util-from-html'
import type { Element, ElementContent, Root } from 'hast'
import { h } from 'hastscript'
import { drawComponent, type PageComponent } from './components.js'
import { icon, type IconLibrary } from '../icons.js'
import { settleDrawn } from './settle.js'
import { PageIslands, withIslands } from './islands.js'
import { runsByComponent } from './plain-content.js'

/** The property of a marker element; content.ts keeps authors from writing it. */
export const MARKER = 'dataDocslintComponent'
export const MARKER_ATTRIBUTE = 'data-docslint-component'
export type { PageComponent }


type Jsx = (type: unknown, props: Record<string, unknown>, key?: string) => ReactNode

/** React's `jsx`, drawing a marker as its component: the library's components read their children's props (Tabs, Steps). */
function markerJsx(calls: readonly PageComponent[], undrawable: ReadonlySet<number>, base: Jsx): Jsx {
  return (type, props, key) => {
    const index = props[MARKER_ATTRIBUTE]
    const call = typeof index === 'string' ? calls[Number(index)] : undefined
    if (!call) return base(type, props, key)
    const children = props.children === undefined ? [] : ([] as ReactNode[]).concat(props.children as ReactNode)
    const element = undrawable.has(Number(index)) ? undrawnBox(call.name, children) : drawComponent({ ...call, icon: call.icon && toReact(call.icon, []) }, children)
    return key === undefined ? element : cloneElement(element, { key })
  }
}

/** A component the library failed to draw (props it does not take, as written), as a labelled box with its content. */
function undrawnBox(name: string, children: ReactNode[]): ReactElement {
  const label = createElement('div', { className: 'component-placeholder-label' }, `Component <${name}> could not be drawn with these attributes: shown as its content only`)
  return createElement('div', { className: 'component-placeholder', 'data-component': name }, label, ...children)
}

/** Whether the library draws this component (with no children) without throwing. */
function drawsAlone(call: PageComponent): boolean {
  try {
    renderToStaticMarkup(drawComponent({ ...call, icon: undefined }, []))
    return true
  } catch {
    return false
  }
}

/** React elements of a tree (hast), markers drawn as their components. */
export function toReact(tree: Root | Element, calls: readonly PageComponent[], undrawable: ReadonlySet<number> = new Set()): ReactNode {
  return toJsxRuntime(tree, {
    Fragment,
    jsx: markerJsx(calls, undrawable, jsx as Jsx) as never,
    jsxs: markerJsx(calls, undrawable, jsxs as Jsx) as never,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
    // The page's own HTML went through the sanitiser already; what is left is kept as it is.
    ignoreInvalidStyle: true
  })
}

/**
 * The HTML React makes of the tree, as hast, its interactive components as islands (numbered by `islands`, one
 * per page: ./islands.ts). React adds `<link rel="preload">` for the images it draws (Card's `img`, Frame); the
 * page shows them anyway, so they are left out.
 */
export function drawWithLibrary(tree: Root, calls: readonly PageComponent[], library?: IconLibrary, islands = new PageIslands()): { tree: Root; undrawn: string[] } {
  try {
    return { tree: drawn(tree, calls, new Set(), library, islands), undrawn: [] }
  } catch {
    // A component the library throws on (an attribute it does not take in the form written) is boxed, the rest drawn.
    const undrawable = new Set(calls.flatMap((call, index) => (drawsAlone(call) ? [] : [index])))
    return { tree: drawn(tree, calls, undrawable, library, islands), undrawn: [...undrawable].map((index) => calls[index].name) }
  }
}

/**
 * A warning the preview writes itself (a page it cannot show, a deprecated endpoint), drawn by the library as a
 * page's `<Warning>` is, so it looks like one and needs no style of its own.
 */
export function drawnWarning(children: ElementContent[], className?: string): ElementContent[] {
  const tree: Root = { type: 'root', children: [h('div', { [MARKER]: '0' }, children)] }
  const drawn = drawWithLibrary(tree, [{ name: 'Warning', attributes: {} }]).tree.children as ElementContent[]
  if (className) for (const child of drawn) if (child.type === 'element') child.properties.className = [...([] as unknown[]).concat(child.properties.className ?? []).map(String), className]
  return drawn
}

/**
 * Only the runs of the page's top-level content that hold a component go through React (and back through the
 * HTML parser); the rest, plain Markdown, is already the hast React would give back. On the 1,000-page generated
 * site the round trip of everything was most of the preview's rendering time.
 */
function drawn(tree: Root, calls: readonly PageComponent[], undrawable: ReadonlySet<number>, library: IconLibrary | undefined, islands: PageIslands): Root {
  const children = runsByComponent(tree.children, MARKER).flatMap(({ drawn, nodes }, index) => (drawn ? drawnByReact(nodes, calls, undrawable, islands, index) : nodes))
  const result: Root = { type: 'root', children: children.filter((child) => !(child.type === 'element' && child.tagName === 'link')) }
  return settleDrawn(withOfflineIcons(result, library), calls)
}

/** One run drawn by React; its `useId` ids (a tree folder's) take the run's number, so two runs never share one. */
function drawnByReact(nodes: Root['children'], calls: readonly PageComponent[], undrawable: ReadonlySet<number>, islands: PageIslands, run: number): Root['children'] {
  const element = withIslands(toReact({ type: 'root', children: nodes }, calls, undrawable), islands)
  const html = renderToStaticMarkup(element as never, run === 0 ? undefined : { identifierPrefix: `run${run}-` })
  return fromHtml(html, { fragment: true }).children
}

/** The library's icon URLs: `<cdn>/v7.1.0/<style>/<name>.svg` (Font Awesome), `<cdn>/lucide/<version>/<name>.svg`, `<cdn>/devicon/<name>.svg`. */
const CDN_ICON = /^url\(https:\/\/[^/)]+\/(?:v[\d.]+\/([\w-]+)|(lucide)\/[^/)]+|devicon)\/([\w-]+)\.svg\)$/
/** The class the library gives a tab's icon: the one icon it draws from a name the page wrote (its own are Font Awesome's). */
const PAGE_ICON_CLASS = 'tab-icon'

/**
 * The library draws its own icons (an accordion's caret, a tab's icon) as a mask of an image on its CDN; the
 * preview makes no request, so each becomes the same icon drawn offline (src/preview/icons.ts), at the size given.
 * A tab's icon is the page's, so it is looked up in the site's icon library (`library`), as every other icon of
 * the page is; the library's own (a caret) are Font Awesome's names.
 */
function withOfflineIcons(tree: Root, library: IconLibrary | undefined): Root {
  const visit = (parent: Root | Element): void => {
    // The library's anchor links hold a zero-width space, which would end up in the search index's text.
    parent.children = parent.children.filter((child) => !(child.type === 'text' && child.value === '\u200b'))
    parent.children = parent.children.map((child) => {
      if (child.type !== 'element') return child
      const offline = child.tagName === 'svg' ? offlineIcon(child, library) : undefined
      if (offline) return offline
      visit(child)
      return child
    })
  }
  visit(tree)
  return tree
}

function offlineIcon(svg: Element, library: IconLibrary | undefined): Element | undefined {
  const style = String(svg.properties.style ?? '')
  const mask = /(?:^|;)\s*mask-image:\s*([^;]+)/.exec(style)?.[1]?.trim()
  if (mask === undefined || !/^url\(["']?https?:/.test(mask)) return undefined
  // An icon the library named in a way its CDN path does not show is still drawn offline, as the neutral icon.
  const found = CDN_ICON.exec(mask)
  const classes = ([] as unknown[]).concat(svg.properties.className ?? []).map(String)
  const from: IconLibrary | undefined = found?.[2] ? 'lucide' : classes.includes(PAGE_ICON_CLASS) ? library : undefined
  const drawn = found ? icon(found[3], found[1], 'icon', from) : icon(undefined)
  const size = ['width', 'height'].map((side) => new RegExp(`(?:^|;)\\s*${side}:\\s*([^;]+)`).exec(style)?.[1]).filter((value) => value !== undefined)
  drawn.properties.style = size.length === 2 ? `width:${size[0]};height:${size[1]}` : undefined
  drawn.properties.className = ['icon', ...classes.filter((name) => !name.startsWith('bg-'))]
  return drawn
}
