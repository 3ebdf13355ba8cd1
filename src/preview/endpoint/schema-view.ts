/**
 * Schemas as the page shows them, in the look of `ParamField`/`ResponseField`: one field per property (name,
 * type, required, default, allowed values, description), nested objects and arrays of objects inside
 * `<details>` (open on request), `oneOf`/`anyOf` as choices, each in its own `<details>`, `allOf` merged,
 * `$ref`s followed. A schema that refers back to one it is inside is named, not shown again.
 *
 * A small spec can name an enormous tree: ten properties each referring to the next schema, six levels deep,
 * are a million fields (a 3 KB spec whose build ran out of memory). So a page shows at most MAX_FIELDS fields,
 * MAX_DEPTH levels deep, and once it has shown REPEATS_UNTIL fields, a schema whose attributes it shows already
 * is not shown again; what is not shown is collapsed to a note that names the schema and links to where the
 * page shows it, as API references do. An `allOf` merges MAX_MERGED_PARTS parts at most, a type label names
 * MAX_LABEL_PARTS types at most.
 */
import { h } from 'hastscript'
import type { Element, ElementContent } from 'hast'
import { isObject } from '../../util/is-object.js'
import type { ContentLinks } from '../content.js'
import type { Direction } from './example-value.js'
import { typeOf } from './example-value.js'
import { markdownBlocks } from './markdown.js'
import { refName, type Refs } from './refs.js'

/** Fields one page shows, over all its schemas. */
export const MAX_FIELDS = 1500
/** Levels of nested fields (properties, array items, choices) shown inside a body, a response or a parameter. */
export const MAX_DEPTH = 10
/** Fields a page shows before a schema it shows already is collapsed (linked) instead of shown again. */
export const REPEATS_UNTIL = 500
/** Parts an `allOf` merges, its nested `allOf`s included. */
const MAX_MERGED_PARTS = 100
/** Types one type label names (`A | B | C[]`). */
const MAX_LABEL_PARTS = 50

type Schema = Record<string, unknown>

/**
 * What the schema views of one page share: the fields they may still show, and where the page first shows
 * each named schema's attributes (in a request or in a response: they differ by `readOnly`/`writeOnly`
 * properties), the target of a collapsed one's link. An element gets its id only when a link needs it, so a
 * page that collapses nothing is written as before.
 */
export class PageSchemas {
  fieldsLeft = MAX_FIELDS
  private readonly shown = new Map<string, Element>()
  private readonly ids = new Set<string>()

  /** Whether the page shows the attributes of the schema `ref` names already. */
  shows(direction: Direction, ref: string): boolean {
    return this.shown.has(`${direction} ${ref}`)
  }

  /** Notes that `element` shows the attributes of the schema `ref` names, unless an earlier one does. */
  noteShown(direction: Direction, ref: string, element: Element): void {
    const key = `${direction} ${ref}`
    if (!this.shown.has(key)) this.shown.set(key, element)
  }

  /** The id of the element that shows a schema's attributes, given to it now; undefined when the page does not show them. */
  anchorOf(direction: Direction, ref: string): string | undefined {
    const element = this.shown.get(`${direction} ${ref}`)
    if (!element) return undefined
    if (typeof element.properties.id !== 'string') {
      const base = `schema-${refName(ref).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`
      let id = base
      for (let count = 2; this.ids.has(id); count++) id = `${base}-${count}`
      this.ids.add(id)
      element.properties.id = id
    }
    return element.properties.id
  }
}

/** What a field's heading shows besides the schema: where a parameter goes, and whether it must be given. */
export interface FieldFacts {
  location?: string
  required?: boolean
  deprecated?: boolean
  description?: string
}

export class SchemaView {
  /** How many levels of nested fields are open around the one being rendered. */
  private depth = 0

  constructor(
    private readonly refs: Refs,
    private readonly links: ContentLinks,
    private readonly direction: Direction,
    private readonly page: PageSchemas = new PageSchemas()
  ) {}

