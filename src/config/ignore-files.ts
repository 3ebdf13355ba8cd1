/**
 * `.docslintignore` and the file `--ignore-path` names: which files are not reported. As ESLint's ignore files,
 * they limit the report, never the site: an ignored page is still published by the generator, so it stays a page
 * of the site model (its URL exists, links and navigation entries to it are fine, the pages it links to are
 * reached). Only the generator's own ignore, `.mintignore`, takes files out of the site (src/site/unpublished.ts).
 *
 * A file is ignored by the nearest `.docslintignore` in its folder or a folder above it, its patterns relative to
 * that file's folder; or, with `--ignore-path`, by that one file alone, relative to its own folder (as
 * unified-engine applies them, which used to leave ignored pages out of the site altogether).
 */
import path from 'node:path'
import { isMissing } from '../site/read-file.js'
import { ignorePatterns, UnusableIgnoreFile, type IgnorePatterns } from '../site/ignore-patterns.js'
import { isInside } from '../site/root.js'
import { shownPath } from '../util/shown-path.js'
import { readToolFile, toolFileFailure } from './tool-files.js'

/** Whether a file (absolute path) is left out of the report. */
export type Ignored = (absolute: string) => boolean

/**
 * Reads the ignore files that decide the report: the file `--ignore-path` names (absolute), or else the
 * `.docslintignore` files found in the checked folders and above them (absolute paths). One that is refused
 * (src/config/tool-files.ts), named but not there, or has a pattern that cannot be used fails the run.
 */
export function readIgnoreFiles(found: string[], named: string | undefined, cwd: string): Ignored {
  const byFolder = new Map<string, IgnorePatterns>()
  for (const file of named === undefined ? found : [named]) {
    const patterns = ignoreFilePatterns(file, named !== undefined, cwd)
    if (patterns !== undefined) byFolder.set(path.dirname(file), patterns)
  }
  if (named !== undefined) {
    const only = byFolder.get(path.dirname(named))
    return (absolute) => only !== undefined && ignoredBy(only, path.dirname(named), absolute)
  }
  if (byFolder.size === 0) return () => false
  // The nearest ignore file of each folder, found once: every file of the site is asked about.
  const nearestOf = new Map<string, string | undefined>()
  return (absolute) => {
    const start = path.dirname(absolute)
    let folder = nearestOf.get(start)
    if (folder === undefined && !nearestOf.has(start)) nearestOf.set(start, (folder = nearest(start, byFolder)))
    return folder !== undefined && ignoredBy(byFolder.get(folder)!, folder, absolute)
  }
}

/** The patterns of an ignore file; undefined for a found one that is no longer there. */
function ignoreFilePatterns(file: string, named: boolean, cwd: string): IgnorePatterns | undefined {
  const read = readToolFile(file, named)
  if ('refusal' in read) {
    if (isMissing(read.refusal) && !named) return undefined
    throw new UnusableIgnoreFile(toolFileFailure(file, read.refusal, cwd))
  }
  return ignorePatterns(read.text, shownPath(file, cwd))
}

/** The folder nearest to `start` (itself or one above it) that holds an ignore file. */
function nearest(start: string, byFolder: Map<string, unknown>): string | undefined {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (byFolder.has(folder)) return folder
    if (path.dirname(folder) === folder) return undefined
  }
}

/** Whether the patterns of an ignore file in `folder` match a file; a file outside that folder is never matched. */
function ignoredBy(patterns: IgnorePatterns, folder: string, absolute: string): boolean {
  if (absolute === folder || !isInside(absolute, folder)) return false
  return patterns.ignores(path.relative(folder, absolute).split(path.sep).join('/'))
}
