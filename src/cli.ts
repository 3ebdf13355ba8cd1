#!/usr/bin/env node
import module from 'node:module'
import { EXIT } from './cli/exit.js'
import { relaunchOptionsHere, reusesCache, runRelaunched } from './cli/relaunch.js'
import { prefetchSiteListing } from './discovery/prefetch.js'

const argv = process.argv.slice(2)

/**
 * From Node.js 22.1 on, V8's compiled code of docslint's modules is kept between runs, in Node's own folder under the
 * system's temporary folder (as tsc and ESLint do): compiling 1.9 MB of modules is a fixed cost of every run, a
 * fifth of the pre-commit hook's on a 10,000-page site. NODE_DISABLE_COMPILE_CACHE=1 turns it off; where the folder
 * cannot be made, Node runs without it and says nothing. Older Node.js has no such cache.
 */
function keepCompiledCode(): void {
  try {
    ;(module as { enableCompileCache?: () => unknown }).enableCompileCache?.()
  } catch {
    // A cache that cannot be kept costs only the compiling it would have saved.
  }
}

keepCompiledCode()

/** The command, in this process: docslint's modules are loaded only here, so that a relaunching process stays small. */
async function runHere(): Promise<number> {
  // A warm check's walk takes the site's listing from a thread that lists it while these modules load (src/discovery/prefetch.ts).
  if (reusesCache(argv, process.cwd())) prefetchSiteListing(process.cwd(), argv)
  const { failureReport, isFetchParserOutOfMemory, main } = await import('./cli/main.js')
  // What escapes the run itself (an error in a callback, a reader that closed the pipe) is still one line and exit 2.
  const escaped = (error: unknown) => {
    if ((error as NodeJS.ErrnoException)?.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.clean)
    process.stderr.write(failureReport(error, argv.includes('--debug')))
    process.exit(EXIT.failure)
  }
  process.on('uncaughtException', escaped)
  process.on('unhandledRejection', (error) => {
    if (!isFetchParserOutOfMemory(error)) escaped(error)
  })
  process.stdout.on('error', escaped)
  return main(argv)
}

// On a machine with few cores a check or build runs in a child Node whose V8 has fewer background threads, unless
// it reuses a cache that is there (src/cli/relaunch.ts); where that child cannot be started, it runs here.
const relaunch = relaunchOptionsHere(argv)
process.exitCode = relaunch ? await runRelaunched(relaunch, process.argv[1], argv).catch(runHere) : await runHere()
