import { compileRedirectSource, literalPathOf, matchRedirect, MAX_URL_LENGTH, type RedirectPattern } from './redirect-pattern.js'
import { oncePer } from '../util/once-per.js'
import { withoutTrailingSlashes } from '../util/slashes.js'
import type { SchemaProblem } from '../config/schema.js'

/** A redirect of docs.json (`{"source": "/old", "destination": "/new"}`), with its source compiled (src/site/redirect-pattern.ts). */
export interface Redirect {
  source: string
  destination: string
  pattern: RedirectPattern
}

/** The redirects a docs.json declares, read from its raw value (sites in either format have them); a source that is not a pattern is left out. */
export function redirectsOf(value: unknown): Redirect[] {
  return declaredRedirects(value).flatMap(({ source, destination }) => {
    const pattern = compileRedirectSource(source)
    return pattern && 'program' in pattern ? [{ source, destination, pattern }] : []
  })
}

/**
 * A `config-schema` problem for each redirect source that is no pattern (`/(.*):a[.**`), at the source. A query
 * or an anchor in a source is `redirect-source`'s to report.
 */
export function redirectProblems(value: unknown): SchemaProblem[] {
  return declaredRedirects(value).flatMap(({ source, index }) => {
    const compiled = compileRedirectSource(source)
    if (!compiled || 'program' in compiled || compiled.kind) return []
    const explanation = `is not a redirect path: at character ${compiled.index + 1}, it ${compiled.reason}`
    return [{ kind: 'pattern', path: ['redirects', index, 'source'], actual: source, explanation }]
  })
}

/** The redirects of docs.json whose source and destination are strings, with their index in `redirects`. */
export function declaredRedirects(value: unknown): { source: string; destination: string; index: number }[] {
  const list = value && typeof value === 'object' ? (value as { redirects?: unknown }).redirects : undefined
  if (!Array.isArray(list)) return []
  return list.flatMap((item: unknown, index) => {
    const { source, destination } = (item && typeof item === 'object' ? item : {}) as { source?: unknown; destination?: unknown }
    return typeof source === 'string' && typeof destination === 'string' ? [{ source, destination, index }] : []
  })
}

/** Where a site URL redirects to, with its parameters filled in, or undefined when no redirect matches. */
export function redirectTarget(redirects: Redirect[], url: string): string | undefined {
  if (url.length > MAX_URL_LENGTH) return undefined
  const { exact, withParameters } = indexOf(redirects)
  // The first redirect that matches wins: an exact source, unless a source with parameters before it matches too.
  const exactAt = exact.get(withoutTrailingSlashes(url) || '/') ?? redirects.length
  for (const at of withParameters) {
    if (at > exactAt) break
    const values = matchRedirect(redirects[at].pattern, url)
    if (values) return fillIn(redirects[at].destination, values)
  }
  return exactAt < redirects.length ? fillIn(redirects[exactAt].destination, new Map()) : undefined
}

/**
 * A site's redirects, those with an exact source indexed by its path (the first of each): a site with hundreds of
 * redirects, most of them exact, looks each of its thousands of links up once instead of in every redirect.
 */
const indexOf = oncePer((redirects: Redirect[]) => {
  const exact = new Map<string, number>()
  const withParameters: number[] = []
  redirects.forEach((redirect, at) => {
    const literal = literalPathOf(redirect.pattern)
    if (literal === undefined) withParameters.push(at)
    else if (!exact.has(literal)) exact.set(literal, at)
  })
  return { exact, withParameters }
})

/**
 * The destination with each `:name` (`:name*`, `:name+`, `:name?`) and `*` it shares with the source replaced by
 * the value matched; a parameter that matched nothing takes its `/` along (`/v2/:slug*` → `/v2`).
 */
function fillIn(destination: string, values: Map<string, string>): string {
  return destination.replace(/(\/?):(\w+)[*+?]?|\*/g, (written: string, slash: string | undefined, name: string | undefined) => {
    const value = values.get(name ?? '*')
    if (value === undefined) return written
    return value === '' && name !== undefined ? '' : `${slash ?? ''}${value}`
  })
}
