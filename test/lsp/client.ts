/**
 * A language client for the tests: the built `docslint lsp --stdio` in a child process, spoken to over its
 * standard input and output with vscode-jsonrpc, as an editor does.
 */
import { afterAll, beforeAll } from '@jest/globals'
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import rpc from 'vscode-jsonrpc/node'
import type { Diagnostic } from 'vscode-languageserver'
import { projectRoot } from '../e2e/run-cli.js'

export interface Published {
  uri: string
  version?: number
  diagnostics: Diagnostic[]
  /**
   * Sent after the site stage (the server logs "docslint: checked ..." before it publishes a check's site
   * diagnostics); false for a document's own diagnostics, sent before its site is checked.
   */
  site: boolean
}

export class LspClient {
  private readonly child: ChildProcessWithoutNullStreams
  readonly connection: ReturnType<typeof rpc.createMessageConnection>
  private readonly waiting: { test: (published: Published) => boolean; resolve: (published: Published) => void }[] = []
  /** The open documents (by URI) whose next diagnostics follow a site stage: every one, after each "checked" log line. */
  private readonly siteNext = new Set<string>()
  private readonly versions = new Map<string, number>()
  /** Every `textDocument/publishDiagnostics` the server sent, in order. */
  readonly published: Published[] = []
  /** The server's log messages (`window/logMessage`), in order. */
  readonly logs: string[] = []
  /** The values of the server's `$/progress` messages, in order (sent only to a client that says it shows progress). */
  readonly progress: { kind: string; title?: string; message?: string; percentage?: number }[] = []

  /** `cli`: the built command to start, tsc's dist/src/cli.js unless given (the bundled dist/bundle/cli.js). */
  constructor(cli = path.join(projectRoot, 'dist/src/cli.js')) {
    this.child = spawn(process.execPath, [cli, 'lsp', '--stdio'], { stdio: 'pipe' })
    this.connection = rpc.createMessageConnection(new rpc.StreamMessageReader(this.child.stdout), new rpc.StreamMessageWriter(this.child.stdin))
    this.connection.onNotification('textDocument/publishDiagnostics', (sent: Omit<Published, 'site'>) => {
      const published = { ...sent, site: this.siteNext.delete(sent.uri) }
      this.published.push(published)
      const index = this.waiting.findIndex((waiter) => waiter.test(published))
      if (index !== -1) this.waiting.splice(index, 1)[0].resolve(published)
    })
    this.connection.onNotification('window/logMessage', ({ message }: { message: string }) => {
      this.logs.push(message)
      if (message.startsWith('docslint: checked')) for (const uri of this.versions.keys()) this.siteNext.add(uri)
    })
    this.connection.onRequest('window/workDoneProgress/create', () => null)
    this.connection.onNotification('$/progress', ({ value }: { value: LspClient['progress'][number] }) => void this.progress.push(value))
    this.connection.listen()
  }

  async initialize(root: string, capabilities: object = {}): Promise<unknown> {
    const result = await this.connection.sendRequest('initialize', { processId: process.pid, rootUri: uriOf(root), capabilities })
    await this.connection.sendNotification('initialized', {})
    return result
  }

  /** The next site diagnostics published for `file` after this call, for its latest version: those of a check of its site. */
  diagnosticsFor(file: string): Promise<Published> {
    return this.nextFor(file, (published) => published.site)
  }

  /** The next diagnostics published for `file` after this call, for its latest version: its own, at once, or its site's. */
  firstDiagnosticsFor(file: string): Promise<Published> {
    return this.nextFor(file, () => true)
  }

  private nextFor(file: string, accepts: (published: Published) => boolean): Promise<Published> {
    const uri = uriOf(file)
    return new Promise((resolve) => this.waiting.push({ test: (published) => published.uri === uri && published.version === this.versions.get(uri) && accepts(published), resolve }))
  }

  async open(file: string, text: string): Promise<void> {
    this.versions.set(uriOf(file), 1)
    const languageId = file.endsWith('.json') ? 'json' : 'mdx'
    await this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uriOf(file), languageId, version: 1, text } })
  }

  /** Replaces the whole text of an open document. */
  async change(file: string, text: string): Promise<void> {
    const uri = uriOf(file)
    const version = (this.versions.get(uri) ?? 1) + 1
    this.versions.set(uri, version)
    await this.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] })
  }

  request<T>(method: string, params: unknown): Promise<T> {
    return this.connection.sendRequest(method, params) as Promise<T>
  }

  /** Shuts the server down as an editor does; one that has not exited 5 s later is killed. */
  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve))
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000)
    try {
      await this.connection.sendRequest('shutdown')
      await this.connection.sendNotification('exit')
    } catch {
      this.child.kill('SIGKILL')
    }
    await exited
    clearTimeout(timer)
    this.connection.dispose()
  }
}

export const uriOf = (file: string): string => pathToFileURL(file).href

/**
 * For the tests of one `describe`: a site written from `files` (name → text) into a temporary folder, and a
 * client of a server (the built command `cli`, as for LspClient) started on it (set up before the tests, closed and removed after them).
 */
export function useLspSite(files: Record<string, string>, cli?: string): { root: string; client: LspClient; file: (name: string) => string } {
  const session = { root: '', client: undefined as unknown as LspClient, file: (name: string) => path.join(session.root, name) }
  beforeAll(async () => {
    session.root = mkdtempSync(path.join(tmpdir(), 'docslint-lsp-'))
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(session.file(name)), { recursive: true })
      writeFileSync(session.file(name), text)
    }
    session.client = new LspClient(cli)
    await session.client.initialize(session.root)
  })
  afterAll(async () => {
    await session.client?.close()
    rmSync(session.root, { recursive: true, force: true })
  })
  return session
}
