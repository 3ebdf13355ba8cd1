/**
 * The validators of docs.json, one per format, made from the code ajv wrote for its schemas at build time
 * (src/config/docs-validators.generated.ts, by scripts/schema-validators.mjs) when first used: a check compiles
 * the code of its site's format only, and no schema. The page workers load this module with the rules and never
 * validate a docs.json.
 */
import type { ValidateFunction } from 'ajv'
import ucs2length from 'ajv/dist/runtime/ucs2length.js'
import { DOCS_FORMATS, FORMATS_MODULE } from './docs-formats.js'
import { CURRENT_VALIDATOR, LEGACY_VALIDATOR } from './docs-validators.generated.js'

/** The modules ajv's code asks for by name: its run-time helper for string lengths, and the formats (a test checks that the code asks for no other). */
const RUNTIME: Record<string, unknown> = {
  'ajv/dist/runtime/ucs2length': ucs2length,
  [FORMATS_MODULE]: DOCS_FORMATS
}

function runtimeModule(name: string): unknown {
  if (!(name in RUNTIME)) throw new Error(`the docs.json validator asks for ${name}, which src/config/validators.ts does not give`)
  return RUNTIME[name]
}

/** The code of each format's validator, by the names of src/config/format.ts (which reads the seed format's schema, so is not imported here). */
const CODE = { legacy: LEGACY_VALIDATOR, current: CURRENT_VALIDATOR }
const made = new Map<keyof typeof CODE, ValidateFunction>()

/** The validator of docs.json in `format`, made the first time it is asked for. */
export function docsValidator(format: keyof typeof CODE): ValidateFunction {
  let validate = made.get(format)
  if (!validate) {
    const module = { exports: undefined as unknown }
    // The code of a CommonJS module, ajv's standalone output: `require` and `module` are what it runs with.
    new Function('require', 'module', CODE[format])(runtimeModule, module)
    validate = module.exports as ValidateFunction
    made.set(format, validate)
  }
  return validate
}
