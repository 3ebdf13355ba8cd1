/**
 * `npm run fuzz -- [--count N] [--seed S] [--families mdx,openapi] [--jobs J] [--timeout S] [--target DIR]`:
 * makes N cases of each family from the seed, runs each in a worker process with a time limit (a hang) and a
 * memory ceiling (a case whose peak passes it is run again alone to be sure), minimises every defect it finds
 * and writes it to test/fuzz/cases/ as a regression case, which `npm test` runs. `--target` fuzzes another
 * build of docslint (a folder holding its dist/), to show what an older version did.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { FAMILIES, makeCase, type Family, type FuzzCase } from './families.js'
import { isDefect, type Outcome } from './run-case.js'
import { minimise } from './minimise.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const projectRoot = path.resolve(here, '../..')
export const CASES_FOLDER = path.join(projectRoot, 'test/fuzz/cases')
/** A single file's check may take this much memory (issue 18: 500 MB); a case past it is a defect. */
const MEMORY_CEILING_MIB = 500

interface Options {
  count: number
  seed: number
  families: Family[]
  jobs: number
  timeoutSeconds: number
  target?: string
  minimise: boolean
}

export type Result = { outcome: Outcome | { kind: 'hang' } | { kind: 'memory'; peakMiB: number }; ms: number; peakMiB: number }

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`)
    return index >= 0 ? argv[index + 1] : undefined
  }
  const families = (value('families')?.split(',') ?? [...FAMILIES]) as Family[]
  for (const family of families) if (!FAMILIES.includes(family)) throw new Error(`unknown family ${family}; the families are ${FAMILIES.join(', ')}`)
  return {
    count: Number(value('count') ?? 100),
    seed: Number(value('seed') ?? Date.now() % 100000),
    families,
    jobs: Number(value('jobs') ?? 2),
    timeoutSeconds: Number(value('timeout') ?? 30),
    target: value('target') ? path.resolve(value('target')!) : undefined,
    minimise: !argv.includes('--no-minimise')
  }
}

/** A worker process that runs cases one at a time; a new one replaces it after a hang or when its peak memory has grown. */
export class Worker {
  private child?: ChildProcess
  private ready?: Promise<void>

  constructor(private readonly options: Pick<Options, 'timeoutSeconds' | 'target'>) {}

  async run(fuzzCase: FuzzCase): Promise<Result> {
    const child = await this.start()
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.off('exit', onExit)
        this.stop()
        resolve({ outcome: { kind: 'hang' }, ms: this.options.timeoutSeconds * 1000, peakMiB: 0 })
      }, this.options.timeoutSeconds * 1000)
      const onExit = (code: number | null, signal: string | null) => {
        clearTimeout(timer)
        if (this.child === child) this.child = undefined
        // Killed for memory (V8's heap limit, or the system's) or by a crash that no handler saw.
        resolve({ outcome: code === 134 || signal === 'SIGKILL' || signal === 'SIGABRT' ? { kind: 'memory', peakMiB: -1 } : { kind: 'crash', message: `the process ended (${code ?? signal})`, at: '' }, ms: 0, peakMiB: -1 })
      }
      child.once('exit', onExit)
      child.once('message', (answer: { outcome: Outcome; ms: number; peakRssKiB: number }) => {
        clearTimeout(timer)
        child.off('exit', onExit)
        const peakMiB = Math.round(answer.peakRssKiB / 1024)
        // The peak is the process's: a fresh worker after each high one keeps the next cases' figures their own.
        if (peakMiB > MEMORY_CEILING_MIB / 2) this.stop()
        resolve({ outcome: answer.outcome, ms: answer.ms, peakMiB })
      })
      child.send(fuzzCase)
    })
  }

  stop(): void {
    this.child?.kill('SIGKILL')
    this.child = undefined
  }

  private async start(): Promise<ChildProcess> {
    if (!this.child || !this.ready) {
      const child = fork(path.join(here, 'worker.js'), [], {
        execArgv: ['--max-old-space-size=2048'],
        env: { ...process.env, DOCSLINT_FUZZ_TARGET: this.options.target ?? '' },
        stdio: ['ignore', 'ignore', 'ignore', 'ipc']
      })
      this.child = child
      this.ready = new Promise((resolve) => child.once('message', () => resolve()))
    }
    const child = this.child
    await this.ready
    return child
  }
}

/** A defect, or a run past the memory ceiling that a fresh worker confirms. */
async function confirmed(result: Result, fuzzCase: FuzzCase, options: Options): Promise<Result> {
  if (result.outcome.kind !== 'ok' && result.outcome.kind !== 'failure') return result
  if (result.peakMiB <= MEMORY_CEILING_MIB) return result
  const alone = new Worker(options)
  const again = await alone.run(fuzzCase)
  alone.stop()
  return again.peakMiB > MEMORY_CEILING_MIB ? { ...again, outcome: { kind: 'memory', peakMiB: again.peakMiB } } : again
}

export const isFuzzDefect = (outcome: Result['outcome']) => outcome.kind === 'hang' || outcome.kind === 'memory' || isDefect(outcome as Outcome)

interface FamilyFigures {
  cases: number
  crashes: number
  hangs: number
  stackTraces: number
  memory: number
  peakMiB: number
  slowestMs: number
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  const queue = options.families.flatMap((family) => Array.from({ length: options.count }, (_, index) => makeCase(family, options.seed, index)))
  const figures = new Map<Family, FamilyFigures>(options.families.map((family) => [family, { cases: 0, crashes: 0, hangs: 0, stackTraces: 0, memory: 0, peakMiB: 0, slowestMs: 0 }]))
  const defects: { fuzzCase: FuzzCase; result: Result }[] = []
  let done = 0
  const workers = Array.from({ length: options.jobs }, () => new Worker(options))
  console.log(`docslint fuzz: seed ${options.seed}, ${options.count} cases of each of ${options.families.join(', ')}${options.target ? `, target ${options.target}` : ''}`)
  await Promise.all(
    workers.map(async (worker) => {
      for (let fuzzCase = queue.shift(); fuzzCase; fuzzCase = queue.shift()) {
        const result = await confirmed(await worker.run(fuzzCase), fuzzCase, options)
        const family = figures.get(fuzzCase.family)!
        family.cases++
        family.peakMiB = Math.max(family.peakMiB, result.peakMiB)
        family.slowestMs = Math.max(family.slowestMs, Math.round(result.ms))
        if (result.outcome.kind === 'crash') family.crashes++
        if (result.outcome.kind === 'crash' || result.outcome.kind === 'multi-line failure') family.stackTraces++
        if (result.outcome.kind === 'hang') family.hangs++
        if (result.outcome.kind === 'memory') family.memory++
        if (isFuzzDefect(result.outcome)) {
          defects.push({ fuzzCase, result })
          console.log(`  ${fuzzCase.family} ${fuzzCase.origin}: ${describe(result)}`)
        }
        if (++done % 50 === 0) console.log(`  ${done} cases run`)
      }
      worker.stop()
    })
  )
  console.log('\nfamily              cases  crashes  hangs  stack traces  memory  peak RSS  slowest')
  for (const [family, f] of figures) {
    console.log(`${family.padEnd(18)} ${String(f.cases).padStart(6)} ${String(f.crashes).padStart(8)} ${String(f.hangs).padStart(6)} ${String(f.stackTraces).padStart(13)} ${String(f.memory).padStart(7)} ${`${f.peakMiB} MiB`.padStart(9)} ${`${(f.slowestMs / 1000).toFixed(1)} s`.padStart(8)}`)
  }
  if (options.minimise) await writeRegressionCases(defects, options)
  process.exitCode = defects.length > 0 ? 1 : 0
}

/** One short line: messages can quote megabytes of the input. */
function describe(result: Result): string {
  const outcome = result.outcome
  const short = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}...` : text)
  if (outcome.kind === 'crash') return `crash: ${short(outcome.message)} ${outcome.at}`
  if (outcome.kind === 'multi-line failure') return `failure over several lines: ${short(outcome.message.split('\n')[0])}`
  if (outcome.kind === 'memory') return `memory: ${outcome.peakMiB} MiB`
  return outcome.kind
}

/** Each defect, minimised, as test/fuzz/cases/<family>-<hash>.json; one per distinct minimised input. */
async function writeRegressionCases(defects: { fuzzCase: FuzzCase; result: Result }[], options: Options): Promise<void> {
  mkdirSync(CASES_FOLDER, { recursive: true })
  const worker = new Worker(options)
  for (const { fuzzCase, result } of defects) {
    const smallest = await minimise(fuzzCase, result, (candidate) => worker.run(candidate))
    const hash = createHash('sha256').update(JSON.stringify(smallest.files)).digest('hex').slice(0, 10)
    const file = path.join(CASES_FOLDER, `${fuzzCase.family}-${hash}.json`)
    const found = { kind: result.outcome.kind, detail: describe(result), version: options.target ? 'the build at --target' : 'this checkout' }
    writeFileSync(file, JSON.stringify({ ...smallest, found }, null, 2) + '\n')
    console.log(`  wrote ${path.relative(projectRoot, file)}`)
  }
  worker.stop()
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main()
