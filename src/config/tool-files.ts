/**
 * The tool's own files: `.docslintrc.*` and `package.json` (its `docslint` field), `.docslintignore` and
 * `.docslint-words` in the folders of a site and every folder above it, `.mintignore` beside docs.json, and the
 * files named by `--config` and `--ignore-path`. Each is read under the rule of every file docslint reads
 * (src/site/read-file.ts) with a cap of its own, 1 MiB: no configuration is written that long, and `/dev/zero`
 * or a 2 GB file must not fill the memory. A file docslint finds must stay, after its links are resolved,
 * inside the site it is in (above any site: inside its own folder). A file the user names may be outside every
 * site (`--config ../shared.json`), but one named inside a site must stay in it too: a link planted in a
 * repository (`site/given.docslintrc.json -> /etc/passwd`) is refused whoever names it. One that breaks the rule
 * fails the run in one line that never quotes what the file holds.
 */
import path from 'node:path'
import { isMissing, readSiteFile, refusalLine, statSiteFile, type Read, type Refusal } from '../site/read-file.js'
import { findSiteRoot } from '../site/root.js'
import { shownPath } from '../util/shown-path.js'
import { lexists } from '../util/lexists.js'

export const TOOL_FILE_MAX_BYTES = 1024 * 1024

/** The configuration files unified-engine looks for in each folder, in its order (`rcName` with its loaders' extensions, then `packageField`'s file). */
export const RC_FILE_NAMES = ['.docslintrc', '.docslintrc.json', '.docslintrc.cjs', '.docslintrc.mjs', '.docslintrc.js', '.docslintrc.yaml', '.docslintrc.yml', 'package.json']

/** The tool's ignore file (gitignore syntax), in any folder of the site or above it. */
export const IGNORE_FILE = '.docslintignore'

/** The project's word list, in a page's folder or one above it. */
export const PROJECT_WORDS_FILE = '.docslint-words'

/** The names of the tool's files, in a page's folder or one above, sorted. */
export const TOOL_FILE_NAMES: readonly string[] = [...RC_FILE_NAMES, IGNORE_FILE, PROJECT_WORDS_FILE].sort()

/** Whether a file of this name, in a page's folder or one above, is one of the tool's files. */
export function isToolFileName(name: string): boolean {
  return TOOL_FILE_NAMES.includes(name)
}

/** A tool file's text, or why it is not read; `named` for a file the user named (`--config`, `--ignore-path`). */
export function readToolFile(file: string, named = false): Read {
  return readSiteFile(file, { root: named ? namedRootOf(file) : toolFileRootOf(file), maxBytes: TOOL_FILE_MAX_BYTES })
}

/** A tool file's text, or why it is not read, when it must stay inside `root` (a file another configuration extends). */
export function readToolFileWithin(file: string, root: string): Read {
  return readSiteFile(file, { root, maxBytes: TOOL_FILE_MAX_BYTES })
}

/** Why a tool file would not be read; undefined when it would be, and when there is none (nothing to read). */
export function toolFileRefusal(file: string, named = false): Refusal | undefined {
  const stat = statSiteFile(file, named ? namedRootOf(file) : toolFileRootOf(file))
  if ('refusal' in stat) return isMissing(stat.refusal) ? undefined : stat.refusal
  return stat.size > TOOL_FILE_MAX_BYTES ? { kind: 'too-large', bytes: stat.size, limit: TOOL_FILE_MAX_BYTES } : undefined
}

/**
 * The failure line for the first of these tool files (absolute paths) that would not be read, with its path from
 * `cwd`; undefined when all would be (or are not there). unified-engine reads the configuration files itself, by
 * path: they are checked here before it starts (what a file becomes in the instant between is the one
 * thing this cannot see).
 */
export function toolFilesFailure(found: string[], named: string[], cwd: string): string | undefined {
  for (const [files, isNamed] of [[named, true], [found, false]] as const) {
    for (const file of files) {
      const refusal = toolFileRefusal(file, isNamed)
      if (refusal) return toolFileFailure(file, refusal, cwd)
    }
  }
  return undefined
}

/** The one line that says why a tool file is not read; the file by its path from `cwd`, or its absolute path when it is not below it (`/dev/zero`). */
export function toolFileFailure(file: string, refusal: Refusal, cwd: string): string {
  return refusalLine(shownPath(file, cwd), refusal, findSiteRoot(path.dirname(file)) ? 'the site' : 'its folder')
}

/** Where unified-engine looks for the tool's files of files in these folders: each folder and every folder above it, once. */
export function foldersLookedIn(folders: Iterable<string>): Set<string> {
  const all = new Set<string>()
  for (const start of folders) {
    for (let folder = start; !all.has(folder); folder = path.dirname(folder)) {
      all.add(folder)
      if (path.dirname(folder) === folder) break
    }
  }
  return all
}

/** The tool files in the folders above a site root, as unified-engine looks for them there: whatever they are (a link, a FIFO). */
export function toolFilesAbove(root: string): string[] {
  const found: string[] = []
  for (let folder = path.dirname(root); ; folder = path.dirname(folder)) {
    for (const name of [...RC_FILE_NAMES, IGNORE_FILE, PROJECT_WORDS_FILE]) if (lexists(path.join(folder, name))) found.push(path.join(folder, name))
    if (path.dirname(folder) === folder) return found
  }
}

/** The folder a found tool file must stay inside: its site's root, or above any site its own folder. */
export function toolFileRootOf(file: string): string {
  return findSiteRoot(path.dirname(file))?.root ?? path.dirname(file)
}

/** The folder a named tool file must stay inside: the site it is named in; none outside every site. */
function namedRootOf(file: string): string | undefined {
  return findSiteRoot(path.dirname(path.resolve(file)))?.root
}
