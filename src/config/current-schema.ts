import type { ErrorObject } from 'ajv'
import { readPackageJsonFile } from '../util/package.js'
import { closestKey } from '../util/suggest.js'
import { foldErrors, toPath, type SchemaNode, type SchemaProblem } from './schema.js'
import { docsValidator } from './validators.js'

/** The schema of docs.json in the generator's current format, relative to the package root. */
export const CURRENT_SCHEMA_FILE = 'schemas/docs-current.schema.json'

export const currentSchema = readPackageJsonFile(CURRENT_SCHEMA_FILE) as SchemaNode

/** Validates a docs.json in the current format; the problems have the same shape as the seed format's. */
export function validateCurrentConfig(value: unknown): SchemaProblem[] {
  const validate = docsValidator('current')
  validate(value)
  const errors = validate.errors ?? []
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
