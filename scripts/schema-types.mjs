// Writes the TypeScript types of docs.json from its JSON Schemas, the single source of truth: one file per
// format. `--check` exits 1 when a committed file is out of date (run by the test suite).
import { readFileSync, writeFileSync } from 'node:fs'
import { compile } from 'json-schema-to-typescript'

const outputs = [
  { schema: 'schemas/docs.schema.json', target: 'src/config/docs-config.generated.ts', name: 'DocsConfig' },
  { schema: 'schemas/docs-current.schema.json', target: 'src/config/docs-current.generated.ts', name: 'CurrentDocsConfig' }
]

let stale = false
for (const { schema, target, name } of outputs) {
  const banner = `/* Generated from ${schema} by \`npm run schema:types\`. Do not edit. */`
  const types = await compile(JSON.parse(readFileSync(schema, 'utf8')), name, {
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true, semi: false }
  })
  if (!process.argv.includes('--check')) writeFileSync(target, types)
  else if (readFileSync(target, 'utf8') !== types) {
    console.error(`${target} is out of date: run \`npm run schema:types\``)
    stale = true
  }
}
if (stale) process.exit(1)
