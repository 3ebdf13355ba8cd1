/**
 * `npm run fuzz -- [--count N] [--seed S] [--families mdx,openapi] [--jobs J] [--timeout S] [--target DIR] [--no-minimise] [--no-trace]`:
 * makes N cases of each family from the seed and runs each with the built docslint command (fuzz/run-case.ts),
 * J at a time, each in its own temporary folder, judged by every oracle (fuzz/oracles.ts): crashes, hangs
 * (past S seconds), stack traces, stray lines on standard error, memory, writes outside the site and `--out`,
 * reads outside the root (strace, when installed). It prints each defect as it is found and, at the end, a
 * Markdown table per family; it minimises every defect and writes it to test/fuzz/cases/ as a regression case,
 * which `npm test` runs (`--no-minimise`: neither). `--target` fuzzes another build of docslint (a folder
 * holding its dist/), to show what an older version did.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PROJECT_ROOT } from './base-site.js'
import { FAMILIES, type Family, type FuzzCase } from './case.js'
import { makeCase } from './families.js'
import { minimise } from './minimise.js'
import { canTrace, cliOf } from './observed-process.js'
import type { CaseResult, RunOptions } from './oracles.js'
import { runFuzzCase } from './run-case.js'
import { count, markdownTable, newFigures, type FamilyFigures } from './summary.js'

export const CASES_FOLDER = path.join(PROJECT_ROOT, 'test/fuzz/cases')

interface Options extends RunOptions {
  count: number
  seed: number
  families: Family[]
  jobs: number
  minimise: boolean
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`)
    return index >= 0 ? argv[index + 1] : undefined
  }
  const families = (value('families')?.split(',') ?? [...FAMILIES]) as Family[]
  for (const family of families) if (!FAMILIES.includes(family)) throw new Error(`unknown family ${family}; the families are ${FAMILIES.join(', ')}`)
  const target = value('target') ? path.resolve(value('target')!) : undefined
  return {
    count: Number(value('count') ?? 100),
    seed: Number(value('seed') ?? Date.now() % 100000),
    families,
    jobs: Number(value('jobs') ?? 2),
    timeoutSeconds: Number(value('timeout') ?? 30),
    cli: cliOf(target ?? PROJECT_ROOT),
    installs: [PROJECT_ROOT, ...(target ? [target] : [])],
    trace: !argv.includes('--no-trace') && canTrace(),
    minimise: !argv.includes('--no-minimise')
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  const options = parseOptions(argv)
  // Families take turns, so a run stopped early (Ctrl-C prints the table so far) has tried every family alike.
  const queue = Array.from({ length: options.count }, (_, index) => options.families.map((family) => makeCase(family, options.seed, index))).flat()
  const figures = new Map<Family, FamilyFigures>(options.families.map((family) => [family, newFigures()]))
  const defects: { fuzzCase: FuzzCase; result: CaseResult }[] = []
  const started = Date.now()
  let done = 0
  console.log(`docslint fuzz: seed ${options.seed}, ${options.count} inputs of each of ${options.families.join(', ')}; ${path.relative(process.cwd(), options.cli)}, ${options.jobs} at a time`)
  if (!options.trace) console.log(argv.includes('--no-trace') ? '  not traced (--no-trace)' : '  strace is not installed or cannot trace here (apt-get install strace): reads and writes outside the site are judged only by the canary and the case folder')
  const summary = () => `\n${markdownTable(figures)}\n\nseed ${options.seed}, ${done} inputs in ${((Date.now() - started) / 60000).toFixed(1)} min, ${options.jobs} at a time, ${options.trace ? 'traced with strace' : 'not traced'}\n`
  process.once('SIGINT', () => {
    console.log(summary())
    process.exit(130)
  })
  await Promise.all(
    Array.from({ length: options.jobs }, async () => {
      for (let fuzzCase = queue.shift(); fuzzCase; fuzzCase = queue.shift()) {
        const result = await runFuzzCase(fuzzCase, options)
        count(figures.get(fuzzCase.family)!, result)
        if (result.defects.length > 0) {
          defects.push({ fuzzCase, result })
          console.log(`  ${fuzzCase.family} ${fuzzCase.origin}: ${result.defects.map((defect) => `${defect.kind}: ${defect.detail}`).join(' | ')}`)
        }
        if (++done % 50 === 0) console.log(`  ${done} inputs run`)
      }
    })
  )
  console.log(summary())
  if (options.minimise) await writeRegressionCases(defects, options)
  process.exitCode = defects.length > 0 ? 1 : 0
}

/** Each defect, minimised, as test/fuzz/cases/<family>-<hash>.json; one per distinct minimised input. */
async function writeRegressionCases(defects: { fuzzCase: FuzzCase; result: CaseResult }[], options: Options): Promise<void> {
  mkdirSync(CASES_FOLDER, { recursive: true })
  for (const { fuzzCase, result } of defects) {
    const smallest = await minimise(fuzzCase, result, (candidate) => runFuzzCase(candidate, options))
    const { files, entries, args, frames, cacheDamage } = smallest
    const hash = createHash('sha256').update(JSON.stringify({ files, entries, args, frames, cacheDamage })).digest('hex').slice(0, 10)
    const file = path.join(CASES_FOLDER, `${fuzzCase.family}-${hash}.json`)
    const [first] = result.defects
    const found = { kind: first.kind, detail: first.detail, version: options.installs.length > 1 ? 'the build at --target' : 'this checkout' }
    writeFileSync(file, JSON.stringify({ ...smallest, found }, null, 2) + '\n')
    console.log(`  wrote ${path.relative(PROJECT_ROOT, file)}`)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main()
