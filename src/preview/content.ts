import { defaultHandlers, toHast, type Handler, type Handlers, type State } from 'mdast-util-to-hast'
import { sanitize, defaultSchema, type Schema } from 'hast-util-sanitize'
import { toString } from 'mdast-util-to-string'
import { h } from 'hastscript'
import { headingText, HeadingIds } from '../page/heading-id.js'
import { customHeadingId } from '../page/custom-heading-id.js'
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast'
import type { Code, Definition, Heading, Image, ImageReference, Link, LinkReference, Paragraph, Root } from 'mdast'
import { readAttributes, type JsxNode } from './attributes.js'
import { literalValue, type Literal } from './literal.js'
import { componentRenderers } from './components.js'
import { codeBlock, HighlightedBlocks } from './code-block.js'
import { drawsWithLibrary } from './library/components.js'
import { drawWithLibrary, MARKER, MARKER_ATTRIBUTE, type PageComponent } from './library/render.js'
import { PageIslands } from './library/islands.js'
import { icon, type IconLibrary } from './icons.js'
import { jsxIcon } from './jsx-icon.js'
import { slotElement, SLOT_ATTRIBUTE } from './library/slots.js'
import { markdownAttribute } from './markdown-attribute.js'
import { treeFromList } from './tree-list.js'
import { own } from '../util/own.js'
import { hasScheme } from '../site/url.js'
import { sandboxTokens } from './sandbox.js'

/** A heading of the rendered page, for the "On this page" list. */
export interface TocEntry {
  depth: number
  text: string
  slug: string
}

export interface RenderedContent {
  main: HastRoot
  /** Request and response examples, for the side column. */
  aside: HastRoot
  toc: TocEntry[]
  /** The components the preview could not draw, each shown as a labelled box with its content. */
  placeholders: Placeholder[]
}

/**
 * A component the preview has no drawing for: one the page defines itself (`export const`, a `.jsx` import), an
 * unknown tag, or a known one the library could not draw with the attributes written.
 */
export interface Placeholder {
  name: string
  kind: 'custom' | 'unknown' | 'undrawn'
}

export interface ContentLinks {
  /** The output href of a link or image URL written in the page; undefined drops an unsafe URL. */
  href(url: string): string | undefined
  /** The library the page's icons are from (docs.json's `icons.library`); Font Awesome when not given. */
  iconLibrary?: IconLibrary
  /** The href of an icon's file in the output, from the page (copied there by the build); undefined for a name no library has. */
  iconHref?(name: string, iconType?: string): string | undefined
}

/** Attributes whose value is a URL of the page, rewritten like its links. */
const URL_ATTRIBUTES = new Set(['href', 'img', 'src'])
/** An `icon` that is an image's path or URL, not an icon's name. */
const IMAGE_ICON = /^(\/|\.|https?:)/

/**
 * A page's tree as HTML (hast). Nothing of the page runs: MDX expressions, `import` and `export` are
 * dropped, JSX attributes are read as literals only, and the author's own HTML elements go through
 * hast-util-sanitize. The generator's components become markers that the sanitiser keeps and
 * src/preview/library/ draws with the generator's own component library; icons and highlighted code, which the
 * sanitiser would strip, are put in after it from placeholders that hold names and text only.
 */
