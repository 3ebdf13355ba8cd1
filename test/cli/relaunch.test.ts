import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { optionValue, OTHER_COMMANDS, relaunchOptions, reusesCache, v8PoolSizeFor, type Launch } from '../../src/cli/relaunch.js'
import { projectRoot, runCli } from '../e2e/run-cli.js'

const twoCores = (argv: string[], more: Partial<Launch> = {}): Launch => ({ argv, execArgv: [], nodeOptions: undefined, cores: 2, ...more })

describe('v8PoolSizeFor', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 3],
    [5, 4],
    [16, 4]
  ])('%i cores: %i background threads', (cores, size) => {
    expect(v8PoolSizeFor(cores)).toBe(size)
  })
})

describe('OTHER_COMMANDS', () => {
  it('names every command of the command line but check and build', () => {
    const help = runCli(['--help']).stdout
    const commands = [...help.slice(help.indexOf('Commands:')).matchAll(/^ {2}(\w+)/gm)].map((match) => match[1])
    expect(commands).toEqual(expect.arrayContaining(['check', 'build']))
    expect(new Set(commands.filter((command) => command !== 'check' && command !== 'build'))).toEqual(OTHER_COMMANDS)
  })
})

describe('relaunchOptions', () => {
  it.each<[string, Launch, string[] | undefined]>([
    ['the default command (check) on 2 cores', twoCores(['docs']), ['--v8-pool-size=1']],
    ['no arguments at all (check of the current folder)', twoCores([]), ['--v8-pool-size=1']],
    ['check, named', twoCores(['check', 'docs', '--format', 'json']), ['--v8-pool-size=1']],
    ['build on 4 cores', twoCores(['build', 'docs'], { cores: 4 }), ['--v8-pool-size=3']],
    ['16 cores: Node’s default fits', twoCores(['check'], { cores: 16 }), undefined],
    ['5 cores: Node’s default fits', twoCores(['check'], { cores: 5 }), undefined],
    ['check --watch runs until stopped', twoCores(['check', '--watch']), undefined],
    ['build --serve runs until stopped', twoCores(['build', '--serve']), undefined],
    ['the language server', twoCores(['lsp']), undefined],
    ['migrate', twoCores(['migrate', 'mint.json']), undefined],
    ['schema', twoCores(['schema']), undefined],
    ['init', twoCores(['init']), undefined],
    ['--help', twoCores(['check', '--help']), undefined],
    ['--version', twoCores(['--version']), undefined],
    ['a pool size on Node’s command line (the relaunched process itself)', twoCores(['check'], { execArgv: ['--v8-pool-size=1'] }), undefined],
    ['a pool size in NODE_OPTIONS', twoCores(['check'], { nodeOptions: '--experimental-vm-modules --v8-pool-size=2' }), undefined],
    ['other NODE_OPTIONS', twoCores(['check'], { nodeOptions: '--experimental-vm-modules' }), ['--v8-pool-size=1']],
    ['check --cache with no cache file yet (a cold check)', twoCores(['check', '--cache']), ['--v8-pool-size=1']],
    ['check --cache with its cache file there (the pre-commit hook)', twoCores(['check', '--cache', '--staged'], { warmCache: true }), undefined],
    ['build --cache with its cache file there', twoCores(['build', '--cache'], { warmCache: true }), undefined]
  ])('%s', (_name, launch, expected) => {
    expect(relaunchOptions(launch)).toEqual(expected)
  })
})

describe('optionValue', () => {
  it.each<[string[], string | undefined]>([
    [['--cache'], undefined],
    [['--cache', '--cache-location', 'here'], 'here'],
    [['--cache-location=there', '--cache'], 'there'],
    [['--cache-location', 'first', '--cache-location=second'], 'second'],
    [['--cache-location'], undefined]
  ])('%j: %s', (argv, value) => {
    expect(optionValue(argv, '--cache-location')).toBe(value)
  })
})

