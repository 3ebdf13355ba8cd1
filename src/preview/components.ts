import { h } from 'hastscript'
import type { Element, ElementContent } from 'hast'
import type { HeadingIds } from '../page/heading-id.js'
import { isOn, stringOf, type JsxNode, type Value } from './attributes.js'
import { own } from '../util/own.js'

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
}

export type ComponentRenderer = (input: ComponentInput) => ElementContent[]

/** A placeholder the writer swaps for the icon's SVG, after sanitising (the sanitiser keeps no SVG). */
export function iconSlot(name: string | undefined, iconType?: string): Element {
  return h('span', { dataIcon: name ?? 'circle', dataIconType: iconType })
}

const callouts: Record<string, string> = {
  Note: 'pencil',
  Tip: 'lightbulb',
  Warning: 'triangle-exclamation',
  Info: 'circle-info',
  Check: 'circle-check'
}

function callout(name: string): ComponentRenderer {
  return ({ children }) => [
    h(`div.callout.callout-${name.toLowerCase()}`, { role: 'note', ariaLabel: name }, [iconSlot(own(callouts, name)), h('div.callout-body', children)])
  ]
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

function field(kind: 'param' | 'response'): ComponentRenderer {
  return ({ attributes, children }) => {
    const location = kind === 'param' ? ['path', 'body', 'query', 'header'].find((name) => typeof attributes.get(name) === 'string') : undefined
    const name = text(location ? attributes.get(location) : attributes.get('name')) ?? ''
    const type = text(attributes.get('type'))
    const fallback = attributes.get('default')
    const head = [
      h('code.field-name', name),
      location ? h('span.field-location', location) : undefined,
      type ? h('span.field-type', type) : undefined,
      isOn(attributes.get('required')) ? h('span.field-required', 'required') : undefined,
      isOn(attributes.get('deprecated')) ? h('span.field-deprecated', 'deprecated') : undefined,
      fallback !== undefined ? h('span.field-default', ['default: ', h('code', String(fallback))]) : undefined
    ].filter((item): item is Element => item !== undefined)
    return [h(`div.field.${kind}-field`, [h('div.field-head', head), h('div.field-body', children)])]
  }
}

/** A card's icon: a name (Font Awesome), or JSX (`icon={<svg ...>}`), kept as source for the writer to draw after sanitising. */
function cardIcon(attributes: Map<string, Value>, node: JsxNode): Element | undefined {
  const written = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'icon')?.value
  if (written && typeof written === 'object') return h('span.card-icon', [h('span', { dataIconJsx: written.value })])
  return attributes.has('icon') ? h('span.card-icon', [iconSlot(text(attributes.get('icon')), text(attributes.get('iconType')))]) : undefined
}

/** One renderer per core component of the site generator. */
export const componentRenderers: Record<string, ComponentRenderer> = {
  Note: callout('Note'),
  Tip: callout('Tip'),
  Warning: callout('Warning'),
  Info: callout('Info'),
  Check: callout('Check'),
  CodeGroup: ({ attributes, children }) => [codeTabs(children, 'code-group', isOn(attributes.get('dropdown')))],
  RequestExample: ({ children, aside }) => {
    aside(h('div.example.request-example', [h('div.example-label', 'Request'), codeTabs(children, 'example-code')]))
    return []
  },
  ResponseExample: ({ children, aside }) => {
    aside(h('div.example.response-example', [h('div.example-label', 'Response'), codeTabs(children, 'example-code')]))
    return []
  },
  Steps: ({ children }) => [h('ol.steps', elements(children).filter((element) => element.tagName === 'li'))],
  Step: ({ attributes, children }) => {
    const title = text(attributes.get('title'))
    return [h('li.step', [title ? h('p.step-title', title) : undefined, h('div.step-body', children)].filter((item) => item !== undefined))]
  },
  Tabs: ({ children }) => {
    const panels = elements(children).filter((element) => hasClass(element, 'tab-source'))
    return [tabs(panels.map((panel) => String(panel.properties.dataTitle ?? '')), panels.map((panel) => panel.children), 'content-tabs')]
  },
  Tab: ({ attributes, children }) => [h('div.tab-source', { dataTitle: text(attributes.get('title')) ?? '' }, children)],
  AccordionGroup: ({ children }) => [h('div.accordion-group', elements(children))],
  Accordion: ({ attributes, children }) => {
    const description = text(attributes.get('description'))
    return [
      h('details.accordion', { open: isOn(attributes.get('defaultOpen')) }, [
        h('summary', [h('span.accordion-title', text(attributes.get('title')) ?? ''), description ? h('span.accordion-description', description) : undefined].filter((item) => item !== undefined)),
        h('div.accordion-body', children)
      ])
    ]
  },
  CardGroup: ({ attributes, children }) => {
    const cols = Math.min(4, Math.max(1, Math.round(Number(attributes.get('cols') ?? 2)) || 2))
    return [h(`div.card-group.cols-${cols}`, elements(children))]
  },
  Card: ({ attributes, children, href, node }) => {
    const title = text(attributes.get('title'))
    const target = text(attributes.get('href'))
    const link = target === undefined ? undefined : href(target)
    const body = [
      cardIcon(attributes, node),
      title ? h('p.card-title', title) : undefined,
      h('div.card-body', children)
    ].filter((item) => item !== undefined)
    return [link === undefined ? h('div.card', body) : h('a.card', { href: link }, body)]
  },
  ParamField: field('param'),
  ResponseField: field('response'),
  Expandable: ({ attributes, children }) => [
    h('details.expandable', { open: isOn(attributes.get('defaultOpen')) }, [h('summary', `Show ${text(attributes.get('title')) ?? 'properties'}`), h('div.expandable-body', children)])
  ],
  Frame: ({ attributes, children }) => {
    const caption = text(attributes.get('caption'))
    return [h('figure.frame', [h('div.frame-content', children), caption ? h('figcaption', caption) : undefined].filter((item) => item !== undefined))]
  },
  Tooltip: ({ attributes, children }) => [
    h('span.tooltip', { tabIndex: 0 }, [...children, h('span.tooltip-tip', { role: 'tooltip' }, text(attributes.get('tip')) ?? '')])
  ],
  Update: ({ attributes, children, slugger }) => {
    const label = text(attributes.get('label')) ?? ''
    const description = text(attributes.get('description'))
    return [
      h('div.update', { id: label ? slugger.slug(label) : undefined }, [
        h('div.update-meta', [h('span.update-label', label), description ? h('span.update-description', description) : undefined].filter((item) => item !== undefined)),
        h('div.update-body', children)
      ])
    ]
  }
}