export function renderContent(tree: Root, links: ContentLinks): RenderedContent {
  const slugger = new HeadingIds()
  const highlighted = new HighlightedBlocks()
  const toc: TocEntry[] = []
  const aside: Element[] = []
  const calls: PageComponent[] = []
  const placeholders: Placeholder[] = []
  const defined = definedByPage(tree)
  const views = { count: 0 }
  const jsx = (state: State, written: JsxNode): ElementContent[] => {
    const node = treeFromList(written)
    if (!node.name) return state.all(node)
    // The anchor first: components are numbered in page order, a container before what it holds.
    const anchor = slugger.componentAnchor(node)
    const children = state.all(node)
    const renderer = own(componentRenderers, node.name)
    if (renderer) return renderer({ attributes: readAttributes(node), children, href: links.href, aside: (element) => aside.push(element), slugger, node, views })
    if (drawsWithLibrary(node.name)) {
      calls.push({ name: node.name, attributes: libraryAttributes(node, links), anchor, icon: componentIcon(node, links.iconLibrary) })
      return [h(INLINE.has(node.name) ? 'span' : 'div', { [MARKER]: String(calls.length - 1) }, [...children, ...markdownSlots(state, node)])]
    }
    if (/^[a-z]/.test(node.name)) return [intrinsic(node, children, links)]
    placeholders.push({ name: node.name, kind: defined.has(node.name) ? 'custom' : 'unknown' })
    return [placeholderBox(node, defined.has(node.name), children)]
  }
  const handlers: Handlers = {
    mdxJsxFlowElement: jsx as Handler,
    mdxJsxTextElement: jsx as Handler,
    mdxFlowExpression: () => undefined,
    mdxTextExpression: () => undefined,
    mdxjsEsm: () => undefined,
    heading(state, node: Heading) {
      const text = toString(node)
      const custom = customHeadingId(node)
      const slug = custom ? slugger.custom(custom) : slugger.slug(headingText(node))
      if (node.depth >= 2 && node.depth <= 3) toc.push({ depth: node.depth, text, slug })
      const anchor = h('a.heading-anchor', { href: `#${slug}`, ariaLabel: `Link to ${text}` }, '#')
      return h(`h${node.depth}`, { id: slug }, [...state.all(node), anchor])
    },
    code(_state, node: Code) {
      if (node.data?.highlighted) highlighted.add(node, node.data.highlighted)
      return codeBlock(node)
    },
    paragraph(state, node: Paragraph) {
      // `<Note>Text</Note>` on one line is a JSX element inside a paragraph; a block component is not put in a `<p>`.
      const content = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''))
      const blocks = content.length > 0 && content.every((child) => child.type === 'mdxJsxTextElement' && isBlock(child.name))
      return blocks ? state.all(node) : h('p', state.all(node))
    },
    link: (state, node: Link) => anchor(links, node, state.all(node)),
    image: (_state, node: Image) => picture(links, node, node.alt),
    // `[text][ref]` and `![alt][ref]` with `[ref]: ./page` lead where an inline link to the definition's URL does.
    linkReference(state, node: LinkReference) {
      const definition = definitionOf(state, node)
      return definition ? anchor(links, definition, state.all(node)) : defaultHandlers.linkReference(state, node)
    },
    imageReference(state, node: ImageReference) {
      const definition = definitionOf(state, node)
      return definition ? picture(links, definition, node.alt) : defaultHandlers.imageReference(state, node)
    }
  }
  const main = toHast(tree, { handlers }) as HastRoot
  // Every slug the slugger gave out is a key of its occurrences.
  const slugs = new Set(Object.keys(slugger.occurrences))
  const islands = new PageIslands()
  const draw = (tree: HastRoot): HastRoot => {
    const drawn = drawWithLibrary(finish(tree, slugs, highlighted, links.iconLibrary), calls, links.iconLibrary, islands)
    placeholders.push(...drawn.undrawn.map((name): Placeholder => ({ name, kind: 'undrawn' })))
    return drawn.tree
  }
  return { main: draw(main), aside: draw({ type: 'root', children: aside }), toc, placeholders }
}

/** The names a page defines itself: `export const HeroCard = ...`, `export function X`, or imports (`.jsx` snippets). */
function definedByPage(tree: Root): Set<string> {
  const names = new Set<string>()
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue
    for (const match of node.value.matchAll(/\b(?:const|let|var|function|class)\s+([A-Z][\w$]*)|\b([A-Z][\w$]*)\b(?=[^;]*\bfrom\b)/g)) names.add(match[1] ?? match[2])
  }
  return names
}

/** A component the preview cannot draw, as a labelled box around its content, so nothing of the page vanishes. */
function placeholderBox(node: JsxNode, custom: boolean, children: ElementContent[]): Element {
  const label = `${custom ? 'Custom' : 'Unknown'} component <${node.name}>: shown as its content only`
  const tag = node.type === 'mdxJsxTextElement' ? 'span' : 'div'
  return h(`${tag}.component-placeholder`, { dataComponent: node.name }, [h(`${tag}.component-placeholder-label`, label), ...children])
}

