import { afterEach, beforeEach } from '@jest/globals'
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projectRoot } from './run-cli.js'

/** How long a test waits for the CLI to say something before it fails (a check of a small site takes well under a second). */
const WAIT_MS = 20000

/**
 * The built CLI started with `--watch` or `--serve`, as a user starts it in a terminal (but with pipes, so
 * no terminal), or `lsp`, as an editor starts it: what it writes is collected, and a test waits, for a
 * bounded time, for what it expects.
 */
export class WatchedCli {
  private readonly child: ChildProcessWithoutNullStreams
  stdout = ''
  stderr = ''
  private readonly exited: Promise<number | null>
  private readonly listeners = new Set<() => void>()

  /**
   * `terminal`: run it in a pseudo-terminal (util-linux `script`), as in a terminal window: standard output and
   * standard error both arrive in `stdout`, with CR LF line ends, and `typeCtrlC` stops it as a user does.
   */
  constructor(args: string[], cwd = projectRoot, terminal = false) {
    const command = [process.execPath, path.join(projectRoot, 'dist/src/cli.js'), ...args]
    const env = { ...process.env, NO_COLOR: '1' }
    this.child = terminal
      ? // `exec`: the CLI replaces the shell `script` starts, as a terminal's foreground job would be alone in its
        // process group; a shell left waiting (dash, /bin/sh on Debian) is killed by the same Ctrl-C, with status 130.
        spawn('script', ['--quiet', '--flush', '--return', '--command', `exec ${command.map(shellQuoted).join(' ')}`, '/dev/null'], { cwd, env })
      : spawn(command[0], command.slice(1), { cwd, env })
    this.child.stdout.setEncoding('utf8').on('data', (chunk: string) => this.heard(() => (this.stdout += chunk)))
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => this.heard(() => (this.stderr += chunk)))
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => this.heard(() => resolve(code))))
  }

  private heard(add: () => void): void {
    add()
    for (const listener of this.listeners) listener()
  }

  /** Resolves with what `test` returns once it returns something; fails after WAIT_MS, saying what was written. */
  waitFor<T>(what: string, test: () => T | undefined | false): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = test()
        if (found === undefined || found === false) return
        done()
        resolve(found)
      }
      const timer = setTimeout(() => {
        done()
        reject(new Error(`waited ${WAIT_MS} ms for ${what}; standard output:\n${this.stdout}\nstandard error:\n${this.stderr}`))
      }, WAIT_MS)
      const done = () => {
        clearTimeout(timer)
        this.listeners.delete(check)
      }
      this.listeners.add(check)
      check()
    })
  }

  /** The status lines (`docslint: hh:mm:ss ...; watching for changes ...`) written so far. */
  statusLines(): string[] {
    return (this.stderr + this.stdout).split(/\r?\n/).filter((line) => line.includes('; watching for changes'))
  }

  /** The CLI's process id (in a pseudo-terminal, that of `script`, its parent). */
  get pid(): number {
    return this.child.pid!
  }

  /** Writes to its standard input (`end`: then closes it). */
  send(data: string, end = false): void {
    if (end) this.child.stdin.end(data)
    else this.child.stdin.write(data)
  }

  /** Ctrl-C typed in the pseudo-terminal: the terminal sends SIGINT to the command. */
  typeCtrlC(): Promise<number | null> {
    this.child.stdin.write('\x03')
    return this.exitStatus()
  }

  /** Waits for the status line of run number `count` (1: the first run) and returns it. */
  waitForRun(count: number): Promise<string> {
    return this.waitFor(`run ${count}`, () => this.statusLines()[count - 1])
  }

  /** Sends a signal and resolves with the exit status (the process is killed if it has not exited WAIT_MS later). */
  async stop(signal: NodeJS.Signals = 'SIGINT'): Promise<number | null> {
    this.child.kill(signal)
    const timer = setTimeout(() => this.child.kill('SIGKILL'), WAIT_MS)
    const code = await this.exited
    clearTimeout(timer)
    return code
  }

  /** The exit status of a run that ends by itself; it fails if the process has not exited WAIT_MS later. */
  exitStatus(): Promise<number | null> {
    return this.waitFor('the process to exit', () => (this.child.exitCode === null ? undefined : { code: this.child.exitCode })).then(({ code }) => code)
  }

  /** For afterEach: a process a failed test left running is killed. */
  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL')
  }
}

/**
 * For each test of a `describe`: a fresh copy of the example site in a temporary folder (`<folder>/site`),
 * and `start` to run the CLI there; what a test started is killed, and the folder removed, after it.
 */
export function useWatchedSite(): { folder: () => string; file: (name: string) => string; start: (args: string[], terminal?: boolean) => WatchedCli } {
  let folder = ''
  const started: WatchedCli[] = []
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'docslint-watch-'))
    cpSync(path.join(projectRoot, 'examples/acme'), path.join(folder, 'site'), { recursive: true })
  })
  afterEach(() => {
    for (const cli of started.splice(0)) cli.kill()
    rmSync(folder, { recursive: true, force: true })
  })
  return {
    folder: () => folder,
    file: (name) => path.join(folder, 'site', name),
    start: (args, terminal = false) => {
      const cli = new WatchedCli(args, folder, terminal)
      started.push(cli)
      return cli
    }
  }
}

function shellQuoted(word: string): string {
  return `'${word.replaceAll("'", "'\\''")}'`
}
