/**
 * The oracles every process of a fuzz case is judged by: how it ended (a signal, an exit status other than 0,
 * 1 and 2, an internal error: a crash; killed past its time: a hang), what it printed (a stack trace; a line on
 * standard error not in docslint's one-line form; the canary secret of a file outside the site), its memory
 * (past the ceiling), and, when traced, the files it wrote outside the site and `--out` or read outside the
 * root (fuzz/trace.ts).
 */
import path from 'node:path'
import { CANARY, CANARY_FILES, type CaseFolder } from './case-folder.js'
import type { ProcessReport } from './observed-process.js'
import { traceFindings, type Bounds } from './trace.js'

/** A single file's check may take this much memory (issue 18: 500 MB); a case past it is a defect. */
export const MEMORY_CEILING_MIB = 500

export const DEFECT_KINDS = ['crash', 'hang', 'stack trace', 'stray output', 'memory', 'writes outside', 'reads outside'] as const
export type DefectKind = (typeof DEFECT_KINDS)[number]

export interface Defect {
  kind: DefectKind
  detail: string
}

export interface CaseResult {
  defects: Defect[]
  /** The whole case: every process it ran. */
  ms: number
  /** The largest peak of the case's processes. */
  peakMiB: number
  /** How each process ended (`exit 1`, `killed: time`). */
  ends: string[]
}

export interface RunOptions {
  /** The docslint command to run (fuzz/observed-process.ts cliOf). */
  cli: string
  /** Installations the command may read from: this checkout, and the build at `--target`. */
  installs: string[]
  timeoutSeconds: number
  /** Trace the files each process opens (strace); false where strace is missing. */
  trace: boolean
}

/** What the files of a case's process may be: the bounds of fuzz/trace.ts. */
export function boundsOf(caseFolder: CaseFolder, options: Pick<RunOptions, 'installs'>): Bounds {
  return {
    root: caseFolder.site,
    writable: [caseFolder.out, caseFolder.cache, caseFolder.home, caseFolder.tmp],
    harnessFiles: [caseFolder.rss],
    installs: options.installs,
    canaries: Object.keys(CANARY_FILES).map((name) => path.join(caseFolder.outside, name))
  }
}

const STACK_LINE = /^\s+at (?:.+ \()?(?:file:\/\/|node:|\/|<anonymous>|native).*\)?$/m

/** The defects every process is judged by: how it ended, what it printed, its memory, the files it touched. */
export function processDefects(report: ProcessReport, caseFolder: CaseFolder, options: Pick<RunOptions, 'installs'>): Defect[] {
  const defects: Defect[] = []
  const output = `${report.stdout}\n${report.stderr}`
  const firstLine = (text: string) => short(text.split('\n').find((line) => line.trim() !== '') ?? '')
  if (report.killed === 'time') defects.push({ kind: 'hang', detail: `still running after ${Math.round(report.ms / 1000)} s` })
  else if (report.killed === 'memory' || /heap out of memory|Reached heap limit|std::bad_alloc/.test(report.stderr)) defects.push({ kind: 'memory', detail: `killed at ${report.peakMiB} MiB: ${firstLine(report.stderr)}` })
  else if (report.signal) defects.push({ kind: 'crash', detail: `killed by ${report.signal}: ${firstLine(report.stderr)}` })
  else if (report.status !== null && report.status > 2) defects.push({ kind: 'crash', detail: `exit ${report.status}: ${firstLine(report.stderr)}` })
  const internal = /^docslint: internal error: .*$/m.exec(report.stderr)
  if (internal) defects.push({ kind: 'crash', detail: short(internal[0]) })
  const stack = STACK_LINE.exec(output)
  if (stack) defects.push({ kind: 'stack trace', detail: short(stack[0].trim()) })
  const stray = report.stderr.split('\n').find((line) => line.trim() !== '' && !line.startsWith('docslint: '))
  if (stray !== undefined && !stack) defects.push({ kind: 'stray output', detail: short(stray) })
  // A hang past the ceiling is both: the memory it took is a defect of its own.
  if (report.killed !== 'memory' && report.peakMiB > MEMORY_CEILING_MIB) defects.push({ kind: 'memory', detail: `peak ${report.peakMiB} MiB` })
  if (output.includes(CANARY)) defects.push({ kind: 'reads outside', detail: 'printed the canary secret of a file outside the site' })
  if (report.trace !== undefined) {
    const found = traceFindings(report.trace, boundsOf(caseFolder, options))
    if (found.writes.length > 0) defects.push({ kind: 'writes outside', detail: listed(found.writes) })
    if (found.reads.length > 0) defects.push({ kind: 'reads outside', detail: listed(found.reads) })
  }
  return defects
}

const short = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}...` : text)
const listed = (items: string[]) => short(items.slice(0, 3).join('; ') + (items.length > 3 ? `; and ${items.length - 3} more` : ''))
