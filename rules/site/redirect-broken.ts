/**
 * A redirect sends readers of an old URL to its `destination`; when nothing is there, every old bookmark, search
 * result and link to the old URL ends on a "page not found". A destination is read as a link from the site root
 * is (`link-broken`): a page, a page that an `openapi` element generates, a file of the site (`/files/guide.pdf`),
 * or the source of a further redirect, followed to its end (a chain that comes back to a URL it passed is a loop,
 * reported too). The anchor and query of a destination are not part of where it leads; an external destination
 * (`https://...`) is not checked.
 *
 * A destination with the source's parameters (`/v2/:slug*`, `/new/article-*`) leads to a different URL for each
 * URL the source matches: it is reported only when no page, generated page or file of the site matches it at all.
 * Where another redirect's wildcard source may serve it, whether it leads somewhere cannot be told, and it is
 * not reported.
 *
 * ## Fails
 *
 * The page moved to `guides/webhooks`, not `guides/webhook`:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/webhooks"] }],
 *   "redirects": [{ "source": "/webhooks", "destination": "/guides/webhook" }]
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * Install the SDK, then send your first invoice.
 * ```
 *
 * ```mdx guides/webhooks.mdx
 * ---
 * title: "Webhooks"
 * description: "Get notified when an invoice is paid."
 * ---
 *
 * Acme sends at most 10 events a second.
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/webhooks"] }],
 *   "redirects": [
 *     { "source": "/webhooks", "destination": "/guides/webhooks#retries" },
 *     { "source": "/v1/guides/:slug*", "destination": "/guides/:slug*" },
 *     { "source": "/status", "destination": "https://status.acme.dev" }
 *   ]
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * Install the SDK, then send your first invoice.
 * ```
 *
 * ```mdx guides/webhooks.mdx
 * ---
 * title: "Webhooks"
 * description: "Get notified when an invoice is paid."
 * ---
 *
 * ## Retries
 *
 * Acme sends at most 10 events a second.
 * ```
 */
import { lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { defineSiteRule } from '../../src/site/rule.js'
import type { Site } from '../../src/site/model.js'
import { closestPageUrl, leadsSomewhere } from '../../src/site/links.js'
import { generatedUrls } from '../../src/site/generated-endpoints.js'
import { declaredRedirects, redirectTarget } from '../../src/site/redirects.js'
import { compileRedirectSource, matchRedirect, type RedirectPattern } from '../../src/site/redirect-pattern.js'
import { resolveLink } from '../../src/site/url.js'
import { isInside } from '../../src/site/root.js'
import { isPagePath } from '../../src/page/kind.js'

export const redirectBroken = defineSiteRule(
  { id: 'redirect-broken', description: 'a redirect destination must lead to a page or file of the site', severity: 'error' },
  (site, { report }) => {
    const document = site.document
    if (!document) return
    const declared = declaredRedirects(document.value)
    const unread = unreadSourcePrefixes(declared)
    for (const { destination, index } of declared) {
      const resolved = resolveLink(destination, '/')
      if (resolved.kind === 'external') continue
      const name = `\`redirects[${index}].destination\` is \`${destination}\``
      const place = document.rangeOf(['redirects', index, 'destination'])
      if (hasParameters(resolved.url)) {
        if (patternLeadsNowhere(site, declared, resolved.url)) report(`${name}, which matches no page or file of the site: every URL its source sends there leads nowhere`, { place })
        continue
      }
      const end = follow(site, unread, resolved.url)
      if (end.kind === 'nowhere') {
        const via = end.url === resolved.url ? '' : `, which redirects on to \`${end.url}\``
        report(`${name}${via}, which is no page or file of the site`, { place, suggestion: closestPageUrl(site, end.url) })
      } else if (end.kind === 'loop') {
        report(`${name}, which redirects in a loop that never reaches a page: ${end.through.map((url) => `\`${url}\``).join(' → ')}`, { place })
      }
    }
  }
)

/** Redirects followed at most this many times: browsers give up after 20. */
const MAX_HOPS = 20

type End = { kind: 'somewhere' } | { kind: 'unknown' } | { kind: 'nowhere'; url: string } | { kind: 'loop'; through: string[] }

/** Where a reader sent to `url` ends, following the redirects of docs.json (`unread`: unreadSourcePrefixes). */
function follow(site: Site, unread: string[], url: string): End {
  const passed: string[] = []
  let current = url
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (leadsSomewhere(site, current, isFileUrl(current))) return { kind: 'somewhere' }
    if (passed.includes(current)) return { kind: 'loop', through: [...passed, current] }
    passed.push(current)
    const next = redirectTarget(site.redirects, current)
    if (next === undefined) return unread.some((prefix) => mayOverlap(prefix, current)) ? { kind: 'unknown' } : { kind: 'nowhere', url: current }
    const resolved = resolveLink(next, '/')
    if (resolved.kind === 'external' || hasParameters(resolved.url)) return { kind: 'unknown' }
    current = resolved.url
  }
  return { kind: 'unknown' }
}

type Declared = ReturnType<typeof declaredRedirects>[number]

/** A destination path that still names a parameter or wildcard (`:slug*`, `*`, a `(...)` group). */
const hasParameters = (url: string) => /[:*({]/.test(url)

/** A URL with a file ending (`/files/guide.pdf`) is served as that file. */
const isFileUrl = (url: string) => path.posix.extname(url) !== ''

/** What a pattern starts with before its first parameter: every URL it matches starts so. */
const literalPrefix = (pattern: string) => pattern.slice(0, pattern.search(/[:*({\\]|$/))

/** Whether one of two prefixes continues the other: then some URL may start with both. */
const mayOverlap = (a: string, b: string) => a.startsWith(b) || b.startsWith(a)

/**
 * The literal prefixes of the sources docslint does not evaluate (a `(...)` group): such a redirect may serve any URL
 * its prefix overlaps, and then nothing can be told. Worked out once per run, not for every destination.
 */
function unreadSourcePrefixes(declared: Declared[]): string[] {
  return declared.filter(({ source }) => compileRedirectSource(source) === undefined).map(({ source }) => literalPrefix(source))
}

/**
 * Whether a destination with parameters certainly leads nowhere: no page or generated page matches it, no
 * redirect source can (a source with parameters that may share URLs with it leaves the answer open), and no
 * file under the folder it starts in does.
 */
function patternLeadsNowhere(site: Site, declared: Declared[], destination: string): boolean {
  const pattern = compileRedirectSource(destination)
  if (!pattern || !('program' in pattern)) return false
  const matches = (url: string) => matchRedirect(pattern, url) !== undefined
  if ([...site.pageByUrl.keys()].some(matches) || [...generatedUrls(site)].some(matches)) return false
  const prefix = literalPrefix(destination)
  for (const { source } of declared) {
    const literal = !hasParameters(source) && !/[\\#?]/.test(source)
    if (literal ? matches(source) : mayOverlap(literalPrefix(source), prefix)) return false
  }
  return filesMatching(site.root, prefix, pattern) === 'none'
}

/** Files looked at under one folder before the answer is left open. */
const MAX_FILES = 5000

/**
 * Whether a file (not a page) under the folder of `prefix` matches the pattern; `unknown` when there are too many
 * to look at, or a symbolic link may be or hold one (it is not followed: it may lead out of the root).
 */
function filesMatching(root: string, prefix: string, pattern: RedirectPattern): 'some' | 'none' | 'unknown' {
  const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1)
  const start = path.resolve(root, '.' + folder)
  if (!isInside(start, root)) return 'unknown'
  const pending = [start]
  let seen = 0
  while (pending.length > 0) {
    const at = pending.pop()!
    let names: string[]
    try {
      names = readdirSync(at)
    } catch {
      continue // a folder that is not there holds no file
    }
    for (const name of names) {
      if (++seen > MAX_FILES) return 'unknown'
      const file = path.join(at, name)
      const sitePath = '/' + path.relative(root, file).split(path.sep).join('/')
      const stat = lstatSync(file, { throwIfNoEntry: false })
      if (!stat) continue
      if (stat.isSymbolicLink()) {
        if (mayOverlap(prefix, sitePath) || matchRedirect(pattern, sitePath)) return 'unknown'
      } else if (stat.isDirectory()) {
        pending.push(file)
      } else if (!isPagePath(name) && matchRedirect(pattern, sitePath)) {
        return 'some'
      }
    }
  }
  return 'none'
}
