/**
 * `docslint check --watch`, `docslint build --watch` and `docslint build --serve`: check or build once, then
 * again after each burst of changes to the site (src/watch/watcher.ts), until Ctrl-C (SIGINT) or SIGTERM,
 * which end the run with status 0. Each page's result is kept in memory between runs (src/cache/page-cache.ts),
 * so a run after an edit parses only the pages that changed, and `check --watch` keeps its site stage too
 * (src/site/incremental.ts): the site rules run again only over what the changed pages' facts can change.
 * Each run prints its whole new report: on a terminal the screen is cleared first; elsewhere (a pipe, a file)
 * reports follow one another, each followed by a status line on standard error. A run that fails (a tool
 * configuration that cannot be read, say) says why, and the watch goes on.
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import { PageCache } from '../cache/page-cache.js'
import { openPageCache, RunFailure } from '../engine.js'
import { servePreview, type PreviewServer } from '../preview/serve.js'
import { findSiteRoot } from '../site/root.js'
import type { SiteStage } from '../site/incremental.js'
import { isPagePath } from '../page/kind.js'
import { watchedPaths, watchFiles, type Watch } from '../watch/watcher.js'
import { buildAndReport, type BuildFlags } from './build.js'
import { checkAndReport, type CheckFlags } from './check.js'
import { EXIT } from './exit.js'
import { failureReport } from './failure.js'
import { failureNotice } from './build-notice.js'

/** Clears a terminal's screen and puts the cursor at its top; written only when standard output is a terminal. */
const CLEAR_SCREEN = '\x1b[2J\x1b[H'

/** `docslint check --watch`. */
export async function watchCheck(paths: string[], flags: CheckFlags): Promise<number> {
  if (flags.fix || flags.fixDryRun) throw new RunFailure('--watch does not go with --fix or --fix-dry-run: fixes written while watching would start another check; run --fix on its own')
  const cwd = process.cwd()
  const notice = (line: string) => process.stderr.write(`docslint: ${line}\n`)
  const cache = flags.cache ? openPageCache(flags.cacheLocation, cwd, notice) : new PageCache(undefined, notice)
  const named = paths.length > 0 ? paths : ['.']
  const siteStages = new Map<string, SiteStage>()
  return watchAndRun({
    paths: [...named.flatMap((given) => watchedPaths(siteFolderOf(given, cwd))), ...givenFiles(flags)],
    // Files docslint itself writes while watching: writing them must not start another run.
    ignore: [flags.outputFile, cache.file].filter((file): file is string => file !== undefined),
    separator: flags.format === 'stylish' ? '\n' : '',
    debug: Boolean(flags.debug),
    run: async (_first, lead, changed) => {
      // The kept site stage compares the pages' facts only: any other file changed (an image, a spec, a tool file) runs every site rule again.
      if (!changed.every(isPagePath)) siteStages.clear()
      await checkAndReport(paths, flags, cache, lead, siteStages)
      return pagesLine(cache)
    }
  })
}

/** `docslint build --watch` and/or `--serve`. */
export async function watchBuild(root: string, flags: BuildFlags): Promise<number> {
  const cache = new PageCache(undefined, (line) => process.stderr.write(`docslint: ${line}\n`))
  // Listening before the first build: a port in use ends the run at once, not after a build.
  const server = flags.serve ? await serve(flags) : undefined
  // Each build tells the open pages what went wrong with it, or that nothing did.
  const build = async () => {
    try {
      const { built, notice } = await buildAndReport(root, flags, cache)
      server?.notify(notice)
      return built
    } catch (error) {
      server?.notify(failureNotice(error))
      throw error
    }
  }
  try {
    if (!flags.watch) {
      // `--serve` alone: one build, then its output served as it is.
      if (!(await build())) process.stderr.write(`docslint: serving what ${flags.out} held before this build\n`)
      process.stderr.write(`docslint: serving the preview at ${server!.url} (Ctrl-C to stop)\n`)
      return await untilStopped('serving', async () => server!.close())
    }
    return await watchAndRun({
      paths: [...watchedPaths(siteFolderOf(root, process.cwd())), ...givenFiles(flags)],
      // The preview's own files are written by each build.
      ignore: [path.resolve(flags.out)],
      // A build prints only what is wrong; its report is not a screen to replace.
      separator: '',
      debug: Boolean(flags.debug),
      run: async (first) => {
        const built = await build()
        if (built && !first) server?.reload()
        return `${pagesLine(cache)}${built ? '' : ', not built (the last build is kept)'}`
      },
      serving: server?.url,
      close: async () => server?.close()
    })
  } catch (error) {
    // A run that fails before watching (a refused output folder) ends the command: the server with it.
    await server?.close()
    throw error
  }
}

