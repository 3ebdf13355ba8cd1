/**
 * Where a site's API is, and where a page written for an endpoint sends its requests. The API is at the base
 * URLs of docs.json (`api.baseUrl`, `api.mdx.server`) and the servers of the OpenAPI specs: the playground
 * sends the reader's credential there without asking, and `api-origin` warns on an `api:` page that sends
 * requests anywhere else.
 */
import { siteServers } from '../openapi/servers.js'
import type { Site } from './model.js'

/** The base URLs of docs.json, then the servers of the specs, each once. */
export function apiUrlsOf(site: Site): string[] {
  const baseUrls = site.settings?.baseUrls.urls.map((url) => url.value) ?? []
  return [...new Set([...baseUrls, ...siteServers(site.openapi)])]
}

/** An `http:` or `https:` URL's origin (`https://api.example.com`, lower case, no default port); undefined for anything else. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/** `api: POST https://api.example.com/users` (or a path after the base URL), as a page written for an endpoint gives it. */
export interface ManualEndpoint {
  method: string
  url: string
}

const METHOD_AND_URL = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE)\s+(\S+)$/i

/** The endpoint of an `api:` value, when it is `METHOD url`. */
export function manualEndpointOf(written: unknown): ManualEndpoint | undefined {
  const match = typeof written === 'string' ? METHOD_AND_URL.exec(written.trim()) : null
  return match ? { method: match[1].toUpperCase(), url: match[2] } : undefined
}

/** An absolute `api:` URL as its base (scheme and host) and the rest (`/` at least); undefined for a path after the base URL. */
export function absoluteParts(url: string): { base: string; path: string } | undefined {
  const match = /^(https?:\/\/[^/?#]+)(.*)$/i.exec(url)
  return match ? { base: match[1], path: match[2] || '/' } : undefined
}
