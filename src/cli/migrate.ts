/** `docslint migrate [root]`, run (src/cli/migrate-command.ts loads it when the command runs): the site's docs.json in the current format, printed or written. */
import path from 'node:path'
import { formatPath } from '../config/describe.js'
import { configFormatOf } from '../config/format.js'
import { parseJson } from '../config/json.js'
import { resolveRefs } from '../config/refs.js'
import { DEFAULT_MAX_FILE_BYTES } from '../file-size.js'
import { VFile } from 'vfile'
import { validateConfig } from '../config/schema.js'
import { RunFailure } from '../engine.js'
import { migrateConfig } from '../migrate/migrate.js'
import { readSiteFile, refusalLine } from '../site/read-file.js'
import { findSiteRoot } from '../site/root.js'
import { reasonOf } from '../util/system-error.js'
import { writeInside, WriteRefused } from '../util/write-inside.js'
import { EXIT } from './exit.js'

export interface MigrateFlags {
  write?: boolean
  force?: boolean
}

export function migrate(root: string, flags: MigrateFlags): number {
  if (flags.force && !flags.write) throw new RunFailure('--force goes with --write')
  const site = findSiteRoot(root)
  if (!site) throw new RunFailure(`no docs.json or mint.json in ${root} or a folder above it`)
  const shown = path.relative(process.cwd(), site.configFile) || site.configFile
  const value = readConfig(site.configFile, site.root, shown)
  if (configFormatOf(value) === 'current') throw new RunFailure(`${shown} is already in the current format`)
  const errors = validateConfig(value).filter((problem) => problem.kind !== 'unknown-key' && problem.kind !== 'deprecated')
  if (errors.length > 0) {
    const where = errors.map((problem) => {
      const at = formatPath(problem.kind === 'required' ? [...problem.path, problem.missing] : problem.path)
      return at ? `\`${at}\`` : 'the top level'
    })
    throw new RunFailure(`${shown} has schema errors to fix first (at ${[...new Set(where)].join(', ')}); \`docslint check\` says what they are`)
  }

  const { config, notes } = migrateConfig(value as Record<string, unknown>)
  // Said once the result is printed or written: a write that fails is the one line of a failed run.
  const tellNotes = () => {
    for (const line of notes.lines()) process.stderr.write(`docslint migrate: ${line}\n`)
  }
  const text = JSON.stringify(config, null, 2) + '\n'
  if (!flags.write) {
    tellNotes()
    process.stdout.write(text)
    return EXIT.clean
  }
  const target = path.join(site.root, 'docs.json')
  const targetShown = path.relative(process.cwd(), target) || target
  try {
    writeInside(target, text, { root: site.root, rootName: 'site', replace: flags.force })
  } catch (error) {
    if (error instanceof WriteRefused) throw new RunFailure(error.kind === 'exists' ? `${error.message}; add --force to replace it` : `${error.message}; it is left as it is`)
    throw new RunFailure(`cannot write ${targetShown}: ${reasonOf(error)}`)
  }
  tellNotes()
  const mintJson = path.basename(site.configFile) === 'mint.json' ? `; ${shown} is no longer read and can be deleted` : ''
  process.stderr.write(`docslint migrate: wrote ${targetShown}${mintJson}\n`)
  return EXIT.clean
}

/** The value of the site's mint.json or docs.json, read as `check` reads it: never through a link out of the site, never past the size limit. */
function readConfig(file: string, root: string, shown: string): unknown {
  const read = readSiteFile(file, { root, maxBytes: DEFAULT_MAX_FILE_BYTES })
  if ('refusal' in read) throw new RunFailure(refusalLine(shown, read.refusal))
  const document = parseJson(read.text)
  const syntax = document.syntaxErrors[0]
  if (syntax) {
    const { start } = document.positionAt(syntax.offset, syntax.length)
    throw new RunFailure(`${shown}:${start.line}:${start.column} is not valid JSON (${syntax.code})`)
  }
  // The config is migrated as the generator reads it: the files its `$ref`s name are part of it.
  const refs = resolveRefs(document, new VFile({ path: file }), DEFAULT_MAX_FILE_BYTES)
  const broken = refs.problems[0]
  if (broken) throw new RunFailure(`${shown}: ${broken.reason}; \`docslint check\` says where`)
  return refs.document.value
}
