/**
 * The shape of what the cache file keeps: a page's result (src/page/result.ts), a spec's lint and a rule
 * setup. The cache file is the user's to edit, damage or truncate, and what it holds goes straight to the site
 * stage and the reports: an entry of another shape (`{}`, `{"messages":[null]}`, a link whose `url` is a
 * number) crashed every later check, or made a page without facts that the navigation then missed. An entry
 * that does not match is a miss: the page or spec is checked again, and the entry rewritten.
 *
 * Every field a later stage reads is described, and no other is allowed: a field this description does not
 * know is one that no check of this version writes. A result of a real check always matches (test/cache/
 * checks the results of every fixture site). Written as guards rather than as a JSON schema: ajv took 110 to
 * 170 ms to compile the same description (on a loaded 2-core machine), on every warm check.
 */
import type { PageResult } from '../page/result.js'
import type { SpecProblem } from '../openapi/model.js'
import type { RuleSetup } from '../config/settings.js'
import type { ExternalOutcome } from '../external/outcome.js'
import { isObject } from '../util/is-object.js'

type Shape = (value: unknown) => boolean

/** An object with these fields, the first ones required, and no others. */
function object(required: Record<string, Shape>, optional: Record<string, Shape> = {}): Shape {
  const requiredNames = Object.keys(required)
  // A Map, not the objects: a field named `constructor` or `__proto__` has no shape.
  const shapes = new Map(Object.entries({ ...optional, ...required }))
  return (value) => {
    if (!isObject(value) || !requiredNames.every((name) => Object.hasOwn(value, name))) return false
    for (const name in value) if (shapes.get(name)?.(value[name]) !== true) return false
    return true
  }
}

const listOf = (item: Shape): Shape => (value) => Array.isArray(value) && value.every(item)
const either = (...shapes: Shape[]): Shape => (value) => shapes.some((shape) => shape(value))
const oneOf = (...values: unknown[]): Shape => (value) => values.includes(value)
const integerFrom = (least: number, most = Infinity): Shape => (value) => Number.isInteger(value) && (value as number) >= least && (value as number) <= most

const text: Shape = (value) => typeof value === 'string'
const texts = listOf(text)
const flag: Shape = (value) => typeof value === 'boolean'
/** Any JSON object: what docslint keeps without reading it itself (front matter, a rule's data for its site step). */
const anyObject: Shape = isObject
/** A line or a column: unist counts both from 1. */
const count = integerFrom(1)
const offset = integerFrom(0)

const point = object({ line: count, column: count }, { offset })
const position = object({ start: point, end: point })
const place = either(point, position)
const fix = object({ range: (value) => Array.isArray(value) && value.length === 2 && value.every(offset), text })

/** A message as src/page/result.ts keeps it: vfile-message's own fields, and docslint's `fix` and `data`. */
const message = object(
  { reason: text },
  {
    place,
    line: count,
    column: count,
    ruleId: text,
    source: text,
    // vfile's convention: true an error, false a warning, null (or none) information.
    fatal: either(flag, oneOf(null)),
    url: text,
    note: text,
    actual: text,
    expected: texts,
    fix,
    data: anyObject
  }
)

/** src/page/facts.ts */
const facts = object(
  {
    parsed: flag,
    headings: listOf(object({ depth: integerFrom(1, 6), text, slug: text, position }, { textSlug: text, aliases: listOf(text) })),
    ids: listOf(object({ id: text, element: text, position })),
    links: listOf(object({ url: text, position })),
    assets: listOf(object({ url: text, via: text, position })),
    components: texts,
    endpoints: listOf(object({ value: text, position })),
    imports: listOf(object({ source: text, position }, { names: listOf(object({ name: text, position })), defaultName: text })),
    icons: listOf(object({ value: text, position })),
    controls: listOf(object({ type: text, value: text, position }, { next: position }))
  },
  {
    frontmatter: object({ position }, { data: anyObject }),
    title: text,
    description: text,
    apiEndpoint: object({ value: text, position }),
    exports: object({ names: texts, all: flag }),
    api: object({ params: texts, requestExample: flag, responseExample: flag, statusCodes: texts, auth: flag, rateLimit: flag })
  }
)

/** How the page was read: src/page/check.ts. */
const parsed = object({
  kind: oneOf('page'),
  outcome: object({}, { unreadable: text, failure: object({ reason: text, place }, { fix, skimmed: flag }), strayNuls: listOf(position) })
})

const pageFields = object({ docslintParsed: parsed }, { pageFacts: facts, docslintFileSize: offset, previewTree: text })
/** What a page's check leaves on its file. A page that was read has facts: without them it would be no page for the site stage (a false `nav-missing-page`). */
const pageData: Shape = (value) => pageFields(value) && (Object.hasOwn(value as object, 'pageFacts') || Object.hasOwn((value as { docslintParsed: { outcome: object } }).docslintParsed.outcome, 'unreadable'))

const pageMessages = listOf(message)
const pageResult = object({ messages: pageMessages, data: pageData })

/** src/openapi/model.ts: each file the lint read through a `$ref` with its hash (null: it could not be read), and its problems. */
const specLint = object({
  refs: listOf((value) => Array.isArray(value) && value.length === 2 && text(value[0]) && either(text, oneOf(null))(value[1])),
  problems: listOf(object({ rule: text, severity: oneOf('error', 'warn'), reason: text, location: text, place: position }, { expected: texts, offline: flag }))
})

/** src/external/outcome.ts: the lasting outcomes, the only ones kept. */
const status = integerFrom(100, 599)
const externalOutcome = either(
  object({ kind: oneOf('ok'), status, redirects: offset }),
  object({ kind: oneOf('broken'), status }, { finalUrl: text }),
  object({ kind: oneOf('redirect-loop'), chain: texts }),
  object({ kind: oneOf('too-many-redirects'), limit: offset, lastUrl: text }),
  object({ kind: oneOf('bad-redirect'), status, location: text }),
  object({ kind: oneOf('invalid-url') })
)

/** src/config/settings.ts */
const ruleSetup = object({
  rules: (value) => isObject(value) && Object.values(value).every(oneOf('error', 'warn', 'info', 'off')),
  options: (value) => isObject(value) && Object.values(value).every(anyObject)
})

export const isPageResult = (value: unknown): value is PageResult => pageResult(value)

/** A page's messages alone, as its cache line keeps them apart from its data. */
export const isPageMessages = (value: unknown): value is PageResult['messages'] => pageMessages(value)

/** A spec's lint as cached: its problems, and the files the lint read through `$ref`s with their hashes (null: not readable). */
export interface SpecLintEntry {
  refs: [string, string | null][]
  problems: SpecProblem[]
}

export const isSpecLintEntry = (value: unknown): value is SpecLintEntry => specLint(value)

export const isRuleSetup = (value: unknown): value is RuleSetup => ruleSetup(value)

export const isExternalOutcome = (value: unknown): value is ExternalOutcome => externalOutcome(value)
