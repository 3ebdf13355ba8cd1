/** Where the docslint command and the docs site are, for the language server and the commands. */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { window, workspace, type Uri } from 'vscode'

const CONFIG_FILES = ['docs.json', 'mint.json']

/** The configured command, else the workspace's own docslint, else `docslint` on the PATH. */
export function docslintCommand(): string[] {
  const configured = workspace.getConfiguration('docslint').get<string[]>('command') ?? []
  if (configured.length > 0) return configured
  const folder = workspaceFolder()
  const local = folder && path.join(folder, 'node_modules', '.bin', process.platform === 'win32' ? 'docslint.cmd' : 'docslint')
  return [local && existsSync(local) ? local : 'docslint']
}

export function workspaceFolder(): string | undefined {
  return workspace.workspaceFolders?.[0]?.uri.fsPath
}

/** The folder of the docs.json above `file`; undefined when there is none. */
export function siteRootAbove(file: string): string | undefined {
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    if (CONFIG_FILES.some((name) => existsSync(path.join(folder, name)))) return folder
    if (path.dirname(folder) === folder) return undefined
  }
}

/** The site of the active editor's file, else the first docs.json of the workspace; undefined (and said) when there is none. */
export async function currentSiteRoot(): Promise<string | undefined> {
  const active = window.activeTextEditor?.document.uri
  const above = active?.scheme === 'file' ? siteRootAbove(active.fsPath) : undefined
  if (above) return above
  const [found] = await workspace.findFiles('**/{docs,mint}.json', '**/node_modules/**', 1)
  if (found) return path.dirname(found.fsPath)
  void window.showErrorMessage('docslint: no docs.json in this workspace, nor above the file open.')
  return undefined
}

/** The page a command is for: the file it was run on (the explorer's context menu), else the active editor's. */
export function pageOf(uri: Uri | undefined): Uri | undefined {
  const target = uri ?? window.activeTextEditor?.document.uri
  return target?.scheme === 'file' && /\.mdx?$/i.test(target.fsPath) ? target : undefined
}
