import { distance } from 'fastest-levenshtein'
import { normalName, segmentEdits, sortedWords } from './slips.js'
import { addToList } from './lists-by-key.js'
import { NearNames } from './near-names.js'

/** One name among its siblings, with the forms a slip is judged on worked out once. */
interface Sibling<T> {
  name: string
  lower: string
  value: T
}

/**
 * Names that stand in the same place (the pages of one folder, `/guides/<name>`; or one folder name of paths
 * otherwise alike), indexed for the slips a written name may be of: by their normal form and sorted words (the
 * same words in another case, separator or order) and by length (a few letters added, dropped or changed change
 * the length by as many at most). A site with thousands of broken links asks once per link; comparing the name
 * with every sibling each time cost more than parsing the site (5,000 pages, 800 to a folder).
 */
export class SiblingSegments<T> {
  private readonly byNormal = new Map<string, Sibling<T>[]>()
  private readonly byWords = new Map<string, Sibling<T>[]>()
  private readonly near: NearNames<Sibling<T>>
  /** The lengths of the siblings' lower-case names. */
  private readonly lengths = new Set<number>()

  constructor(siblings: Iterable<readonly [name: string, value: T]>) {
    const all: Sibling<T>[] = []
    for (const [name, value] of siblings) {
      const sibling = { name, lower: name.toLowerCase(), value }
      addToList(this.byNormal, normalName(name), sibling)
      addToList(this.byWords, sortedWords(sibling.lower), sibling)
      this.lengths.add(sibling.lower.length)
      all.push(sibling)
    }
    this.near = new NearNames(all.map((sibling) => [sibling.lower, sibling] as const))
  }

  /**
   * Each sibling other than `written` that it may be a slip of, with how far (segmentSlip in slips.ts: 0 for the
   * same words written otherwise, else the letters changed).
   */
  slipsOf(written: string): Map<T, number> {
    const found = this.alike(written)
    const lower = written.toLowerCase()
    for (const sibling of [...this.near.withinOneEdit(lower), ...this.near.withinTwoEdits(lower, this.twoEditLengths(lower))]) {
      if (sibling.name === written || found.has(sibling.value)) continue
      const edits = segmentEdits(lower, sibling.lower)
      if (edits !== undefined) found.set(sibling.value, edits)
    }
    return found
  }

  /**
   * The siblings `written` is certainly a slip of (isSlipOf in slips.ts): the same words written otherwise, or
   * one letter added, dropped or changed in a name of five letters or more.
   */
  certainSlipsOf(written: string): T[] {
    const found = this.alike(written)
    const lower = written.toLowerCase()
    for (const sibling of this.near.withinOneEdit(lower)) {
      if (sibling.name === written || found.has(sibling.value) || Math.min(written.length, sibling.name.length) < 5) continue
      if (distance(lower, sibling.lower) === 1) found.set(sibling.value, 1)
    }
    return [...found.keys()]
  }

  /** The siblings other than `written` with the same words in another case, separator or order. */
  private alike(written: string): Map<T, number> {
    const found = new Map<T, number>()
    const alike = [...(this.byNormal.get(normalName(written)) ?? []), ...(this.byWords.get(sortedWords(written.toLowerCase())) ?? [])]
    for (const sibling of alike) if (sibling.name !== written) found.set(sibling.value, 0)
    return found
  }

  /** The lengths of siblings two letters from `lower` may be a slip of (segmentEditsAllowed: those of twelve letters or more, with it). */
  private twoEditLengths(lower: string): number[] {
    const lengths: number[] = []
    for (let length = lower.length - 2; length <= lower.length + 2; length++) {
      if (this.lengths.has(length) && Math.max(length, lower.length) >= 12) lengths.push(length)
    }
    return lengths
  }
}
