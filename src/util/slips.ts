import { distance } from 'fastest-levenshtein'

/**
 * What counts as a slip of a name (a path segment, a key): the judgements closestPath, certainMatch and the
 * sibling index (sibling-segments.ts) share, so that an indexed search answers exactly as a comparison with
 * every candidate would.
 */

/** Runs of separators, which a slip may change (`agents_sdk`, `agents-sdk`, `agents sdk`). */
const SEPARATORS = /[-_\s.]+/g

/** The name in lower case with each run of separators written `-`: equal for `Agents_SDK` and `agents-sdk`. */
export function normalName(text: string): string {
  return text.toLowerCase().replace(SEPARATORS, '-')
}

/** The name's words sorted: equal for `solid-sharp` and `sharp-solid`. */
export function sortedWords(text: string): string {
  return text.split(SEPARATORS).sort().join(' ')
}

/** `agents_sdk` and `Agents-SDK`, `solid-sharp` and `sharp-solid`: the same words in another case, separator or order. */
export function writtenAlike(a: string, b: string): boolean {
  return normalName(a) === normalName(b) || sameWords(a.toLowerCase(), b.toLowerCase())
}

/** `solid-sharp` and `sharp-solid`: the same words in another order. */
export function sameWords(a: string, b: string): boolean {
  return sortedWords(a) === sortedWords(b)
}

/** The most letters a path segment may differ by and still be a slip: one in up to eleven letters, two in twelve or more. */
export function segmentEditsAllowed(a: string, b: string): number {
  return Math.max(a.length, b.length) >= 12 ? 2 : 1
}

/** The edits between two lower-case segments, a swap of neighbouring letters counting as one, when within what a slip allows. */
export function segmentEdits(a: string, b: string): number | undefined {
  const edits = swapsTwoLetters(a, b) ? 1 : distance(a, b)
  return edits <= segmentEditsAllowed(a, b) ? edits : undefined
}

/**
 * How far one path segment is from another it may be a slip of (lower is closer), or undefined: the same words
 * in another case, order or separator, or a few letters in a long name (segmentEditsAllowed).
 */
export function segmentSlip(written: string, candidate: string): number | undefined {
  if (writtenAlike(written, candidate)) return 0
  return segmentEdits(written.toLowerCase(), candidate.toLowerCase())
}

/** `setpu` and `setup`: two neighbouring letters swapped, one slip of the fingers (two edits for Levenshtein). */
function swapsTwoLetters(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  const at = [...a].findIndex((letter, index) => letter !== b[index])
  return at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)
}

/**
 * Whether a name is certainly a slip of another: the same words in another case, order or separator, or one
 * letter added, dropped or changed in a name of five letters or more (`multiple-sssions`).
 */
export function isSlipOf(word: string, candidate: string): boolean {
  if (word === candidate) return false
  if (writtenAlike(word, candidate)) return true
  return Math.min(word.length, candidate.length) >= 5 && distance(word.toLowerCase(), candidate.toLowerCase()) === 1
}

/** `v2`, `1.0`: a segment that names a version of the docs. */
export function isVersionSegment(segment: string): boolean {
  return /^v?\d+(\.\d+)*$/i.test(segment)
}
