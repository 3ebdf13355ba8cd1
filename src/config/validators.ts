/**
 * The validators of docs.json, one per format: the code ajv wrote for the schemas at build time
 * (schemas/validators/, by scripts/schema-validators.mjs), loaded the first time a format is validated (the tool
 * configuration's are loaded the same way: src/config/rc-validators.ts). A check
 * loads the code of its site's format only, and compiles no schema. The page workers load this module with the
 * rules and never validate a docs.json.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import type { ValidateFunction } from 'ajv'
import ucs2length from 'ajv/dist/runtime/ucs2length.js'
import { packageRoot } from '../util/package.js'
import { DOCS_FORMATS, FORMATS_MODULE } from './docs-formats.js'
import { VALIDATOR_FILES } from './validator-files.js'

/** The modules ajv's code asks for by name: its helper for string lengths, and the formats (a test checks that it asks for no other). */
const RUNTIME: Record<string, unknown> = {
  'ajv/dist/runtime/ucs2length': ucs2length,
  [FORMATS_MODULE]: DOCS_FORMATS
}

function runtimeModule(name: string): unknown {
  if (!(name in RUNTIME)) throw new Error(`a validator of schemas/validators/ asks for ${name}, which src/config/validators.ts does not give`)
  return RUNTIME[name]
}

const load = createRequire(import.meta.url)
const made = new Map<keyof typeof VALIDATOR_FILES, ValidateFunction>()

/** The validator of docs.json in `format` (the names of src/config/format.ts), loaded the first time it is asked for. */
export function docsValidator(format: keyof typeof VALIDATOR_FILES): ValidateFunction {
  let validate = made.get(format)
  if (!validate) {
    validate = writtenValidators<ValidateFunction>(VALIDATOR_FILES[format])
    made.set(format, validate)
  }
  return validate
}

/** What a module of schemas/validators/ exports (a validator, or validators by name), given the modules its code asks for. */
export function writtenValidators<T>(file: string): T {
  const validatorsWith = load(path.join(packageRoot, file)) as (require: (name: string) => unknown) => T
  return validatorsWith(runtimeModule)
}
