import type { Command } from 'commander'
import { newCommand } from './command.js'

/** `docslint lsp`: the language server, for editors (editors/vscode/ starts it). */
export function lspCommand(): Command {
  return newCommand('lsp')
    .description('run the language server over standard input and output, for editors')
    .option('--stdio', 'talk over standard input and output (the default, and the only way)')
    .action(async () => {
      // Loaded here: the server and its protocol library are a tenth of the command line's code, which every other command would compile.
      const { startServer } = await import('../lsp/server.js')
      // As vscode-languageserver's own stdio servers do: status 0 after a shutdown request, else 1 and why.
      startServer((problem) => {
        if (problem) process.stderr.write(`docslint: ${problem}\n`)
        process.exit(problem ? 1 : 0)
      })
    })
}