  /** The fields of a body or response: an object's properties, the choices of a `oneOf`, an array's items, or the one value. */
  fields(value: unknown, seen: string[] = []): ElementContent[] {
    const { schema, within, cycle } = this.open(value, seen)
    if (cycle) return [this.cycleNote(cycle)]
    if (!schema) return []
    const choices = choicesOf(schema)
    if (choices && !isObject(schema.properties)) return [this.choices(choices.kind, choices.options, within, added(within, seen))]
    if (isObject(schema.properties)) return this.properties(schema, within)
    if (typeOf(schema) === 'array') {
      const items = this.open(schema.items, within)
      const nested = items.cycle !== undefined || (items.schema !== undefined && (isObject(items.schema.properties) || choicesOf(items.schema) !== undefined))
      return [h('p.schema-note', ['An array of ', h('code', typeLabel(this.refs, schema.items))]), ...(nested ? this.fields(schema.items, within) : [])]
    }
    return [this.field(undefined, schema, {}, within)]
  }

  /** One field: its heading, its description and allowed values, and what is inside it. */
  field(name: string | undefined, value: unknown, facts: FieldFacts, seen: string[] = []): Element {
    this.page.fieldsLeft--
    const { schema = {}, within, cycle } = this.open(value, seen)
    const fallback = schema.default
    const head = [
      name !== undefined ? h('code.field-name', name) : undefined,
      facts.location ? h('span.field-location', facts.location) : undefined,
      h('span.field-type', typeLabel(this.refs, value)),
      facts.required ? h('span.field-required', 'required') : undefined,
      facts.deprecated || schema.deprecated === true ? h('span.field-deprecated', 'deprecated') : undefined,
      fallback !== undefined ? h('span.field-default', ['default: ', h('code', literal(fallback))]) : undefined
    ].filter((item): item is Element => item !== undefined)
    const description = facts.description ?? (typeof schema.description === 'string' ? schema.description : undefined)
    const body = [
      ...(description ? markdownBlocks(description, this.links) : []),
      ...allowedValues(schema),
      ...(cycle ? [this.cycleNote(cycle)] : this.inside(schema, within, added(within, seen)))
    ]
    return h('div.field.schema-field', [h('div.field-head', head), body.length > 0 ? h('div.field-body', body) : undefined].filter((item) => item !== undefined))
  }

  /** A `$ref` followed and `allOf` merged; `cycle` names a schema the field is already inside. */
  private open(value: unknown, seen: string[]): { schema?: Schema; within: string[]; cycle?: string } {
    const { value: resolved, ref } = this.refs.resolve(value)
    if (ref !== undefined && seen.includes(ref)) return { within: seen, cycle: refName(ref) }
    const within = ref === undefined ? seen : [...seen, ref]
    return { schema: isObject(resolved) ? mergeAllOf(this.refs, resolved, within) : undefined, within }
  }

  /** The expandable part of a field (whose value names the schema `ref`): an object's properties, an array's object items, or choices. */
  private inside(schema: Schema, seen: string[], ref: string | undefined): ElementContent[] {
    const choices = choicesOf(schema)
    if (choices && !isObject(schema.properties)) return [this.choices(choices.kind, choices.options, seen, ref)]
    const items = typeOf(schema) === 'array' ? this.open(schema.items, seen) : undefined
    const target = items?.schema ?? schema
    const nested = isObject(target.properties) || choicesOf(target) !== undefined
    if (!nested || items?.cycle) return items?.cycle ? [this.cycleNote(items.cycle)] : []
    const shown = items ? added(items.within, seen) : ref
    const children = this.nested(shown, () => this.fields(items ? schema.items : target, seen))
    if (children === undefined) return [this.collapsedNote(shown)]
    if (children.length === 0) return []
    const details = h('details.expandable.schema-children', [h('summary', items ? 'Show item attributes' : 'Show child attributes'), h('div.expandable-body', children)])
    if (shown !== undefined) this.page.noteShown(this.direction, shown, details)
    return [details]
  }

