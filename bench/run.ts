/**
 * The benchmark: `node dist/bench/run.js [--pages N] [--runs R]`. For each site (the shared corpora, when
 * present, and a generated site of N pages) it times the whole docslint check against a bare remark parse of the
 * same pages, each measurement in a fresh process (bench/worker.ts), and prints the medians of R runs after one
 * warm-up. Results also go to bench/out/results.json.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { generateSite } from './generate-site.js'
import { OCTOKIT_PACKAGE, SPEC_FILE, writeOctokitSite } from './octokit-site.js'
import type { Measurement, Mode } from './worker.js'

const here = path.dirname(fileURLToPath(import.meta.url))
/** dist/bench/run.js → the project root, two levels up. */
const projectRoot = path.resolve(here, '..', '..')
const corporaDir = path.resolve(projectRoot, '..', 'shared', 'corpora')
const workerPath = path.join(here, 'worker.js')
const resultsPath = path.join(projectRoot, 'bench', 'out', 'results.json')
const octokitDir = path.join(projectRoot, 'bench', 'out', 'octokit')

/** A stuck worker should fail the benchmark, not hang it. */
const WORKER_TIMEOUT_MS = 10 * 60 * 1000

interface Options {
  pages: number
  runs: number
}

interface Site {
  name: string
  dir: string
}

interface ModeSummary {
  medianMs: number
  runsMs: number[]
  pagesPerSecond: number
  /** The highest peak RSS of the counted runs. */
  peakRssMb: number
}

interface SiteResult {
  site: string
  pages: number
  check: ModeSummary & { messages: number }
  bare: ModeSummary & { parseFailures: number }
  /** check median ms / bare parse median ms. */
  ratio: number
  warnings: string[]
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: { pages: { type: 'string', default: '3000' }, runs: { type: 'string', default: '5' } }
  })
  return { pages: positiveInteger('--pages', values.pages), runs: positiveInteger('--runs', values.runs) }
}