async function serve(flags: BuildFlags): Promise<PreviewServer> {
  try {
    return await servePreview(flags.out, flags.port)
  } catch (error) {
    throw new RunFailure((error as Error).message)
  }
}

interface WatchRun {
  paths: string[]
  ignore: string[]
  /** Written before each new report when standard output is no terminal ('' for a format read by programs). */
  separator: string
  debug: boolean
  /** One check or build, its report led by `lead` (what clears the last one), after a change to `changed`; says in a few words what it did. */
  run: (first: boolean, lead: string, changed: string[]) => Promise<string>
  /** The preview's address, said after each run. */
  serving?: string
  /** What to close when stopping, besides the watch. */
  close?: () => Promise<void>
}

/**
 * Runs once, watches, and runs again after each burst of changes (one run at a time: changes made during a
 * run start one more run after it). Returns only when stopped by SIGINT or SIGTERM.
 */
async function watchAndRun(options: WatchRun): Promise<number> {
  let first = true
  let pending: string[] | undefined = []
  let running: Promise<void> | undefined
  const runOnce = async (changed: string[]) => {
    const started = performance.now()
    // Only the new report: on a terminal the old one is cleared away as the new one is printed; elsewhere a blank line parts them.
    const lead = first ? '' : process.stdout.isTTY ? CLEAR_SCREEN : options.separator
    let done: string
    try {
      done = await options.run(first, lead, changed)
    } catch (error) {
      // A run that fails is said as a failed `docslint check` says it, and the watch goes on.
      process.stderr.write(failureReport(error, options.debug))
      done = 'the run failed'
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(2)
    const after = changed.length > 0 ? ` after a change to ${changedList(changed)}` : ''
    const serving = options.serving ? `, serving the preview at ${options.serving}` : ''
    process.stderr.write(`docslint: ${clock()} ${done} in ${seconds} s${after}; watching for changes${serving} (Ctrl-C to stop)\n`)
    first = false
  }
  const drain = async () => {
    while (pending) {
      const changed: string[] = pending
      pending = undefined
      await runOnce(changed)
    }
    running = undefined
  }
  let watch: Watch | undefined
  const stop = untilStopped('watching', async () => {
    await watch?.close()
    await options.close?.()
  })
  watch = await watchFiles({
    paths: options.paths,
    ignore: options.ignore,
    onChange: (changed) => {
      pending = [...(pending ?? []), ...changed]
      running ??= drain()
    },
    onError: (reason) => process.stderr.write(`docslint: ${reason}\n`)
  })
  running = drain()
  return stop
}

/**
 * Resolves with status 0 on SIGINT or SIGTERM, once `close` is done (or after a second, whatever it waits
 * for); then the process ends at once, even in the middle of a run, whose report would no longer be wanted.
 */
function untilStopped(doing: string, close: () => Promise<void>): Promise<number> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      const closed = close().catch(() => undefined)
      const waited = new Promise((done) => setTimeout(done, 1000).unref())
      void Promise.race([closed, waited]).then(() => {
        process.stderr.write(`docslint: stopped ${doing}\n`)
        resolve(EXIT.clean)
        process.exit(EXIT.clean)
      })
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
}

/** The folder to watch for a path given on the command line: the site it belongs to, else the folder itself. */
function siteFolderOf(given: string, cwd: string): string {
  const absolute = path.resolve(cwd, given)
  let folder = absolute
  try {
    if (!statSync(absolute).isDirectory()) folder = path.dirname(absolute)
  } catch {
    // A path that does not exist: the first run says so; its folder is watched for it to appear.
    folder = path.dirname(absolute)
  }
  return findSiteRoot(folder)?.root ?? folder
}

/** The tool configuration and ignore files named by flags, which may live outside the site. */
function givenFiles(flags: { config?: string | false; ignorePath?: string }): string[] {
  return [typeof flags.config === 'string' ? flags.config : undefined, flags.ignorePath].filter((file): file is string => file !== undefined).map((file) => path.resolve(file))
}

function pagesLine(cache: PageCache): string {
  const { checked, reused } = cache.lastCheck
  return `checked ${checked} ${checked === 1 ? 'page' : 'pages'}${reused > 0 ? ` (${reused} unchanged, reused)` : ''}`
}

function changedList(changed: string[]): string {
  const shown = changed.slice(0, 3).map((file) => path.relative(process.cwd(), file) || file)
  return changed.length > 3 ? `${shown.join(', ')} and ${changed.length - 3} more` : shown.join(', ')
}

function clock(): string {
  return new Date().toTimeString().slice(0, 8)
}
