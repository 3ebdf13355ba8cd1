import { addToList } from './lists-by-key.js'

/**
 * Names indexed to find, without comparing a word with each of them, every name within one edit of it and every
 * long name within two: the candidates a slip search then judges (sibling-segments.ts). A folder of a generated
 * site holds hundreds of `page-0123`-like names of one length, which a length filter cannot tell apart.
 *
 * - One edit: two strings one letter apart (added, dropped, changed, or two neighbours swapped) have a string in
 *   common once at most one letter is deleted from each, so each name is kept under itself and under each of its
 *   one-letter deletions, and a word looks up its own.
 * - Two edits, names of ten letters or more: cut in three pieces, a name two edits away from a word keeps one
 *   piece as it was, in the word at most two letters off its place; each name is kept under its three pieces, and
 *   a word looks up, for each length near its own, the stretches at those places.
 */
export class NearNames<T> {
  private readonly byDeletion = new Map<string, T[]>()
  private readonly byPiece = new Map<string, T[]>()
  /** Names too long to index (see LONGEST_INDEXED), each with its value: answered by length alone. */
  private readonly long: [name: string, value: T][] = []

  /** `names`: each name as it is compared (lower case), with what to answer for it. */
  constructor(names: Iterable<readonly [name: string, value: T]>) {
    for (const [name, value] of names) {
      if (name.length > LONGEST_INDEXED) {
        this.long.push([name, value])
        continue
      }
      for (const key of withOneDeleted(name)) addToList(this.byDeletion, key, value)
      if (name.length >= PIECES_FROM) pieces(name.length).forEach(([start, end], index) => addToList(this.byPiece, pieceKey(name.length, index, name.slice(start, end)), value))
    }
  }

  /** Every name within one edit of `word` (and some within two): to be judged by the caller. */
  withinOneEdit(word: string): Set<T> {
    const found = this.longNear(word, 1)
    // No indexed name is within one edit of a longer word, and its deletions would cost its length squared.
    if (word.length > LONGEST_INDEXED + 1) return found
    for (const key of withOneDeleted(word)) for (const value of this.byDeletion.get(key) ?? []) found.add(value)
    return found
  }

  /** Every name of a length in `lengths` (ten letters or more) within two edits of `word` (and some further): to be judged by the caller. */
  withinTwoEdits(word: string, lengths: Iterable<number>): Set<T> {
    const found = this.longNear(word, 2)
    for (const length of lengths) {
      if (length < PIECES_FROM || length > LONGEST_INDEXED) continue
      pieces(length).forEach(([start, end], index) => {
        for (let shift = -2; shift <= 2; shift++) {
          if (start + shift < 0 || end + shift > word.length) continue
          for (const value of this.byPiece.get(pieceKey(length, index, word.slice(start + shift, end + shift))) ?? []) found.add(value)
        }
      })
    }
    return found
  }

  /** The long names whose length is within `edits` of the word's: candidates, as every name was before the index. */
  private longNear(word: string, edits: number): Set<T> {
    return new Set(this.long.filter(([name]) => Math.abs(name.length - word.length) <= edits).map(([, value]) => value))
  }
}

/**
 * The longest name indexed. A name's one-letter deletions cost its length squared in memory and time (a fuzzed
 * docs.json with an 18,000-letter page entry ran out of time building them); file names stop at 255 bytes on the
 * usual file systems, so longer ones are rare enough to be compared with each word directly.
 */
const LONGEST_INDEXED = 255

/** The shortest name cut in pieces (two edits are allowed from twelve letters, so lengths down to ten are asked for). */
const PIECES_FROM = 10

/** Where a name of `length` letters is cut in three: [start, end) of each piece. */
function pieces(length: number): [number, number][] {
  const [first, second] = [Math.floor(length / 3), Math.floor((2 * length) / 3)]
  return [[0, first], [first, second], [second, length]]
}

function pieceKey(length: number, index: number, piece: string): string {
  return `${length}\u0000${index}\u0000${piece}`
}

/** The text itself and each text with one letter (UTF-16 unit, as the edit distance counts) deleted. */
function withOneDeleted(text: string): Set<string> {
  const keys = new Set([text])
  for (let at = 0; at < text.length; at++) keys.add(text.slice(0, at) + text.slice(at + 1))
  return keys
}
