import { distance } from 'fastest-levenshtein'
import { withoutTrailingSlashes } from '../util/slashes.js'

/**
 * The candidate a typo most likely meant, or nothing when none is close enough to be worth saying:
 * same letters in another case, a prefix of three letters or more, or a small edit distance.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase()
  let best: { candidate: string; score: number } | undefined
  for (const candidate of candidates) {
    const score = likeness(lower, candidate.toLowerCase())
    if (score !== undefined && (best === undefined || score < best.score)) best = { candidate, score }
  }
  return best?.candidate
}

/**
 * The value a slip most likely meant, only when it is clearly the one: a third of its letters changed at most
 * (`wider`: `wide`, `centre`: `center`, `Plan`: `Plans`; `bold` is not a slip of `solid`), and no other value as close.
 */
export function clearlyClosest(word: string, values: readonly string[]): string | undefined {
  const best = closest(word, values)
  if (best === undefined) return undefined
  const away = (value: string) => distance(word.toLowerCase(), value.toLowerCase())
  if (away(best) * 3 > Math.max(word.length, best.length)) return undefined
  return values.some((value) => value !== best && away(value) <= away(best)) ? undefined : best
}

/**
 * The key a misspelt key most likely meant, among keys that begin with the same letter (or are the same words in
 * another order). Keys are short words, and two edits turn one into another (`boost` into `root`, `$ref` into
 * `href`): a key written on purpose that docslint does not know must not be "corrected" to an unrelated one, and
 * a slip rarely changes the first letter.
 */
export function closestKey(word: string, candidates: Iterable<string>): string | undefined {
  const first = word.charAt(0).toLowerCase()
  const alike = [...candidates].filter((candidate) => candidate.charAt(0).toLowerCase() === first || sameWords(word.toLowerCase(), candidate.toLowerCase()))
  return closest(word, alike)
}

function likeness(word: string, candidate: string): number | undefined {
  if (word === candidate) return 0
  if (sameWords(word, candidate)) return 0.5
  const edits = distance(word, candidate)
  const allowed = Math.max(1, Math.floor(Math.max(word.length, candidate.length) * 0.4))
  if (edits <= allowed) return edits
  if (word.length >= 3 && (candidate.startsWith(word) || word.startsWith(candidate))) return allowed + 1
  return undefined
}

/** `solid-sharp` and `sharp-solid`: the same words in another order. */
function sameWords(a: string, b: string): boolean {
  const words = (text: string) => text.split(/[-_\s.]+/).sort().join(' ')
  return words(a) === words(b)
}

/** `a`, `b` or `c`: a list of code values for a message. */
export function codeList(values: readonly unknown[], last = 'or'): string {
  // A site may list thousands of versions or languages: a message names the first few and counts the rest.
  const shown = values.length > CODE_LIST_MAX ? values.slice(0, CODE_LIST_MAX - 1) : values
  const quoted = shown.map((value) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``)
  if (shown.length < values.length) return `${quoted.join(', ')} ${last} ${values.length - shown.length} others`
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} ${last} ${quoted.at(-1)}`
}

/** The most values a message lists in full (a schema's enum of languages or icon types stays whole). */
const CODE_LIST_MAX = 50

/**
 * The page path a wrong one most likely meant (`/guides/setup`, `guides/setup`), judged segment by segment:
 * a whole URL shares so much with its neighbours that an edit distance over it suggests unrelated pages.
 * A folder that holds pages gets its first page in the order given (callers list pages in navigation order);
 * a typo in the last segment gets the closest page of the same folder; otherwise only a path within two edits.
 */
export function closestPath(target: string, candidates: Iterable<string>): string | undefined {
  const all = [...candidates]
  const folder = withoutTrailingSlashes(target)
  const inside = all.find((candidate) => candidate.startsWith(`${folder}/`))
  if (inside !== undefined) return inside
  const parentOf = (value: string) => value.slice(0, value.lastIndexOf('/') + 1)
  const parent = parentOf(folder)
  const siblings = all.filter((candidate) => parentOf(candidate) === parent && !candidate.slice(parent.length).includes('/'))
  const name = closest(folder.slice(parent.length), siblings.map((sibling) => sibling.slice(parent.length)))
  if (name !== undefined) return parent + name
  return all.find((candidate) => distance(folder.toLowerCase(), candidate.toLowerCase()) <= 2 && !otherVersion(folder, candidate))
}

/** Paths that differ in a version segment (`/v2/...` and `/v1/...`, `2.0` and `1.0`): the same page of another version of the docs, not a slip. */
function otherVersion(a: string, b: string): boolean {
  const version = /^v?\d+(\.\d+)*$/i
  const [left, right] = [a.split('/'), b.split('/')]
  return left.some((segment, index) => segment !== right[index] && version.test(segment) && version.test(right[index] ?? ''))
}

/**
 * The one candidate a name is certainly a slip of, or nothing: the same words in another case, order or
 * separator (`agents_sdk`, `Agents-SDK`), or one letter added, dropped or changed in a name of five letters or
 * more (`multiple-sssions`). Two candidates that close leave it uncertain. A fix may rely on this; a
 * suggestion may go further (closest).
 */
export function certainMatch(word: string, candidates: Iterable<string>): string | undefined {
  const matches = [...new Set(candidates)].filter((candidate) => isSlipOf(word, candidate))
  return matches.length === 1 ? matches[0] : undefined
}

function isSlipOf(word: string, candidate: string): boolean {
  const normal = (text: string) => text.toLowerCase().replace(/[-_\s.]+/g, '-')
  if (word === candidate) return false
  if (normal(word) === normal(candidate) || sameWords(word.toLowerCase(), candidate.toLowerCase())) return true
  return Math.min(word.length, candidate.length) >= 5 && distance(word.toLowerCase(), candidate.toLowerCase()) === 1
}
