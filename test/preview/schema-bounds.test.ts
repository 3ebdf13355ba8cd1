import { describe, expect, it } from '@jest/globals'
import { toHtml } from 'hast-util-to-html'
import type { ElementContent } from 'hast'
import { exampleOf, MAX_VALUES } from '../../src/preview/endpoint/example-value.js'
import { Refs } from '../../src/preview/endpoint/refs.js'
import { MAX_DEPTH, MAX_FIELDS, PageSchemas, REPEATS_UNTIL, SchemaView, typeLabel } from '../../src/preview/endpoint/schema-view.js'
import { fanOutSpec } from '../hardening/fan-out-spec.js'

/**
 * Issue 32, item 7: how much of a spec's schemas an endpoint page expands is bounded (fields, levels, values of
 * an example), whatever the spec; a spec of ordinary size is shown in full.
 */
const links = { href: (url: string) => url }
const level0 = { $ref: '#/components/schemas/Level0' }

/** How many values a JSON value holds, itself included. */
function valuesIn(value: unknown): number {
  if (Array.isArray(value)) return 1 + value.reduce((sum: number, item) => sum + valuesIn(item), 0)
  if (value !== null && typeof value === 'object') return 1 + Object.values(value).reduce((sum: number, item) => sum + valuesIn(item), 0)
  return 1
}

/** The body and the response of a page, rendered by views that share the page's bounds, as HTML. */
function pageHtml(spec: unknown, schema: unknown = level0): string {
  const page = new PageSchemas()
  const refs = new Refs(spec)
  const body = new SchemaView(refs, links, 'request', page).fields(schema)
  const response = new SchemaView(refs, links, 'response', page).fields(schema)
  return toHtml({ type: 'root', children: [...body, ...response] as ElementContent[] })
}

const count = (html: string, text: string) => html.split(text).length - 1

/** A chain Level0 → Level1 → ... of `length` schemas, each with a name and the next. */
function chain(length: number): Record<string, unknown> {
  const schemas = Object.fromEntries(
    Array.from({ length }, (_, level) => [`Level${level}`, { type: 'object', properties: { name: { type: 'string' }, ...(level + 1 < length ? { next: { $ref: `#/components/schemas/Level${level + 1}` } } : {}) } }])
  )
  return { components: { schemas } }
}

/** Level0 ... Level<levels - 1>, each a `oneOf` (or `anyOf`, `allOf`) of ten references to the next; the last one's lead to `leaf`. */
function fanOutOf(keyword: 'oneOf' | 'anyOf' | 'allOf', levels: number, leaf: unknown = { type: 'object', properties: { leaf: { type: 'string' } } }): Record<string, unknown> {
  const schemas = Object.fromEntries(
    Array.from({ length: levels }, (_, level) => {
      const next = level + 1 < levels ? { $ref: `#/components/schemas/Level${level + 1}` } : leaf
      return [`Level${level}`, { [keyword]: Array.from({ length: 10 }, () => next), ...(keyword === 'allOf' ? { properties: { [`own${level}`]: { type: 'string' } } } : {}) }]
    })
  )
  return { components: { schemas } }
}

