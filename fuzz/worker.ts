/**
 * A child process of fuzz/main.ts: runs the cases it is sent, one at a time, and answers with what happened,
 * how long it took and the process's peak memory so far. The parent kills it when a case runs past its time.
 */
import { loadDocslint, runCase } from './run-case.js'
import type { FuzzCase } from './families.js'

const docslint = await loadDocslint(process.env.DOCSLINT_FUZZ_TARGET || undefined)

process.on('message', (fuzzCase: FuzzCase) => {
  const started = performance.now()
  void runCase(docslint, fuzzCase).then((outcome) => {
    process.send?.({ outcome, ms: performance.now() - started, peakRssKiB: process.resourceUsage().maxRSS })
  })
})
process.send?.({ ready: true })
