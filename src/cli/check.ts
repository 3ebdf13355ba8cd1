import { writeFileSync } from 'node:fs'
import { InvalidArgumentError, Option, type Command } from 'commander'
import type { VFile } from 'vfile'
import { check } from '../engine.js'
import { DEFAULT_TIMEOUT_SECONDS } from '../openapi/model.js'
import { FORMATS, countMessages, formatReport, type Counts, type Format } from '../report/index.js'
import { newCommand } from './command.js'
import { EXIT } from './exit.js'

export interface CheckFlags {
  format: Format
  outputFile?: string
  quiet?: boolean
  maxWarnings?: number
  config?: string | false
  ignorePath?: string
  color?: boolean
  verbose?: boolean
  debug?: boolean
  timeout: number
  offline?: boolean
}

/** `docslint check`, its arguments and flags; the GitHub Action parses its `args` input with it too. */
export function checkCommand(): Command {
  return newCommand('check')
    .description('check a site (default: the current folder); named files are reported alone')
    .argument('[paths...]', 'files or folders to check')
    .addOption(new Option('-f, --format <format>', 'output format').choices(FORMATS).default('stylish'))
    .option('-o, --output-file <file>', 'write the report to a file instead of standard output')
    .option('--quiet', 'report errors only')
    .option('--max-warnings <n>', 'fail (exit 1) when there are more than n warnings', parseCount)
    .option('-c, --config <file>', 'use this docslint configuration file')
    .option('--no-config', 'ignore .docslintrc.* files and package.json#docslint')
    .option('--ignore-path <file>', 'ignore the files matched by this ignore file (default: .docslintignore)')
    .option('--color', 'force colour in the report')
    .option('--no-color', 'no colour in the report')
    .option('--timeout <seconds>', 'give up on a remote OpenAPI file after this many seconds', parseSeconds, DEFAULT_TIMEOUT_SECONDS)
    .option('--offline', 'do not fetch remote OpenAPI files (they are reported as not checked)')
    .option('--verbose', 'show the docs URL of each message')
    .option('--debug', 'show stack traces of internal errors')
}

function parseCount(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a whole number, 0 or more')
  return Number(value)
}

function parseSeconds(value: string): number {
  const seconds = Number(value)
  if (!/^\d+(\.\d+)?$/.test(value) || seconds <= 0) throw new InvalidArgumentError('expected a number of seconds above 0')
  return seconds
}

/** The paths and flags of a `docslint check` command line (without the word `check`). */
export function parseCheckArguments(argv: string[]): { paths: string[]; flags: CheckFlags } {
  const command = checkCommand()
  command.parse(argv, { from: 'user' })
  return { paths: command.processedArgs[0] as string[], flags: command.opts<CheckFlags>() }
}

/** What a check found, and the exit status it calls for. */
export interface CheckRun {
  files: VFile[]
  counts: Counts
  tooManyWarnings: boolean
  status: number
}

export async function runCheck(paths: string[], flags: CheckFlags): Promise<CheckRun> {
  const files = await check({
    paths,
    configPath: typeof flags.config === 'string' ? flags.config : undefined,
    useConfig: flags.config !== false,
    ignorePath: flags.ignorePath,
    timeout: flags.timeout,
    offline: flags.offline
  })
  const counts = countMessages(files)
  const tooManyWarnings = flags.maxWarnings !== undefined && counts.warnings > flags.maxWarnings && !flags.quiet
  const status = counts.errors > 0 || tooManyWarnings ? EXIT.problems : EXIT.clean
  return { files, counts, tooManyWarnings, status }
}

export function tooManyWarningsReason(run: CheckRun, flags: CheckFlags): string {
  return `docslint found too many warnings (${run.counts.warnings}; the maximum is ${flags.maxWarnings})`
}

/** `docslint check` on the command line: check, print or write the report, and return the exit status. */
export async function checkAndReport(paths: string[], flags: CheckFlags): Promise<number> {
  const run = await runCheck(paths, flags)
  const color = flags.color ?? (Boolean(process.stdout.isTTY) && !process.env.NO_COLOR && !flags.outputFile)
  const report = formatReport(run.files, {
    format: flags.format,
    color,
    quiet: Boolean(flags.quiet),
    verbose: Boolean(flags.verbose)
  })
  if (flags.outputFile) writeFileSync(flags.outputFile, report)
  else process.stdout.write(report)
  if (run.tooManyWarnings && flags.format === 'stylish') process.stderr.write(`${tooManyWarningsReason(run, flags)}\n`)
  return run.status
}
