/**
 * Node's V8 runs its garbage collectors' and compilers' background work in a pool of its own threads: 4 by
 * default (`--v8-pool-size`), whatever the number of cores. On a machine with few cores those threads compete
 * with the threads that check pages, and a parallel collection waits for helpers that have no core to run on.
 * A check or build on such a machine is therefore run again, at once, in a child process whose pool has one
 * thread fewer than the cores. Measured on 2 cores (so one helper), checks of the 1,000-page generated site took
 * 11.7-11.8 s instead of 12.3-13.4 s, of agentops (136 pages, checked in the main thread) 2.3-2.5 s instead of
 * 2.8-2.9 s. The option can only be given when Node starts, hence the second process (some 0.1 s on the
 * example site); a user's own `--v8-pool-size` is kept.
 *
 * A check with `--cache` whose cache file is there (the pre-commit hook's, after its first run) stays in this
 * process: it reuses most results, so there is little collection or compilation for the pool to take part in,
 * and the second process's start would be most of what it saves.
 */
import { spawn } from 'node:child_process'
import os from 'node:os'
import { cacheFileThere } from '../cache/cache-location.js'

/** Node's own `--v8-pool-size` when none is given. */
export const NODE_DEFAULT_V8_POOL_SIZE = 4

const POOL_SIZE_FLAG = '--v8-pool-size'

/**
 * The commands other than check (the default) and build: they keep the process they were started in. Written out
 * here because the relaunching process does not load the command line (test/cli/relaunch.test.ts compares).
 */
export const OTHER_COMMANDS = new Set(['migrate', 'schema', 'init', 'lsp', 'rename', 'help'])
/** Flags that keep a check or build here: help and the version print at once; --watch and --serve run until stopped. */
const STAYING_FLAGS = new Set(['-h', '--help', '-v', '--version', '--watch', '--serve'])

/** How many background threads V8 gets on a machine of `cores`: one per core the page threads leave, at least one, at most Node's default. */
export function v8PoolSizeFor(cores: number): number {
  return Math.max(1, Math.min(NODE_DEFAULT_V8_POOL_SIZE, cores - 1))
}

export interface Launch {
  /** The command's arguments (after the script). */
  argv: string[]
  /** Node's own options of this process (`process.execArgv`). */
  execArgv: string[]
  /** `NODE_OPTIONS`, which Node reads at start like its own command line. */
  nodeOptions: string | undefined
  cores: number
  /** Whether the check reuses a result cache that is there (`--cache`, and its file exists): see reusesCache. */
  warmCache?: boolean
}

/**
 * The Node options to run this command again with, or undefined where it runs here: a command other than check
 * or build, one that runs until stopped, a check that reuses a cache that is there, a pool size already given (by
 * the user, or by the relaunch itself), or a machine where Node's default already fits.
 */
export function relaunchOptions({ argv, execArgv, nodeOptions, cores, warmCache }: Launch): string[] | undefined {
  if (OTHER_COMMANDS.has(argv[0]) || argv.some((arg) => STAYING_FLAGS.has(arg)) || warmCache) return undefined
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((option) => option === POOL_SIZE_FLAG || option.startsWith(`${POOL_SIZE_FLAG}=`))
  const size = v8PoolSizeFor(cores)
  if (given || size === NODE_DEFAULT_V8_POOL_SIZE) return undefined
  return [`${POOL_SIZE_FLAG}=${size}`]
}

/** The options `docslint` itself would be relaunched with for `argv` on this machine (the benchmark runs its measurements with them). */
export function relaunchOptionsHere(argv: string[]): string[] | undefined {
  return relaunchOptions({ argv, execArgv: process.execArgv, nodeOptions: process.env.NODE_OPTIONS, cores: os.availableParallelism(), warmCache: reusesCache(argv, process.cwd()) })
}

/** Whether `argv` asks for a check with `--cache` and the cache file it names (or the default one) is there, from `cwd`. */
export function reusesCache(argv: string[], cwd: string): boolean {
  return argv.includes('--cache') && cacheFileThere(optionValue(argv, '--cache-location'), cwd)
}

/** The value of an option given as `--name value` or `--name=value`; the last one counts, as on the command line. */
export function optionValue(argv: string[], name: string): string | undefined {
  let value: string | undefined
  argv.forEach((arg, index) => {
    if (arg === name && index + 1 < argv.length) value = argv[index + 1]
    else if (arg.startsWith(`${name}=`)) value = arg.slice(name.length + 1)
  })
  return value
}

const FORWARDED_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP']

/**
 * Runs `script` with `argv` in a child Node with `options` added, sharing this process's standard streams, and
 * resolves to its exit status. Signals sent to this process are passed on; a child ended by a signal ends this
 * process with the same signal, so that whoever started docslint sees what happened.
 */
export function runRelaunched(options: string[], script: string, argv: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...options, script, ...argv], { stdio: 'inherit' })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    for (const signal of FORWARDED_SIGNALS) process.on(signal, forward)
    const stopForwarding = () => {
      for (const signal of FORWARDED_SIGNALS) process.off(signal, forward)
    }
    child.on('error', (error) => {
      stopForwarding()
      reject(error)
    })
    child.on('exit', (code, signal) => {
      stopForwarding()
      if (signal) process.kill(process.pid, signal)
      else resolve(code ?? 0)
    })
  })
}
