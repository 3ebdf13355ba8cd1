/**
 * Slashes trimmed from the ends of paths and URLs in one pass: a regular expression such as `/\/+$/` tries every
 * start in a long run of `/` and is quadratic on it (a redirect destination of 200,000 `/` took 28 s).
 */

/** `/a/b//` → `/a/b`; `///` → ``. */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length
  while (end > 0 && text[end - 1] === '/') end--
  return text.slice(0, end)
}

/** `//a/b/` → `a/b`. */
export function withoutEdgeSlashes(text: string): string {
  let start = 0
  while (start < text.length && text[start] === '/') start++
  return withoutTrailingSlashes(text.slice(start))
}

/** `/a/b//` → `/a/b`, but a path of slashes alone keeps its first: `///` → `/`. */
export function withoutTrailingSlashesKeepingOne(text: string): string {
  const trimmed = withoutTrailingSlashes(text)
  return trimmed === '' ? text.slice(0, 1) : trimmed
}
