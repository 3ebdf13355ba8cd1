/**
 * The benchmark: `node dist/bench/run.js [--sizes 1000,3000,10000] [--many-messages 5000] [--runs 3] [--extra-runs 1] [--quick]
 * [--skip-corpora] [--skip-spec] [--print]`. For
 * each site (the shared corpora, when present, and a generated site of each size) it times, each measurement in
 * a fresh process (bench/worker.ts): the whole docslint check against a bare remark parse of the same pages
 * (medians of `--runs`), the check with 1, 2, 4 and 8 workers where the machine has the cores and check() takes
 * a concurrency, a warm re-check after one page edit where it takes a cache, and the preview build. Results also
 * go to bench/out/results.json.
 */
import { spawnSync } from 'node:child_process'
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { checkCommand } from '../src/cli/check.js'
import { relaunchOptionsHere } from '../src/cli/relaunch.js'
import { isPagePath } from '../src/page/kind.js'
import { generateSite, type SiteShape } from './generate-site.js'
import { OCTOKIT_PACKAGE, SPEC_FILE, writeOctokitSite } from './octokit-site.js'
import type { Measurement, Mode } from './worker.js'
import { firstPage, median } from './site-files.js'
import { benchmarkLsp, EDITS, type LspResult } from './lsp.js'

const here = path.dirname(fileURLToPath(import.meta.url))
/** dist/bench/run.js → the project root, two levels up. */
const projectRoot = path.resolve(here, '..', '..')
const corporaDir = path.resolve(projectRoot, '..', 'shared', 'corpora')
/**
 * Each measurement runs bench/worker.ts as scripts/build-bundle.mjs bundles it, like the `docslint` command: the
 * page workers a check starts load docslint from one bundled module, as the command's do.
 */
const workerPath = path.join(here, 'bundle', 'measure.js')
const resultsPath = path.join(projectRoot, 'bench', 'out', 'results.json')
const octokitDir = path.join(projectRoot, 'bench', 'out', 'octokit')

/** A stuck worker should fail the benchmark, not hang it (a build of 10,000 pages takes minutes on 2 cores). */
const WORKER_TIMEOUT_MS = 30 * 60 * 1000
const DEFAULT_SIZES = [1000, 3000, 10000]
/** The many-messages site: as many pages as the real site it stands for (4,614), rounded. */
const DEFAULT_MANY_MESSAGES = 5000
/** The sizes of `--lsp` alone. */
const LSP_SIZES = [1000, 10000]
/** The command the language server case starts, as editors do. */
const cliPath = path.join(projectRoot, 'dist', 'bundle', 'cli.js')
const WORKER_COUNTS = [1, 2, 4, 8]

interface Options {
  sizes: number[]
  /** Sizes of generated sites of the many-messages shape (bench/many-messages.ts); empty for none. */
  manyMessages: number[]
  /** Runs of the check and the bare parse, whose medians make the ratio. */
  runs: number
  /** Runs of each other measurement: each worker count, the warm re-check, the build. */
  extraRuns: number
  spec: boolean
  corpora: boolean
  /** Print the tables of the last results.json (a run stopped halfway included) instead of measuring. */
  print: boolean
  /** Run the language server's case only (bench/lsp.ts), on the generated sites. */
  lspOnly: boolean
  /** The built CLI the language server's case runs (`--cli`, another build's, for a before and after): this build's by default. */
  cli: string
}

/** What this build of docslint offers, read from its command line: the bench works before and after each lands. */
interface Capabilities {
  /** Worker counts to measure (`--concurrency N`); empty when the check has no such option. */
  workerCounts: number[]
  cache: boolean
  cacheLocation: boolean
}

interface Site {
  name: string
  dir: string
}

interface Summary {
  medianMs: number
  runsMs: number[]
  /** Median CPU time (every thread) per page. */
  cpuMsPerPage: number
  /** The highest peak RSS of the counted runs. */
  peakRssMb: number
}

