/**
 * `docslint rename`, its arguments and flags. The rename itself (src/cli/rename.ts, src/refactor/) is loaded when
 * the command runs: the other commands do not compile it.
 */
import type { Command } from 'commander'
import { newCommand } from './command.js'
import type { RenameFlags } from './rename.js'

export function renameCommand(): Command {
  return newCommand('rename')
    .description('move a page, or rename a heading (<page>#<id> "<new text>"), and rewrite the navigation, links and redirects that lead to it')
    .argument('<from>', 'the page file to move, or <page>#<heading id> for a heading')
    .argument('<to>', 'the page file it becomes, or the heading\'s new text')
    .option('--dry-run', 'print the changes as a unified diff and write nothing')
    .action(async (from: string, to: string, flags: RenameFlags) => {
      const { rename } = await import('./rename.js')
      process.exitCode = await rename(from, to, flags)
    })
}
