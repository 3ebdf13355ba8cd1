import type { Point } from 'unist'

/**
 * Offsets to line/column points, as vfile-location gives them, found by binary search over the line starts:
 * vfile-location walks from the first line on every call, which makes a point for each of 100,000
 * front-matter keys or navigation entries take minutes.
 */
export function pointFinder(text: string): (offset: number) => Point | undefined {
  const starts = [0]
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) starts.push(index + 1)
  return (offset) => {
    if (!Number.isInteger(offset) || offset < 0 || offset > text.length) return undefined
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (starts[middle] <= offset) low = middle
      else high = middle - 1
    }
    return { line: low + 1, column: offset - starts[low] + 1, offset }
  }
}
