/**
 * The context stamp of a check: everything besides a page's own text that decides its result, read from disk
 * in one pass. A page whose file stamp (src/discovery.ts) and context stamp are those its cached result was
 * made under is taken from the cache without unified-engine reading, configuring or processing it (a warm
 * re-check of an unchanged site does no work per page but a stat); any other page goes through the engine,
 * whose result cache then compares content hashes (src/cache/page-cache.ts).
 *
 * What decides a page's result besides its text: docslint's version, the run's options, and the files that
 * unified-engine and docslint look for in the page's folder and every folder above it: the tool
 * configuration (`.docslintrc.*`, `package.json#docslint`, and the files it extends) and the project's word list. The ignore files are
 * stamped with them: they only limit the report (src/config/ignore-files.ts), so this is a check too many on
 * their change, never a result kept too long.
 */
import { createHash, type Hash } from 'node:crypto'
import { FolderListings } from './folder-listings.js'
import path from 'node:path'
import { foldersLookedIn, isToolFileName, RC_FILE_NAMES, readToolFile, TOOL_FILE_NAMES } from '../config/tool-files.js'
import { lstatSync } from 'node:fs'
import { filesExtendedBy } from '../config/extends.js'
import type { Read } from '../site/read-file.js'
import { packageJson } from '../util/package.js'
import type { RuleSetup } from '../config/settings.js'

const SCRIPT_EXTENSIONS = new Set(['.js', '.cjs', '.mjs'])

/** What decides every page's result besides the files in its folders. */
export interface ContextOptions {
  configPath?: string
  useConfig: boolean
  ignorePath?: string
  maxFileBytes: number
  keepPreviewTrees: boolean
  /** `--rule`: part of the stamp, as the configuration files are. */
  commandLineRules?: RuleSetup
}

/**
 * The context stamp for pages in these folders (absolute paths), run from `cwd`; undefined when the context
 * cannot be stamped: a configuration written in JavaScript can read anything, so every page then goes through
 * the engine and its content hash. `listings`: the folders as the check lists them.
 */
export function contextStamp(pageFolders: Iterable<string>, options: ContextOptions, cwd: string, listings = new FolderListings()): string | undefined {
  const hash = createHash('sha1').update(packageJson.version)
  hash.update(JSON.stringify({ ...options, configPath: undefined, ignorePath: undefined }))
  for (const named of [options.configPath, options.ignorePath]) {
    if (named === undefined) continue
    if (SCRIPT_EXTENSIONS.has(path.extname(named))) return undefined
    addFile(hash, path.resolve(cwd, named), true)
  }
  for (const folder of [...foldersLookedIn(pageFolders)].sort()) {
    for (const name of namesIn(folder, listings)) {
      if (SCRIPT_EXTENSIONS.has(path.extname(name)) && options.useConfig) return undefined
      addFile(hash, path.join(folder, name))
    }
  }
  return hash.digest('base64')
}

/**
 * The names in a folder that matter for pages, sorted: from its listing where the walk made one (the site's folders),
 * otherwise by looking for each (the folders above the site, which may hold thousands of entries: a home folder).
 */
function namesIn(folder: string, listings: FolderListings): string[] {
  const listed = listings.listed(folder)
  return listed ? listed.names.filter(isToolFileName) : TOOL_FILE_NAMES.filter((name) => isThere(path.join(folder, name)))
}

function isThere(file: string): boolean {
  try {
    return lstatSync(file, { throwIfNoEntry: false }) !== undefined
  } catch {
    return false
  }
}

/**
 * A file's path and text into the stamp (`named` for a file named on the command line); a file that is not read
 * counts as why. A configuration's extended files (`"extends": ["./base.docslintrc.json"]`) count with it: an
 * edit there changes every result the configuration decides.
 */
function addFile(hash: Hash, file: string, named = false): void {
  const read = addText(hash, file, readToolFile(file, named))
  if (read === undefined || (!named && !RC_FILE_NAMES.includes(path.basename(file)))) return
  for (const extended of filesExtendedBy(file, read)) addText(hash, extended, readToolFile(extended))
}

/** A file's path and what was read of it into the stamp; its text, when it was read. */
function addText(hash: Hash, file: string, read: Read): string | undefined {
  hash.update('\0').update(file).update('\0')
  hash.update('refusal' in read ? `unread:${JSON.stringify(read.refusal)}` : read.text)
  return 'refusal' in read ? undefined : read.text
}
