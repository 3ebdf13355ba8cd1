#!/usr/bin/env node
import { writeFileSync } from 'node:fs'
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { check, RunFailure } from './engine.js'
import { FORMATS, countMessages, formatReport, type Format } from './report/index.js'
import { packageJson } from './util/package.js'

/** Exit statuses, as ESLint's: no errors, errors found, the run itself failed. */
export const EXIT = { clean: 0, problems: 1, failure: 2 } as const

interface CheckFlags {
  format: Format
  outputFile?: string
  quiet?: boolean
  maxWarnings?: number
  config?: string | false
  ignorePath?: string
  color?: boolean
  verbose?: boolean
  debug?: boolean
}

function program(): Command {
  const cli = new Command('docslint')
    .description('Lint and validate a documentation site: docs.json, Markdown/MDX pages and OpenAPI files.')
    .version(packageJson.version, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .exitOverride()
    .configureOutput({ writeErr: () => undefined, outputError: () => undefined })
  cli
    .command('check', { isDefault: true })
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
    .option('--verbose', 'show the docs URL of each message')
    .option('--debug', 'show stack traces of internal errors')
    .exitOverride()
    .configureOutput({ writeErr: () => undefined, outputError: () => undefined })
    .action(async (paths: string[], flags: CheckFlags) => {
      process.exitCode = await runCheck(paths, flags)
    })
  return cli
}

function parseCount(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a whole number, 0 or more')
  return Number(value)
}

async function runCheck(paths: string[], flags: CheckFlags): Promise<number> {
  const files = await check({
    paths,
    configPath: typeof flags.config === 'string' ? flags.config : undefined,
    useConfig: flags.config !== false,
    ignorePath: flags.ignorePath
  })
  const color = flags.color ?? (Boolean(process.stdout.isTTY) && !process.env.NO_COLOR && !flags.outputFile)
  const report = formatReport(files, {
    format: flags.format,
    color,
    quiet: Boolean(flags.quiet),
    verbose: Boolean(flags.verbose)
  })
  if (flags.outputFile) writeFileSync(flags.outputFile, report)
  else process.stdout.write(report)
  const { errors, warnings } = countMessages(files)
  const tooManyWarnings = flags.maxWarnings !== undefined && warnings > flags.maxWarnings && !flags.quiet
  if (tooManyWarnings && flags.format === 'stylish') {
    process.stderr.write(`docslint found too many warnings (${warnings}; the maximum is ${flags.maxWarnings})\n`)
  }
  return errors > 0 || tooManyWarnings ? EXIT.problems : EXIT.clean
}

export async function main(argv: string[]): Promise<number> {
  process.exitCode = EXIT.clean
  try {
    await program().parseAsync(argv, { from: 'user' })
    return Number(process.exitCode ?? EXIT.clean)
  } catch (error) {
    return fail(error, argv.includes('--debug'))
  }
}

function fail(error: unknown, debug: boolean): number {
  if (error instanceof CommanderError) {
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') {
      return EXIT.clean
    }
    process.stderr.write(`docslint: ${error.message.replace(/^error: /, '')}\n`)
    process.stderr.write(`Run \`docslint --help\` for usage.\n`)
    return EXIT.failure
  }
  const expected = error instanceof RunFailure
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(`docslint: ${expected ? '' : 'internal error: '}${message}\n`)
  if (debug && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`)
  else if (!expected) process.stderr.write('Run again with --debug for the stack trace, and please report it.\n')
  return EXIT.failure
}

process.exitCode = await main(process.argv.slice(2))