/** A library component's attributes: literals, with its URLs rewritten like the page's links (an unsafe one dropped). */
function libraryAttributes(node: JsxNode, links: ContentLinks): Record<string, Literal> {
  const attributes: Record<string, Literal> = {}
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue
    const written = attribute.value
    const value = written === null || written === undefined ? true : typeof written === 'string' ? written : literalValue(written.value)
    if (value === undefined) continue
    const isUrl = typeof value === 'string' && (URL_ATTRIBUTES.has(attribute.name) || (attribute.name === 'icon' && IMAGE_ICON.test(value)))
    if (!isUrl) attributes[attribute.name] = value
    else {
      const href = links.href(value)
      if (href !== undefined) attributes[attribute.name] = href
    }
  }
  return attributes
}

/** Attributes the generator reads as Markdown, by component. */
const MARKDOWN_ATTRIBUTES: Record<string, string[]> = { Frame: ['caption'] }

/** The component's Markdown attributes, each drawn into its slot (./library/slots.ts). */
function markdownSlots(state: State, node: JsxNode): Element[] {
  const written = readAttributes(node)
  return (own(MARKDOWN_ATTRIBUTES, node.name ?? '') ?? []).flatMap((name) => {
    const value = written.get(name)
    return typeof value === 'string' && value.trim() !== '' ? [slotElement(name, markdownAttribute(value, state))] : []
  })
}

/** A component's icon, drawn offline: a name (in the site's icon library), or JSX (`icon={<svg ...>}`) read without running it. */
function componentIcon(node: JsxNode, library: IconLibrary | undefined): Element | undefined {
  const named = (name: string) => node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name)?.value
  // `<Icon name="trash-2" />` is how the generator's own docs write an icon's name besides `icon`.
  const written = named('icon') ?? (node.name === 'Icon' ? named('name') : undefined)
  if (written && typeof written === 'object') return jsxIcon(written.value)
  if (typeof written !== 'string' || written === '' || IMAGE_ICON.test(written)) return undefined
  const iconType = readAttributes(node).get('iconType')
  return icon(written, typeof iconType === 'string' ? iconType : undefined, 'icon', library)
}

/** A link to `url` (its href made by `links`), or its text alone when the URL is unsafe. */
function anchor(links: ContentLinks, { url, title }: Pick<Link, 'url' | 'title'>, children: ElementContent[]): Element {
  const href = links.href(url)
  return href === undefined ? h('span', children) : h('a', { href, title: title ?? undefined }, children)
}

/** An image of `url` (its src made by `links`), or its alternative text when the URL is unsafe. */
function picture(links: ContentLinks, { url, title }: Pick<Image, 'url' | 'title'>, alt: string | null | undefined): Element {
  const src = links.href(url)
  return src === undefined ? h('span', alt ?? '') : h('img', { src, alt: alt ?? '', title: title ?? undefined })
}

/** The definition (`[ref]: url "title"`) a reference names, matched as CommonMark matches labels. */
function definitionOf(state: State, node: LinkReference | ImageReference): Definition | undefined {
  return state.definitionById.get(String(node.identifier).toUpperCase())
}

/** Components that sit inside a line of text; the others are blocks. */
const INLINE = new Set(['Tooltip', 'Badge', 'Icon'])
const BLOCK_TAGS = new Set(
  'address article aside audio blockquote details dialog div dl fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr iframe main nav noscript ol p pre script section style table template ul video'.split(' ')
)

/** An element written on one line that is still a block (`<Note>x</Note>`, `<div>x</div>`): no `<p>` around it. */
function isBlock(name: string | null): boolean {
  if (!name) return false
  // An unknown component alone on its line is a placeholder box (a block).
  if (/^[A-Z]/.test(name) && !INLINE.has(name)) return true
  return name in componentRenderers || drawsWithLibrary(name) ? !INLINE.has(name) : BLOCK_TAGS.has(name)
}

