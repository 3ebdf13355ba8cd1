import { reporterJson } from 'vfile-reporter-json'
import { statistics } from 'vfile-statistics'
import { VFile } from 'vfile'
import { formatCheckstyle } from './checkstyle.js'
import { formatGithub } from './github.js'
import { formatJunit } from './junit.js'
import { formatSarif } from './sarif.js'
import { formatStylish } from './stylish.js'
import { withCleanFiles, type CleanPages } from './clean-pages.js'

export const FORMATS = ['stylish', 'json', 'sarif', 'github', 'junit', 'checkstyle'] as const
export type Format = (typeof FORMATS)[number]

export interface ReportOptions {
  format: Format
  color: boolean
  /** Errors only, as ESLint's `--quiet`. */
  quiet: boolean
  /** Show each message's docs URL and note. */
  verbose: boolean
  /** The pages checked without a message that the check made no file of: counted, or listed as clean files. */
  cleanPages?: CleanPages
}

export interface Counts {
  errors: number
  warnings: number
  infos: number
}

export function countMessages(files: VFile[]): Counts {
  const { fatal, warn, info } = statistics(files)
  return { errors: fatal, warnings: warn, infos: info }
}

/** The report in the asked format; paths in it are relative to each file's cwd (the current folder). */
export function formatReport(files: VFile[], options: ReportOptions): string {
  // The stylish report only counts the files without a message; the others list them (JSON, JUnit, Checkstyle), or can.
  if (options.format === 'stylish') return formatStylish(reportedFiles(files, options.quiet), { ...options, uncounted: options.cleanPages?.absolute.length ?? 0 })
  const shown = reportedFiles(withCleanFiles(files, options.cleanPages), options.quiet)
  switch (options.format) {
    case 'json':
      return reporterJson(shown) + '\n'
    case 'sarif':
      return formatSarif(shown)
    case 'github':
      return formatGithub(shown)
    case 'junit':
      return formatJunit(shown)
    case 'checkstyle':
      return formatCheckstyle(shown)
  }
}

/** The files with the messages a report shows: errors only with `--quiet`. */
export function reportedFiles(files: VFile[], quiet: boolean): VFile[] {
  return quiet ? files.map(errorsOnly) : files
}

/** A copy of the file holding its errors only. */
function errorsOnly(file: VFile): VFile {
  const copy = new VFile({ path: file.path, cwd: file.cwd })
  copy.history = [...file.history]
  copy.messages = file.messages.filter((message) => message.fatal === true)
  return copy
}
