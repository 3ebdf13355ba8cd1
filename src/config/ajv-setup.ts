/**
 * The Ajv that validates docs.json in either format: its options, docslint's keywords and formats. A check does not
 * compile the schemas with it: `npm run schema:validators` (scripts/schema-validators.mjs) writes the code it
 * makes of them into schemas/validators/, which a check loads (src/config/validators.ts).
 * Compiling them took 60 to 390 ms of every run, the pre-commit hook's included. Every keyword is therefore one
 * that writes its code (ajv's `code` keywords): a keyword that is a function in this process has no code to write.
 */
import { _, Ajv, str, type CodeKeywordDefinition, type KeywordCxt, type Options as AjvOptions } from 'ajv'
import addFormatsModule from 'ajv-formats'
import { codeList } from '../util/suggest.js'
import { DOCS_FORMATS, FORMATS_MODULE } from './docs-formats.js'

/* ajv-formats is CommonJS; under NodeNext its default export arrives wrapped. */
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv

/**
 * The Ajv that validates docs.json; `options` replace its own, `code` options one by one (a test compares it with
 * ajv's plain code). Its code is not optimised: what the generator writes is optimised once, and a test run that
 * compiles the schemas saves ajv's optimising pass (150 ms of the 390 ms the current format's schema took).
 */
export function createAjv(options: AjvOptions = {}): Ajv {
  const code = { process: appendErrorsInPlace, optimize: false, formats: _`require(${FORMATS_MODULE})`, ...options.code }
  const ajv = new Ajv({ allErrors: true, verbose: true, ...options, code })
  addFormats(ajv)
  // Annotations for editors and for docslint's messages; they validate nothing.
  ajv.addKeyword({ keyword: 'patternErrorMessage' })
  ajv.addKeyword({ keyword: 'x-did-you-mean' })
  // docslint's schemas close every object, so that a typo is found; `x-closed` marks the objects the generator
  // closes too, where an unknown key fails its build (elsewhere it ignores the key).
  ajv.addKeyword({ keyword: 'x-closed' })
  ajv.addKeyword(deprecated)
  return ajv
}

/** The Ajv of the generator's current format: the seed format's, with the navigation's keywords and the code themes. */
export function createCurrentAjv(options?: AjvOptions): Ajv {
  const ajv = createAjv(options)
  ajv.addKeyword(oneChildKind)
  ajv.addKeyword(needsOneOf)
  ajv.addFormat('code-theme', DOCS_FORMATS['code-theme'])
  return ajv
}

/** A deprecated key is reported wherever it is used, so the keyword always fails, with its text as the message. */
const deprecated: CodeKeywordDefinition = {
  keyword: 'deprecationMessage',
  schemaType: 'string',
  error: { message: ({ schema }) => String(schema) },
  code: (cxt) => cxt.fail()
}

/** The code that is true when `data` is a plain JSON object (src/util/is-object.ts). */
const isObjectCode = (cxt: KeywordCxt) => _`${cxt.data} !== null && typeof ${cxt.data} == "object" && !Array.isArray(${cxt.data})`

/**
 * `x-one-child-kind`: a level of the navigation holds one kind of child (tabs, or groups, or pages, ...).
 * The second and later kinds are reported, each on its own key, so the message sits where the fix goes.
 */
const oneChildKind: CodeKeywordDefinition = {
  keyword: 'x-one-child-kind',
  schemaType: 'array',
  error: {
    message: ({ params }) => str`cannot stand beside \`${params.first}\`: a level of the navigation holds one kind of child, so nest one inside the other or keep only one`,
    params: ({ params }) => _`{key: ${params.key}, first: ${params.first}}`
  },
  code(cxt) {
    const { gen, data } = cxt
    const present = gen.const('present', _`[]`)
    gen.if(isObjectCode(cxt), () => {
      for (const key of cxt.schema as string[]) gen.if(_`${key} in ${data}`, () => gen.code(_`${present}.push(${key})`))
    })
    gen.forRange('i', 1, _`${present}.length`, (index) => {
      const key = gen.const('key', _`${present}[${index}]`)
      cxt.error(false, { key, first: _`${present}[0]` }, { instancePath: key })
    })
  }
}

/** `x-needs-one-of`: a navigation entry needs something to show, or somewhere to lead. */
const needsOneOf: CodeKeywordDefinition = {
  keyword: 'x-needs-one-of',
  schemaType: 'array',
  error: {
    message: ({ schema }) => `needs one of ${codeList(schema as string[])}`,
    params: ({ schemaValue }) => _`{keys: ${schemaValue}}`
  },
  code(cxt) {
    const noneThere = (cxt.schema as string[]).reduce((condition, key) => _`${condition} && !(${key} in ${cxt.data})`, isObjectCode(cxt))
    cxt.fail(noneThere)
  }
}

/**
 * ajv's code gathers the errors of a referenced schema with `vErrors.concat(errors)`, copying every error found so
 * far at each `$ref` (navigation groups are one): 100,000 wrong navigation entries took 20 s. `code.process` (ajv's
 * hook for the generated code) makes it append in place; the array is the caller's own, so the errors are the same.
 */
const CONCAT = /vErrors === null \? ([\w.]+\.errors) : vErrors\.concat\(\1\)/g

export function appendErrorsInPlace(code: string): string {
  if (!code.includes('vErrors.concat(')) return code
  const append = 'function docslintAppendErrors(to, from) { for (let i = 0; i < from.length; i++) to.push(from[i]); return to }'
  return `${append};${code.replace(CONCAT, (_all, errors: string) => `vErrors === null ? ${errors} : docslintAppendErrors(vErrors, ${errors})`)}`
}
