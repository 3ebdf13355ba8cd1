/**
 * The extension's commands: check the whole site (a task whose problems go to the Problems panel), rename a
 * page (a file rename through VS Code, whose `workspace/willRenameFiles` lets the language server update the
 * links and navigation), and open the preview (`docslint build --watch --serve`, then the page it serves).
 */
import { createServer } from 'node:net'
import { get } from 'node:http'
import path from 'node:path'
import {
  commands,
  env,
  ProcessExecution,
  ProgressLocation,
  Task,
  TaskScope,
  tasks,
  Uri,
  window,
  workspace,
  WorkspaceEdit,
  type ExtensionContext,
  type TaskExecution
} from 'vscode'
import { currentSiteRoot, docslintCommand, pageOf, siteRootAbove } from './site'
import { nameSelection, newPagePathProblem } from './page-path'

/** How long the first build of the preview may take before the command stops waiting for it. */
const PREVIEW_WAIT_MS = 5 * 60_000

export function registerCommands(context: ExtensionContext): void {
  const previews = new Map<string, { execution: TaskExecution; url: string }>()
  context.subscriptions.push(
    commands.registerCommand('docslint.checkSite', checkSite),
    commands.registerCommand('docslint.renamePage', renamePage),
    commands.registerCommand('docslint.openPreview', () => openPreview(context, previews)),
    tasks.onDidEndTask(({ execution }) => {
      for (const [root, preview] of previews) if (preview.execution === execution) previews.delete(root)
    })
  )
}

/** `docslint check` over the site, in a task whose report the `$docslint` problem matcher reads. */
async function checkSite(): Promise<void> {
  const root = await currentSiteRoot()
  if (!root) return
  const { folder, cwd, sitePath } = placeOf(root)
  const [command, ...args] = docslintCommand()
  const execution = new ProcessExecution(command, [...args, 'check', sitePath, '--no-color'], { cwd })
  await tasks.executeTask(new Task({ type: 'docslint', task: 'check' }, folder ?? TaskScope.Workspace, 'check the site', 'docslint', execution, '$docslint'))
}

/**
 * Asks for the page's new path and renames the file through VS Code: the language server's answer to
 * `workspace/willRenameFiles` (links, navigation, a redirect) is applied with it, as for a rename in the explorer.
 */
async function renamePage(uri?: Uri): Promise<void> {
  const page = pageOf(uri)
  if (!page) {
    void window.showErrorMessage('docslint: Rename page works on a page (.mdx or .md): open one, or run it from the explorer on one.')
    return
  }
  const root = siteRootAbove(page.fsPath) ?? path.dirname(page.fsPath)
  const current = path.relative(root, page.fsPath).split(path.sep).join('/')
  const written = await window.showInputBox({
    title: `Rename ${current}`,
    prompt: 'The new path of the page, from the site root',
    value: current,
    valueSelection: nameSelection(current),
    validateInput: (value) => newPagePathProblem(value, current)
  })
  if (written === undefined || newPagePathProblem(written, current)) return
  const edit = new WorkspaceEdit()
  edit.renameFile(page, Uri.file(path.join(root, path.posix.normalize(written.trim().replace(/\\/g, '/')))), { overwrite: false })
  if (!(await workspace.applyEdit(edit))) void window.showErrorMessage(`docslint: ${current} could not be renamed to ${written.trim()} (is there a file of that name already?).`)
}

/**
 * `docslint build --out <the workspace's storage> --watch --serve --port <a free port>` in a task, then the page
 * it serves in VS Code's browser, once it answers. A preview already running for the site is opened again.
 */
async function openPreview(context: ExtensionContext, previews: Map<string, { execution: TaskExecution; url: string }>): Promise<void> {
  const root = await currentSiteRoot()
  if (!root) return
  const running = previews.get(root)
  if (running) return show(running.url)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  const out = path.join((context.storageUri ?? context.globalStorageUri).fsPath, 'preview', String(hashOf(root)))
  const { folder, cwd, sitePath } = placeOf(root)
  const [command, ...args] = docslintCommand()
  const execution = new ProcessExecution(command, [...args, 'build', sitePath, '--out', out, '--watch', '--serve', '--port', String(port), '--force', '--no-color'], { cwd })
  // No problem matcher: the open pages' problems come from the language server, the site's from "Check the site".
  const task = new Task({ type: 'docslint', task: 'preview' }, folder ?? TaskScope.Workspace, 'preview the site', 'docslint', execution, [])
  task.isBackground = true
  previews.set(root, { execution: await tasks.executeTask(task), url })
  const ready = await window.withProgress({ location: ProgressLocation.Notification, title: 'docslint: building the preview' }, () => answers(url, PREVIEW_WAIT_MS, () => previews.has(root)))
  if (ready) return show(url)
  void window.showErrorMessage(`docslint: the preview did not start at ${url}; its terminal ("preview the site") says why.`)
}

async function show(url: string): Promise<void> {
  try {
    await commands.executeCommand('simpleBrowser.show', url)
  } catch {
    await env.openExternal(Uri.parse(url))
  }
}

/** The workspace folder a site is in, and the site's path from it: the check's report names files from there. */
function placeOf(root: string): { folder: ReturnType<typeof workspace.getWorkspaceFolder>; cwd: string; sitePath: string } {
  const folder = workspace.getWorkspaceFolder(Uri.file(root))
  const cwd = folder?.uri.fsPath ?? root
  return { folder, cwd, sitePath: path.relative(cwd, root) || '.' }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Whether `url` answers within `limit` ms, asked every half second while `waiting()` holds. */
async function answers(url: string, limit: number, waiting: () => boolean): Promise<boolean> {
  const until = Date.now() + limit
  while (Date.now() < until && waiting()) {
    const ok = await new Promise<boolean>((resolve) => get(url, (response) => resolve((response.resume(), true))).on('error', () => resolve(false)))
    if (ok) return true
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}

/** A short stable number for a site's folder: each site of the workspace gets its own preview folder. */
function hashOf(text: string): number {
  let hash = 0
  for (const character of text) hash = (hash * 31 + character.codePointAt(0)!) >>> 0
  return hash
}