  /**
   * What is one level further in (the attributes of the schema `ref` names, if any), rendered by `render`;
   * undefined beyond the page's bounds (MAX_FIELDS, MAX_DEPTH), and for a schema shown already once the page
   * has shown REPEATS_UNTIL fields.
   */
  private nested<T>(ref: string | undefined, render: () => T): T | undefined {
    const repeated = ref !== undefined && MAX_FIELDS - this.page.fieldsLeft >= REPEATS_UNTIL && this.page.shows(this.direction, ref)
    if (this.page.fieldsLeft <= 0 || this.depth >= MAX_DEPTH || repeated) return undefined
    this.depth++
    try {
      return render()
    } finally {
      this.depth--
    }
  }

  private properties(schema: Schema, seen: string[]): Element[] {
    const required = new Set(Array.isArray(schema.required) ? schema.required : [])
    const skipped = this.direction === 'request' ? 'readOnly' : 'writeOnly'
    const shown = Object.entries(schema.properties as Schema).filter(([, property]) => this.refs.object(property)?.[skipped] !== true)
    const fields: Element[] = []
    for (const [name, property] of shown) {
      if (this.page.fieldsLeft <= 0) {
        fields.push(h('p.schema-note', `${shown.length - fields.length} more fields are not shown.`))
        break
      }
      fields.push(this.field(name, property, { required: required.has(name) }, seen))
    }
    return fields
  }

  /** The options of a `oneOf`/`anyOf` of the schema `ref` names, each in its own `<details>`. */
  private choices(kind: 'oneOf' | 'anyOf', options: unknown[], seen: string[], ref: string | undefined): Element {
    const label = kind === 'oneOf' ? 'One of' : 'Any of'
    const shown = this.nested(ref, () => this.options(options, seen))
    if (shown === undefined) return this.collapsedNote(ref)
    const element = h('div.schema-choices', [h('p.schema-note', label), ...shown])
    if (ref !== undefined) this.page.noteShown(this.direction, ref, element)
    return element
  }

  /**
   * Each option in its own `<details>`. An option counts as a field against the page's MAX_FIELDS: options
   * hold no field of their own when they are choices again, so `anyOf` nine wide through seven `$ref`ed levels
   * would otherwise render 9^7 options (a 4 KB spec whose build never ended).
   */
  private options(options: unknown[], seen: string[]): Element[] {
    const shown: Element[] = []
    for (const [index, option] of options.entries()) {
      if (this.page.fieldsLeft <= 0) {
        shown.push(h('p.schema-note', `${options.length - index} more options are not shown.`))
        break
      }
      this.page.fieldsLeft--
      const children = this.fields(option, seen)
      shown.push(h('details.expandable.schema-choice', [h('summary', optionTitle(this.refs, option, index)), h('div.expandable-body', children)]))
    }
    return shown
  }

  private cycleNote(name: string): Element {
    return h('p.schema-note', ['The same as ', h('code', name), ' above (it contains itself).'])
  }

  /** What stands for attributes beyond the page's bounds: the schema's name, linked to where the page shows it. */
  private collapsedNote(ref: string | undefined): Element {
    const anchor = ref === undefined ? undefined : this.page.anchorOf(this.direction, ref)
    if (ref !== undefined && anchor !== undefined) return h('p.schema-note.schema-collapsed', ['Attributes as in ', h('a', { href: `#${anchor}` }, h('code', refName(ref))), ' above.'])
    const name = ref === undefined ? [] : [' of ', h('code', refName(ref))]
    return h('p.schema-note.schema-collapsed', ['The attributes', ...name, ` are not shown: a page shows ${MAX_FIELDS} fields, ${MAX_DEPTH} levels deep, at most.`])
  }
}

/** The `$ref` that opening a value added to those it is inside, if any: the schema the value names. */
function added(within: string[], seen: string[]): string | undefined {
  return within.length > seen.length ? within[within.length - 1] : undefined
}

