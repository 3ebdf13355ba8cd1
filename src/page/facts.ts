import { toString } from 'mdast-util-to-string'
import { visit } from './visit.js'
import type { Root } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdx'
import type { Declaration, Identifier, ImportSpecifier, Literal, Node as EstreeNode } from 'estree'
import type { Node, Position } from 'unist'
import type { VFile } from 'vfile'
import { readFrontmatter } from './frontmatter.js'
import { controlComment, type ControlFact } from './control.js'
import { attributeNamed, attributeString, isJsxElement, jsxName, type JsxElement } from './jsx.js'
import { headingAliases, headingId, headingText, HeadingIds } from './heading-id.js'
import { customHeadingId } from './custom-heading-id.js'
import { apiFactsOf, type ApiFacts } from '../style/api-facts.js'
import { generatorComponents } from './catalogue.js'

/**
 * A heading of the page, with the id a `#fragment` uses to reach it, and where it is written: the language
 * server's outline and its "go to definition" of a `#fragment` lead there. Site rules report at the links that
 * reach a heading, never at the heading.
 */
export interface HeadingFact {
  depth: number
  text: string
  /** The id the site generator gives it (src/page/heading-id.ts), a repeated one with `-2`, `-3`, ...; empty when it gives none (levels 5 and 6, no text). */
  slug: string
  /** For a heading with a custom id (`## Text {#id}`), the id its text would have given it, which link-anchor-broken names. */
  textSlug?: string
  /** Other ids links may reach it with (src/page/heading-id.ts `headingAliases`): without a badge's text, `.` dropped. */
  aliases?: string[]
  position: Position
}

/** An anchor a `#fragment` may reach besides a heading: an element's `id`, or the one the generator gives a component (`<Accordion title>`), where the element is written. */
export interface AnchorFact {
  id: string
  /** The element or component (`div`, `Accordion`, `Step`). */
  element: string
  position: Position
}

/** A link of the page (`[text](url)`, a reference definition `[ref]: url`, `<Card href>`, `<a href>`), where it is written. */
export interface LinkFact {
  url: string
  position: Position
}

/** A file the page shows or embeds, and how it is written (`markdown image`, `<img src>`, `<iframe src>`, ...), which asset-missing says. */
export interface ReferenceFact extends LinkFact {
  via: string
}

/** An `openapi:` reference in the front matter (`"GET /users"`, `"spec.yaml POST /users"`). */
export interface EndpointFact {
  value: string
  position: Position
}

/** An icon the page names: its front matter's `icon`, or a component's `icon` attribute written as a string. */
export interface IconFact {
  value: string
  position: Position
}

/** A module the page imports or re-exports (`import X from '/snippets/x.mdx'`), at its specifier string. */
export interface ImportFact {
  source: string
  position: Position
  /** The names it imports by name (`{ Plans, Price as P }`: `Plans`, `Price`), each where it is written; not the default. */
  names?: { name: string; position: Position }[]
  /** The name it gives the module's default export (`Intro` of `import Intro from '/snippets/intro.mdx'`). */
  defaultName?: string
}

/**
 * The names an MDX file exports (`export const Plans`, `export function Price`, `export { Plans as Tiers }`), which
 * `import { Plans } from '/snippets/plans.mdx'` may take; `all` when it re-exports a module whole (`export * from`),
 * so any name may come from it.
 */
export interface ExportFact {
  names: string[]
  all: boolean
}

/**
 * What the site checks, the OpenAPI checks and the preview build need to know of a page, kept on
 * `file.data.pageFacts` once the page is checked. Plain data (it survives JSON), so the tree can be let go.
 */
export interface PageFacts {
  /** False when the page did not parse; the other fields are then empty. */
  parsed: boolean
  frontmatter?: { data?: Record<string, unknown>; position: Position }
  title?: string
  description?: string
  headings: HeadingFact[]
  /** Explicit `id` attributes, and the anchors the generator gives components (an accordion's title), which `#fragment` links may target as well as headings. */
  ids: AnchorFact[]
  links: LinkFact[]
  /** Images, videos and other files the page shows or embeds. */
  assets: ReferenceFact[]
  /** The names of the elements and components the page uses, each once, in the order of first use. */
  components: string[]
  endpoints: EndpointFact[]
  /** The `api:` front matter of a page written for an endpoint (`"POST https://api.example.com/users"`), at its value. */
  apiEndpoint?: EndpointFact
  imports: ImportFact[]
  /** Only for a page with an `export` statement. */
  exports?: ExportFact
  icons: IconFact[]
  /** docslint comments (`{/* docslint-disable link-broken *\/}`), for the site rules' messages on the page. */
  controls: ControlFact[]
  /** For `api-page-complete`: on endpoint pages, and on pages that state a rate limit. */
  api?: ApiFacts
}


