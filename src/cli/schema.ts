import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Option, type Command } from 'commander'
import { CURRENT_SCHEMA_FILE } from '../config/current-schema.js'
import { configFormatOf, type ConfigFormat } from '../config/format.js'
import { parseJson } from '../config/json.js'
import { DOCS_SCHEMA_FILE } from '../config/schema.js'
import { DEFAULT_MAX_FILE_BYTES } from '../file-size.js'
import { readSiteFile } from '../site/read-file.js'
import { findSiteRoot } from '../site/root.js'
import { packageRoot } from '../util/package.js'
import { newCommand } from './command.js'

const SCHEMA_FILES: Record<ConfigFormat, string> = { legacy: DOCS_SCHEMA_FILE, current: CURRENT_SCHEMA_FILE }

/** `docslint schema`: the docs.json JSON Schema as shipped, for editors and other tools to save or pipe. */
export function schemaCommand(): Command {
  return newCommand('schema')
    .description('print the JSON Schema of docs.json (for editor autocompletion and other tools)')
    .addOption(
      new Option('--format <format>', "which format's schema: the generator's current one, or the older one (default: the format of the site in the current folder, else legacy)")
        .choices(['legacy', 'current'])
    )
    .action((flags: { format?: ConfigFormat }) => {
      const format = flags.format ?? formatOfSiteAt(process.cwd())
      process.stdout.write(readFileSync(path.join(packageRoot, SCHEMA_FILES[format]), 'utf8'))
    })
}

/** The format of the config of the site around `folder`: legacy when there is none or it is not read (src/site/read-file.ts). */
export function formatOfSiteAt(folder: string): ConfigFormat {
  const site = findSiteRoot(folder)
  if (!site) return 'legacy'
  const read = readSiteFile(site.configFile, { root: site.root, maxBytes: DEFAULT_MAX_FILE_BYTES })
  return 'refusal' in read ? 'legacy' : configFormatOf(parseJson(read.text).value)
}
