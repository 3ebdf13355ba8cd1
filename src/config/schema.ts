import type { ErrorObject } from 'ajv'
import { readPackageJsonFile } from '../util/package.js'
import type { Segment } from './json.js'
import { docsValidator } from './validators.js'

/** A JSON Schema object as far as docslint reads one. */
export interface SchemaNode {
  type?: string | string[]
  description?: string
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
  anyOf?: SchemaNode[]
  $ref?: string
  default?: unknown
  patternErrorMessage?: string
  'x-did-you-mean'?: Record<string, string>
  [key: string]: unknown
}

/** The schema of docs.json, relative to the package root. */
export const DOCS_SCHEMA_FILE = 'schemas/docs.schema.json'

export const docsSchema = readPackageJsonFile(DOCS_SCHEMA_FILE) as SchemaNode

/**
 * One thing wrong with a value, after ajv's errors for that value are folded together.
 * `path` leads to the value (for `required`, to the object missing a key).
 */
export type SchemaProblem =
  | { kind: 'type'; path: Segment[]; expected: string[]; actual: unknown; allowed?: unknown[] }
  | { kind: 'enum'; path: Segment[]; allowed: unknown[]; actual: unknown }
  | { kind: 'pattern'; path: Segment[]; actual: unknown; explanation?: string }
  | { kind: 'format'; path: Segment[]; format: string; actual: unknown }
  | { kind: 'required'; path: Segment[]; missing: string; because?: string; about?: string }
  /**
   * `standsFor`: the required key of the same object that this one is a slip of (`clors` for a missing `colors`).
   * `closed`: the object is one whose unknown keys the generator refuses (the schema marks it `x-closed`).
   */
  | { kind: 'unknown-key'; path: Segment[]; key: string; known: string[]; renamed?: string; standsFor?: string; closed?: boolean }
  | { kind: 'key-not-allowed'; path: Segment[]; key: string; allowed: unknown[] }
  | { kind: 'deprecated'; path: Segment[]; explanation: string }
  | { kind: 'empty'; path: Segment[]; what: 'string' | 'array' }
  | { kind: 'duplicate'; path: Segment[]; actual: unknown; first: number }
  | { kind: 'other'; path: Segment[]; message: string }

/** Validates a docs.json in the seed format (the code ajv wrote for its schema: src/config/validators.ts). */
export function validateConfig(value: unknown): SchemaProblem[] {
  const validate = docsValidator('legacy')
  validate(value)
  return foldErrors(validate.errors ?? [])
}

/** The path of a JSON pointer (ajv's `instancePath`): `/navigation/groups/0` is `['navigation', 'groups', 0]`. */
export function toPath(pointer: string): Segment[] {
  if (pointer === '') return []
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))
}

const isAtOrBelow = (path: string, parent: string) => path === parent || path.startsWith(parent + '/')

/**
 * ajv reports each branch of a union and each keyword separately; a reader wants one message per value.
 * For a union (`anyOf`), the branches whose type does not fit the value are noise when another branch
 * fits and fails for a real reason; when no branch fits, their type errors merge into one.
 */
export function foldErrors(errors: ErrorObject[]): SchemaProblem[] {
  // A key outside `propertyNames` fails twice, as a name and as the key: the second error says it all.
  const live = new LiveErrors(errors.filter((error) => error.keyword !== 'if' && error.propertyName === undefined))
  const merged: SchemaProblem[] = []
  for (const union of live.all.filter((error) => error.keyword === 'anyOf')) {
    const at = union.instancePath
    const branchTypes = live.at(at).filter((e) => e.keyword === 'type')
    // What fails at or below the union, other than the union itself and its branches' types.
    const fitting = live.countAtOrBelow(at) - branchTypes.length
    live.remove(union)
    for (const error of branchTypes) live.remove(error)
    if (fitting === 0) {
      merged.push({
        kind: 'type',
        path: toPath(at),
        expected: [...new Set(branchTypes.map((e) => String(e.params.type)))],
        actual: union.data
      })
    }
  }
  const kept = live.all.filter((error) => live.has(error))
  const byValue = new Map<string, ErrorObject[]>()
  const here = (pointer: string) => byValue.get(pointer) ?? byValue.set(pointer, live.at(pointer)).get(pointer)!
  return [...merged, ...kept.flatMap((error) => toProblem(error, here(error.instancePath)))].filter(uniqueByPathAndKind())
}

/**
 * ajv's errors as foldErrors removes them, indexed by the value they are about: a docs.json with 100,000 wrong
 * values has as many errors, and comparing each with all the others took minutes.
 */
