import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AjvDraft04Module from 'ajv-draft-04'
import addFormatsModule from 'ajv-formats'

/*
 * The SARIF 2.1.0 schema as Microsoft's SARIF SDK ships it (a JSON Schema draft-04, hence ajv-draft-04),
 * with ajv-formats' full checks of `uri`, `uri-reference` and `date-time`.
 */
const require = createRequire(import.meta.url)
const schema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'))

/* Both packages are CommonJS, whose module.exports arrives as the default import; each also exports `default`. */
const AjvDraft04 = AjvDraft04Module.default
const addFormats = addFormatsModule.default

// The schema's pattern for `language` (`^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$`) has a stray `]`, an error
// in a Unicode regular expression, which ajv builds by default; it is a literal `]` in a plain one.
const ajv = new AjvDraft04({ allErrors: true, unicodeRegExp: false })
addFormats(ajv, { mode: 'full' })
const validate = ajv.compile(schema)

/** The schema's complaints about a SARIF log, one line each; none when it is valid. */
export function sarifSchemaErrors(log: unknown): string[] {
  if (validate(log)) return []
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`)
}
