#!/usr/bin/env node
import { failureReport, main } from './cli/main.js'
import { EXIT } from './cli/exit.js'

const argv = process.argv.slice(2)
// What escapes the run itself (an error in a callback, a reader that closed the pipe) is still one line and exit 2.
const escaped = (error: unknown) => {
  if ((error as NodeJS.ErrnoException)?.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.clean)
  process.stderr.write(failureReport(error, argv.includes('--debug')))
  process.exit(EXIT.failure)
}
process.on('uncaughtException', escaped)
process.on('unhandledRejection', escaped)
process.stdout.on('error', escaped)

process.exitCode = await main(argv)
