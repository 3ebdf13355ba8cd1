import { CommanderError } from 'commander'
import { RunFailure } from '../engine.js'
import { packageJson } from '../util/package.js'
import { buildAndReport, buildCommand, type BuildFlags } from './build.js'
import { checkAndReport, checkCommand, type CheckFlags } from './check.js'
import { newCommand } from './command.js'
import { EXIT } from './exit.js'
import { migrateCommand } from './migrate.js'
import { initCommand } from './init.js'
import { describeFailure } from './failure.js'
import { schemaCommand } from './schema.js'
import { lspCommand } from './lsp.js'

function program() {
  const cli = newCommand('docslint')
    .description('Lint and validate a documentation site: docs.json, Markdown/MDX pages and OpenAPI files.')
    .version(packageJson.version, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
  const check = checkCommand().action(async (paths: string[], flags: CheckFlags) => {
    process.exitCode = await checkAndReport(paths, flags)
  })
  const build = buildCommand().action(async (root: string, flags: BuildFlags) => {
    process.exitCode = await buildAndReport(root, flags)
  })
  return cli.addCommand(check, { isDefault: true }).addCommand(build).addCommand(migrateCommand()).addCommand(schemaCommand()).addCommand(initCommand()).addCommand(lspCommand())
}

/** Runs docslint with these arguments and returns its exit status; failures are reported on standard error. */
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
  if (error instanceof CommanderError && ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code)) return EXIT.clean
  process.stderr.write(failureReport(error, debug))
  return EXIT.failure
}

/**
 * What a failed run writes on standard error: one line, `docslint: <why>`, and the stack trace after it
 * only with `--debug`. A reason of several lines (a parser's code frame) keeps its first.
 */
export function failureReport(error: unknown, debug: boolean): string {
  const reason = describeFailure(error).split('\n').find((line) => line.trim() !== '')?.trim() ?? 'unknown failure'
  const stack = debug && error instanceof Error && error.stack ? `${error.stack}\n` : ''
  if (error instanceof CommanderError) return `docslint: ${reason} (see \`docslint --help\`)\n`
  if (error instanceof RunFailure) return `docslint: ${reason}\n${stack}`
  return `docslint: internal error: ${reason}${stack ? '' : ' (run again with --debug for the stack trace, and please report it)'}\n${stack}`
}
