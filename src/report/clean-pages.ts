/**
 * The clean pages of a check: pages it checked and reports without a message, kept as their paths rather than as
 * files. A check with `--cache` whose site stage the cache still holds takes most pages of a large site as they
 * were, and most have no message: each made into a VFile only to be counted ("10,000 files checked") cost the
 * pre-commit hook of a 10,000-page site a tenth of its time, in the files, the passes over them (deduplication,
 * sorting, statistics) and their garbage. The stylish report counts them; the reports that list each file (JSON,
 * JUnit, Checkstyle) make them into files, in the order the check sorts its files.
 */
import { VFile } from 'vfile'
import { relativeFrom } from '../util/file-paths.js'

export interface CleanPages {
  /** The folder the check ran from: a file's path is given from it. */
  cwd: string
  /** Each page's absolute path, once. */
  absolute: string[]
}

export const noCleanPages = (cwd: string): CleanPages => ({ cwd, absolute: [] })

/** Files in vfile-sort's order (compareFile: `localeCompare` of their paths), with one collator for every comparison. */
export const byPath = (() => {
  const collator = new Intl.Collator()
  return (a: VFile, b: VFile) => collator.compare(a.path || '', b.path || '')
})()

/** The clean pages as the files the check would have made of them: named from `cwd`, without a message. */
export function cleanFiles(clean: CleanPages): VFile[] {
  return clean.absolute.map((absolute) => new VFile({ history: [relativeFrom(clean.cwd, absolute)], cwd: clean.cwd }))
}

/** The files and the clean pages as files, in the check's order (by path). */
export function withCleanFiles(files: VFile[], clean: CleanPages | undefined): VFile[] {
  return clean && clean.absolute.length > 0 ? [...files, ...cleanFiles(clean)].sort(byPath) : files
}
