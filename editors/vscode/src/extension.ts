/**
 * The VS Code side of docslint: it starts `docslint lsp` for the workspace and lets vscode-languageclient
 * carry diagnostics, quick fixes, hovers, completion and navigation for docs.json and the site's pages, and
 * adds the commands of src/commands.ts (check the site, rename a page, open the preview).
 */
import { workspace, type ExtensionContext } from 'vscode'
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node'
import { registerCommands } from './commands'
import { docslintCommand, workspaceFolder } from './site'

let client: LanguageClient | undefined

export async function activate(context: ExtensionContext): Promise<void> {
  registerCommands(context)
  const [command, ...args] = docslintCommand()
  const serverOptions: ServerOptions = { command, args: [...args, 'lsp'], transport: TransportKind.stdio, options: { cwd: workspaceFolder() } }
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'mdx' },
      { scheme: 'file', language: 'markdown' },
      { scheme: 'file', pattern: '**/{docs,mint}.json' }
    ]
  }
  client = new LanguageClient('docslint', 'docslint', serverOptions, clientOptions)
  context.subscriptions.push({ dispose: () => void client?.stop() })
  await client.start()
}

export async function deactivate(): Promise<void> {
  await client?.stop()
}