function positiveInteger(flag: string, value: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} expects a whole number above 0, not ${value}`)
  return number
}

function corpusSites(): Site[] {
  if (!existsSync(corporaDir)) {
    console.log(`No corpora at ${corporaDir}: skipping them, benchmarking the generated site only.`)
    return []
  }
  return readdirSync(corporaDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, dir: path.join(corporaDir, entry.name) }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

function runWorker(mode: Mode, site: Site): Measurement {
  const child = spawnSync(process.execPath, [workerPath, mode, site.dir], {
    encoding: 'utf8',
    timeout: WORKER_TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024
  })
  if (child.status !== 0) {
    const reason = child.error?.message || child.stderr.trim() || `exit status ${child.status}`
    throw new Error(`The ${mode} worker failed on ${site.name}: ${reason}`)
  }
  const lastLine = child.stdout.trim().split('\n').at(-1) ?? ''
  return JSON.parse(lastLine) as Measurement
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function summarise(measurements: Measurement[]): ModeSummary {
  const runsMs = measurements.map((measurement) => round(measurement.ms, 1))
  const medianMs = median(measurements.map((measurement) => measurement.ms))
  return {
    medianMs: round(medianMs, 1),
    runsMs,
    pagesPerSecond: round(measurements[0].pages / (medianMs / 1000), 0),
    peakRssMb: round(Math.max(...measurements.map((measurement) => measurement.maxRssMb)), 1)
  }
}

function benchmarkSite(site: Site, runs: number): SiteResult {
  process.stderr.write(`${site.name}: warm-up`)
  runWorker('check', site)
  runWorker('bare', site)
  const checks: Measurement[] = []
  const bares: Measurement[] = []
  // Alternating the modes spreads any slow moment of the machine over both, instead of one of them.
  for (let run = 1; run <= runs; run++) {
    process.stderr.write(`, run ${run}/${runs}`)
    checks.push(runWorker('check', site))
    bares.push(runWorker('bare', site))
  }
  process.stderr.write('\n')
  const check = summarise(checks)
  const bare = summarise(bares)
  return {
    site: site.name,
    pages: checks[0].pages,
    check: { ...check, messages: checks[0].messages },
    bare: { ...bare, parseFailures: bares[0].messages },
    ratio: round(check.medianMs / bare.medianMs, 2),
    warnings: consistencyWarnings(site, checks, bares)
  }
}

/** Both modes must see the same pages, and repeated runs the same results, or the comparison means nothing. */
function consistencyWarnings(site: Site, checks: Measurement[], bares: Measurement[]): string[] {
  const warnings: string[] = []
  if (checks[0].pages !== bares[0].pages) {
    warnings.push(`${site.name}: the check saw ${checks[0].pages} pages, the bare parse ${bares[0].pages}`)
  }
  if (new Set(checks.map((measurement) => measurement.messages)).size > 1) {
    warnings.push(`${site.name}: the number of messages changed between runs`)
  }
  return warnings
}

/** The large-spec case: only the check runs (parsing one page says nothing); its time is mostly the spec's. */
interface SpecResult {
  site: string
  specMb: number
  check: ModeSummary & { messages: number }
}

function benchmarkSpec(site: Site, runs: number): SpecResult {
  process.stderr.write(`${site.name}: warm-up`)
  runWorker('check', site)
  const checks: Measurement[] = []
  for (let run = 1; run <= runs; run++) {
    process.stderr.write(`, run ${run}/${runs}`)
    checks.push(runWorker('check', site))
  }
  process.stderr.write('\n')
  const specMb = statSync(path.join(site.dir, SPEC_FILE)).size / 1024 / 1024
  return { site: site.name, specMb: round(specMb, 1), check: { ...summarise(checks), messages: checks[0].messages } }
}

function formatSpecTable(result: SpecResult): string {
  const rows = [
    ['site', 'spec MB', 'check ms', 'runs ms', 'check RSS MB', 'messages'],
    [result.site, result.specMb.toFixed(1), result.check.medianMs.toFixed(0), result.check.runsMs.map((ms) => ms.toFixed(0)).join(' '), result.check.peakRssMb.toFixed(0), String(result.check.messages)]
  ]
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const format = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
  return [format(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), format(rows[1])].join('\n')
}

/** The preview build of a site (check keeping the page trees, then the writing), timed like the check. */
interface BuildResult {
  site: string
  pages: number
  build: ModeSummary
  outputFiles: number
  outputMb: number
}

function benchmarkBuild(site: Site, runs: number): BuildResult {
  process.stderr.write(`${site.name} build: warm-up`)
  runWorker('build', site)
  const builds: Measurement[] = []
  for (let run = 1; run <= runs; run++) {
    process.stderr.write(`, run ${run}/${runs}`)
    builds.push(runWorker('build', site))
  }
  process.stderr.write('\n')
  return {
    site: site.name,
    pages: builds[0].pages,
    build: summarise(builds),
    outputFiles: builds[0].files ?? 0,
    outputMb: round((builds[0].bytes ?? 0) / 1024 / 1024, 1)
  }
}

function formatBuild(result: BuildResult, check: SiteResult | undefined): string {
  const versus = check ? ` (the check alone: ${check.check.medianMs.toFixed(0)} ms, ${check.check.peakRssMb.toFixed(0)} MB)` : ''
  return (
    `Build of ${result.site}: ${result.pages} pages in ${result.build.medianMs.toFixed(0)} ms (${result.build.pagesPerSecond} pages/s), ` +
    `peak RSS ${result.build.peakRssMb.toFixed(0)} MB${versus}; output ${result.outputFiles} files, ${result.outputMb} MB`
  )
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

const COLUMNS: [heading: string, value: (result: SiteResult) => string | number][] = [
  ['site', (result) => result.site],
  ['pages', (result) => result.pages],
  ['check ms', (result) => result.check.medianMs.toFixed(0)],
  ['check pages/s', (result) => result.check.pagesPerSecond],
  ['bare ms', (result) => result.bare.medianMs.toFixed(0)],
  ['bare pages/s', (result) => result.bare.pagesPerSecond],
  ['ratio', (result) => result.ratio.toFixed(2)],
  ['check RSS MB', (result) => result.check.peakRssMb.toFixed(0)],
  ['bare RSS MB', (result) => result.bare.peakRssMb.toFixed(0)],
  ['messages', (result) => result.check.messages],
  ['unparsable', (result) => result.bare.parseFailures]
]

function formatTable(results: SiteResult[]): string {
  const cells = (result: SiteResult) => COLUMNS.map(([, value]) => String(value(result)))
  const rows = [COLUMNS.map(([heading]) => heading), ...results.map(cells)]
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  // The site name reads best left-aligned, numbers right-aligned.
  const format = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [format(rows[0]), rule, ...rows.slice(1).map(format)].join('\n')
}

function writeResults(options: Options, results: SiteResult[], spec: SpecResult | undefined, builds: BuildResult[]): void {
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    generatedPages: options.pages,
    runs: options.runs,
    results,
    spec: spec ?? null,
    builds
  }
  mkdirSync(path.dirname(resultsPath), { recursive: true })
  writeFileSync(resultsPath, JSON.stringify(report, null, 2) + '\n')
}

function withGeneratedSite<T>(pages: number, use: (site: Site) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docslint-bench-'))
  try {
    process.stderr.write(`Generating a site of ${pages} pages in ${dir}\n`)
    generateSite(dir, pages)
    return use({ name: `generated (${pages})`, dir })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function main(): void {
  const options = readOptions()
  const corpora = corpusSites()
  // The preview build is measured on the generated site, whose pages are all valid (corpora may not be).
  const [results, builds] = withGeneratedSite(options.pages, (generated) => [
    [...corpora, generated].map((site) => benchmarkSite(site, options.runs)),
    [benchmarkBuild(generated, options.runs)]
  ] as const)
  const runs = options.runs === 1 ? '1 run' : `${options.runs} runs`
  console.log(`\nMedians of ${runs} after one warm-up; ratio = check ms / bare parse ms.\n`)
  console.log(formatTable(results))
  for (const build of builds) console.log(`\n${formatBuild(build, results.find((result) => result.site === build.site))}`)
  for (const warning of results.flatMap((result) => result.warnings)) console.log(`warning: ${warning}`)
  const spec = benchmarkLargeSpec(options.runs)
  writeResults(options, results, spec, [...builds])
  console.log(`\nResults written to ${path.relative(process.cwd(), resultsPath) || resultsPath}`)
}

/** GitHub's REST description (bench/octokit-site.ts), fetched into bench/out the first time. */
function benchmarkLargeSpec(runs: number): SpecResult | undefined {
  const site = writeOctokitSite(octokitDir)
  if ('skipped' in site) {
    console.log(`\nSkipping the large OpenAPI spec: ${site.skipped}`)
    return undefined
  }
  const result = benchmarkSpec({ name: `octokit (${OCTOKIT_PACKAGE})`, dir: site.dir }, runs)
  console.log(`\nA large OpenAPI spec: the whole check of a small site whose docs.json lists it; median of ${runs}, highest peak RSS.\n`)
  console.log(formatSpecTable(result))
  return result
}

try {
  main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
