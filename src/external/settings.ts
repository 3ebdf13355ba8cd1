/**
 * How external links are checked (`docslint check --check-external`), from `externalLinks` in `.docslintrc`
 * (schemas/docslintrc.schema.json). The defaults follow lychee and markdown-link-check: a few requests at once
 * to one host, so that a site with hundreds of links to GitHub is not refused as a flood.
 */
import { Minimatch } from 'minimatch'

export interface ExternalLinkSettings {
  /** Host patterns (`example.com`, `*.example.com`): when given, only links to these hosts are checked. */
  allow?: string[]
  /** Host patterns whose links are never checked (an intranet, a site that refuses robots). */
  deny?: string[]
  /** Seconds one request may take. */
  timeout?: number
  /** Seconds the whole external check may take; the links not checked by then are said to be unchecked. */
  totalTimeout?: number
  /** Redirects followed from one link before it is reported. */
  maxRedirects?: number
  /** Tries again after a 429 answer, waiting as its `Retry-After` asks. */
  retries?: number
  /** The longest `Retry-After` waited for, in seconds: a longer one is reported as rate-limited at once. */
  maxRetryWait?: number
  /** Requests at once to one host. */
  perHost?: number
  /** Requests at once in all. */
  concurrency?: number
  /** Seconds a result is reused with `--cache`. */
  cacheMaxAge?: number
}

export type ResolvedExternalSettings = Required<Omit<ExternalLinkSettings, 'allow' | 'deny'>> & Pick<ExternalLinkSettings, 'allow' | 'deny'>

export const DEFAULT_EXTERNAL_SETTINGS: ResolvedExternalSettings = {
  timeout: 10,
  totalTimeout: 300,
  maxRedirects: 5,
  retries: 2,
  maxRetryWait: 30,
  perHost: 2,
  concurrency: 16,
  cacheMaxAge: 24 * 60 * 60
}

export function resolvedExternalSettings(given: ExternalLinkSettings | undefined): ResolvedExternalSettings {
  return { ...DEFAULT_EXTERNAL_SETTINGS, ...given }
}

/** Whether the settings let a URL's host be checked: not denied, and allowed when an allow list is given. */
export function hostChecked(url: URL, settings: Pick<ExternalLinkSettings, 'allow' | 'deny'>): boolean {
  const matches = (patterns: string[]) => patterns.some((pattern) => hostMatches(pattern, url))
  if (settings.deny && matches(settings.deny)) return false
  return settings.allow === undefined || matches(settings.allow)
}

const hostGlobs = new Map<string, Minimatch>()

/** A pattern is matched against the host name and against host:port, without regard to case. */
function hostMatches(pattern: string, url: URL): boolean {
  let glob = hostGlobs.get(pattern)
  if (!glob) hostGlobs.set(pattern, (glob = new Minimatch(pattern.toLowerCase(), { dot: true, nocase: true })))
  return glob.match(url.hostname) || glob.match(url.host)
}
