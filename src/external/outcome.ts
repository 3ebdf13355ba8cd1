/**
 * What the check of one external URL found (src/external/probe.ts), plain data: the cache keeps the lasting ones
 * (`isLasting`), and the `link-external` rule turns each into a message.
 */
import type { Position } from 'unist'
import type { VFile } from 'vfile'

export type ExternalOutcome =
  /** A 2xx answer, after `redirects` redirects. */
  | { kind: 'ok'; status: number; redirects: number }
  /** A 4xx or 5xx answer (429 aside), at `finalUrl` when redirects led there. */
  | { kind: 'broken'; status: number; finalUrl?: string }
  /** The redirects came back to a URL already visited: `chain` from the first URL to the repeated one. */
  | { kind: 'redirect-loop'; chain: string[] }
  /** More redirects than the limit. */
  | { kind: 'too-many-redirects'; limit: number; lastUrl: string }
  /** A redirect with no usable `Location`, or to a scheme that is not the web's. */
  | { kind: 'bad-redirect'; status: number; location: string }
  /** 429 Too Many Requests still, after the retries (or a `Retry-After` longer than the check may wait). */
  | { kind: 'rate-limited'; retries: number; retryAfter?: number }
  /** No answer within the time limit of one request, in seconds. */
  | { kind: 'timeout'; seconds: number }
  /** No connection, or one broken before the answer: why, in a few words. */
  | { kind: 'unreachable'; reason: string }
  /** Written so that no request can be made of it (`https://exa mple.com`). */
  | { kind: 'invalid-url' }
  /** The check's overall time limit ran out before this URL was checked. */
  | { kind: 'not-checked'; seconds: number }

/**
 * Outcomes that say something about the URL itself, kept by the cache for their lifetime. A timeout, a lost
 * connection, a rate limit or an unfinished check says more about the moment: they are checked again next time.
 */
export function isLasting(outcome: ExternalOutcome): boolean {
  return outcome.kind === 'ok' || outcome.kind === 'broken' || outcome.kind === 'redirect-loop' || outcome.kind === 'too-many-redirects' || outcome.kind === 'bad-redirect' || outcome.kind === 'invalid-url'
}

/** Where external results are kept between checks (`--cache`): src/cache/page-cache.ts. */
export interface ExternalLinkStore {
  /** The lasting outcome kept for this URL, checked under `key`, when it is younger than `maxAgeSeconds`. */
  lookupExternal(url: string, key: string, maxAgeSeconds: number, now: number): ExternalOutcome | undefined
  /** Keeps a lasting outcome, checked at `checkedAt` (milliseconds since the epoch). */
  storeExternal(url: string, key: string, outcome: ExternalOutcome, checkedAt: number): void
}

/** Where an external URL is written: a page's link or image, or a value of docs.json. */
export interface ExternalReference {
  /** The URL as written, fragment included. */
  url: string
  /** What it is, for the message: `Link`, `Image`, `<video src>`, ... */
  via: string
  file: VFile
  place: Position
}

/** A reference and what checking its URL found: the `link-external` rule reports them (src/site/model.ts `external`). */
export interface ExternalFinding {
  reference: ExternalReference
  outcome: ExternalOutcome
}
