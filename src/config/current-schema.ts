import type { ErrorObject, Options as AjvOptions, ValidateFunction } from 'ajv'
import { readPackageJsonFile } from '../util/package.js'
import { closestKey, codeList } from '../util/suggest.js'
import { createAjv, foldErrors, toPath, type SchemaNode, type SchemaProblem } from './schema.js'
import { isObject } from '../util/is-object.js'
import { isCodeTheme } from './code-themes.js'

/** The schema of docs.json in the generator's current format, relative to the package root. */
export const CURRENT_SCHEMA_FILE = 'schemas/docs-current.schema.json'

export const currentSchema = readPackageJsonFile(CURRENT_SCHEMA_FILE) as SchemaNode

type KeywordCheck = ((keys: string[], data: unknown, parent?: unknown, context?: { instancePath: string }) => boolean) & {
  errors?: Partial<ErrorObject>[]
}

/**
 * `x-one-child-kind`: a level of the navigation holds one kind of child (tabs, or groups, or pages, ...).
 * The second and later kinds are reported, each on its own key, so the message sits where the fix goes.
 */
const oneChildKind: KeywordCheck = (keys, data, _parent, context) => {
  const present = presentKeys(keys, data)
  oneChildKind.errors = present.slice(1).map((key) => ({
    keyword: 'x-one-child-kind',
    instancePath: `${context?.instancePath ?? ''}/${key}`,
    params: { key, first: present[0] },
    message:
      `cannot stand beside \`${present[0]}\`: a level of the navigation holds one kind of child, ` +
      `so nest one inside the other or keep only one`
  }))
  return oneChildKind.errors.length === 0
}

/** `x-needs-one-of`: a navigation entry needs something to show, or somewhere to lead. */
const needsOneOf: KeywordCheck = (keys, data) => {
  const found = presentKeys(keys, data).length > 0 || !isObject(data)
  needsOneOf.errors = found ? [] : [{ keyword: 'x-needs-one-of', params: { keys }, message: `needs one of ${codeList(keys)}` }]
  return found
}

function presentKeys(keys: string[], data: unknown): string[] {
  return isObject(data) ? keys.filter((key) => key in data) : []
}

export function createCurrentAjv(options?: AjvOptions) {
  const ajv = createAjv(options)
  ajv.addKeyword({ keyword: 'x-one-child-kind', errors: true, validate: oneChildKind })
  ajv.addKeyword({ keyword: 'x-needs-one-of', errors: true, validate: needsOneOf })
  ajv.addFormat('code-theme', { type: 'string', validate: isCodeTheme })
  return ajv
}

/** Compiled when first used: the page workers load this module with the rules, and never validate a docs.json. */
let validateCurrent: ValidateFunction | undefined

/** Validates a docs.json in the current format; the problems have the same shape as the seed format's. */
export function validateCurrentConfig(value: unknown): SchemaProblem[] {
  validateCurrent ??= createCurrentAjv().compile(currentSchema)
  validateCurrent(value)
  const errors = validateCurrent.errors ?? []
  const slips = slipsOfMissingKeys(errors)
  const echoes = (error: ErrorObject) => slips.some((slip) => slip.owner === error.instancePath && missingKeysOf(error).includes(slip.meant))
  return foldErrors(errors.filter((error) => !echoes(error))).map((problem) => {
    if (problem.kind !== 'unknown-key') return problem
    const slip = slips.find((each) => each.key === problem.key && JSON.stringify([...toPath(each.owner), each.key]) === JSON.stringify(problem.path))
    return slip ? { ...problem, standsFor: slip.meant } : problem
  })
}

/** An unknown key of an object (at the JSON pointer `owner`) that is a slip of a key the object lacks. */
interface Slip {
  owner: string
  key: string
  meant: string
}

/**
 * A misspelt key (`pagse`) is an unknown key, and the key it meant is then missing: one mistake, two
 * messages. When an unknown key of an object is closest to a key that the object lacks, it is that key's slip:
 * its problem says so (`standsFor`: the generator refuses the file, as it refuses a missing key), and the
 * missing-key errors it caused are dropped.
 */
function slipsOfMissingKeys(errors: ErrorObject[]): Slip[] {
  const missingAt = new Map<string, string[]>()
  for (const error of errors) missingAt.set(error.instancePath, [...(missingAt.get(error.instancePath) ?? []), ...missingKeysOf(error)])
  return errors.flatMap((error) => {
    if (error.keyword !== 'additionalProperties') return []
    const key = String(error.params.additionalProperty)
    const meant = closestKey(key, missingAt.get(error.instancePath) ?? [])
    return meant === undefined ? [] : [{ owner: error.instancePath, key, meant }]
  })
}

/** The keys an error says its object lacks: the required one, or the ones of which it needs one. */
function missingKeysOf(error: ErrorObject): string[] {
  if (error.keyword === 'required') return [String(error.params.missingProperty)]
  if (error.keyword === 'x-needs-one-of') return error.params.keys as string[]
  return []
}
