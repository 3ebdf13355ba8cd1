/**
 * Which React component draws each MDX component of a page, and with which props: the generator's own library
 * (`@mintlify/components`, MIT) wherever the catalogue (src/page/catalogue.ts) names an export of it, with the
 * props the MDX name implies (`<Danger>` is a danger Callout, `<ParamField query="x">` a Property at `query`,
 * `<CardGroup>` Columns). Nothing here reads files or the network: it maps literals to props.
 */
import { createElement, type ReactElement, type ReactNode } from 'react'
import type { Element } from 'hast'
import * as libraryModule from '@mintlify/components'
import { generatorComponents } from '../../page/catalogue.js'
import { own } from '../../util/own.js'
import { takeSlot } from './slots.js'
import { namedTooltip } from './tooltip.js'

import type { Literal } from '../literal.js'

/** A literal attribute value as the page wrote it (src/preview/literal.ts). */
export type PropValue = Literal

/** One component of a page as content.ts found it: its name, literal attributes, and what the page's own code gave it. */
export interface ComponentCall {
  name: string
  attributes: Record<string, PropValue>
  /** Its icon, drawn offline (never the library's CDN). */
  icon?: ReactNode
  /** The anchor the generator gives it (Tab, Update, ParamField, ResponseField), per src/page/heading-id.ts. */
  anchor?: string
}

/**
 * The library's exports. Its type declarations import their folders without file extensions, which this
 * project's module resolution does not follow; test/preview/library-components.test.ts renders each one used here.
 */
type Component = object
const library = libraryModule as unknown as Record<string, Component & Record<string, Component>>
/** Library components the preview draws through a wrapper of its own (./tooltip.ts), by export name. */
const wrapped: Record<string, Component> = { Tooltip: namedTooltip(library.Tooltip as never) }

/** A component of the page as content.ts gives it, its icon still hast (drawn offline by src/preview/icons.ts). */
export type PageComponent = Omit<ComponentCall, 'icon'> & { icon?: Element }

type Draw = (call: ComponentCall, children: ReactNode[]) => ReactElement

const FIELD_LOCATIONS = ['path', 'body', 'query', 'header'] as const

const text = (value: PropValue | undefined): string | undefined =>
  value === undefined || value === false || value === null || typeof value === 'object' ? undefined : value === true ? '' : String(value)
/** A flag as the generator reads it: bare, `{true}` or `"true"` in any case. */
const flag = (value: PropValue | undefined): boolean | undefined =>
  value === undefined ? undefined : value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true')
const number = (value: PropValue | undefined): number | undefined => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isFinite(parsed) ? parsed : undefined
}

/** Props without the undefined ones, so a library default is not replaced by `undefined`. */
function defined(props: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined))
}

function draw(component: Component, props: Record<string, unknown>, children: ReactNode[]): ReactElement {
  return createElement(component as never, defined(props) as never, ...children)
}

/** An icon's name; an image's path (`/logos/aws.svg`, rewritten relative to the page) is none: the library would take it for a name. */
const iconName = (value: PropValue | undefined): string | undefined => {
  const name = text(value)
  return name && /^[\w-]+$/.test(name) ? name : undefined
}

const columnCount = (value: PropValue | undefined, fallback: number) => Math.min(4, Math.max(1, Math.round(number(value) ?? fallback)))

function callout(variant: 'Note' | 'Tip' | 'Warning' | 'Info' | 'Check' | 'Danger'): Draw {
  return ({ attributes }, children) => draw(library[variant], { title: text(attributes.title) }, children)
}

/** ParamField and ResponseField are the library's Property: a ParamField's name is the value of its location attribute. */
function property(kind: 'param' | 'response'): Draw {
  return ({ attributes, anchor }, children) => {
    const location = kind === 'param' ? FIELD_LOCATIONS.find((name) => typeof attributes[name] === 'string') : undefined
    return draw(
      library.Property,
      {
        name: text(location ? attributes[location] : attributes.name) ?? '',
        type: text(attributes.type) ?? '',
        location,
        required: flag(attributes.required),
        deprecated: flag(attributes.deprecated),
        hidden: flag(attributes.hidden),
        default: attributes.default,
        id: anchor
      },
      children
    )
  }
}

/**
 * The components the library draws, by MDX name. A name the catalogue gives a library export without an entry
 * here is drawn by that export with its attributes as props (see `libraryDraw`).
 */
