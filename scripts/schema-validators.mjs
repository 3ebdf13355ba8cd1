// Writes src/config/docs-validators.generated.ts: the code ajv makes of docs.json's JSON Schemas with docslint's
// keywords and formats (src/config/ajv-setup.ts), one module's code per format, so that a check compiles only the
// code of its docs.json's format instead of compiling the schemas on every run (src/config/validators.ts). The
// code is kept as text: parsed with the module, the current format's (600 kB) cost every run 30 to 90 ms, where
// its site has one format. `--check` exits 1 when the committed file is not what the schemas and the setup make
// now (run by the test suite). It reads the setup from tsc's output: run it after `npm run build`.
import { readFileSync, writeFileSync } from 'node:fs'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { appendErrorsInPlace, createAjv, createCurrentAjv } from '../dist/src/config/ajv-setup.js'

const TARGET = 'src/config/docs-validators.generated.ts'
const FORMATS = [
  { name: 'LEGACY_VALIDATOR', schema: 'schemas/docs.schema.json', createAjv, what: "the seed format's docs.json" },
  { name: 'CURRENT_VALIDATOR', schema: 'schemas/docs-current.schema.json', createAjv: createCurrentAjv, what: "the generator's current format" }
]

/**
 * The code of a CommonJS module whose export is the validator ajv compiles `schema` into, as a string constant
 * `name`; the module's `require` gives it the few modules its code names.
 */
function validatorCode({ name, schema, createAjv: create, what }) {
  // Optimised once here (ajv's default), and without the in-place rewrite, which is applied to the whole module below.
  const ajv = create({ code: { source: true, lines: true, optimize: true, process: undefined } })
  const module = standaloneCode(ajv, ajv.compile(JSON.parse(readFileSync(schema, 'utf8'))))
  // Strict, as ajv's module is: the directive stays first, before the function the rewrite adds.
  const code = `"use strict";${appendErrorsInPlace(module.replace(/^"use strict";/, ''))}`
  return [`/** The validator of ${what} (${schema}), as a CommonJS module's code. */`, `export const ${name} = ${templateLiteral(code)}`, ''].join('\n')
}

/** The text as a template literal, its lines kept (a change to a schema shows in the diff as lines). */
function templateLiteral(text) {
  return `\`${text.replace(/[\\`]|\$\{/g, (special) => `\\${special}`)}\``
}

const banner = `/* Generated from ${FORMATS.map((format) => format.schema).join(' and ')} with src/config/ajv-setup.ts by \`npm run schema:validators\`. Do not edit. */`
const text = [banner, ...FORMATS.map(validatorCode)].join('\n')

if (!process.argv.includes('--check')) writeFileSync(TARGET, text)
else if (readFileSync(TARGET, 'utf8') !== text) {
  console.error(`${TARGET} is out of date: run \`npm run build && npm run schema:validators\``)
  process.exit(1)
}
