import { defaultHandlers, toHast, type Handler, type Handlers, type State } from 'mdast-util-to-hast'
import { sanitize, defaultSchema, type Schema } from 'hast-util-sanitize'
import { toString } from 'mdast-util-to-string'
import { h } from 'hastscript'
import { headingText, HeadingIds } from '../page/heading-id.js'
import { customHeadingId } from '../page/custom-heading-id.js'
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast'
import type { Code, Definition, Heading, Image, ImageReference, Link, LinkReference, Paragraph, Root } from 'mdast'
import { readAttributes, type JsxNode } from './attributes.js'
import { componentRenderers } from './components.js'
import { codeBlock, HighlightedBlocks } from './code-block.js'
import { icon, type IconLibrary } from './icons.js'
import { jsxIcon } from './jsx-icon.js'
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
}

export interface ContentLinks {
  /** The output href of a link or image URL written in the page; undefined drops an unsafe URL. */
  href(url: string): string | undefined
  /** The library the page's icons are from (docs.json's `icons.library`); Font Awesome when not given. */
  iconLibrary?: IconLibrary
  /** The href of an icon's file in the output, from the page (copied there by the build); undefined for a name no library has. */
  iconHref?(name: string, iconType?: string): string | undefined
}

/**
 * A page's tree as HTML (hast). Nothing of the page runs: MDX expressions, `import` and `export` are
 * dropped, JSX attributes are read as literals only, and the author's own HTML elements go through
 * hast-util-sanitize with the components' markup. Icons and highlighted code, which the sanitiser would
 * strip, are put in after it from placeholders that hold names and text only.
 */
export function renderContent(tree: Root, links: ContentLinks): RenderedContent {
  const slugger = new HeadingIds()
  const highlighted = new HighlightedBlocks()
  const toc: TocEntry[] = []
  const aside: Element[] = []
  const jsx = (state: State, node: JsxNode): ElementContent[] => {
    const children = state.all(node)
    if (!node.name) return children
    const renderer = own(componentRenderers, node.name)
    if (renderer) return renderer({ attributes: readAttributes(node), children, href: links.href, aside: (element) => aside.push(element), slugger, node })
    if (/^[a-z]/.test(node.name)) return [intrinsic(node, children, links)]
    // A component the preview does not know: its content is shown without its own markup.
    return children
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
  return {
    main: finish(main, slugs, highlighted, links.iconLibrary),
    aside: finish({ type: 'root', children: aside }, slugs, highlighted, links.iconLibrary),
    toc
  }
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
const INLINE = new Set(['Tooltip'])
const BLOCK_TAGS = new Set(
  'address article aside audio blockquote details dialog div dl fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr iframe main nav noscript ol p pre script section style table template ul video'.split(' ')
)

/** An element written on one line that is still a block (`<Note>x</Note>`, `<div>x</div>`): no `<p>` around it. */
function isBlock(name: string | null): boolean {
  if (!name) return false
  return name in componentRenderers ? !INLINE.has(name) : BLOCK_TAGS.has(name)
}

/** An HTML element written in the page (`<img>`, `<video>`, `<iframe>`, ...), string and flag attributes only. */
function intrinsic(node: JsxNode, children: ElementContent[], links: ContentLinks): Element {
  const properties: Record<string, string | boolean> = {}
  for (const [name, value] of readAttributes(node)) {
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
