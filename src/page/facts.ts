import GithubSlugger from 'github-slugger'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import type { Root } from 'mdast'
import type { Node, Position } from 'unist'
import type { VFile } from 'vfile'
import { readFrontmatter } from './frontmatter.js'
import { controlComment, type ControlFact } from './control.js'
import { attributeNamed, attributeString, isJsxElement, jsxName, type JsxElement } from './jsx.js'
import { apiFactsOf, type ApiFacts } from '../style/api-facts.js'

/** A heading of the page, with the slug a `#fragment` uses to reach it. */
export interface HeadingFact {
  depth: number
  text: string
  /** github-slugger's slug; a repeated heading gets `-1`, `-2`, ... as on GitHub and the site. */
  slug: string
  position: Position
}

/** A URL the page refers to, and how it is written (`[text](url)`, `<Card href>`, `<img src>`, ...). */
export interface ReferenceFact {
  url: string
  via: string
  position: Position
}

export interface LinkFact extends ReferenceFact {
  text: string
}

export interface ComponentFact {
  name: string
  position: Position
}

/** An `openapi:` reference in the front matter (`"GET /users"`, `"spec.yaml POST /users"`). */
export interface EndpointFact {
  value: string
  position: Position
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
  /** Explicit `id` attributes, which `#fragment` links may target as well as heading slugs. */
  ids: { id: string; position: Position }[]
  links: LinkFact[]
  /** Images, videos and other files the page shows or embeds. */
  assets: ReferenceFact[]
  components: ComponentFact[]
  endpoints: EndpointFact[]
  /** docslint comments (`{/* docslint-disable link-broken *\/}`), for the site rules' messages on the page. */
  controls: ControlFact[]
  /** For `api-page-complete`: on endpoint pages, and on pages that state a rate limit. */
  api?: ApiFacts
}


/** Attributes that link to a page or site, by element. */
const linkAttributes: Record<string, string> = { a: 'href', Card: 'href', Tooltip: 'href' }
/** Attributes that point at a file the page shows, by element. */
const assetAttributes: Record<string, string[]> = {
  img: ['src'],
  video: ['src', 'poster'],
  source: ['src'],
  audio: ['src'],
  iframe: ['src'],
  Card: ['img']
}

export function emptyFacts(): PageFacts {
  return { parsed: false, headings: [], ids: [], links: [], assets: [], components: [], endpoints: [], controls: [] }
}

export function collectFacts(tree: Root, file: VFile): PageFacts {
  const facts: PageFacts = { ...emptyFacts(), parsed: true }
  addFrontmatter(facts, tree, file)
  const slugger = new GithubSlugger()
  visit(tree, (node, index, parent) => {
    if (!node.position) return
    if (controlComment(node)) {
      const next = index === undefined ? undefined : parent?.children[index + 1]?.position
      facts.controls.push({ type: node.type, value: (node as { value: string }).value, position: node.position, ...(next ? { next } : {}) })
    } else if (node.type === 'heading') {
      const text = toString(node)
      facts.headings.push({ depth: node.depth, text, slug: slugger.slug(text), position: node.position })
    } else if (node.type === 'link') {
      facts.links.push({ url: node.url, via: 'markdown link', text: toString(node), position: node.position })
    } else if (node.type === 'image') {
      facts.assets.push({ url: node.url, via: 'markdown image', position: node.position })
    } else if (isJsxElement(node)) {
      addElement(facts, node, slugger)
    }
  })
  const api = apiFactsOf(tree, facts.endpoints.length > 0 || typeof facts.frontmatter?.data?.api === 'string')
  if (api) facts.api = api
  return facts
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
}

function addElement(facts: PageFacts, node: JsxElement, slugger: GithubSlugger): void {
  const name = jsxName(node)
  if (!name) return
  const position = node.position!
  facts.components.push({ name, position })
  if (/^h[1-6]$/.test(name)) {
    const text = toString(node)
    facts.headings.push({ depth: Number(name[1]), text, slug: slugger.slug(text), position })
  }
  const id = attributeString(node, 'id')
  if (id) facts.ids.push({ id, position: placeOfAttribute(node, 'id') })
  const linkAttribute = linkAttributes[name]
  const href = linkAttribute ? attributeString(node, linkAttribute) : undefined
  if (href !== undefined) {
    facts.links.push({ url: href, via: `<${name} ${linkAttribute}>`, text: toString(node), position: placeOfAttribute(node, linkAttribute) })
  }
  for (const attribute of assetAttributes[name] ?? []) {
    const url = attributeString(node, attribute)
    if (url !== undefined) facts.assets.push({ url, via: `<${name} ${attribute}>`, position: placeOfAttribute(node, attribute) })
  }
}

/** Where an attribute is written, or the element when the parser gave the attribute no place. */
export function placeOfAttribute(node: JsxElement, name: string): Position {
  return (attributeNamed(node, name) as Node | undefined)?.position ?? node.position!
}