interface SiteResult {
  site: string
  pages: number
  check: Summary & { messages: number }
  bare: Summary & { parseFailures: number }
  /** check median ms / bare parse median ms. */
  ratio: number
  workers: (Summary & { count: number })[]
  /** undefined when check() takes no cache. */
  warm?: Summary & { messages: number; percentOfCold: number }
  build: Summary & { outputFiles: number; outputMb: number }
  /** build median ms / check median ms. */
  buildRatio: number
  warnings: string[]
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string' },
      'many-messages': { type: 'string' },
      runs: { type: 'string' },
      'extra-runs': { type: 'string' },
      quick: { type: 'boolean', default: false },
      'skip-spec': { type: 'boolean', default: false },
      'skip-corpora': { type: 'boolean', default: false },
      print: { type: 'boolean', default: false },
      lsp: { type: 'boolean', default: false },
      cli: { type: 'string' }
    }
  })
  const quick = values.quick === true
  const lspOnly = values.lsp === true
  return {
    sizes: sizesOf('--sizes', values.sizes ?? (quick ? '1000' : (lspOnly ? LSP_SIZES : DEFAULT_SIZES).join(','))),
    manyMessages: sizesOf('--many-messages', values['many-messages'] ?? (quick ? '1000' : lspOnly ? '0' : String(DEFAULT_MANY_MESSAGES))),
    runs: positiveInteger('--runs', values.runs ?? (quick ? '1' : '3')),
    extraRuns: positiveInteger('--extra-runs', values['extra-runs'] ?? '1'),
    spec: !quick && values['skip-spec'] !== true,
    corpora: values['skip-corpora'] !== true,
    print: values.print === true,
    lspOnly,
    cli: values.cli === undefined ? cliPath : path.resolve(values.cli)
  }
}

/** A comma-separated list of sizes; `0` or an empty list for none. */
function sizesOf(flag: string, value: string): number[] {
  return value.trim() === '' || value.trim() === '0' ? [] : value.split(',').map((size) => positiveInteger(flag, size.trim()))
}

