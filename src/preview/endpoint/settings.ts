/**
 * The API settings of docs.json as endpoint pages and the playground read them, the same from either format:
 * the seed's `api.baseUrl`, `api.auth` and `api.playground.mode`, the current format's `api.mdx.server`,
 * `api.mdx.auth` and `api.playground.display`; a page's `playground` and `authMethod` front matter override
 * them for that page, as the site generator documents.
 */
import type { Site, SitePage } from '../../site/model.js'
import { own } from '../../util/own.js'
import { apiUrlsOf } from '../../site/api-urls.js'

/** How much of the playground a page shows: the form that sends requests, the endpoint alone, or neither. */
export type PlaygroundMode = 'interactive' | 'simple' | 'none'

export type AuthMethod = 'bearer' | 'basic' | 'key'

/** How the playground asks for a credential and sends it. */
export interface AuthSetting {
  method: AuthMethod
  /** `key`: the header or query parameter; `basic`: `user:pass`, the names of the two fields. */
  name?: string
  /** What the credential input holds before the reader types. */
  inputPrefix?: string
  /** `key`: where the key goes (the spec's `apiKey` scheme says; docs.json's key is a header). */
  in?: 'header' | 'query'
}

export interface ApiSettings {
  format: 'legacy' | 'current'
  /** Base URLs for pages that do not name their own (`api.baseUrl`, `api.mdx.server`), in the order written. */
  baseUrls: string[]
  /** Where the playground sends the reader's credential without asking: the base URLs and the specs' servers. */
  apiUrls: string[]
  auth?: AuthSetting
  playground: PlaygroundMode
}

type Node = Record<string, unknown>
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value)

const SEED_MODES: Record<string, PlaygroundMode> = { show: 'interactive', simple: 'simple', hide: 'none' }
const DISPLAYS: Record<string, PlaygroundMode> = { interactive: 'interactive', simple: 'simple', none: 'none' }

/** docs.json's API settings; a site whose docs.json could not be read gets the defaults. */
export function apiSettingsOf(site: Site): ApiSettings {
  const value = site.configFile.data.siteConfig?.value
  const format = site.settings?.format === 'current' ? 'current' : 'legacy'
  const api = isNode(value) && isNode(value.api) ? value.api : {}
  const playground = isNode(api.playground) ? api.playground : {}
  const urls = { baseUrls: site.settings?.baseUrls.urls.map((url) => url.value) ?? [], apiUrls: apiUrlsOf(site) }
  if (format === 'current') {
    const mdx = isNode(api.mdx) ? api.mdx : {}
    return { format, ...urls, auth: authOf(mdx.auth), playground: own(DISPLAYS, String(playground.display)) ?? 'interactive' }
  }
  return { format, ...urls, auth: authOf(api.auth), playground: own(SEED_MODES, String(playground.mode)) ?? 'interactive' }
}

function authOf(value: unknown): AuthSetting | undefined {
  if (!isNode(value) || !['bearer', 'basic', 'key'].includes(String(value.method))) return undefined
  return {
    method: value.method as AuthMethod,
    name: typeof value.name === 'string' && value.name.trim() !== '' ? value.name : undefined,
    inputPrefix: typeof value.inputPrefix === 'string' ? value.inputPrefix : undefined
  }
}

/** The playground mode on one page: its `playground` front matter (either format's words), else docs.json's. */
export function pagePlayground(settings: ApiSettings, page: SitePage | undefined): PlaygroundMode {
  const written = page?.facts.frontmatter?.data?.playground
  return (typeof written === 'string' ? (own(DISPLAYS, written) ?? own(SEED_MODES, written)) : undefined) ?? settings.playground
}

/** The page's `authMethod` front matter: `none` takes the credential away; another method replaces docs.json's. */
export function pageAuth(auth: AuthSetting | undefined, page: SitePage | undefined): AuthSetting | undefined {
  const written = page?.facts.frontmatter?.data?.authMethod
  if (written === 'none') return undefined
  if (written === 'bearer' || written === 'basic' || written === 'key') return { ...auth, method: written }
  return auth
}