function choicesOf(schema: Schema): { kind: 'oneOf' | 'anyOf'; options: unknown[] } | undefined {
  if (Array.isArray(schema.oneOf) && schema.oneOf.length > 0) return { kind: 'oneOf', options: schema.oneOf }
  if (Array.isArray(schema.anyOf) && schema.anyOf.length > 0) return { kind: 'anyOf', options: schema.anyOf }
  return undefined
}

/**
 * A schema with the parts of its `allOf` folded in: properties and `required` joined, other keywords kept from
 * the first that has them. `parts` counts down the parts merged, nested ones included (MAX_MERGED_PARTS).
 */
function mergeAllOf(refs: Refs, schema: Schema, seen: string[], parts = { left: MAX_MERGED_PARTS }): Schema {
  if (!Array.isArray(schema.allOf)) return schema
  const { allOf, ...rest } = schema
  const merged: Schema = { ...rest, properties: { ...(isObject(rest.properties) ? rest.properties : {}) }, required: [...(Array.isArray(rest.required) ? rest.required : [])] }
  for (const part of allOf as unknown[]) {
    if (parts.left-- <= 0) break
    const { value, ref } = refs.resolve(part)
    if (!isObject(value) || (ref !== undefined && seen.includes(ref))) continue
    const inner = mergeAllOf(refs, value, ref === undefined ? seen : [...seen, ref], parts)
    Object.assign(merged.properties as Schema, isObject(inner.properties) ? inner.properties : {})
    ;(merged.required as unknown[]).push(...(Array.isArray(inner.required) ? inner.required : []))
    for (const [key, item] of Object.entries(inner)) if (!(key in merged)) merged[key] = item
  }
  if (Object.keys(merged.properties as Schema).length === 0) delete merged.properties
  return merged
}

/**
 * `string`, `string<date-time>`, `integer | null`, `enum<string>`, `User[]`, `object`. `parts` counts down
 * the types it names (MAX_LABEL_PARTS); a union beyond them ends in `…`.
 */
export function typeLabel(refs: Refs, value: unknown, depth = 0, parts = { left: MAX_LABEL_PARTS }): string {
  if (parts.left-- <= 0) return '…'
  const { value: resolved, ref } = refs.resolve(value)
  if (!isObject(resolved)) return ref ? refName(ref) : 'any'
  const schema = resolved
  const nullable = schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null') && schema.type.length > 1)
  const suffix = nullable ? ' | null' : ''
  const choices = choicesOf(schema)
  if (choices && !isObject(schema.properties) && depth < 3) {
    // A union of unions names each type once, and `…` (types not named) last, once.
    const labels = new Set(choices.options.flatMap((option) => typeLabel(refs, option, depth + 1, parts).split(' | ')))
    const cut = labels.delete('…')
    return [...labels, ...(cut ? ['…'] : [])].join(' | ') + suffix
  }
  const type = typeOf(schema) ?? (Array.isArray(schema.allOf) ? 'object' : undefined)
  if (type === 'array') return (depth < 3 ? `${typeLabel(refs, schema.items, depth + 1, parts)}[]` : 'array') + suffix
  if (Array.isArray(schema.enum)) return `enum<${type ?? 'string'}>${suffix}`
  if (type === undefined) return ref ? refName(ref) : 'any'
  return (typeof schema.format === 'string' && type !== 'object' ? `${type}<${schema.format}>` : type) + suffix
}

function optionTitle(refs: Refs, option: unknown, index: number): string {
  const { value, ref } = refs.resolve(option)
  const title = isObject(value) && typeof value.title === 'string' ? value.title : ref ? refName(ref) : undefined
  return `${title ?? `Option ${index + 1}`} · ${typeLabel(refs, option)}`
}

function allowedValues(schema: Schema): Element[] {
  if (!Array.isArray(schema.enum) || schema.enum.length === 0) return []
  const values = schema.enum.slice(0, 50).flatMap((item, index) => [index > 0 ? ', ' : '', h('code', literal(item))])
  return [h('p.field-enum', ['Available options: ', ...values, schema.enum.length > 50 ? ', …' : ''])]
}

/** A value as a reader writes it: strings as they are, the rest as JSON. */
export function literal(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? String(value)
}
