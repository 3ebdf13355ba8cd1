/**
 * Runs one fuzz case, in one of two ways.
 *
 * `runFuzzCase` (npm run fuzz, and the regression cases): the built docslint command as a user runs it, in the
 * case's own temporary folder (fuzz/case-folder.ts): `check` (or `build --force`) of the site; for the cache
 * family a check with `--cache`, the cache damaged, two checks more; for the LSP family a language server
 * session. Each process is watched (fuzz/observed-process.ts) and judged by every oracle: a crash (a signal, an
 * exit status other than 0, 1 and 2, an internal error), a hang, a stack trace, a line on standard error that is
 * not docslint's one-line form, memory past the ceiling, a write outside the site and `--out` or over a file of
 * the user's, a read outside the site root (the strace log, fuzz/trace.ts; the canary secret in any output).
 *
 * `runCase` (the quick run inside `npm test`): the check and build in this process, for the families whose
 * cases are a site of text files: what happens is one of the run ended, the run failed the way a run may fail
 * (a RunFailure: exit 2 with one line), or docslint crashed (any other exception).
 */
import path from 'node:path'
import type { FuzzCase } from './case.js'
import { devicesIntact, expand, forbiddenChanges, materialise, removeCaseFolder, snapshot, type CaseFolder } from './case-folder.js'
import { damageCache, writtenCacheFile } from './cache-damage.js'
import { runLspSession } from './lsp-session.js'
import { startObserved, type ProcessReport } from './observed-process.js'
import { processDefects, type CaseResult, type Defect, type RunOptions } from './oracles.js'

export async function runFuzzCase(fuzzCase: FuzzCase, options: RunOptions): Promise<CaseResult> {
  const caseFolder = materialise(fuzzCase)
  const defects: Defect[] = []
  const reports: ProcessReport[] = []
  const judge = (report: ProcessReport, more: Defect[] = []) => {
    reports.push(report)
    defects.push(...more, ...processDefects(report, caseFolder, options))
  }
  try {
    const before = snapshot(caseFolder)
    if (fuzzCase.family === 'lsp-framing') {
      const session = await runLspSession(fuzzCase.frames ?? [], caseFolder, options, traceFile(caseFolder, 0))
      judge(session.report, session.defects)
    } else {
      const args = (fuzzCase.args ?? []).map((arg) => expand(arg, caseFolder))
      const command = fuzzCase.build ? ['build', '.', '--out', caseFolder.out, '--force'] : ['check', '.']
      judge(await runCommand([...command, '--offline', ...args], caseFolder, options, reports.length))
      // After a hang or a run out of memory the cache is what that run left: the case has found its defect.
      if (fuzzCase.cacheDamage && !reports[0].killed) {
        const cacheFile = writtenCacheFile(caseFolder, fuzzCase.args ?? [])
        if (cacheFile) damageCache(cacheFile, fuzzCase.cacheDamage, caseFolder)
        // Twice: a damaged entry must not fail every later run (issue 32, item 6).
        for (let again = 0; again < 2 && !reports[reports.length - 1].killed; again++) judge(await runCommand([...command, '--offline', ...args], caseFolder, options, reports.length))
      }
    }
    for (const change of forbiddenChanges(before, snapshot(caseFolder), caseFolder, [caseFolder.rss, ...reports.map((_, index) => traceFile(caseFolder, index))])) defects.push({ kind: 'writes outside', detail: change })
  } finally {
    removeCaseFolder(caseFolder)
  }
  const broken = devicesIntact()
  if (broken) throw new Error(`stopped: ${broken} after ${fuzzCase.family} ${fuzzCase.origin}`)
  return {
    defects: unique(defects),
    ms: reports.reduce((sum, report) => sum + report.ms, 0),
    peakMiB: Math.max(0, ...reports.map((report) => report.peakMiB)),
    ends: reports.map(endOf)
  }
}

const traceFile = (caseFolder: CaseFolder, index: number) => path.join(caseFolder.folder, `trace-${index}.log`)

function runCommand(args: string[], caseFolder: CaseFolder, options: RunOptions, index: number): Promise<ProcessReport> {
  return startObserved(options.cli, args, caseFolder, { timeoutMs: options.timeoutSeconds * 1000, traced: options.trace, trace: traceFile(caseFolder, index) }).report
}

function unique(defects: Defect[]): Defect[] {
  const byText = new Map(defects.map((defect) => [`${defect.kind}\n${defect.detail}`, defect]))
  return [...byText.values()]
}

function endOf(report: ProcessReport): string {
  if (report.killed) return `killed: ${report.killed}`
  return report.signal ? `signal ${report.signal}` : `exit ${report.status}`
}

// The quick run, in this process ----------------------------------------------------------------------------

export type Outcome =
  | { kind: 'ok'; messages: number }
  | { kind: 'failure'; message: string }
  /** A failure whose message runs over several lines, or any other exception: docslint's defects. */
  | { kind: 'multi-line failure'; message: string }
  | { kind: 'crash'; message: string; at: string }

/** The engine and preview modules of this checkout. */
export interface Docslint {
  checkSites: typeof import('../src/engine.js').checkSites
  RunFailure: typeof import('../src/engine.js').RunFailure
  writePreview: typeof import('../src/preview/build.js').writePreview
  PreviewFailure: typeof import('../src/preview/output.js').PreviewFailure
}

export async function loadDocslint(): Promise<Docslint> {
  const engine = await import('../src/engine.js')
  const build = await import('../src/preview/build.js')
  const output = await import('../src/preview/output.js')
  return { checkSites: engine.checkSites, RunFailure: engine.RunFailure, writePreview: build.writePreview, PreviewFailure: output.PreviewFailure }
}

export const isDefect = (outcome: Outcome) => outcome.kind === 'crash' || outcome.kind === 'multi-line failure'

export async function runCase(docslint: Docslint, fuzzCase: FuzzCase): Promise<Outcome> {
  const caseFolder = materialise(fuzzCase)
  const root = caseFolder.site
  try {
    const { files, sites } = await docslint.checkSites({ paths: [root], cwd: root, offline: true, keepPreviewTrees: fuzzCase.build })
    if (fuzzCase.build && sites.length === 1) await docslint.writePreview(sites[0], caseFolder.out)
    return { kind: 'ok', messages: files.reduce((sum, file) => sum + file.messages.length, 0) }
  } catch (error) {
    return classify(docslint, error)
  } finally {
    removeCaseFolder(caseFolder)
  }
}

function classify(docslint: Docslint, error: unknown): Outcome {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof docslint.RunFailure || error instanceof docslint.PreviewFailure) {
    return message.includes('\n') ? { kind: 'multi-line failure', message } : { kind: 'failure', message }
  }
  const at = error instanceof Error ? (error.stack?.split('\n').find((line) => line.trim().startsWith('at ')) ?? '').trim() : ''
  return { kind: 'crash', message: message.split('\n')[0], at }
}
