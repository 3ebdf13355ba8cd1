import type { Fix } from './edit.js'

/** What one pass of fixes did to a text. */
export interface Applied<T> {
  output: string
  /** The items whose fixes were written. */
  applied: T[]
  /** The items whose fixes overlapped one written before them: a later pass, on the new text, may take them. */
  skipped: T[]
}

/**
 * Applies the fixes that do not overlap, in text order (as ESLint does: a fix that starts where another ends, or
 * inside it, waits for the next pass, when its rule has seen the text the others made).
 */
export function applyFixes<T extends { fix?: Fix }>(text: string, items: T[]): Applied<T> {
  const fixable = items.filter((item) => item.fix !== undefined).sort((a, b) => a.fix!.range[0] - b.fix!.range[0] || a.fix!.range[1] - b.fix!.range[1])
  const applied: T[] = []
  const skipped: T[] = []
  let output = ''
  let at = 0
  let lastEnd = -1
  for (const item of fixable) {
    const [start, end] = item.fix!.range
    if (sameAsText(item.fix!, text)) continue
    if (start <= lastEnd || end > text.length) {
      skipped.push(item)
      continue
    }
    output += text.slice(at, start) + item.fix!.text
    at = end
    lastEnd = end
    applied.push(item)
  }
  return { output: output + text.slice(at), applied, skipped }
}

/** A fix that writes what is already there changes nothing, and would keep the loop going. */
function sameAsText(fix: Fix, text: string): boolean {
  return text.slice(fix.range[0], fix.range[1]) === fix.text
}
