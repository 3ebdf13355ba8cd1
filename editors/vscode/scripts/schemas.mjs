/**
 * Puts docslint's docs.json schemas (../../schemas) into dist/schemas, where the extension's `jsonValidation`
 * finds them, with docs-json.schema.json, which chooses between them by the format a docs.json is written in,
 * read as docslint reads it (src/config/format.ts): the current format by its generator `$schema`, by an object
 * `navigation`, or by a `theme` the seed format does not have beside a `navigation` that is no list.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const extension = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const schemas = path.join(extension, '..', '..', 'schemas')
const out = path.join(extension, 'dist', 'schemas')
mkdirSync(out, { recursive: true })
for (const name of ['docs.schema.json', 'docs-current.schema.json']) copyFileSync(path.join(schemas, name), path.join(out, name))

const seed = JSON.parse(readFileSync(path.join(schemas, 'docs.schema.json'), 'utf8'))
const chooser = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'docs.json',
  description: 'A documentation site\'s docs.json, in the site generator\'s current format or in the older one (mint.json\'s).',
  if: {
    anyOf: [
      { required: ['$schema'], properties: { $schema: { type: 'string', pattern: '^\\s*https?://(www\\.)?mintlify\\.com/docs\\.json\\s*$' } } },
      { required: ['navigation'], properties: { navigation: { type: 'object' } } },
      { required: ['theme'], properties: { theme: { not: { enum: seed.properties.theme.enum } }, navigation: { not: { type: 'array' } } } }
    ]
  },
  then: { $ref: './docs-current.schema.json' },
  else: { $ref: './docs.schema.json' }
}
writeFileSync(path.join(out, 'docs-json.schema.json'), `${JSON.stringify(chooser, null, 2)}\n`)