/** An HTML element written in the page (`<img>`, `<video>`, `<iframe>`, ...), string and flag attributes only. */
function intrinsic(node: JsxNode, children: ElementContent[], links: ContentLinks): Element {
  const properties: Record<string, string | boolean> = {}
  for (const [name, value] of readAttributes(node)) {
    // Only content.ts makes component markers and slots.
    if (name === MARKER_ATTRIBUTE || name === SLOT_ATTRIBUTE) continue
    if (typeof value === 'number') properties[name] = String(value)
    else if (['src', 'href', 'poster'].includes(name) && typeof value === 'string') {
      const href = links.href(value)
      if (href !== undefined) properties[name] = href
    } else properties[name] = value
  }
  return h(node.name!, properties, children)
}

/**
 * GitHub's schema limits `className` on some elements to a few values (`language-*` on code, task lists);
 * the components' own classes are needed everywhere, so those limits are lifted.
 */
const defaultAttributes = Object.fromEntries(
  Object.entries(defaultSchema.attributes ?? {}).map(([tag, list]) => [tag, list.map((item) => (Array.isArray(item) && item[0] === 'className' ? 'className' : item))])
)

/**
 * The default clobber protection stays on: an author's `id` or `name` (`<img name="querySelector">`) gets the
 * prefix `user-content-`, so it cannot stand in for a property of `document` or `window` that the preview's
 * script reads. The ids docslint makes itself (heading slugs) lose the prefix again after sanitising.
 */
const schema: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'button', 'figure', 'figcaption', 'video', 'source', 'iframe', 'span', 'div', 'kbd', 'mark', 'u', 'abbr', 'select', 'option'],
  attributes: {
    ...defaultAttributes,
    '*': [...(defaultAttributes['*'] ?? []), 'className', 'data*', 'id', 'role', 'ariaLabel', 'ariaSelected', 'ariaHidden', 'tabIndex', 'title', 'hidden'],
    button: ['type'],
    option: ['value'],
    details: ['open'],
    video: ['src', 'poster', 'controls', 'muted', 'loop', 'playsInline', 'width', 'height', 'preload'],
    source: ['src', 'type'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowFullScreen', 'loading', 'frameBorder', 'referrerPolicy', 'sandbox']
  },
  protocols: { ...defaultSchema.protocols, poster: ['http', 'https'] },
  required: {}
}

/** Sanitises, then swaps the placeholders for icons and highlighted code, and gives back the ids made from `slugs`. */
function finish(tree: HastRoot, slugs: ReadonlySet<string>, highlighted: HighlightedBlocks, library?: IconLibrary): HastRoot {
  const clean = sanitize(tree, schema) as HastRoot
  fill(clean, slugs, highlighted, library)
  return clean
}

const clobberPrefix = defaultSchema.clobberPrefix ?? 'user-content-'

/**
 * An iframe of a file of the site (`/demo.html`: no scheme, so served from the preview's own origin) gets the
 * preview's sandbox (./sandbox.ts); one of another site (`https://www.youtube.com/embed/...`) has an origin of
 * its own already, and stays as written, as the site generator shows it.
 */
function sandboxOwnFile(iframe: Element): void {
  const src = iframe.properties.src
  if (typeof src === 'string' && hasScheme(src)) return
  iframe.properties.sandbox = sandboxTokens(iframe.properties.sandbox)
}

function fill(parent: HastRoot | Element, slugs: ReadonlySet<string>, highlighted: HighlightedBlocks, library?: IconLibrary): void {
  parent.children = parent.children.map((child): RootContent => {
    if (child.type !== 'element') return child
    const id = child.properties.id
    // Only a slug docslint made from a heading (or an update's label) is an id without the prefix.
    if (typeof id === 'string' && id.startsWith(clobberPrefix) && slugs.has(id.slice(clobberPrefix.length))) child.properties.id = id.slice(clobberPrefix.length)
    if (child.tagName === 'span' && typeof child.properties.dataIcon === 'string') {
      return icon(child.properties.dataIcon, typeof child.properties.dataIconType === 'string' ? child.properties.dataIconType : undefined, 'icon', library)
    }
    if (child.tagName === 'span' && typeof child.properties.dataIconJsx === 'string') return jsxIcon(child.properties.dataIconJsx) ?? icon('circle')
    if (child.tagName === 'pre' && typeof child.properties.dataLang === 'string') return highlighted.take(child, toString(child as never))
    if (child.tagName === 'iframe') sandboxOwnFile(child)
    fill(child, slugs, highlighted, library)
    return child
  }) as typeof parent.children
}
