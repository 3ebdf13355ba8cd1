// Writes schemas/validators/*.validator.cjs: the code ajv makes of docs.json's JSON Schemas with docslint's
// keywords and formats (src/config/ajv-setup.ts), one CommonJS module per format, so that a check loads the code of
// its docs.json's format instead of compiling the schema on every run (src/config/validators.ts). They are files
// of their own, loaded when asked for, rather than part of the bundle: the current format's is 600 kB, which every
// run would parse. `--check` exits 1 when a committed file is not what the schemas and the setup make now (run by
// the test suite). It reads the setup from tsc's output: run it after `npm run build`.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { appendErrorsInPlace, createAjv, createCurrentAjv } from '../dist/src/config/ajv-setup.js'
import { VALIDATOR_FILES } from '../dist/src/config/validator-files.js'

const FORMATS = [
  { format: 'legacy', schema: 'schemas/docs.schema.json', createAjv },
  { format: 'current', schema: 'schemas/docs-current.schema.json', createAjv: createCurrentAjv }
]

/**
 * A CommonJS module that exports a function of `require`, which gives the few modules the code names (ajv's helper
 * for string lengths, the formats), returning the validator ajv compiles `schema` into.
 */
function validatorModule({ schema, createAjv: create }) {
  // Optimised once here (ajv's default), and without the in-place rewrite, which is applied to the whole module below.
  const ajv = create({ code: { source: true, lines: true, optimize: true, process: undefined } })
  const code = appendErrorsInPlace(standaloneCode(ajv, ajv.compile(JSON.parse(readFileSync(schema, 'utf8')))).replace(/^"use strict";/, ''))
  return [
    `/* Generated from ${schema} with src/config/ajv-setup.ts by \`npm run schema:validators\`. Do not edit. */`,
    '"use strict";',
    'module.exports = function validatorWith(require) {',
    'const module = { exports: {} };',
    code,
    'return module.exports',
    '}',
    ''
  ].join('\n')
}

let stale = false
for (const format of FORMATS) {
  const target = VALIDATOR_FILES[format.format]
  const text = validatorModule(format)
  if (!process.argv.includes('--check')) writeFileSync(target, text)
  else if (readFileSync(target, 'utf8') !== text) {
    console.error(`${target} is out of date: run \`npm run build && npm run schema:validators\``)
    stale = true
  }
}
if (stale) process.exit(1)
