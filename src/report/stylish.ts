import { reporter } from 'vfile-reporter'
import type { VFile } from 'vfile'

/** vfile-reporter's report, or one line saying how many files were clean. */
export function formatStylish(files: VFile[], options: { color: boolean; verbose: boolean }): string {
  const text = reporter(files, { color: options.color, quiet: true, verbose: options.verbose })
  return text ? `${text}\n` : `${files.length} ${files.length === 1 ? 'file' : 'files'} checked: no problems found\n`
}