describe('the expansion of schemas on an endpoint page is bounded (issue 32, item 7)', () => {
  it('builds an example of MAX_VALUES values at most from a fan-out, and an ordinary one in full', () => {
    const five = exampleOf(level0, new Refs(fanOutSpec(5)), 'request')
    expect(valuesIn(five)).toBeLessThanOrEqual(MAX_VALUES + 10 * 5)
    // The first property is followed to the end, the rest are cut to `{}`.
    expect(JSON.stringify(five).startsWith('{"p0":{"p0":{"p0":{"p0":{"p0":"<string>"')).toBe(true)
    expect(five).toMatchObject({ p9: {} })
    const two = exampleOf(level0, new Refs(fanOutSpec(2)), 'request')
    expect(valuesIn(two)).toBe(1 + 10 + 100)
  })

  it('shows MAX_FIELDS fields a page at most; past REPEATS_UNTIL, a schema shown already is a note linking to it', () => {
    const html = pageHtml(fanOutSpec(5))
    expect(count(html, 'class="field schema-field"')).toBeLessThanOrEqual(MAX_FIELDS)
    expect(count(html, 'class="field schema-field"')).toBeGreaterThanOrEqual(REPEATS_UNTIL)
    const links = [...html.matchAll(/<p class="schema-note schema-collapsed">Attributes as in <a href="#([^"]+)"><code>(Level\d)<\/code><\/a> above\.<\/p>/g)]
    expect(links.length).toBeGreaterThan(0)
    expect(count(html, 'schema-collapsed')).toBe(links.length)
    for (const [, id, name] of links) expect(html).toMatch(new RegExp(`<details class="expandable schema-children" id="${id}"><summary>Show child attributes</summary><div class="expandable-body"><div class="field schema-field"><div class="field-head"><code class="field-name">p0</code><span class="field-type">${name === 'Level4' ? 'string' : 'object'}</span>`))
    // Only the elements a link leads to get an id.
    expect(count(html, ' id="')).toBe(new Set(links.map(([, id]) => id)).size)
  })

  it('shows an ordinary schema in full, each time it is met, with no note and no id', () => {
    const html = pageHtml(fanOutSpec(2))
    expect(count(html, 'class="field schema-field"')).toBe(2 * (10 + 100))
    expect(html).not.toContain('schema-collapsed')
    expect(html).not.toContain(' id="')
  })

  it(`opens ${MAX_DEPTH} levels of fields at most, and names the schema it does not open`, () => {
    const html = pageHtml(chain(15))
    expect(count(html, '<details class="expandable schema-children"')).toBe(2 * MAX_DEPTH)
    expect(count(html, `<p class="schema-note schema-collapsed">The attributes of <code>Level${MAX_DEPTH + 1}</code> are not shown: a page shows ${MAX_FIELDS} fields, ${MAX_DEPTH} levels deep, at most.</p>`)).toBe(2)
    expect(html).not.toContain('<code>Level12</code>')
  })

  it('bounds choices that fan out, and allOf parts that fan out, as properties', () => {
    // Ten thousand options, and a hundred thousand parts to merge, for each field.
    const choices = pageHtml(fanOutOf('oneOf', 4))
    expect(count(choices, 'class="field schema-field"')).toBeLessThanOrEqual(MAX_FIELDS)
    expect(count(choices, 'class="expandable schema-choice"')).toBeLessThan(2 * MAX_FIELDS)
    expect(choices).toContain('schema-collapsed')
    const merged = pageHtml(fanOutOf('allOf', 5))
    expect(count(merged, 'class="field schema-field"')).toBe(2 * 6)
  })

  it('counts each option against MAX_FIELDS: choices of choices with no property between them are bounded too', () => {
    // anyOf ten wide through five $ref'ed levels of anyOf, ending in strings: 10^5 options and no property
    // (the fuzz family openapi-fanout found nine wide through seven levels, whose build never ended).
    const nested = pageHtml(fanOutOf('anyOf', 5, { type: 'string' }))
    expect(count(nested, 'class="expandable schema-choice"') + count(nested, 'class="field schema-field"')).toBeLessThanOrEqual(MAX_FIELDS)
    expect(count(nested, 'Attributes as in <a href="#schema-level1"><code>Level1</code></a> above.')).toBeGreaterThan(0)
    // One union wider than a page: each option shows one field, so the body shows MAX_FIELDS / 2 options.
    const wide = pageHtml({}, { oneOf: Array.from({ length: 2000 }, (_, index) => ({ type: 'string', format: `f${index}` })) })
    expect(count(wide, 'class="expandable schema-choice"')).toBe(MAX_FIELDS / 2)
    expect(wide).toContain(`<p class="schema-note">${2000 - MAX_FIELDS / 2} more options are not shown.</p>`)
    // An ordinary union is shown whole: two levels of ten, in the body and in the response.
    const small = pageHtml(fanOutOf('anyOf', 2, { type: 'string' }))
    expect(count(small, 'class="expandable schema-choice"')).toBe(2 * (10 + 100))
    expect(count(small, 'class="field schema-field"')).toBe(2 * 100)
    expect(small).not.toContain('more options are not shown')
  })

  it('names each type of a union of unions once', () => {
    // 1,111 types to name, 50 named: each once, then `…`.
    const refs = new Refs(fanOutOf('anyOf', 3, { type: 'string' }))
    expect(typeLabel(refs, level0)).toBe('string | …')
    const mixed = { anyOf: [{ oneOf: [{ type: 'string' }, { type: 'integer' }] }, { type: 'string' }, { oneOf: [{ type: 'integer' }, { type: 'boolean' }] }] }
    expect(typeLabel(refs, mixed)).toBe('string | integer | boolean')
  })

  it('names 50 types of a union at most, then `…`', () => {
    const refs = new Refs({})
    const union = { oneOf: Array.from({ length: 80 }, (_, index) => ({ type: 'string', format: `f${index}` })) }
    const label = typeLabel(refs, union)
    expect(label.split(' | ')).toHaveLength(50)
    expect(label.endsWith('string<f48> | …')).toBe(true)
  })
})
