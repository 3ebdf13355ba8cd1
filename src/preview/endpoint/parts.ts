/**
 * The pieces every endpoint page has, whether the spec or the page itself describes the endpoint: the
 * method and URL bar, section headings (in "On this page" too), the credential's description, and the
 * request a code sample shows.
 */
import { h } from 'hastscript'
import type { Element } from 'hast'
import type { TocEntry } from '../content.js'
import type { RequestShape } from './code-samples.js'
import type { AuthSetting } from './settings.js'
import { withoutTrailingSlashes } from '../../util/slashes.js'

/** The method badge, and the URL: the base URL (all of them in the playground's chooser) before the path. */
export function methodBar(method: string, path: string, baseUrl: string | undefined): Element {
  return h('div.endpoint-bar', [
    h(`span.method.method-${method.toLowerCase()}`, method),
    h('code.endpoint-url', [baseUrl ? h('span.endpoint-base', withoutTrailingSlashes(baseUrl)) : undefined, h('span.endpoint-path', path)].filter((item) => item !== undefined))
  ])
}

/** Section headings with ids that no heading of the page's own content has, listed for "On this page". */
export class Sections {
  private readonly taken: Set<string>
  readonly toc: TocEntry[] = []

  constructor(existing: TocEntry[]) {
    this.taken = new Set(existing.map((entry) => entry.slug))
  }

  /** `name` gives the id its words when the text alone would make a poor one (`response-200` for `200`). */
  heading(depth: 2 | 3, text: string, { inToc = depth === 2, name = text }: { inToc?: boolean; name?: string } = {}): Element {
    const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'section'
    let slug = base
    for (let count = 1; this.taken.has(slug); count++) slug = `${base}-${count}`
    this.taken.add(slug)
    if (inToc) this.toc.push({ depth, text, slug })
    return h(`h${depth}`, { id: slug }, [text, h('a.heading-anchor', { href: `#${slug}`, ariaLabel: `Link to ${text}` }, '#')])
  }
}

/** Where the credential goes, and what a code sample writes there instead of the reader's own. */
export function credentialPlace(auth: AuthSetting): { in: 'header' | 'query'; name: string; placeholder: string; description: string } {
  if (auth.method === 'basic') {
    return { in: 'header', name: 'Authorization', placeholder: 'Basic <encoded-value>', description: 'Basic authentication: `Basic <encoded-value>`, where `<encoded-value>` is the base64 encoding of `username:password`.' }
  }
  if (auth.method === 'key') {
    const place = auth.in ?? 'header'
    return { in: place, name: auth.name ?? 'api-key', placeholder: '<api-key>', description: `Your API key, in the ${place === 'query' ? 'query parameter' : 'header'} \`${auth.name ?? 'api-key'}\`.` }
  }
  return { in: 'header', name: 'Authorization', placeholder: 'Bearer <token>', description: 'Bearer authentication: `Bearer <token>`, where `<token>` is your auth token.' }
}

/** The request a code sample shows: the credential as its placeholder, required query, header and cookie values as examples. */
export function requestShape(method: string, url: string, auth: AuthSetting | undefined, parameters: { name: string; in: string; value: string }[], body?: RequestShape['body']): RequestShape {
  const query = parameters.filter((parameter) => parameter.in === 'query').map((parameter): [string, string] => [parameter.name, parameter.value])
  const headers = parameters.filter((parameter) => parameter.in === 'header').map((parameter): [string, string] => [parameter.name, parameter.value])
  const cookies = parameters.filter((parameter) => parameter.in === 'cookie').map((parameter): [string, string] => [parameter.name, parameter.value])
  if (auth) {
    const place = credentialPlace(auth)
    if (place.in === 'query') query.push([place.name, place.placeholder])
    else headers.unshift([place.name, place.placeholder])
  }
  return { method, url, query, headers, cookies, body }
}
