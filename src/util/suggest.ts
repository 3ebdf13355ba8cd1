import { distance } from 'fastest-levenshtein'
import { withoutTrailingSlashes } from '../util/slashes.js'
import { PathCandidates } from './path-candidates.js'
import { isSlipOf, isVersionSegment, sameWords, segmentSlip } from './slips.js'

/**
 * The candidate a typo most likely meant, or nothing when none is close enough to be worth saying (same
 * letters in another case, a prefix of three letters or more, or a small edit distance) or when another is as
 * close: among many names of one family (`github-light`, `github-dark`), the closest by a hair is a guess, and a
 * wrong "did you mean" is worse than none.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase()
  return clearlyBest(candidates, (candidate) => likeness(lower, candidate.toLowerCase()))
}

/** The candidate whose score (lower is closer; undefined: not close at all) no other candidate equals or beats. */
function clearlyBest(candidates: Iterable<string>, score: (candidate: string) => number | undefined): string | undefined {
  let best: { candidate: string; score: number } | undefined
  let tied = false
  for (const candidate of new Set(candidates)) {
    const value = score(candidate)
    if (value === undefined || (best !== undefined && value > best.score)) continue
    tied = best !== undefined && value === best.score
    if (!tied) best = { candidate, score: value }
  }
  return tied ? undefined : best?.candidate
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
 * a whole URL shares so much with its neighbours that an edit distance over it suggests unrelated pages, and a
 * page name is chosen, not typed at random (`fastapi` is not a slip of `restapi`). A folder gets its landing page
 * (its only page, or the one named `overview`, `introduction`, `index`, ... or like the folder); a path with
 * one segment slipped (a letter added, dropped or changed, another case or separator) gets the one page it
 * slipped from. Anything less certain gets nothing.
 */
export function closestPath(target: string, candidates: Iterable<string> | PathCandidates): string | undefined {
  const indexed = candidates instanceof PathCandidates ? candidates : new PathCandidates(candidates)
  const folder = withoutTrailingSlashes(target)
  const inside = indexed.inside(folder)
  if (inside.length > 0) return landingPage(folder, inside)
  const slips = pathsOneSlipFrom(folder, indexed)
  return clearlyBest(slips.keys(), (candidate) => slips.get(candidate))
}

/**
 * The paths that differ from `path` by a slip in one segment, with how far (segmentSlip): only those are
 * compared, each segment with its siblings' (PathCandidates.siblingsAt). The same page of another version of the
 * docs (otherVersion) is no slip.
 */
function pathsOneSlipFrom(path: string, indexed: PathCandidates): Map<string, number> {
  const segments = path.split('/')
  const slips = new Map<string, number>()
  segments.forEach((segment, index) => {
    for (const [candidate, slip] of indexed.siblingsAt(segments, index).slipsOf(segment)) {
      if (!otherVersion(path, candidate)) slips.set(candidate, slip)
    }
  })
  return slips
}

/** The one segment two paths of as many segments differ in (written, candidate); undefined when none or several do. */
function oneDifferingSegment(written: string, candidate: string): [string, string] | undefined {
  const [left, right] = [written.split('/'), candidate.split('/')]
  if (left.length !== right.length) return undefined
  const differing = left.flatMap((segment, index) => (segment === right[index] ? [] : [[segment, right[index]] as [string, string]]))
  return differing.length === 1 ? differing[0] : undefined
}

/** Whether two paths differ in exactly one segment, by a slip (`/v1/usres` and `/v1/users`). */
export function slipsInOneSegment(written: string, candidate: string): boolean {
  const differing = oneDifferingSegment(written, candidate)
  return differing !== undefined && segmentSlip(...differing) !== undefined
}

/** Names a folder's landing page goes by. */
const LANDING_NAMES = new Set(['index', 'overview', 'introduction', 'intro', 'readme', 'getting-started', 'home'])

/** The page a link to a folder reaches for: its only page, or its one page of a landing name (or the folder's own name). */
function landingPage(folder: string, inside: readonly string[]): string | undefined {
  if (inside.length === 1) return inside[0]
  const name = folder.slice(folder.lastIndexOf('/') + 1).toLowerCase()
  const landing = inside.filter((candidate) => {
    const rest = candidate.slice(folder.length + 1).toLowerCase()
    return !rest.includes('/') && (LANDING_NAMES.has(rest) || rest === name)
  })
  return landing.length === 1 ? landing[0] : undefined
}

/** Whether `written` is a slip of `candidate` as a path segment is (segmentSlip). */
export function isSegmentSlip(written: string, candidate: string): boolean {
  return written !== candidate && segmentSlip(written, candidate) !== undefined
}

/** Paths that differ in a version segment (`/v2/...` and `/v1/...`, `2.0` and `1.0`): the same page of another version of the docs, not a slip. */
function otherVersion(a: string, b: string): boolean {
  const [left, right] = [a.split('/'), b.split('/')]
  return left.some((segment, index) => segment !== right[index] && isVersionSegment(segment) && isVersionSegment(right[index] ?? ''))
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

