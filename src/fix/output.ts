/**
 * Where fixed text goes: back to its file, atomically (`--fix`), or into a unified diff (`--fix-dry-run`).
 */
import { readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import type { FixedFile, NotFixed } from './run.js'
import { findSiteRoot } from '../site/root.js'
import { shownPath } from '../util/shown-path.js'
import { isSystemError, systemErrorReason } from '../util/system-error.js'
import { writeInside, WriteRefused } from '../util/write-inside.js'

/**
 * Writes each fixed file: to a temporary file in the same folder, with the file's mode and owner, then renamed
 * over it, so that a reader sees the old text or the new, never half of one. A file whose bytes are not the
 * text that was fixed (it changed on disk since it was read, or it is not UTF-8), that may no longer be written
 * (src/util/write-inside.ts), or that the system does not let docslint write (a full disk), is left alone, and
 * named in what is returned with why. A page that is a symbolic link (to another file of the site: discovery
 * checks no file outside it) is written through the link, which stays a link; reached by two names, a file is
 * written once.
 */
export function writeFixes(fixed: FixedFile[]): { written: string[]; leftAlone: NotFixed[] } {
  const written: string[] = []
  const leftAlone: NotFixed[] = []
  const writtenTexts = new Map<string, string>()
  for (const file of fixed) {
    const target = realpathSync(file.path)
    if (writtenTexts.get(target) === file.after) written.push(file.path)
    else if (!readFileSync(target).equals(Buffer.from(file.before, 'utf8'))) leftAlone.push({ path: file.path, reason: `${shownPath(file.path)} changed since it was read, or is not UTF-8` })
    else {
      try {
        writeInside(target, file.after, { root: siteRootOf(target), rootName: 'site', replace: true })
      } catch (error) {
        if (error instanceof WriteRefused) leftAlone.push({ path: file.path, reason: error.message })
        else if (isSystemError(error)) leftAlone.push({ path: file.path, reason: `${shownPath(file.path)} cannot be written: ${systemErrorReason(error)}` })
        else throw error
        continue
      }
      writtenTexts.set(target, file.after)
      written.push(file.path)
    }
  }
  return { written, leftAlone }
}

/** The real path of the site a fixed file belongs to: its file stays inside it. */
function siteRootOf(file: string): string {
  return realpathSync(findSiteRoot(path.dirname(file))?.root ?? path.dirname(file))
}

/**
 * A unified diff of every fixed file, with paths from `cwd` as git writes them (`a/docs/intro.mdx`, `b/...`).
 * The diff package is loaded here, for `--fix-dry-run` only: a check does not compile it at start.
 */
export async function fixDiff(fixed: FixedFile[], cwd: string): Promise<string> {
  const { createTwoFilesPatch, FILE_HEADERS_ONLY } = await import('diff')
  return fixed
    .map((file) => {
      const name = path.relative(cwd, file.path).split(path.sep).join('/')
      return createTwoFilesPatch(`a/${name}`, `b/${name}`, file.before, file.after, undefined, undefined, { headerOptions: FILE_HEADERS_ONLY })
    })
    .join('')
}

/** `fixed 12 problems in 3 files (image-frame 8, code-language 4)`, or undefined when nothing was fixed. */
export function fixSummary(fixed: FixedFile[], dryRun: boolean): string | undefined {
  const byRule = new Map<string, number>()
  for (const file of fixed) for (const [rule, count] of Object.entries(file.fixesByRule)) byRule.set(rule, (byRule.get(rule) ?? 0) + count)
  const total = [...byRule.values()].reduce((sum, count) => sum + count, 0)
  if (total === 0) return undefined
  const rules = [...byRule].sort(([a], [b]) => (a < b ? -1 : 1)).map(([rule, count]) => `${rule} ${count}`).join(', ')
  const problems = `${total} problem${total === 1 ? '' : 's'} in ${fixed.length} file${fixed.length === 1 ? '' : 's'}`
  return `${dryRun ? 'would fix' : 'fixed'} ${problems} (${rules})`
}