function positiveInteger(flag: string, value: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} expects whole numbers above 0, not ${value}`)
  return number
}

function capabilities(): Capabilities {
  const flags = new Set(checkCommand().options.map((option) => option.long))
  return {
    workerCounts: flags.has('--concurrency') ? WORKER_COUNTS.filter((count) => count <= os.availableParallelism()) : [],
    cache: flags.has('--cache'),
    cacheLocation: flags.has('--cache-location')
  }
}

function corpusSites(): Site[] {
  if (!existsSync(corporaDir)) {
    console.log(`No corpora at ${corporaDir}: skipping them, benchmarking the generated sites only.`)
    return []
  }
  return readdirSync(corporaDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, dir: path.join(corporaDir, entry.name) }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * A check or build is measured in the Node that the `docslint` command would run it in (src/cli/relaunch.ts: fewer
 * V8 background threads on a machine with few cores); the bare parse in plain Node, as anyone would run it.
 */
function runWorker(mode: Mode, site: Site, flags: string[] = []): Measurement {
  const nodeOptions = mode === 'bare' ? [] : (relaunchOptionsHere([mode, site.dir, ...flags]) ?? [])
  const child = spawnSync(process.execPath, [...nodeOptions, workerPath, mode, site.dir, ...flags], {
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

function summarise(measurements: Measurement[]): Summary {
  const pages = Math.max(1, measurements[0].pages)
  return {
    medianMs: round(median(measurements.map((measurement) => measurement.ms)), 1),
    runsMs: measurements.map((measurement) => round(measurement.ms, 1)),
    cpuMsPerPage: round(median(measurements.map((measurement) => measurement.cpuMs)) / pages, 2),
    peakRssMb: round(Math.max(...measurements.map((measurement) => measurement.maxRssMb)), 1)
  }
}

function repeat(times: number, measure: (run: number) => Measurement): Measurement[] {
  return Array.from({ length: times }, (_, index) => measure(index + 1))
}

/** Reads every file of the site once, so that the first measurement does not pay the disk for the others. */
function warmFileCache(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && !entry.parentPath.includes(`${path.sep}node_modules`)) readFileSync(path.join(entry.parentPath, entry.name))
  }
}

function benchmarkSite(site: Site, options: Options, can: Capabilities): SiteResult {
  progress(`${site.name}: `)
  warmFileCache(site.dir)
  const checks: Measurement[] = []
  const bares: Measurement[] = []
  // Alternating the modes spreads any slow moment of the machine over both, instead of one of them.
  for (let run = 1; run <= options.runs; run++) {
    progress(`check and bare parse ${run}/${options.runs}, `)
    checks.push(runWorker('check', site))
    bares.push(runWorker('bare', site))
  }
  const check = summarise(checks)
  const workers = can.workerCounts.map((count) => {
    progress(`${count} worker${count === 1 ? '' : 's'}, `)
    return { count, ...summarise(repeat(options.extraRuns, () => runWorker('check', site, ['--concurrency', String(count)]))) }
  })
  const warm = can.cache ? benchmarkWarm(site, options.extraRuns, can, check.medianMs) : undefined
  progress('build\n')
  const builds = repeat(options.extraRuns, () => runWorker('build', site))
  const build = summarise(builds)
  return {
    site: site.name,
    pages: checks[0].pages,
    check: { ...check, messages: checks[0].messages },
    bare: { ...summarise(bares), parseFailures: bares[0].messages },
    ratio: round(check.medianMs / median(bares.map((bare) => bare.ms)), 2),
    workers,
    warm,
    build: { ...build, outputFiles: builds[0].files ?? 0, outputMb: round((builds[0].bytes ?? 0) / 1024 / 1024, 1) },
    buildRatio: round(build.medianMs / check.medianMs, 2),
    warnings: consistencyWarnings(site, checks, bares, warm)
  }
}

/**
 * The check again after one page changed, with the cache a first check filled: what the pre-commit hook and the
 * editor pay. On a copy of the site, since the page is edited (a new sentence at its end, different each run).
 */
function benchmarkWarm(site: Site, runs: number, can: Capabilities, coldMs: number): NonNullable<SiteResult['warm']> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'docslint-bench-warm-'))
  try {
    const copy = { name: `${site.name} (copy)`, dir: path.join(scratch, 'site') }
    cpSync(site.dir, copy.dir, { recursive: true })
    const flags = ['--cache', ...(can.cacheLocation ? ['--cache-location', path.join(scratch, 'cache')] : [])]
    progress('filling the cache, ')
    runWorker('check', copy, flags)
    const page = firstPage(copy.dir)
    const warms = repeat(runs, (run) => {
      progress(`warm re-check ${run}/${runs}, `)
      appendFileSync(page, `\n\nEdited for the benchmark, run ${run}.\n`)
      return runWorker('check', copy, flags)
    })
    const warm = summarise(warms)
    return { ...warm, messages: warms[0].messages, percentOfCold: round((100 * warm.medianMs) / coldMs, 1) }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** Both modes must see the same pages, and repeated runs the same results, or the comparison means nothing. */
function consistencyWarnings(site: Site, checks: Measurement[], bares: Measurement[], warm: SiteResult['warm']): string[] {
  const warnings: string[] = []
  if (checks[0].pages !== bares[0].pages) {
    warnings.push(`${site.name}: the check saw ${checks[0].pages} pages, the bare parse ${bares[0].pages}`)
  }
  if (new Set(checks.map((measurement) => measurement.messages)).size > 1) {
    warnings.push(`${site.name}: the number of messages changed between runs`)
  }
  if (warm && warm.messages !== checks[0].messages) {
    warnings.push(`${site.name}: the warm re-check (one sentence added to a page) gave ${warm.messages} messages, the cold check ${checks[0].messages}`)
  }
  return warnings
}

/** The spec is larger than the check reads by default (5 MiB, `--max-file-size`): the check is told to read it. */
const SPEC_FLAGS = ['--max-file-size', '64']

/** The large-spec case: only the check runs (parsing one page says nothing); its time is mostly the spec's. */
interface SpecResult {
  site: string
  specMb: number
  check: Summary & { messages: number }
}

function benchmarkSpec(site: Site, runs: number): SpecResult {
  progress(`${site.name}: `)
  warmFileCache(site.dir)
  const checks = repeat(runs, (run) => {
    progress(`check ${run}/${runs}${run === runs ? '\n' : ', '}`)
    return runWorker('check', site, SPEC_FLAGS)
  })
  const specMb = statSync(path.join(site.dir, SPEC_FILE)).size / 1024 / 1024
  return { site: site.name, specMb: round(specMb, 1), check: { ...summarise(checks), messages: checks[0].messages } }
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

function progress(text: string): void {
  process.stderr.write(text)
}

type Column<T> = [heading: string, value: (row: T) => string | number]

/** A plain-text table: the first column (a name) left-aligned, numbers right-aligned. */
function formatTable<T>(columns: Column<T>[], rows: T[]): string {
  const cells = [columns.map(([heading]) => heading), ...rows.map((row) => columns.map(([, value]) => String(value(row))))]
  const widths = columns.map((_, column) => Math.max(...cells.map((line) => line[column].length)))
  const format = (line: string[]) => line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
  return [format(cells[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(format)].join('\n')
}

const ms = (value: number) => value.toFixed(0)
const mb = (value: number) => value.toFixed(0)

const CHECK_COLUMNS: Column<SiteResult>[] = [
  ['site', (result) => result.site],
  ['pages', (result) => result.pages],
  ['check ms', (result) => ms(result.check.medianMs)],
  ['bare ms', (result) => ms(result.bare.medianMs)],
  ['ratio', (result) => result.ratio.toFixed(2)],
  ['check CPU ms/page', (result) => result.check.cpuMsPerPage.toFixed(1)],
  ['bare CPU ms/page', (result) => result.bare.cpuMsPerPage.toFixed(1)],
  ['check MB', (result) => mb(result.check.peakRssMb)],
  ['bare MB', (result) => mb(result.bare.peakRssMb)],
  ['messages', (result) => result.check.messages],
  ['unparsable', (result) => result.bare.parseFailures]
]

/** Worker counts, warm re-check and build; without a concurrency option, one column: the cold check, in process. */
function otherColumns(can: Capabilities): Column<SiteResult>[] {
  const workerColumns: Column<SiteResult>[] =
    can.workerCounts.length > 0
      ? can.workerCounts.flatMap((count): Column<SiteResult>[] => [
          [`${count}w ms`, (result) => ms(result.workers.find((worker) => worker.count === count)!.medianMs)],
          [`${count}w MB`, (result) => mb(result.workers.find((worker) => worker.count === count)!.peakRssMb)]
        ])
      : [['in-process ms', (result) => ms(result.check.medianMs)]]
  return [
    ['site', (result) => result.site],
    ...workerColumns,
    ['warm ms', (result) => (result.warm ? ms(result.warm.medianMs) : 'n/a')],
    ['warm %', (result) => (result.warm ? result.warm.percentOfCold.toFixed(1) : 'n/a')],
    ['warm MB', (result) => (result.warm ? mb(result.warm.peakRssMb) : 'n/a')],
    ['build ms', (result) => ms(result.build.medianMs)],
    ['build/check', (result) => result.buildRatio.toFixed(2)],
    ['build CPU ms/page', (result) => result.build.cpuMsPerPage.toFixed(1)],
    ['build MB', (result) => mb(result.build.peakRssMb)],
    ['output MB', (result) => result.build.outputMb.toFixed(0)]
  ]
}

const SPEC_COLUMNS: Column<SpecResult>[] = [
  ['site', (result) => result.site],
  ['spec MB', (result) => result.specMb.toFixed(1)],
  ['check ms', (result) => ms(result.check.medianMs)],
  ['runs ms', (result) => result.check.runsMs.map(ms).join(' ')],
  ['check MB', (result) => mb(result.check.peakRssMb)],
  ['messages', (result) => result.check.messages]
]

const LSP_COLUMNS: Column<LspResult>[] = [
  ['site', (result) => result.site],
  ['open→own ms', (result) => ms(result.openFirstMs)],
  ['open→site ms', (result) => ms(result.openSiteMs)],
  ['edit→own median', (result) => ms(result.editFirst.medianMs)],
  ['edit→own max', (result) => ms(result.editFirst.maxMs)],
  ['edit→site median', (result) => ms(result.editSite.medianMs)],
  ['edit→site max', (result) => ms(result.editSite.maxMs)],
  ['edit CPU ms median', (result) => (result.editCpuMs === undefined ? 'n/a' : ms(result.editCpuMs))],
  ['progress msgs', (result) => result.progressReports],
  ['restart open→own ms', (result) => ms(result.restart.openFirstMs)],
  ['restart open→site ms', (result) => ms(result.restart.openSiteMs)]
]

function printLspResults(results: LspResult[]): void {
  if (results.length === 0) return
  console.log(`\nThe language server over stdio: open the first page, then ${EDITS} edits (median and max, the debounce included); own = the page's own diagnostics, site = its site's; restart = a new server started after \`docslint check --cache\`.\n`)
  console.log(formatTable(LSP_COLUMNS, results))
  for (const result of results) console.log(`${result.site}, restart: ${result.restart.log}`)
}

