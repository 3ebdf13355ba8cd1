/**
 * Makes a failing case smaller while it still fails the same way (delta debugging on the changed files):
 * whole files are put back to the example site's, then parts of each file's text are cut out, halves first,
 * then smaller parts, within a bounded number of runs (fewer for a hang, each of which takes the time limit).
 */
import type { FuzzCase } from './families.js'
import type { Result } from './main.js'

const MAX_RUNS = 150
const MAX_SLOW_RUNS = 12

type Run = (fuzzCase: FuzzCase) => Promise<Result>

export async function minimise(fuzzCase: FuzzCase, failure: Result, run: Run): Promise<FuzzCase> {
  let runs = 0
  const limit = failure.outcome.kind === 'hang' || failure.outcome.kind === 'memory' ? MAX_SLOW_RUNS : MAX_RUNS
  const sameFailure = async (candidate: FuzzCase) => {
    if (runs++ >= limit) return false
    return same((await run(candidate)).outcome, failure.outcome)
  }
  let current = fuzzCase
  for (const file of Object.keys(current.files)) {
    const without = { ...current, files: Object.fromEntries(Object.entries(current.files).filter(([name]) => name !== file)) }
    if (Object.keys(without.files).length > 0 && (await sameFailure(without))) current = without
  }
  if (current.build && (await sameFailure({ ...current, build: false }))) current = { ...current, build: false }
  for (const file of Object.keys(current.files)) {
    const written = current.files[file]
    if (written === null) continue
    let text: string = written
    for (let parts = 2; parts <= Math.min(text.length, 64) && runs < limit; parts *= 2) {
      for (let part = parts - 1; part >= 0 && runs < limit; part--) {
        const size = Math.ceil(text.length / parts)
        const candidate = text.slice(0, part * size) + text.slice((part + 1) * size)
        if (await sameFailure({ ...current, files: { ...current.files, [file]: candidate } })) text = candidate
      }
    }
    current = { ...current, files: { ...current.files, [file]: text } }
  }
  return current
}

/** The same kind of failure; for a crash, the same first line of its message. */
function same(outcome: Result['outcome'], expected: Result['outcome']): boolean {
  if (outcome.kind !== expected.kind) return false
  return outcome.kind !== 'crash' || (expected.kind === 'crash' && outcome.message === expected.message)
}
