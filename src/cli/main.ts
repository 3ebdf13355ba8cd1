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
  return cli.addCommand(check, { isDefault: true }).addCommand(build).addCommand(migrateCommand()).addCommand(schemaCommand()).addCommand(initCommand())
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
  if (error instanceof CommanderError) {
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') {
      return EXIT.clean
    }
    process.stderr.write(`docslint: ${describeFailure(error)}\n`)
    process.stderr.write(`Run \`docslint --help\` for usage.\n`)
    return EXIT.failure
  }
  const expected = error instanceof RunFailure
  process.stderr.write(`docslint: ${expected ? '' : 'internal error: '}${describeFailure(error)}\n`)
  if (debug && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`)
  else if (!expected) process.stderr.write('Run again with --debug for the stack trace, and please report it.\n')
  return EXIT.failure
}
