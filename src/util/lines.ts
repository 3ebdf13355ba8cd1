import type { Point } from 'unist'

/**
 * A line ends at a line feed, a carriage return and line feed, or a carriage return alone: the line endings of
 * Markdown (micromark counts its positions so) and of the Language Server Protocol.
 */
const LINE_ENDING = /\r\n?|\n/g

/** The offset where each line of `text` starts, the first line's (0) included. */
export function lineStarts(text: string): number[] {
  const starts = [0]
  const ending = new RegExp(LINE_ENDING)
  for (let match = ending.exec(text); match; match = ending.exec(text)) starts.push(match.index + match[0].length)
  return starts
}

/** The offset after the line ending that ends the line of `offset`; the end of the text on the last line. */
export function nextLineStart(text: string, offset: number): number {
  const ending = new RegExp(LINE_ENDING)
  ending.lastIndex = offset
  const match = ending.exec(text)
  return match ? match.index + match[0].length : text.length
}

/**
 * Offsets to line/column points, counted as micromark counts them (lines as LINE_ENDING ends them), found by
 * binary search over the line starts: vfile-location walks from the first line on every call, which makes a
 * point for each of 100,000 front-matter keys or navigation entries take minutes.
 */
export function pointFinder(text: string): (offset: number) => Point | undefined {
  const starts = lineStarts(text)
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
