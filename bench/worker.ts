/**
 * One measurement, in its own process so that its peak memory is its own: `node dist/bench/bundle/measure.js
 * <check|bare|build> <siteDir> [flags of docslint check]` (this module as scripts/build-bundle.mjs bundles it, like
 * the `docslint` command; `node dist/bench/worker.js` runs tsc's output, whose profiles name the source files). Prints one JSON line: {"ms", "cpuMs", "pages",
 * "maxRssMb", "messages"} (for `bare`, `messages` counts the pages that failed to parse).
 *
 * The flags (`--concurrency 2`, `--cache --cache-location <file>`) go through the command line's own parser and
 * `checkRunOptions`, so the check gets exactly the options `docslint check` would give it for them, whatever
 * those options are called.
 *
 * Modules are loaded before the clock starts: the benchmark times the work, not Node's start-up.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { isPagePath } from '../src/page/kind.js'
import type { CheckOptions } from '../src/engine.js'

export type Mode = 'check' | 'bare' | 'build'

export interface Measurement {
  ms: number
  /** CPU time of the whole process (every thread), user and system. */
  cpuMs: number
  pages: number
  maxRssMb: number
  messages: number
  /** `build` only: the size of the written preview, and its number of files. */
  bytes?: number
  files?: number
}

interface WorkResult {
  pages: number
  messages: number
  bytes?: number
  files?: number
}

/**
 * `docslint build --force`, minus the report: the check keeping each page's compact tree, then the preview
 * written to a temporary folder (removed afterwards, outside the timing).
 */
async function prepareBuild(siteDir: string, flags: string[]): Promise<() => Promise<WorkResult>> {
  const { checkSites } = await import('../src/engine.js')
  const options = await checkOptionsFor(siteDir, flags)
  const { writePreview } = await import('../src/preview/build.js')
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'docslint-bench-build-')), 'site')
  process.on('exit', () => rmSync(path.dirname(out), { recursive: true, force: true }))
  return async () => {
    const { files, sites } = await checkSites({ ...options, keepPreviewTrees: true })
    const result = await writePreview(sites[0], out, { concurrency: options.concurrency })
    const messages = files.reduce((sum, file) => sum + file.messages.length, 0)
    return { pages: result.pages, messages, bytes: result.bytes, files: result.files.length }
  }
}

/** The options `docslint check <flags> <siteDir>` gives check(), run from the site's folder. */
async function checkOptionsFor(siteDir: string, flags: string[]): Promise<CheckOptions> {
  const { checkRunOptions, parseCheckArguments } = await import('../src/cli/check.js')
  const { paths, flags: parsed } = parseCheckArguments([...flags, siteDir])
  return { ...checkRunOptions(paths, parsed), cwd: siteDir }
}

/** The whole docslint check, as the CLI runs it, minus the report. */
async function prepareCheck(siteDir: string, flags: string[]): Promise<() => Promise<WorkResult>> {
  const { check } = await import('../src/engine.js')
  const options = await checkOptionsFor(siteDir, flags)
  // The check imports @redocly/openapi-core when it meets a spec; load it here, untimed, like every other module.
  await import('@redocly/openapi-core')
  return async () => {
    const files = await check(options)
    const messages = files.reduce((sum, file) => sum + file.messages.length, 0)
    return { pages: files.filter((file) => isPagePath(file.path)).length, messages }
  }
}

/**
 * The baseline: find, read and parse every page, as the check must, and nothing else. Finding and reading are
 * timed too because the check does both itself.
 */
async function prepareBareParse(siteDir: string): Promise<() => Promise<WorkResult>> {
  const { parsePageOnly } = await import('../src/page/parse.js')
  return async () => {
    let failures = 0
    const pages = findPages(siteDir)
    for (const page of pages) {
      try {
        parsePageOnly(readFileSync(page, 'utf8'))
      } catch {
        // Invalid MDX: the check reports it as mdx-syntax after the same parse attempt.
        failures++
      }
    }
    return { pages: pages.length, messages: failures }
  }
}

/** Every .md and .mdx file under `dir`, skipping node_modules as unified-engine does (it keeps hidden folders). */
function findPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : findPages(full)
    return entry.isFile() && isPagePath(entry.name) ? [full] : []
  })
}

async function measure(mode: Mode, siteDir: string, flags: string[]): Promise<Measurement> {
  const prepare = { check: prepareCheck, bare: prepareBareParse, build: prepareBuild }[mode]
  const work = await prepare(siteDir, flags)
  const cpuStart = process.cpuUsage()
  const start = performance.now()
  const { pages, messages, bytes, files } = await work()
  const ms = performance.now() - start
  const cpu = process.cpuUsage(cpuStart)
  // cpuUsage is in microseconds, maxRSS in kilobytes.
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, pages, maxRssMb: process.resourceUsage().maxRSS / 1024, messages, bytes, files }
}

async function main([mode, siteDir, ...flags]: string[]): Promise<void> {
  if ((mode !== 'check' && mode !== 'bare' && mode !== 'build') || !siteDir) {
    console.error('usage: node dist/bench/worker.js <check|bare|build> <siteDir> [flags of docslint check]')
    process.exitCode = 2
    return
  }
  const measurement = await measure(mode, path.resolve(siteDir), flags)
  console.log(JSON.stringify(measurement))
}

await main(process.argv.slice(2))
