/**
 * Where fixed text goes: back to its file, atomically (`--fix`), or into a unified diff (`--fix-dry-run`).
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff'
import type { FixedFile } from './run.js'

/**
 * Writes each fixed file: to a temporary file in the same folder, with the file's mode, then renamed over it, so
 * that a reader sees the old text or the new, never half of one. A file whose bytes are not the text that was
 * fixed (it changed on disk since it was read, or it is not UTF-8) is left alone, and named in what is returned.
 */
export function writeFixes(fixed: FixedFile[]): { written: string[]; leftAlone: string[] } {
  const written: string[] = []
  const leftAlone: string[] = []
  for (const file of fixed) {
    if (!readFileSync(file.path).equals(Buffer.from(file.before, 'utf8'))) leftAlone.push(file.path)
    else {
      writeAtomically(file.path, file.after)
      written.push(file.path)
    }
  }
  return { written, leftAlone }
}

export function writeAtomically(file: string, text: string): void {
  const { mode } = statSync(file)
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.docslint-${process.pid}-${randomBytes(4).toString('hex')}.tmp`)
  try {
    writeFileSync(temporary, text, { mode, flag: 'wx' })
    // The mode given to writeFileSync is narrowed by the umask; the file keeps exactly the mode it had.
    chmodSync(temporary, mode)
    renameSync(temporary, file)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

/** A unified diff of every fixed file, with paths from `cwd` as git writes them (`a/docs/intro.mdx`, `b/...`). */
export function fixDiff(fixed: FixedFile[], cwd: string): string {
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
