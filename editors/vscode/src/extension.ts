/**
 * The VS Code side of docslint: it starts `docslint lsp` for the workspace and lets vscode-languageclient
 * carry diagnostics, quick fixes, hovers and completion for docs.json and the site's pages.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { workspace, type ExtensionContext } from 'vscode'
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node'

let client: LanguageClient | undefined

export async function activate(context: ExtensionContext): Promise<void> {
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

/** The configured command, else the workspace's own docslint, else `docslint` on the PATH. */
function docslintCommand(): string[] {
  const configured = workspace.getConfiguration('docslint').get<string[]>('command') ?? []
  if (configured.length > 0) return configured
  const folder = workspaceFolder()
  const local = folder && path.join(folder, 'node_modules', '.bin', process.platform === 'win32' ? 'docslint.cmd' : 'docslint')
  return [local && existsSync(local) ? local : 'docslint']
}

function workspaceFolder(): string | undefined {
  return workspace.workspaceFolders?.[0]?.uri.fsPath
}
