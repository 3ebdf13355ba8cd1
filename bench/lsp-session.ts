/**
 * A scripted editor for the language server's benchmark: the built `docslint lsp --stdio` in a child process,
 * spoken to over stdio with vscode-jsonrpc. It says it shows progress and watches files, as VS Code does, and
 * notes when each message arrives, so that the benchmark can time an open or an edit to the diagnostics it
 * brings: the document's own (the first published) and its site's (the first published after the server's
 * "docslint: checked" log line, which it writes just before it publishes a check's site diagnostics).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { once } from 'node:events'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { readdirSync, readFileSync } from 'node:fs'
import rpc from 'vscode-jsonrpc/node'

interface Publish {
  uri: string
  version?: number
  at: number
  /** Published after a site stage. */
  site: boolean
}

export class LspSession {
  private readonly child: ChildProcessWithoutNullStreams
  private readonly connection: ReturnType<typeof rpc.createMessageConnection>
  private readonly publishes: Publish[] = []
  private readonly listeners = new Set<() => void>()
  /** The URIs whose next publish follows a "checked" log line. */
  private readonly siteNext = new Set<string>()
  private readonly versions = new Map<string, number>()
  /** The server's `$/progress` messages, and its log lines. */
  progressReports = 0
  readonly logs: string[] = []

  constructor(cli: string) {
    this.child = spawn(process.execPath, [cli, 'lsp', '--stdio'], { stdio: 'pipe' })
    this.connection = rpc.createMessageConnection(new rpc.StreamMessageReader(this.child.stdout), new rpc.StreamMessageWriter(this.child.stdin))
    this.connection.onNotification('textDocument/publishDiagnostics', ({ uri, version }: { uri: string; version?: number }) => {
      this.publishes.push({ uri, version, at: performance.now(), site: this.siteNext.delete(uri) })
      for (const listener of this.listeners) listener()
    })
    this.connection.onNotification('window/logMessage', ({ message }: { message: string }) => {
      this.logs.push(message)
      if (message.startsWith('docslint: checked')) for (const uri of this.versions.keys()) this.siteNext.add(uri)
    })
    this.connection.onNotification('$/progress', () => void this.progressReports++)
    this.connection.onRequest('window/workDoneProgress/create', () => null)
    this.connection.onRequest('client/registerCapability', () => null)
    this.child.stderr.resume()
    this.connection.listen()
  }

  async initialize(root: string): Promise<void> {
    const capabilities = { window: { workDoneProgress: true }, workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } }
    await this.connection.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(root).href, capabilities })
    await this.connection.sendNotification('initialized', {})
  }

  /** Opens the document; resolves with the times from now to its own and to its site's diagnostics (ms). */
  async open(file: string, text: string): Promise<{ firstMs: number; siteMs: number }> {
    const uri = pathToFileURL(file).href
    this.versions.set(uri, 1)
    const sent = performance.now()
    const done = this.timesFor(uri, 1, sent)
    await this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'mdx', version: 1, text } })
    return done
  }

  /** Replaces the document's text; resolves as `open` does. */
  async change(file: string, text: string): Promise<{ firstMs: number; siteMs: number }> {
    const uri = pathToFileURL(file).href
    const version = (this.versions.get(uri) ?? 1) + 1
    this.versions.set(uri, version)
    const sent = performance.now()
    const done = this.timesFor(uri, version, sent)
    await this.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] })
    return done
  }

  private timesFor(uri: string, version: number, sent: number): Promise<{ firstMs: number; siteMs: number }> {
    const from = this.publishes.length
    return new Promise((resolve) => {
      const listener = () => {
        const mine = this.publishes.slice(from).filter((publish) => publish.uri === uri && publish.version === version)
        const site = mine.find((publish) => publish.site)
        if (!site) return
        this.listeners.delete(listener)
        resolve({ firstMs: mine[0].at - sent, siteMs: site.at - sent })
      }
      this.listeners.add(listener)
    })
  }

  /**
   * The CPU time (user and system, ms) the server has used so far, with any process it started (a relaunch): on a
   * busy machine, the figure that says what an edit costs. Undefined where /proc cannot tell (not Linux).
   */
  cpuMs(): number | undefined {
    return this.child.pid === undefined ? undefined : processTreeCpuMs(this.child.pid)
  }

  /** Shuts the server down as an editor does; one still running 10 s later is killed. */
  async close(): Promise<void> {
    const exited = once(this.child, 'exit')
    const stuck = setTimeout(() => this.child.kill('SIGKILL'), 10_000)
    const shutDown = this.connection.sendRequest('shutdown').then(() => this.connection.sendNotification('exit'))
    await shutDown.catch(() => this.child.kill('SIGKILL'))
    await exited
    clearTimeout(stuck)
    this.connection.dispose()
  }
}

/** Clock ticks per second of /proc's times: 100 on every Linux the benchmark runs on (USER_HZ). */
const TICKS_PER_SECOND = 100

/** The user and system CPU time of a process and its descendants, in ms, from /proc; undefined where it cannot be read. */
function processTreeCpuMs(pid: number): number | undefined {
  try {
    // The fields after the command name (which may hold spaces) start at its closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number))
    return children.reduce((sum, child) => sum + (processTreeCpuMs(child) ?? 0), own)
  } catch {
    return undefined
  }
}
