/**
 * Runs the built docslint command as a user would, in a fuzz case's folder, and watches it: its output and exit,
 * its time (a run past the limit is killed: a hang), its memory (the process tree is sampled every 100 ms and
 * killed past a hard limit, so that a run reading /dev/zero cannot take the machine with it; each Node process
 * also reports its exact peak at exit, fuzz/rss-probe.ts), and, where strace is installed, every file it opens,
 * reads, writes, renames or removes (fuzz/trace.ts reads the log). The command gets a home and a temporary
 * folder inside the case's folder and no other environment than PATH.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { PROJECT_ROOT } from './base-site.js'
import type { CaseFolder } from './case-folder.js'

/** A process tree past this much memory is killed at once (well past the 500 MiB a check may take, so that what is measured is real). */
export const MEMORY_KILL_MIB = 1536
/** Output kept of each stream: enough for any report of the example site, bounded for a run that prints without end. */
const MAX_OUTPUT = 8 * 2 ** 20

/** The system calls that open, read, list or change files (each is recorded only once it returns). */
const TRACED_CALLS = [
  'open', 'openat', 'openat2', 'creat', 'truncate', 'rename', 'renameat', 'renameat2', 'unlink', 'unlinkat', 'rmdir', 'mkdir', 'mkdirat',
  'symlink', 'symlinkat', 'link', 'linkat', 'chmod', 'fchmodat', 'chown', 'lchown', 'fchownat', 'mknod', 'mknodat',
  'read', 'pread64', 'readv', 'preadv', 'preadv2', 'copy_file_range', 'sendfile', 'getdents64'
]

export interface ProcessReport {
  status: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  ms: number
  /** The largest peak of any process of the tree, in MiB. */
  peakMiB: number
  /** Killed by the harness: past the time limit, or past MEMORY_KILL_MIB. */
  killed?: 'time' | 'memory'
  /** The strace log, when the run was traced. */
  trace?: string
}

export interface Observed {
  child: ChildProcessWithoutNullStreams
  report: Promise<ProcessReport>
  /** Ends the run now (the caller's own time limit: a language server that stopped answering). */
  kill(reason: 'time' | 'memory'): void
}

/** Whether strace can trace here (installed, and allowed to trace in this container), checked once. */
let straceWorks: boolean | undefined
export function canTrace(): boolean {
  straceWorks ??= spawnSync('strace', ['-f', '-qq', '--seccomp-bpf', '-e', 'trace=openat', '-o', '/dev/null', process.execPath, '-e', '0']).status === 0
  return straceWorks
}

/** The docslint command of a build: the bundle `npm run build` makes (what users run), or tsc's output. */
export function cliOf(installRoot: string, prefer: 'bundle' | 'src' = 'bundle'): string {
  const bundle = path.join(installRoot, 'dist/bundle/cli.js')
  return prefer === 'bundle' && existsSync(bundle) ? bundle : path.join(installRoot, 'dist/src/cli.js')
}

/** Processes still running, killed if the harness itself ends first. */
const running = new Set<number>()
process.once('exit', () => {
  for (const pid of running) killTree(pid)
})

export function startObserved(cli: string, args: string[], caseFolder: CaseFolder, options: { timeoutMs: number; traced: boolean; trace: string }): Observed {
  const node = [process.execPath, cli, ...args]
  const [command, ...argv] = options.traced ? ['strace', '-f', '-qq', '-y', '-s', '0', '--seccomp-bpf', '-e', `trace=${TRACED_CALLS.join(',')}`, '-o', options.trace, '--', ...node] : node
  const probe = path.join(PROJECT_ROOT, 'dist/fuzz/rss-probe.js')
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: caseFolder.home,
    TMPDIR: caseFolder.tmp,
    NO_COLOR: '1',
    ...(existsSync(probe) ? { NODE_OPTIONS: `--import=${pathToFileURL(probe).href}`, DOCSLINT_FUZZ_RSS_FILE: caseFolder.rss } : {})
  }
  rmSync(caseFolder.rss, { force: true }) // this run's peaks only
  const started = performance.now()
  // Its own process group, so that the whole tree (strace, docslint, docslint relaunched) is killed at once.
  const child = spawn(command, argv, { cwd: caseFolder.site, env, detached: true, stdio: 'pipe' })
  running.add(child.pid!)
  let killed: ProcessReport['killed']
  const kill = (reason: 'time' | 'memory') => {
    killed ??= reason
    killTree(child.pid!)
  }
  const stdout = collect(child.stdout)
  const stderr = collect(child.stderr)
  child.stdin.on('error', () => undefined) // a server that ended before reading all it was sent
  let peakKiB = 0
  const sampler = setInterval(() => {
    const { rssKiB, hwmKiB } = treeMemory(child.pid!)
    peakKiB = Math.max(peakKiB, hwmKiB)
    if (rssKiB > MEMORY_KILL_MIB * 1024) kill('memory')
  }, 100)
  const timer = setTimeout(() => kill('time'), options.timeoutMs)
  const report = new Promise<ProcessReport>((resolve) => {
    child.once('close', (status, signal) => {
      clearInterval(sampler)
      clearTimeout(timer)
      running.delete(child.pid!)
      const exact = readRssReports(caseFolder.rss)
      resolve({
        status,
        signal,
        stdout: stdout(),
        stderr: stderr(),
        ms: performance.now() - started,
        peakMiB: Math.round(Math.max(peakKiB, exact) / 1024),
        killed,
        trace: options.traced && existsSync(options.trace) ? readFileSync(options.trace, 'latin1') : undefined
      })
    })
  })
  return { child, report, kill }
}

function killTree(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

function collect(stream: NodeJS.ReadableStream): () => string {
  const chunks: Buffer[] = []
  let size = 0
  stream.on('data', (chunk: Buffer) => {
    if (size < MAX_OUTPUT) chunks.push(chunk)
    size += chunk.length
  })
  return () => Buffer.concat(chunks).toString('utf8')
}

/** The resident memory of a process and every process below it, and the largest peak among them (KiB), from /proc. */
function treeMemory(pid: number): { rssKiB: number; hwmKiB: number } {
  let rssKiB = 0
  let hwmKiB = 0
  for (const member of descendants(pid)) {
    const status = readProc(`/proc/${member}/status`)
    rssKiB += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0)
    hwmKiB = Math.max(hwmKiB, Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0))
  }
  return { rssKiB, hwmKiB }
}

function descendants(pid: number): number[] {
  const found = [pid]
  for (let index = 0; index < found.length; index++) {
    const tasks = readProcFolder(`/proc/${found[index]}/task`)
    for (const task of tasks) found.push(...readProc(`/proc/${found[index]}/task/${task}/children`).split(' ').filter(Boolean).map(Number))
  }
  return found
}

function readProc(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

function readProcFolder(folder: string): string[] {
  try {
    return readdirSync(folder)
  } catch {
    return []
  }
}

/** The largest peak (KiB) the case's Node processes reported at exit; 0 when none did (killed, or no probe). */
function readRssReports(file: string): number {
  return Math.max(0, ...readProc(file).split('\n').filter(Boolean).map(Number))
}
