/**
 * Checks one external URL the way lychee and markdown-link-check do: a HEAD request first (no body to
 * download), a GET when the server refuses HEAD (405, 403 or 501); redirects followed one by one up to a limit,
 * with a loop reported as such; a 429 answer tried again after the `Retry-After` it asks for (bounded); 2xx is
 * alive, 4xx and 5xx are broken. The fragment is no part of the request: a server never sees it.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { packageJson } from '../util/package.js'
import type { ExternalOutcome } from './outcome.js'
import type { ResolvedExternalSettings } from './settings.js'

/** The answers by which a server says it does not take HEAD requests (or not from robots): GET is tried. */
const HEAD_REFUSED = new Set([405, 403, 501])
const REDIRECTS = new Set([301, 302, 303, 307, 308])
const TOO_MANY_REQUESTS = 429
/** Without `Retry-After`, the waits before each retry of a 429, in seconds (then the last, again). */
const RETRY_WAITS = [1, 2, 4]

const headers = { 'user-agent': `docslint/${packageJson.version} (link checker; +${packageJson.homepage})`, accept: '*/*' }

/** What one probe needs beyond the URL: the settings, and the signal of the check's overall time limit. */
export interface ProbeContext {
  settings: ResolvedExternalSettings
  /** Aborts when the whole external check is out of time. */
  overall: AbortSignal
}

export async function probe(url: string, context: ProbeContext): Promise<ExternalOutcome> {
  const visited = [withoutFragment(url)]
  for (let redirects = 0; ; redirects++) {
    const current = visited.at(-1)!
    const answer = await answerOf(current, context)
    if ('kind' in answer) return answer
    const { status, location } = answer
    if (!REDIRECTS.has(status)) return finalOutcome(status, redirects, redirects > 0 ? current : undefined)
    const next = location === null ? undefined : nextUrl(location, current)
    if (next === undefined) return { kind: 'bad-redirect', status, location: location ?? '' }
    if (visited.includes(next)) return { kind: 'redirect-loop', chain: [...visited, next] }
    if (redirects + 1 > context.settings.maxRedirects) return { kind: 'too-many-redirects', limit: context.settings.maxRedirects, lastUrl: current }
    visited.push(next)
  }
}

function finalOutcome(status: number, redirects: number, finalUrl: string | undefined): ExternalOutcome {
  if (status >= 200 && status < 300) return { kind: 'ok', status, redirects }
  return finalUrl === undefined ? { kind: 'broken', status } : { kind: 'broken', status, finalUrl }
}

/** The URL a redirect's `Location` leads to, resolved from the current one; undefined when it is not http(s). */
function nextUrl(location: string, from: string): string | undefined {
  try {
    const next = new URL(location, from)
    return next.protocol === 'http:' || next.protocol === 'https:' ? withoutFragment(next.href) : undefined
  } catch {
    return undefined
  }
}

export function withoutFragment(url: string): string {
  const parsed = new URL(url)
  parsed.hash = ''
  return parsed.href
}

type Answer = { status: number; location: string | null }

/** The answer at one URL: HEAD, or GET when HEAD is refused, each tried again while the server answers 429. */
async function answerOf(url: string, context: ProbeContext): Promise<Answer | ExternalOutcome> {
  const head = await withRetries(url, 'HEAD', context)
  if ('kind' in head || !HEAD_REFUSED.has(head.status)) return head
  return withRetries(url, 'GET', context)
}

async function withRetries(url: string, method: 'HEAD' | 'GET', context: ProbeContext): Promise<Answer | ExternalOutcome> {
  for (let retry = 0; ; retry++) {
    const answer = await requestOnce(url, method, context)
    if ('kind' in answer || answer.status !== TOO_MANY_REQUESTS) return answer
    const asked = retryAfterSeconds(answer.retryAfter)
    const wait = asked ?? RETRY_WAITS[Math.min(retry, RETRY_WAITS.length - 1)]
    if (retry >= context.settings.retries || wait > context.settings.maxRetryWait) return { kind: 'rate-limited', retries: retry, ...(asked === undefined ? {} : { retryAfter: asked }) }
    try {
      await sleep(wait * 1000, undefined, { signal: context.overall })
    } catch {
      return { kind: 'not-checked', seconds: context.settings.totalTimeout }
    }
  }
}

/**
 * One request, without following redirects, its body left unread. Its time limit is the setting's, or what is
 * left of the check's; a failure before the answer is said in a few words.
 */
async function requestOnce(url: string, method: 'HEAD' | 'GET', context: ProbeContext): Promise<(Answer & { retryAfter: string | null }) | ExternalOutcome> {
  const own = AbortSignal.timeout(context.settings.timeout * 1000)
  try {
    const response = await fetch(url, { method, redirect: 'manual', headers, signal: AbortSignal.any([own, context.overall]) })
    await response.body?.cancel().catch(() => undefined)
    return { status: response.status, location: response.headers.get('location'), retryAfter: response.headers.get('retry-after') }
  } catch (error) {
    if (context.overall.aborted) return { kind: 'not-checked', seconds: context.settings.totalTimeout }
    if (own.aborted) return { kind: 'timeout', seconds: context.settings.timeout }
    return { kind: 'unreachable', reason: failureReason(error) }
  }
}

/** `Retry-After` as seconds to wait: a number of seconds, or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined
  if (/^\s*\d+\s*$/.test(value)) return Number(value)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

/** Node's fetch fails with "fetch failed" and the real reason as its cause (a system error's code). */
const reasons: Record<string, string> = {
  ECONNRESET: 'the connection was reset',
  ECONNREFUSED: 'the connection was refused',
  ENOTFOUND: 'the host name is not found',
  EAI_AGAIN: 'the host name could not be looked up',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  UND_ERR_SOCKET: 'the connection was closed before the answer',
  UND_ERR_HEADERS_OVERFLOW: 'the answer’s headers are too large',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another host'
}

function failureReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  // The fetch standard's list of ports of other protocols (25 for mail, 9 discard, ...), which fetch never requests.
  if (cause?.message === 'bad port') return 'its port is one that web clients refuse to request (it belongs to another protocol, such as 25 for mail)'
  const code = cause?.code
  if (code && reasons[code]) return `${reasons[code]} (${code})`
  return code ? `${cause?.message ?? code} (${code})` : (cause?.message ?? (error as Error).message ?? String(error))
}