function printResults(options: Options, can: Capabilities, results: SiteResult[]): void {
  const runs = (count: number) => (count === 1 ? '1 run' : `${count} runs`)
  console.log(`\nCheck against the bare single-core parse: medians of ${runs(options.runs)}; ratio = check ms / bare ms; MB = peak RSS.\n`)
  console.log(formatTable(CHECK_COLUMNS, results))
  console.log(`\nWorkers, warm re-check after one page edit, preview build: medians of ${runs(options.extraRuns)}; warm % = warm / cold check.\n`)
  console.log(formatTable(otherColumns(can), results))
  if (can.workerCounts.length === 0) console.log('check() takes no concurrency in this build: the check runs in process, and its one column is the cold check.')
  if (!can.cache) console.log('check() takes no cache in this build: no warm re-check (n/a).')
  for (const warning of results.flatMap((result) => result.warnings)) console.log(`warning: ${warning}`)
}

function writeResults(options: Options, can: Capabilities, results: SiteResult[], lsp: LspResult[], spec: SpecResult | undefined, wallSeconds: number, complete: boolean): void {
  const report = {
    complete,
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: os.availableParallelism(),
    /** Node options the checks and builds ran with, as the command would add them (the bare parse ran without). */
    checkNodeOptions: relaunchOptionsHere(['check']) ?? [],
    cpuModel: os.cpus()[0]?.model,
    loadAverage: os.loadavg(),
    options,
    capabilities: can,
    wallSeconds: round(wallSeconds, 0),
    results,
    lsp,
    spec: spec ?? null
  }
  mkdirSync(path.dirname(resultsPath), { recursive: true })
  writeFileSync(resultsPath, JSON.stringify(report, null, 2) + '\n')
}

