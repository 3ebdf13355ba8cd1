// Writes schemas/validators/*.validator.cjs: the code ajv makes of docs.json's JSON Schemas with docslint's
// keywords and formats (src/config/ajv-setup.ts), one CommonJS module per format, and of the tool configuration's
// schema and the rules' option schemas (one module, rcValidatorsModule below), so that a check loads the code of
// its docs.json's format instead of compiling the schema on every run (src/config/validators.ts). They are files
// of their own, loaded when asked for, rather than part of the bundle: the current format's is 600 kB, which every
// run would parse. `--check` exits 1 when a committed file is not what the schemas and the setup make now (run by
// the test suite). It reads the setup from tsc's output: run it after `npm run build`.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { appendErrorsInPlace, createAjv, createCurrentAjv } from '../dist/src/config/ajv-setup.js'
import { OPENAPI_RULE_OPTIONS, RC_AJV_OPTIONS, RC_SHAPE, RC_VALIDATOR_FILE, VALIDATOR_FILES } from '../dist/src/config/validator-files.js'
import { openapiRuleMeta } from '../dist/src/openapi/rule-meta.js'
import { Ajv } from 'ajv'
import { allRules } from '../dist/rules/index.js'

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

/**
 * The module of the tool configuration's validators (src/config/rc-validators.ts): the shape of `.docslintrc.*`
 * (schemas/docslintrc.schema.json) exported as RC_SHAPE, and the options of each rule that takes some, by its id.
 * A check then loads no ajv: the configuration is read on every run.
 */
function rcValidatorsModule() {
  const ajv = new Ajv({ ...RC_AJV_OPTIONS, code: { source: true, lines: true, optimize: true } })
  const shape = JSON.parse(readFileSync('schemas/docslintrc.schema.json', 'utf8'))
  ajv.addSchema(shape)
  const exported = { [RC_SHAPE]: shape.$id }
  // redocly's rules (`openapi/<name>`) are not in allRules: one validator of the options every one of them takes.
  const openapiRule = { ...openapiRuleMeta('any'), id: OPENAPI_RULE_OPTIONS }
  for (const rule of [...allRules.filter((rule) => rule.options), openapiRule]) {
    ajv.addSchema(rule.options, `docslint:rule-options:${rule.id}`)
    exported[rule.id] = `docslint:rule-options:${rule.id}`
  }
  const code = standaloneCode(ajv, exported).replace(/^"use strict";/, '')
  return [
    `/* Generated from schemas/docslintrc.schema.json and the rules' option schemas by \`npm run schema:validators\`. Do not edit. */`,
    '"use strict";',
    'module.exports = function validatorsWith(require) {',
    'const exports = {};',
    'const module = { exports };',
    code,
    'return module.exports',
    '}',
    ''
  ].join('\n')
}

const MODULES = [...FORMATS.map((format) => [VALIDATOR_FILES[format.format], () => validatorModule(format)]), [RC_VALIDATOR_FILE, rcValidatorsModule]]

let stale = false
for (const [target, made] of MODULES) {
  const text = made()
  if (!process.argv.includes('--check')) writeFileSync(target, text)
  else if (readFileSync(target, 'utf8') !== text) {
    console.error(`${target} is out of date: run \`npm run build && npm run schema:validators\``)
    stale = true
  }
}
if (stale) process.exit(1)
