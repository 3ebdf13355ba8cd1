/**
 * Loaded into each Node process of a fuzz case (`NODE_OPTIONS=--import`, fuzz/observed-process.ts): at exit it
 * adds the process's peak resident memory (KiB) to the file the harness names, the exact figure that sampling
 * every 100 ms could miss at the end of a run.
 */
import { appendFileSync } from 'node:fs'
import { isMainThread } from 'node:worker_threads'

const file = process.env.DOCSLINT_FUZZ_RSS_FILE
if (file && isMainThread) {
  process.on('exit', () => {
    try {
      appendFileSync(file, `${process.resourceUsage().maxRSS}\n`)
    } catch {
      // The measure is lost; the sampled one stands.
    }
  })
}
