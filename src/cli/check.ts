import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { InvalidArgumentError, type Command } from 'commander'
import type { VFile } from 'vfile'
import { checkSites, RunFailure, type CheckOptions } from '../engine.js'
import { countMessages, formatReport, type Counts } from '../report/index.js'
import { addSiteOptions, checkOptionsOf, newCommand, type SiteFlags } from './command.js'
import { EXIT } from './exit.js'
import { checkAndFix, type FixedFile, type NotFixed } from '../fix/run.js'
import { fixDiff, fixSummary, writeFixes } from '../fix/output.js'
import type { PageCache } from '../cache/page-cache.js'
import { terminalText } from '../report/terminal-text.js'
import { reasonOf } from '../util/system-error.js'
import { makeFolders } from '../util/make-folders.js'
import { checkChanges, type ChangeReport, type ChangeScope } from './changed.js'
import { pipedPage, type StdinFlags } from './stdin.js'
import { printConfig } from './print-config.js'
import { noCleanPages, type CleanPages } from '../report/clean-pages.js'
import type { SiteStage } from '../site/incremental.js'

export interface CheckFlags extends SiteFlags, StdinFlags {
  outputFile?: string
  maxWarnings?: number
  verbose?: boolean
  fix?: boolean
  fixDryRun?: boolean
  cache?: boolean
  cacheLocation?: string
  watch?: boolean
  checkExternal?: boolean
  /** `--changed`, `--since <ref>`, `--staged`: report what the change since the base brought (src/cli/changed.ts). */
  changed?: boolean
  since?: string
  staged?: boolean
  /** `--print-config <file>`: print the rules that apply to the file instead of checking (src/cli/print-config.ts). */
  printConfig?: string
}

/** `docslint check`, its arguments and flags; the GitHub Action parses its `args` input with it too. */
export function checkCommand(): Command {
  return addSiteOptions(
    newCommand('check')
      .description('check a site (default: the current folder); named files are reported alone')
      .argument('[paths...]', 'files or folders to check')
  )
    .option('-o, --output-file <file>', 'write the report to a file instead of standard output (missing folders are made)')
    .option('--max-warnings <n>', 'fail (exit 1) when there are more than n warnings', parseCount)
    .option('--verbose', 'show the docs URL of each message')
    .option('--fix', 'fix what can be fixed safely, write the files, and report what is left')
    .option('--fix-dry-run', 'print the fixes as a unified diff instead of the report; write nothing')
    .option('--watch', 'check again after each change to the site, printing the new report, until Ctrl-C')
    .option('--cache', 'reuse the results of pages unchanged since the last check with --cache')
    .option('--stdin', 'check the text on standard input as the file named with --stdin-filename, instead of that file')
    .option('--stdin-filename <file>', 'with --stdin: the file, in its site, that the piped text stands for')
    .option('--print-config <file>', 'print the rule settings that apply to this page or docs.json, and check nothing')
    .option('--changed', "report the files changed since the merge base with origin's default branch (or --since), and the problems their changes cause in other files")
    .option('--since <ref>', 'with --changed: compare with the merge base of HEAD and this branch, tag or commit')
    .option('--staged', 'report the staged files, and the problems the staged changes cause in other files (for pre-commit hooks)')
    .option('--cache-location <path>', 'the cache file, or a folder for it (default: node_modules/.cache/docslint/, or .docslintcache without node_modules)')
    .option('--check-external', 'also check the http(s) links and images on the web (link-external; settings: externalLinks in .docslintrc)')
}

function parseCount(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a whole number, 0 or more')
  return Number(value)
}

/** The paths and flags of a `docslint check` command line (without the word `check`). */
export function parseCheckArguments(argv: string[]): { paths: string[]; flags: CheckFlags } {
  const command = checkCommand()
  command.parse(argv, { from: 'user' })
  return { paths: command.processedArgs[0] as string[], flags: command.opts<CheckFlags>() }
}

/** What a check found, and the exit status it calls for. */
export interface CheckRun {
  /** The reported files but the clean pages. */
  files: VFile[]
  /** The reported pages without a message that the check made no file of (src/report/clean-pages.ts). */
  clean: CleanPages
  counts: Counts
  tooManyWarnings: boolean
  status: number
  /** With `--fix` or `--fix-dry-run`: the files the fixes change (the report is of the fixed text). */
  fixed?: FixedFile[]
  /** With `--fix` or `--fix-dry-run`: the files not fixed because they may not be written (their problems are reported). */
  readOnly?: NotFixed[]
  /** With `--changed`, `--since` or `--staged`: the base, the changes and which messages the base already had. */
  changes?: ChangeReport
}

/** A line of `docslint: ...` on standard error; the paths in it are the site's, printed with their control characters escaped. */
function say(line: string): void {
  process.stderr.write(`docslint: ${terminalText(line)}\n`)
}

/** The options check() gets from a `docslint check` command line: the site's flags and the cache's. */
export function checkRunOptions(paths: string[], flags: CheckFlags, warmCache?: PageCache, siteStages?: Map<string, SiteStage>): CheckOptions {
  return { ...checkOptionsOf(flags), paths, cache: flags.cache, cacheLocation: flags.cacheLocation, checkExternal: flags.checkExternal, notice: say, warmCache, siteStages }
}