describe('reusesCache', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'docslint-warm-cache-'))
  mkdirSync(path.join(folder, 'caches'))
  writeFileSync(path.join(folder, 'named-cache'), '')

  it('is false until the default cache file is there, then true with --cache only', () => {
    expect(reusesCache(['check', '--cache'], folder)).toBe(false)
    writeFileSync(path.join(folder, '.docslintcache'), '')
    expect(reusesCache(['check', '--cache'], folder)).toBe(true)
    expect(reusesCache(['check'], folder)).toBe(false)
  })

  it.each<[string[], boolean]>([
    [['--cache', '--cache-location', 'named-cache'], true],
    [['--cache', '--cache-location=named-cache'], true],
    [['--cache', '--cache-location', 'no-such-file'], false],
    // A folder holds a file named after the working folder, which is not there yet.
    [['--cache', '--cache-location', 'caches/'], false]
  ])('%j: %s', (argv, reused) => {
    expect(reusesCache(['check', ...argv], folder)).toBe(reused)
  })
})

/**
 * A script that relaunches itself as the command does (tsc's build of src/cli/relaunch.ts): the child prints the
 * Node options it got, then exits with status 3, ends itself by SIGTERM, or waits for one (its handler set first).
 */
function relaunchingScript(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docslint-relaunch-'))
  const script = path.join(dir, 'relaunch.mjs')
  const relaunch = pathToFileURL(path.join(projectRoot, 'dist/src/cli/relaunch.js')).href
  writeFileSync(
    script,
    `import { runRelaunched } from ${JSON.stringify(relaunch)}
const [role, ending] = process.argv.slice(2)
if (role === 'child') {
  // Ready for a SIGTERM before saying anything: the test sends it once it reads the first line.
  if (ending === 'wait') process.on('SIGTERM', () => { console.log('child stopped by SIGTERM'); process.exit(5) })
  console.log(JSON.stringify(process.execArgv))
  if (ending === 'status') process.exit(3)
  if (ending === 'signal') process.kill(process.pid, 'SIGTERM')
  if (ending === 'wait') setInterval(() => {}, 1000)
} else {
  process.exitCode = await runRelaunched(['--v8-pool-size=1'], process.argv[1], ['child', role])
}
`
  )
  return script
}

describe('runRelaunched', () => {
  const script = relaunchingScript()

  it('runs the child with the options added, on the same standard streams, and exits with its status', () => {
    const result = spawnSync(process.execPath, [script, 'status'], { encoding: 'utf8' })
    expect(JSON.parse(result.stdout)).toContain('--v8-pool-size=1')
    expect(result.status).toBe(3)
  })

  it('ends with the signal that ended the child', () => {
    const result = spawnSync(process.execPath, [script, 'signal'], { encoding: 'utf8' })
    expect(result.signal).toBe('SIGTERM')
  })

  it('passes a signal it is sent on to the child', async () => {
    const parent = spawn(process.execPath, [script, 'wait'], { stdio: ['ignore', 'pipe', 'inherit'] })
    let stdout = ''
    const exited = new Promise<number | null>((resolve) => parent.on('exit', (code) => resolve(code)))
    await new Promise<void>((resolve) =>
      parent.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString()
        if (stdout.includes('\n')) resolve()
      })
    )
    parent.kill('SIGTERM')
    expect(await exited).toBe(5)
    expect(stdout).toContain('child stopped by SIGTERM')
  })
})

describe('the command, relaunched or not', () => {
  it('reports the same, with the same exit status', () => {
    const site = path.join(projectRoot, 'test/fixtures/sites')
    const relaunched = runCli(['check', '--format', 'json', site])
    // A pool size already given: the command runs in the first process.
    const here = runCli(['check', '--format', 'json', site], projectRoot, { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --v8-pool-size=4` })
    expect(relaunched.status).toBe(1)
    expect(relaunched).toEqual(here)
  })

  it('reports the same from a warm cache, checked in the first process, as the relaunched check that wrote it', () => {
    const site = path.join(projectRoot, 'test/fixtures/sites')
    const cache = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-warm-cache-')), 'cache')
    const cold = runCli(['check', '--format', 'json', '--cache', '--cache-location', cache, site])
    expect(reusesCache(['--cache', '--cache-location', cache], projectRoot)).toBe(true)
    const warm = runCli(['check', '--format', 'json', '--cache', '--cache-location', cache, site])
    expect(cold.status).toBe(1)
    expect(warm).toEqual(cold)
  })
})
