/**
 * Makes a failing case smaller while it still fails the same way (delta debugging on what the case adds to the
 * example site): whole files, special entries and frames are taken out, the build dropped, then parts of each
 * file's text are cut out, halves first, then smaller parts, within a bounded number of runs (fewer for a hang
 * or a run out of memory, each of which takes the time limit).
 */
import type { FuzzCase } from './case.js'
import type { CaseResult, Defect } from './oracles.js'

const MAX_RUNS = 150
const MAX_SLOW_RUNS = 12

type Run = (fuzzCase: FuzzCase) => Promise<CaseResult>

export async function minimise(fuzzCase: FuzzCase, failure: CaseResult, run: Run): Promise<FuzzCase> {
  const expected = failure.defects[0]
  let runs = 0
  const limit = expected.kind === 'hang' || expected.kind === 'memory' ? MAX_SLOW_RUNS : MAX_RUNS
  const sameFailure = async (candidate: FuzzCase) => {
    if (runs++ >= limit) return false
    return (await run(candidate)).defects.some((defect) => same(defect, expected))
  }
  let current = fuzzCase
  for (const smaller of reductions(fuzzCase)) {
    const candidate = smaller(current)
    if (await sameFailure(candidate)) current = candidate
  }
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

/** Each way to take one part out of the case: a file, an entry, a frame (the probes stay), the build. */
function reductions(fuzzCase: FuzzCase): ((current: FuzzCase) => FuzzCase)[] {
  const without = <T>(record: Record<string, T>, name: string) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== name))
  return [
    ...Object.keys(fuzzCase.files).map((file) => (current: FuzzCase) => ({ ...current, files: without(current.files, file) })),
    ...Object.keys(fuzzCase.entries ?? {}).map((name) => (current: FuzzCase) => ({ ...current, entries: without(current.entries ?? {}, name) })),
    ...(fuzzCase.frames ?? []).filter((part) => part !== 'probe').map((part) => (current: FuzzCase) => ({ ...current, frames: current.frames?.filter((other) => other !== part) })),
    ...(fuzzCase.build ? [(current: FuzzCase) => ({ ...current, build: false })] : [])
  ]
}

/** The same kind of defect; for a crash or a hang, the same line but for its numbers (a frame's index, seconds). */
function same(defect: Defect, expected: Defect): boolean {
  const shape = (detail: string) => detail.replace(/\d+/g, '#')
  return defect.kind === expected.kind && ((defect.kind !== 'crash' && defect.kind !== 'hang') || shape(defect.detail) === shape(expected.detail))
}