const drawers: Record<string, Draw> = {
  Note: callout('Note'),
  Tip: callout('Tip'),
  Warning: callout('Warning'),
  Info: callout('Info'),
  Check: callout('Check'),
  Danger: callout('Danger'),
  Callout: ({ attributes, icon }, children) =>
    draw(library.Callout, { variant: attributes.color || icon ? 'custom' : 'note', title: text(attributes.title), color: text(attributes.color), icon }, children),
  Card: ({ attributes, icon }, children) =>
    draw(
      library.Card,
      {
        title: text(attributes.title),
        icon,
        color: text(attributes.color),
        href: text(attributes.href),
        img: text(attributes.img),
        horizontal: flag(attributes.horizontal),
        cta: text(attributes.cta),
        arrow: flag(attributes.arrow),
        disabled: flag(attributes.disabled)
      },
      children
    ),
  CardGroup: ({ attributes }, children) => draw(library.Columns, { cols: columnCount(attributes.cols, 2) }, children),
  Columns: ({ attributes }, children) => draw(library.Columns, { cols: columnCount(attributes.cols, 2) }, children),
  Steps: ({ attributes }, children) => draw(library.Steps, { titleSize: text(attributes.titleSize) }, children),
  Step: ({ attributes, icon }, children) =>
    draw(
      library.Steps.Item,
      { title: text(attributes.title) ?? '', icon, stepNumber: number(attributes.stepNumber), titleSize: text(attributes.titleSize), noAnchor: flag(attributes.noAnchor) },
      children
    ),
  Tabs: ({ attributes }, children) => draw(library.Tabs, { defaultTabIndex: number(attributes.defaultTabIndex), borderBottom: flag(attributes.borderBottom) }, children),
  // The library takes a tab's icon by name only; its CDN image is drawn offline afterwards (src/preview/library/render.ts).
  Tab: ({ attributes, anchor }, children) =>
    draw(library.Tabs.Item, { title: text(attributes.title) ?? '', id: anchor, icon: iconName(attributes.icon), iconType: text(attributes.iconType) }, children),
  AccordionGroup: (_call, children) => draw(library.Accordion.Group, {}, children),
  Accordion: ({ attributes, icon }, children) =>
    draw(library.Accordion, { title: text(attributes.title) ?? '', description: text(attributes.description), defaultOpen: flag(attributes.defaultOpen) ?? false, icon }, children),
  Expandable: ({ attributes }, children) => draw(library.Expandable, { title: text(attributes.title), defaultOpen: flag(attributes.defaultOpen) }, children),
  ParamField: property('param'),
  ResponseField: property('response'),
  // The library calls a frame's caption its description, and its hint its title. The caption is Markdown, drawn into a slot by content.ts.
  Frame: ({ attributes }, children) => {
    const { slot, rest } = takeSlot(children, 'caption')
    return draw(library.Frame, { description: slot ?? text(attributes.caption), title: text(attributes.hint) }, rest)
  },
  // The library's Icon draws a mask of an image on its CDN: the preview draws the offline icon at the size and colour written.
  Icon: ({ attributes, icon }) => {
    const size = number(attributes.size) ?? 16
    const image = text(attributes.src) ?? (/^(\/|\.|https?:)/.test(text(attributes.icon) ?? '') ? text(attributes.icon) : undefined)
    const style = { width: `${size}px`, height: `${size}px`, color: text(attributes.color) }
    return image === undefined ? createElement('span', { className: 'icon-component', style }, icon) : createElement('img', { className: 'icon-component', src: image, alt: '', style })
  },
  // The library calls a tooltip's tip its description, and its headline its title.
  Tooltip: ({ attributes }, children) => draw(wrapped.Tooltip, { description: text(attributes.tip) ?? '', title: text(attributes.headline), cta: text(attributes.cta), href: text(attributes.href) }, children),
  Update: ({ attributes, anchor }, children) =>
    draw(library.Update, { label: text(attributes.label) ?? '', description: text(attributes.description), id: anchor ?? text(attributes.label) ?? '', isVisible: true }, children),
  Badge: ({ attributes, icon }, children) =>
    draw(
      library.Badge,
      { color: text(attributes.color), size: text(attributes.size), shape: text(attributes.shape), stroke: flag(attributes.stroke), disabled: flag(attributes.disabled), leadIcon: icon },
      children
    ),
  Tile: ({ attributes }, children) => draw(library.Tile, { href: text(attributes.href) ?? '', title: text(attributes.title), description: text(attributes.description) }, children),
  // Drawn open: the library leaves a closed folder's files out of its HTML; src/preview/library/settle.ts closes it.
  'Tree.Folder': ({ attributes }, children) =>
    draw(library.Tree.Folder, { name: text(attributes.name) ?? '', defaultOpen: true, openable: flag(attributes.openable), highlight: flag(attributes.highlight) }, children),
  'Tree.File': ({ attributes }) => draw(library.Tree.File, { name: text(attributes.name) ?? '', highlight: flag(attributes.highlight) }, [])
}

/** An export of the library by its dotted name (`Steps.Item`), or the preview's wrapper of it. */
export function libraryExport(name: string): Component | undefined {
  if (Object.hasOwn(wrapped, name)) return wrapped[name]
  return name.split('.').reduce<unknown>((found, part) => (found as Record<string, unknown> | undefined)?.[part], library) as Component | undefined
}

/** A catalogued component without its own entry: its library export, given the attributes as they are. */
function libraryDraw(name: string): Draw | undefined {
  const spec = own(generatorComponents, name)
  const target = spec && own(generatorComponents, spec.aliasOf ?? name)?.library
  const component = target && libraryExport(target)
  return component ? ({ attributes }, children) => draw(component, attributes, children) : undefined
}

/** The names this module draws: the catalogue's names with a library export, and the drawers above. */
export function drawsWithLibrary(name: string): boolean {
  return own(drawers, name) !== undefined || libraryDraw(name) !== undefined
}

/** The React element of one component of a page. Whitespace between its children is dropped: containers read their children's props. */
export function drawComponent(call: ComponentCall, children: ReactNode[]): ReactElement {
  const content = children.filter((child) => !(typeof child === 'string' && child.trim() === ''))
  const drawer = own(drawers, call.name) ?? libraryDraw(call.name)
  if (!drawer) throw new Error(`no library component for ${call.name}`)
  return drawer(call, content)
}