/** `classifyAll`: in a change's check, tell apart the changed files' messages that were already there too (the Action's summary). */
export async function runCheck(paths: string[], flags: CheckFlags, warmCache?: PageCache, classifyAll = false, siteStages?: Map<string, SiteStage>): Promise<CheckRun> {
  const piped = await pipedPage(flags, paths, checkOptionsOf(flags).maxFileBytes ?? Infinity)
  if (piped && (flags.fix || flags.fixDryRun || flags.watch || changeScopeOf(flags, false))) throw new RunFailure('--stdin checks the piped text only: it does not go with --fix, --fix-dry-run, --watch, --changed, --since or --staged')
  const options = { ...checkRunOptions(piped?.paths ?? paths, flags, warmCache, siteStages), contents: piped?.contents }
  const scope = changeScopeOf(flags, classifyAll)
  const { files, clean = noCleanPages(process.cwd()), fixed, readOnly, changes }: Partial<CheckRun> & { files: VFile[] } = scope
    ? await checkChanges(options, scope)
    : flags.fix || flags.fixDryRun
      ? await checkAndFix(options, { errorsOnly: flags.quiet })
      : await checkSites(options)
  // Clean pages have no message to count.
  const counts = countMessages(files)
  const tooManyWarnings = flags.maxWarnings !== undefined && counts.warnings > flags.maxWarnings && !flags.quiet
  const status = counts.errors > 0 || tooManyWarnings ? EXIT.problems : EXIT.clean
  return { files, clean, counts, tooManyWarnings, status, fixed, readOnly, changes }
}

/** What a change's check compares with, when the flags ask for one; the flags that do not go with it fail the run. */
function changeScopeOf(flags: CheckFlags, classifyAll: boolean): ChangeScope | undefined {
  if (!flags.changed && !flags.staged && flags.since === undefined) return undefined
  const clash = flags.fix ? '--fix' : flags.fixDryRun ? '--fix-dry-run' : flags.watch ? '--watch' : undefined
  if (clash) throw new RunFailure(`${clash} does not go with --changed, --since or --staged: run it on the files to fix or watch`)
  return { since: flags.since, staged: flags.staged, classifyAll }
}

export function tooManyWarningsReason(run: CheckRun, flags: CheckFlags): string {
  return `docslint found too many warnings (${run.counts.warnings}; the maximum is ${flags.maxWarnings})`
}

/** Writes the report, making the folders it goes in that are missing, as ESLint's `-o` does. */
function writeReport(file: string, report: string): void {
  try {
    makeFolders(path.dirname(file))
    writeFileSync(file, report)
  } catch (error) {
    throw new RunFailure(`cannot write the report to ${file}: ${reasonOf(error)}`)
  }
}

/** `docslint check` on the command line: check, print or write the report, and return the exit status. `warmCache` keeps the pages' results between the checks of `--watch`, and `lead` goes before the report (what clears the last one). */
export async function checkAndReport(paths: string[], flags: CheckFlags, warmCache?: PageCache, lead = '', siteStages?: Map<string, SiteStage>): Promise<number> {
  if (flags.fix && flags.fixDryRun) throw new RunFailure('--fix and --fix-dry-run do not go together: --fix-dry-run shows what --fix would write')
  if (flags.printConfig !== undefined) {
    process.stdout.write(await printConfig(flags.printConfig, checkRunOptions(paths, flags, warmCache)))
    return EXIT.clean
  }
  const checked = await runCheck(paths, flags, warmCache, false, siteStages)
  const run = checked.fixed ? await writeFixedFiles(checked, paths, flags, warmCache) : checked
  const color = flags.color ?? (Boolean(process.stdout.isTTY) && !process.env.NO_COLOR && !flags.outputFile)
  const report = formatReport(run.files, {
    format: flags.format,
    color,
    quiet: Boolean(flags.quiet),
    verbose: Boolean(flags.verbose),
    cleanPages: run.clean
  })
  if (flags.outputFile) writeReport(flags.outputFile, report)
  // The diff of a dry run is the output; its report goes only to --output-file.
  else if (!flags.fixDryRun) process.stdout.write(lead + report)
  if (run.tooManyWarnings && flags.format === 'stylish') process.stderr.write(`${tooManyWarningsReason(run, flags)}\n`)
  return run.status
}

/**
 * `--fix` writes the fixed files, `--fix-dry-run` prints their diff. A fixing run reports the fixed text: when a
 * file could not be written (it changed since it was read, is not UTF-8, or the system refused the write), the
 * site is checked again, so that the report and the exit status are of the files as they now are. Read-only
 * pages were never fixed, so their problems are already in the report.
 */
export async function writeFixedFiles(run: CheckRun, paths: string[], flags: CheckFlags, warmCache?: PageCache): Promise<CheckRun> {
  const leftAlone = await writeOrShowFixes(run.fixed ?? [], run.readOnly ?? [], flags)
  return leftAlone.length === 0 ? run : runCheck(paths, { ...flags, fix: false }, warmCache)
}

/** `--fix` writes the fixed files and says what it fixed, and what it could not, on standard error; `--fix-dry-run` prints the diff. The files left alone. */
async function writeOrShowFixes(fixed: FixedFile[], readOnly: NotFixed[], flags: CheckFlags): Promise<string[]> {
  for (const { reason } of readOnly) say(`not fixed: ${reason}; its problems are reported as they are`)
  let leftAlone: string[] = []
  if (flags.fixDryRun) process.stdout.write(await fixDiff(fixed, process.cwd()))
  else {
    const result = writeFixes(fixed)
    for (const { reason } of result.leftAlone) say(`not fixed: ${reason}`)
    leftAlone = result.leftAlone.map((left) => left.path)
  }
  const summary = fixSummary(fixed.filter((file) => !leftAlone.includes(file.path)), Boolean(flags.fixDryRun))
  if (summary) say(summary)
  return leftAlone
}
