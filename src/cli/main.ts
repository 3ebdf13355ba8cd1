import { CommanderError } from 'commander'
import { packageJson } from '../util/package.js'
import { buildAndReport, buildCommand, type BuildFlags } from './build.js'
import { checkAndReport, checkCommand, type CheckFlags } from './check.js'
import { newCommand } from './command.js'
import { EXIT } from './exit.js'
import { migrateCommand } from './migrate-command.js'
import { initCommand } from './init.js'
import { failureReport, isFetchParserOutOfMemory } from './failure.js'
import { schemaCommand } from './schema.js'
import { lspCommand } from './lsp.js'
import { renameCommand } from './rename-command.js'

// cli.ts reports what escapes the run the same way.
export { failureReport, isFetchParserOutOfMemory }

function program() {
  const cli = newCommand('docslint')
    .description('Lint and validate a documentation site: docs.json, Markdown/MDX pages and OpenAPI files.')
    .version(packageJson.version, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
  // What runs until stopped (watching, serving the preview) is loaded only when asked for: a check does not compile it.
  const check = checkCommand().action(async (paths: string[], flags: CheckFlags) => {
    process.exitCode = flags.watch ? await (await import('./watch.js')).watchCheck(paths, flags) : await checkAndReport(paths, flags)
  })
  const build = buildCommand().action(async (root: string, flags: BuildFlags) => {
    process.exitCode = flags.watch || flags.serve ? await (await import('./watch.js')).watchBuild(root, flags) : (await buildAndReport(root, flags)).status
  })
  return cli.addCommand(check, { isDefault: true }).addCommand(build).addCommand(migrateCommand()).addCommand(schemaCommand()).addCommand(initCommand()).addCommand(lspCommand()).addCommand(renameCommand())
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
