// Writes the TypeScript types of docs.json from schemas/docs.schema.json, the single source of truth.
// `--check` exits 1 when the committed file is out of date (run by the test suite).
import { readFileSync, writeFileSync } from 'node:fs'
import { compile } from 'json-schema-to-typescript'

const target = 'src/config/docs-config.generated.ts'
const schema = JSON.parse(readFileSync('schemas/docs.schema.json', 'utf8'))
const banner = '/* Generated from schemas/docs.schema.json by `npm run schema:types`. Do not edit. */'
const types = await compile(schema, 'DocsConfig', {
  bannerComment: banner,
  additionalProperties: false,
  unreachableDefinitions: false,
  style: { singleQuote: true, semi: false }
})
if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8')
  if (current !== types) {
    console.error(`${target} is out of date: run \`npm run schema:types\``)
    process.exit(1)
  }
} else {
  writeFileSync(target, types)
}
