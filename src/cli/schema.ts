import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Command } from 'commander'
import { DOCS_SCHEMA_FILE } from '../config/schema.js'
import { packageRoot } from '../util/package.js'
import { newCommand } from './command.js'

/** `docslint schema`: the docs.json JSON Schema as shipped, for editors and other tools to save or pipe. */
export function schemaCommand(): Command {
  return newCommand('schema')
    .description('print the JSON Schema of docs.json (for editor autocompletion and other tools)')
    .action(() => {
      process.stdout.write(readFileSync(path.join(packageRoot, DOCS_SCHEMA_FILE), 'utf8'))
    })
}
