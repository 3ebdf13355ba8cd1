/**
 * The icon name a misspelt one certainly meant, or nothing. An icon library holds thousands of short names a
 * letter apart (`bear` and `gear`, `circle-1` and `circle-x`), and a name written on purpose from another library
 * must not be "corrected" into an unrelated drawing. So only one slip is forgiven: two neighbouring letters
 * swapped, one letter missing, extra or wrong; never in the first letter, never a digit or a hyphen, and only
 * inside a word (between hyphens) of four letters or more. And only when a single name of the library is that
 * close.
 */
export function likelyIconName(name: string, known: Iterable<string>): string | undefined {
  const lower = name.toLowerCase()
  let found: string | undefined
  for (const candidate of known) {
    if (!oneSlipApart(lower, candidate)) continue
    if (found !== undefined) return undefined
    found = candidate
  }
  return found
}

function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a]
  const at = [...longer].findIndex((letter, index) => letter !== shorter[index])
  if (at <= 0 || !slipsOver(longer, at) || !slipsOver(shorter, at) || !inLongWord(longer, at)) return false
  if (shorter.length < longer.length) return shorter.slice(at) === longer.slice(at + 1)
  const rest = (from: number) => a.slice(from) === b.slice(from)
  return rest(at + 1) || (at + 1 < a.length && a[at] === b[at + 1] && a[at + 1] === b[at] && slipsOver(a, at + 1) && rest(at + 2))
}

/** A letter: digits and hyphens tell icons apart (`circle-1`, `circle-2`). */
function slipsOver(word: string, at: number): boolean {
  return at >= word.length || /[a-z]/.test(word[at])
}

function inLongWord(word: string, at: number): boolean {
  const start = word.lastIndexOf('-', at - 1) + 1
  const end = word.indexOf('-', at)
  return (end === -1 ? word.length : end) - start >= 4
}
