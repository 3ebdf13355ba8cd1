import { h } from 'hastscript'
import type { Element, ElementContent } from 'hast'
import type { HeadingIds } from '../page/heading-id.js'
import { isOn, stringOf, type JsxNode, type Value } from './attributes.js'
import { diagram } from './mermaid.js'

/**
 * The components the preview draws itself, as hast: those the library (src/preview/library/) cannot draw in a
 * static page (View, which the library draws only once mounted in a browser), those
 * that are placed rather than drawn (Panel and the request and response examples go to the side column) or are
 * the code highlighting's (code groups keep src/preview/highlight.ts's markup), and the ones it has no export for.
 */

/** What a component renderer is given: its attributes (literals only) and its children, already rendered. */
export interface ComponentInput {
  attributes: Map<string, Value>
  children: ElementContent[]
  /** Where a link or image of the page points in the output (undefined: an unsafe URL, dropped). */
  href(url: string): string | undefined
  /** Puts request and response examples in the page's side column. */
  aside(element: Element): void
  slugger: HeadingIds
  /** The element as written, for the few attributes read as source rather than as literals (a JSX icon). */
  node: JsxNode
  /** How many `<View>`s the page has shown so far: only the first shows at first. */
  views: { count: number }
}

export type ComponentRenderer = (input: ComponentInput) => ElementContent[]

/** A placeholder the writer swaps for the icon's SVG, after sanitising (the sanitiser keeps no SVG). */
export function iconSlot(name: string | undefined, iconType?: string): Element {
  return h('span', { dataIcon: name ?? 'circle', dataIconType: iconType })
}

const elements = (children: ElementContent[]) => children.filter((child): child is Element => child.type === 'element')
const hasClass = (element: Element, name: string) => ([] as unknown[]).concat(element.properties.className ?? []).includes(name)
const text = (value: Value | undefined) => stringOf(value)

/** Tabs (Tabs, CodeGroup, examples): a tab list and one panel per tab, the first shown; the script switches them. */
export function tabs(labels: string[], panels: ElementContent[][], className: string): Element {
  return h(`div.tabs.${className}`, { dataTabs: '' }, [
    h(
      'div.tab-list',
      { role: 'tablist' },
      labels.map((label, index) => h('button.tab', { type: 'button', role: 'tab', ariaSelected: index === 0 ? 'true' : 'false' }, label))
    ),
    ...panels.map((panel, index) => h('div.tab-panel', { role: 'tabpanel', hidden: index !== 0 }, panel))
  ])
}

/** Panels chosen with a select (a `dropdown` code group) rather than tabs; the script switches them. */
function selectTabs(labels: string[], panels: ElementContent[][], className: string): Element {
  const options = labels.map((label, index) => h('option', { value: String(index) }, label))
  return h(`div.tabs.${className}.dropdown`, { dataTabs: '' }, [
    h('div.tab-select-row', [h('select.tab-select', { ariaLabel: 'Example shown' }, options)]),
    ...panels.map((panel, index) => h('div.tab-panel', { role: 'group', ariaLabel: labels[index], hidden: index !== 0 }, panel))
  ])
}

/** Code blocks side by side as tabs (or a select, `dropdown`), labelled by their titles (or languages). */
function codeTabs(children: ElementContent[], className: string, dropdown = false): Element {
  const blocks = elements(children).filter((element) => hasClass(element, 'code-block'))
  if (blocks.length === 1) return h(`div.${className}`, blocks)
  const labels = blocks.map((block, index) => String(block.properties.dataTitle || block.properties.dataLabel || `Code ${index + 1}`))
  return (dropdown ? selectTabs : tabs)(labels, blocks.map((block) => [block]), className)
}

/** Views of one page: the first shows; the script switches them by their titles. */
function view({ attributes, children, views }: ComponentInput): Element {
  const title = text(attributes.get('title')) ?? ''
  const first = views.count++ === 0
  return h('div.view', { dataView: title, hidden: !first }, children)
}

/** A prompt to copy into an AI tool: its description, the prompt's text and a copy button. */
function prompt({ attributes, children }: ComponentInput): Element {
  return h('div.prompt', [
    h('div.prompt-bar', [h('span.prompt-description', text(attributes.get('description')) ?? ''), h('button.copy', { type: 'button', ariaLabel: 'Copy prompt', title: 'Copy' }, [iconSlot('copy', 'regular')])]),
    h('div.prompt-text', children)
  ])
}

/** A GitHub repository as a card that links to it (the preview fetches nothing, so no star count). */
function gitHubRepo({ attributes }: ComponentInput): ElementContent[] {
  const repo = text(attributes.get('repo'))
  if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo)) return []
  return [h('a.github-repo', { href: `https://github.com/${repo}` }, [iconSlot('github', 'brands'), h('span.github-repo-name', repo)])]
}

/** The components the preview draws itself, by MDX name. */
export const componentRenderers: Record<string, ComponentRenderer> = {
  CodeGroup: ({ attributes, children }) => [codeTabs(children, 'code-group', isOn(attributes.get('dropdown')))],
  RequestExample: ({ children, aside }) => {
    aside(h('div.example.request-example', [h('div.example-label', 'Request'), codeTabs(children, 'example-code')]))
    return []
  },
  ResponseExample: ({ children, aside }) => {
    aside(h('div.example.response-example', [h('div.example-label', 'Response'), codeTabs(children, 'example-code')]))
    return []
  },
  Panel: ({ children, aside }) => {
    aside(h('div.panel', children))
    return []
  },
  View: (input) => [view(input)],
  Visibility: ({ attributes, children }) => (text(attributes.get('for')) === 'agents' ? [] : children),
  Prompt: (input) => [prompt(input)],
  'GitHub.Repo': gitHubRepo,
  Column: ({ children }) => [h('div.column', children)],
  Heading: ({ attributes, children }) => {
    const level = Math.min(6, Math.max(1, Math.round(Number(attributes.get('level') ?? 2)) || 2))
    return [h(`h${level}`, children)]
  },
  Latex: ({ children }) => children,
  // The library draws diagrams and its code blocks in the browser only: a diagram is drawn by the preview's Mermaid script, as a mermaid block is.
  Mermaid: ({ attributes }) => [diagram(text(attributes.get('chart')) ?? '')],
  CodeBlock: ({ children }) => children,
  // A snippet the page imports is put in place before rendering (snippets.ts); `<Snippet>` itself shows what it holds.
  Snippet: ({ children }) => children,
  Popup: ({ children }) => children,
  PopupTrigger: ({ children }) => children,
  PopupContent: ({ children }) => children
}