/** Attributes that link to a page or site, by element (a Map: element names are the page's text, `constructor` included). */
const linkAttributes = new Map([['a', 'href'], ['Card', 'href'], ['Tooltip', 'href']])
/** Attributes that point at a file the page shows, by element. */
const assetAttributes = new Map([
  ['img', ['src']],
  ['video', ['src', 'poster']],
  ['source', ['src']],
  ['audio', ['src']],
  ['iframe', ['src']],
  ['Card', ['img']]
])
/**
 * The components whose `icon` names an icon of the site's library. A code block's icon is left out: the
 * generator's own documentation, on a Lucide site, gives code blocks Font Awesome's language icons (`square-js`).
 */
const iconComponents = new Set(Object.entries(generatorComponents).flatMap(([name, spec]) => (spec.attributes?.icon && name !== 'CodeBlock' ? [name] : [])))

export function emptyFacts(): PageFacts {
  return { parsed: false, headings: [], ids: [], links: [], assets: [], components: [], endpoints: [], imports: [], icons: [], controls: [] }
}

export function collectFacts(tree: Root, file: VFile): PageFacts {
  const facts: PageFacts = { ...emptyFacts(), parsed: true }
  addFrontmatter(facts, tree, file)
  const slugger = new HeadingIds()
  const within = componentsWithin(tree)
  const components = new Set<string>()
  visit(tree, (node, index, parent) => {
    if (!node.position) return
    if (controlComment(node)) {
      const next = index === undefined ? undefined : parent?.children[index + 1]?.position
      facts.controls.push({ type: node.type, value: (node as { value: string }).value, position: node.position, ...(next ? { next } : {}) })
    } else if (node.type === 'heading') {
      const text = headingText(node)
      const custom = customHeadingId(node)
      const slug = custom ? slugger.custom(custom) : within.updates.has(node) ? slugger.labelHeading(text) : headingSlug(slugger, node.depth, text)
      const aliases = !custom && slug !== '' && slug === headingId(text) ? headingAliases(node, text, slug) : []
      facts.headings.push({ depth: node.depth, text: toString(node), slug, ...(custom ? { textSlug: headingId(text) } : {}), ...(aliases.length > 0 ? { aliases } : {}), position: node.position })
    } else if (node.type === 'link' || node.type === 'definition') {
      // A reference-style link (`[text][ref]`) leads where its definition (`[ref]: /url`) says.
      facts.links.push({ url: node.url, position: node.position })
    } else if (node.type === 'image') {
      facts.assets.push({ url: node.url, via: 'markdown image', position: node.position })
    } else if (node.type === 'mdxjsEsm') {
      facts.imports.push(...importsOf(node))
      addExports(facts, node)
    } else if (isJsxElement(node)) {
      addElement(facts, node, slugger, components)
      const title = within.titledSteps.has(node) ? attributeString(node, 'title') : undefined
      // A step's title is Markdown: its code spans' backticks are not text.
      if (title) facts.ids.push({ id: slugger.slug(title.replace(/`/g, '')), element: 'Step', position: node.position })
    }
  })
  facts.components = [...components]
  const api = apiFactsOf(tree, facts.endpoints.length > 0 || typeof facts.frontmatter?.data?.api === 'string')
  if (api) facts.api = api
  return facts
}

/**
 * The nodes whose anchors the generator makes its own way: headings inside an `<Update>` (their ids keep `:`
 * and `,`), and the `<Step>`s of `<Steps titleSize="h2">` (their titles are headings, with a heading's id).
 */
function componentsWithin(tree: Root): { updates: Set<Node>; titledSteps: Set<Node> } {
  const updates = new Set<Node>()
  const titledSteps = new Set<Node>()
  visit(tree, (node) => {
    if (!isJsxElement(node)) return
    const name = jsxName(node)
    if (name === 'Update') visit(node, 'heading', (heading) => void updates.add(heading))
    if (name === 'Steps' && attributeString(node, 'titleSize')) {
      for (const child of node.children) if (isJsxElement(child) && jsxName(child) === 'Step') titledSteps.add(child)
    }
  })
  return { updates, titledSteps }
}

function addFrontmatter(facts: PageFacts, tree: Root, file: VFile): void {
  const frontmatter = readFrontmatter(tree, file)
  if (!frontmatter) return
  facts.frontmatter = { data: frontmatter.data, position: frontmatter.place }
  const title = frontmatter.fields.get('title')
  const description = frontmatter.fields.get('description')
  if (typeof title?.value === 'string') facts.title = title.value
  if (typeof description?.value === 'string') facts.description = description.value
  const openapi = frontmatter.fields.get('openapi')
  if (typeof openapi?.value === 'string') facts.endpoints.push({ value: openapi.value, position: openapi.place })
  const api = frontmatter.fields.get('api')
  if (typeof api?.value === 'string') facts.apiEndpoint = { value: api.value, position: api.place }
  const icon = frontmatter.fields.get('icon')
  if (typeof icon?.value === 'string') facts.icons.push({ value: icon.value, position: icon.place })
}

function addElement(facts: PageFacts, node: JsxElement, slugger: HeadingIds, components: Set<string>): void {
  const name = jsxName(node)
  if (!name) return
  components.add(name)
  if (/^h[1-6]$/.test(name)) {
    facts.headings.push({ depth: Number(name[1]), text: toString(node), slug: headingSlug(slugger, Number(name[1]), headingText(node)), position: node.position! })
  }
  const id = attributeString(node, 'id')
  const anchor = id || slugger.componentAnchor(node)
  if (anchor) facts.ids.push({ id: anchor, element: name, position: node.position! })
  const linkAttribute = linkAttributes.get(name)
  const href = linkAttribute ? attributeString(node, linkAttribute) : undefined
  if (linkAttribute && href !== undefined) facts.links.push({ url: href, position: placeOfAttribute(node, linkAttribute) })
  for (const attribute of assetAttributes.get(name) ?? []) {
    const url = attributeString(node, attribute)
    if (url !== undefined) facts.assets.push({ url, via: `<${name} ${attribute}>`, position: placeOfAttribute(node, attribute) })
  }
  const iconAttribute = name === 'Icon' && attributeString(node, 'icon') === undefined ? 'name' : 'icon'
  const icon = iconComponents.has(name) ? attributeString(node, iconAttribute) : undefined
  if (icon !== undefined) facts.icons.push({ value: icon, position: placeOfAttribute(node, iconAttribute) })
}

/** The modules an `import`/`export ... from` block names, each at its specifier (estree columns count from 0). */
function importsOf(node: MdxjsEsm): ImportFact[] {
  return (node.data?.estree?.body ?? []).flatMap((statement) => {
    const source = 'source' in statement ? statement.source : undefined
    if (!source || typeof source.value !== 'string') return []
    const fact: ImportFact = { source: source.value, position: placeIn(node, source) }
    if (statement.type === 'ImportDeclaration') {
      const names = statement.specifiers.flatMap((specifier) =>
        specifier.type === 'ImportSpecifier' ? [{ name: nameOf(specifier.imported), position: importedNamePlace(node, specifier) }] : []
      )
      if (names.length > 0) fact.names = names
      const byDefault = statement.specifiers.find((specifier) => specifier.type === 'ImportDefaultSpecifier')
      if (byDefault) fact.defaultName = byDefault.local.name
    }
    return [fact]
  })
}

/** The names an `export` block adds to the page's exports. */
function addExports(facts: PageFacts, node: MdxjsEsm): void {
  for (const statement of node.data?.estree?.body ?? []) {
    if (statement.type === 'ExportAllDeclaration') {
      facts.exports = { names: facts.exports?.names ?? [], all: true }
    } else if (statement.type === 'ExportNamedDeclaration') {
      const names = statement.declaration ? declaredNames(statement.declaration) : statement.specifiers.map((specifier) => nameOf(specifier.exported))
      facts.exports = { names: [...(facts.exports?.names ?? []), ...names], all: facts.exports?.all ?? false }
    }
  }
}

/** `const A = ..., B = ...`, `function C`, `class D`: the names a declaration gives (a destructuring pattern gives none read here). */
function declaredNames(declaration: Declaration): string[] {
  if (declaration.type === 'VariableDeclaration') return declaration.declarations.flatMap((item) => (item.id.type === 'Identifier' ? [item.id.name] : []))
  return declaration.id ? [declaration.id.name] : []
}

/**
 * Where the imported name of `{ Plans }` or `{ Price as P }` is written: it starts the specifier. Not the name's
 * own node: in `{ Plans }` it is also the local name, and its place was moved into the page twice.
 */
function importedNamePlace(block: MdxjsEsm, specifier: ImportSpecifier): Position {
  const { start } = placeIn(block, specifier)
  const written = specifier.imported.type === 'Identifier' ? specifier.imported.name.length : String(specifier.imported.raw ?? '').length
  return { start, end: { line: start.line, column: start.column + written } }
}

/** An identifier's name, or a string literal's (`export { a as "b c" }`). */
function nameOf(node: Identifier | Literal): string {
  return node.type === 'Identifier' ? node.name : String(node.value)
}

/** Where an estree node is written in the page (estree columns count from 0); the block's place when it has none. */
function placeIn(block: MdxjsEsm, node: EstreeNode): Position {
  const loc = node.loc
  return loc ? { start: { line: loc.start.line, column: loc.start.column + 1 }, end: { line: loc.end.line, column: loc.end.column + 1 } } : block.position!
}

/** The id the generator gives a heading: none (empty) for levels 5 and 6. */
function headingSlug(slugger: HeadingIds, depth: number, text: string): string {
  return depth <= 4 ? slugger.slug(text) : ''
}

/** Where an attribute is written, or the element when the parser gave the attribute no place. */
export function placeOfAttribute(node: JsxElement, name: string): Position {
  return (attributeNamed(node, name) as Node | undefined)?.position ?? node.position!
}
