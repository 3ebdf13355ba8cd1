/**
 * How far V8 lets the heap grow between full collections. After each one, V8 sets the next at up to four times
 * what was left live when the program allocates fast, as parsing pages and rendering the preview do (a tree per
 * page, let go at once): a 1,000-page build with 83 MB live grew its heap to 337 MB before collecting, and each
 * page worker of a check, with some 35 MB live, grew to 120-160 MB. `--heap-growing-percent` (a V8 option, read
 * at each full collection, by every thread's heap) caps that factor.
 */
import v8 from 'node:v8'

/**
 * Twice the live memory, not four times. Measured on generated sites (2 cores, medians of 3): the 3,000-page
 * check's peak RSS 463 -> 363 MB for 10-15% more CPU time; the 1,000-page build's 526 -> 400 MB for 0.9 s more
 * collecting (of 35 s).
 */
const GROWING_PERCENT = 100

/** Works under way with the bound: the option goes back to V8's own choice (0) when the last one ends. */
let bounded = 0

/**
 * Runs `work` (and, when it returns a promise, until the promise settles) with the heap allowed to grow to twice
 * what is live; nested and overlapping calls (a build's render inside its check, the language server's checks)
 * share one bound.
 */
export function withBoundedHeapGrowth<T>(work: () => T): T {
  if (bounded++ === 0) v8.setFlagsFromString(`--heap-growing-percent=${GROWING_PERCENT}`)
  let result: T
  try {
    result = work()
  } catch (error) {
    release()
    throw error
  }
  if (result instanceof Promise) return result.finally(release) as T
  release()
  return result
}

function release(): void {
  if (--bounded === 0) v8.setFlagsFromString('--heap-growing-percent=0')
}
