#!/usr/bin/env node
import { EXIT } from './cli/exit.js'
import { relaunchOptionsHere, reusesCache, runRelaunched } from './cli/relaunch.js'
import { prefetchSiteListing } from './discovery/prefetch.js'

const argv = process.argv.slice(2)

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
