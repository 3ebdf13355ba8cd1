/**
 * `docslint migrate`, its argument and flags. The migration itself (src/cli/migrate.ts, src/migrate/) is loaded
 * when the command runs: the other commands do not compile it.
 */
import type { Command } from 'commander'
import { newCommand } from './command.js'
import type { MigrateFlags } from './migrate.js'

/** `docslint migrate [root]`: the current-format docs.json for a site in the seed's format. */
export function migrateCommand(): Command {
  return newCommand('migrate')
    .description("print the current-format docs.json for a site whose mint.json or docs.json is in the older format")
    .argument('[root]', 'the site folder (holding mint.json or docs.json)', '.')
    .option('--write', 'write it to docs.json instead of printing it (refused when docs.json exists, unless --force)')
    .option('--force', 'with --write, replace an existing docs.json')
    .action(async (root: string, flags: MigrateFlags) => {
      const { migrate } = await import('./migrate.js')
      process.exitCode = migrate(root, flags)
    })
}
