/**
 * How deep emphasis nests, found as the Markdown parser matches `*` and `_` runs (CommonMark's delimiter
 * rules, without the rule of three, which only ever matches less): a run that can close meets the nearest open
 * run of its character, runs of the other character between them are dropped, and `n` matched characters make
 * `ceil(n / 2)` nested nodes (strong for each two, emphasis for one left over). Pairs close innermost first, so
 * when one closes, the deepest pair closed inside it is already known: each open run keeps it.
 */
interface OpenRun {
  char: string
  units: number
  /** The depth of the deepest pair closed since this run opened (inside it, if it closes). */
  inner: number
}

const WHITESPACE = /\s/
const PUNCTUATION = /[\p{P}\p{S}]/u

export class EmphasisDepth {
  private readonly open: OpenRun[] = []
  private readonly openOf = new Map<string, number>()

  /** Reads the run `text[start, end)` of one character, and returns the depth of the emphasis it closes (0 if none). */
  run(text: string, start: number, end: number): number {
    const char = text[start]
    // The start and end of a line count as whitespace, as a line ending does.
    const before = start > 0 ? text[start - 1] : ' '
    const after = end < text.length ? text[end] : ' '
    const left = !WHITESPACE.test(after) && (!PUNCTUATION.test(after) || WHITESPACE.test(before) || PUNCTUATION.test(before))
    const right = !WHITESPACE.test(before) && (!PUNCTUATION.test(before) || WHITESPACE.test(after) || PUNCTUATION.test(after))
    const canOpen = char === '*' ? left : left && (!right || PUNCTUATION.test(before))
    const canClose = char === '*' ? right : right && (!left || PUNCTUATION.test(after))
    let units = end - start
    let depth = 0
    if (canClose) [depth, units] = this.close(char, units)
    if (canOpen && units > 0) this.push({ char, units, inner: 0 })
    return depth
  }

  /** Matches up to `units` characters with the open runs of `char`; returns the deepest pair made and the characters left. */
  private close(char: string, units: number): [number, number] {
    let deepest = 0
    while (units > 0 && (this.openOf.get(char) ?? 0) > 0) {
      // Runs of the other character opened after the nearest one of this character can no longer close.
      let inner = 0
      while (this.open.at(-1)!.char !== char) inner = Math.max(inner, this.pop().inner)
      const opener = this.open.at(-1)!
      const matched = Math.min(opener.units, units)
      const depth = Math.ceil(matched / 2) + Math.max(inner, opener.inner)
      deepest = Math.max(deepest, depth)
      units -= matched
      opener.units -= matched
      opener.inner = depth
      if (opener.units === 0) {
        this.pop()
        const outer = this.open.at(-1)
        if (outer) outer.inner = Math.max(outer.inner, depth)
      }
    }
    return [deepest, units]
  }

  private push(run: OpenRun): void {
    this.open.push(run)
    this.openOf.set(run.char, (this.openOf.get(run.char) ?? 0) + 1)
  }

  private pop(): OpenRun {
    const run = this.open.pop()!
    this.openOf.set(run.char, this.openOf.get(run.char)! - 1)
    return run
  }
}