async function withGeneratedSite(pages: number, shape: SiteShape, use: (site: Site) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docslint-bench-'))
  const many = shape === 'many-messages'
  try {
    progress(`Generating a site of ${pages} pages${many ? ' with many messages' : ''} in ${dir}\n`)
    generateSite(dir, pages, 1, shape)
    await use({ name: many ? `many messages (${pages})` : `generated (${pages})`, dir })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
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
  console.log(formatTable(SPEC_COLUMNS, [result]))
  return result
}

/** The tables of the last results.json, as the run that wrote it printed them (or would have, had it finished). */
function printLastResults(): void {
  const report = JSON.parse(readFileSync(resultsPath, 'utf8')) as { options: Options; capabilities: Capabilities; results: SiteResult[]; lsp?: LspResult[]; spec: SpecResult | null; complete?: boolean; wallSeconds: number; date: string }
  const state = report.complete === false ? `stopped after ${report.results.length} sites` : 'complete'
  console.log(`${path.relative(process.cwd(), resultsPath) || resultsPath}: ${report.date}, ${state}, ${(report.wallSeconds / 60).toFixed(1)} min`)
  if (report.results.length > 0) printResults(report.options, report.capabilities, report.results)
  printLspResults(report.lsp ?? [])
  if (report.spec) console.log(`\n${formatTable(SPEC_COLUMNS, [report.spec])}`)
}

async function main(): Promise<void> {
  const started = performance.now()
  const elapsed = () => (performance.now() - started) / 1000
  const options = readOptions()
  if (options.print) return printLastResults()
  const can = capabilities()
  const results: SiteResult[] = []
  const lsp: LspResult[] = []
  // results.json is written after each site, so a run stopped halfway (a long 10,000-page case) keeps what it measured.
  const save = (spec: SpecResult | undefined, complete: boolean) => writeResults(options, can, results, lsp, spec, elapsed(), complete)
  const measure = (site: Site) => {
    results.push(benchmarkSite(site, options, can))
    save(undefined, false)
  }
  const measureLsp = async (site: Site) => {
    warmFileCache(site.dir)
    lsp.push(await benchmarkLsp(site, options.cli, progress))
    save(undefined, false)
  }
  if (!options.lspOnly) for (const site of options.corpora ? corpusSites() : []) measure(site)
  for (const size of options.sizes) {
    await withGeneratedSite(size, 'clean', async (site) => {
      if (!options.lspOnly) measure(site)
      await measureLsp(site)
    })
  }
  for (const size of options.manyMessages) await withGeneratedSite(size, 'many-messages', async (site) => measure(site))
  if (!options.lspOnly) printResults(options, can, results)
  printLspResults(lsp)
  const spec = options.spec && !options.lspOnly ? benchmarkLargeSpec(options.runs) : undefined
  save(spec, true)
  console.log(`\nResults written to ${path.relative(process.cwd(), resultsPath) || resultsPath}; the whole run took ${(elapsed() / 60).toFixed(1)} min.`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