class LiveErrors {
  private readonly byPath = new Map<string, ErrorObject[]>()
  private readonly removed = new Set<ErrorObject>()
  /** How many live errors other than unions are about each value or a value inside it. */
  private readonly below = new Map<string, number>()

  constructor(readonly all: ErrorObject[]) {
    for (const error of all) {
      const here = this.byPath.get(error.instancePath)
      if (here) here.push(error)
      else this.byPath.set(error.instancePath, [error])
      if (error.keyword !== 'anyOf') this.count(error, 1)
    }
  }

  has(error: ErrorObject): boolean {
    return !this.removed.has(error)
  }

  /** The live errors about the value at this JSON pointer. */
  at(pointer: string): ErrorObject[] {
    return (this.byPath.get(pointer) ?? []).filter((error) => this.has(error))
  }

  countAtOrBelow(pointer: string): number {
    return this.below.get(pointer) ?? 0
  }

  remove(error: ErrorObject): void {
    if (this.removed.has(error)) return
    this.removed.add(error)
    if (error.keyword !== 'anyOf') this.count(error, -1)
  }

  /** Adds to the count of the error's value and of every value that holds it. */
  private count(error: ErrorObject, change: number): void {
    const pointer = error.instancePath
    for (let end = pointer.length; ; end = pointer.lastIndexOf('/', end - 1)) {
      const ancestor = pointer.slice(0, end)
      this.below.set(ancestor, (this.below.get(ancestor) ?? 0) + change)
      if (end === 0) return
    }
  }
}

/** One error as a problem; `here` are the live errors about the same value. */
function toProblem(error: ErrorObject, here: ErrorObject[]): SchemaProblem[] {
  const path = toPath(error.instancePath)
  const parent = (error.parentSchema ?? {}) as SchemaNode
  const typeErrorHere = here.some((e) => e.keyword === 'type')
  switch (error.keyword) {
    case 'type': {
      const allowed = here.find((e) => e.keyword === 'enum')?.params
        .allowedValues as unknown[] | undefined
      return [{ kind: 'type', path, expected: [String(error.params.type)], actual: error.data, allowed }]
    }
    // A value of the wrong type also breaks its enum, pattern, format and length: the type error says it all.
    case 'enum':
      return typeErrorHere ? [] : [{ kind: 'enum', path, allowed: error.params.allowedValues, actual: error.data }]
    case 'pattern':
      return typeErrorHere ? [] : [{ kind: 'pattern', path, actual: error.data, explanation: parent.patternErrorMessage }]
    case 'format':
      return typeErrorHere ? [] : [{ kind: 'format', path, format: String(error.params.format), actual: error.data }]
    case 'minLength':
      return typeErrorHere ? [] : [{ kind: 'empty', path, what: 'string' }]
    case 'minItems':
      return typeErrorHere ? [] : [{ kind: 'empty', path, what: 'array' }]
    case 'required': {
      const missing = String(error.params.missingProperty)
      const because = error.schemaPath.includes('/then/') ? parent.description : undefined
      const about = parent.properties?.[missing]?.description
      return [{ kind: 'required', path, missing, because, about }]
    }
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty)
      const known = Object.keys(parent.properties ?? {})
      const closed = parent['x-closed'] === true ? { closed: true } : {}
      return [{ kind: 'unknown-key', path: [...path, key], key, known, renamed: parent['x-did-you-mean']?.[key], ...closed }]
    }
    case 'propertyNames': {
      // An object whose keys are values (`footer.socials`: platform → URL): a key outside the list is a wrong value.
      const key = String(error.params.propertyName)
      const allowed = ((parent.propertyNames as SchemaNode | undefined)?.enum as unknown[] | undefined) ?? []
      return [{ kind: 'key-not-allowed', path: [...path, key], key, allowed }]
    }
    case 'deprecationMessage':
      return [{ kind: 'deprecated', path, explanation: String(error.message) }]
    case 'uniqueItems': {
      const indexes = [Number(error.params.i), Number(error.params.j)]
      const [first, second] = [Math.min(...indexes), Math.max(...indexes)]
      const items = error.data as unknown[]
      return [{ kind: 'duplicate', path: [...path, second], actual: items[second], first }]
    }
    default:
      return [{ kind: 'other', path, message: error.message ?? `breaks the \`${error.keyword}\` rule of the schema` }]
  }
}

function uniqueByPathAndKind() {
  const seen = new Set<string>()
  return (problem: SchemaProblem) => {
    const key = `${problem.kind}\0${JSON.stringify(problem.path)}\0${'missing' in problem ? problem.missing : ''}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  }
}
