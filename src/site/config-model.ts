/**
 * What the site checks read of docs.json, the same from either format: colours, files it names, API specs,
 * the playground's authentication and the divisions of the navigation, each with its place in docs.json.
 * Rules read these fields and never compute a path of one format's JSON.
 */
import type { Position } from 'unist'
import type { JsonDocument, Segment } from '../config/json.js'
import type { ConfigFormat } from '../config/format.js'
import { DIVISIONS, type DivisionKind } from '../config/current-navigation.js'
import { hasScheme } from './url.js'
import { isDrivePath } from './root.js'

/** A string value of docs.json, what it is called in messages (`logo.dark`), and where it is written. */
export interface Placed {
  key: string
  value: string
  place: Position
}

/** A theme colour and the background it is shown on. */
export interface ThemeColour extends Placed {
  mode: 'light' | 'dark'
  background?: string
}

/**
 * A section of the site a reader picks: a seed-format anchor or tab (its pages are those under its `url`),
 * or a current-format division (tab, anchor, dropdown, version, language, product: its pages are those it lists).
 */
export interface SiteSection {
  kind: DivisionKind | 'anchor' | 'tab'
  name: string
  /** Where its name is written. */
  place: Position
  /** Seed format: the URL prefix of its pages, and where it is written. */
  url?: Placed
  /** Current format: where the division stands, the list it is one of, and what it holds. */
  path?: Segment[]
  list?: Segment[]
  href?: string
  /** Current format: whether it, or something inside it, names an OpenAPI or AsyncAPI spec that generates pages. */
  generates?: boolean
}

export interface SiteSettings {
  format: ConfigFormat
  colours: ThemeColour[]
  /** Local files docs.json names: the logo, the favicon, the background image. */
  assets: Placed[]
  /** The OpenAPI specs of `openapi` (seed format) or `api.openapi` (current format). */
  specs: Placed[]
  /** Current format: the `directory` of each `openapi`/`asyncapi` `{source, directory}`, the URL folder of the pages made from the spec. */
  directories: Placed[]
  /** The playground's authentication: `api.auth` (seed format) or `api.mdx.auth` (current format). */
  auth?: { key: string; method?: Placed; name?: string }
  /** The API's base URLs, in the order written: `api.baseUrl` (seed format) or `api.mdx.server` (current format), a URL or a list. */
  baseUrls: { key: string; urls: Placed[] }
  sections: SiteSection[]
  /** Seed format: the `versions` list, and every `version` an anchor or group names. */
  versions?: { listed: string[]; used: Placed[] }
}

type Node = Record<string, unknown>
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value)

/** URLs (`https:`, `data:`, `//cdn`) are not files of the site. */
export function isLocalPath(value: string): boolean {
  // A Windows drive path is a local file (outside the root), not a URL scheme.
  return isDrivePath(value) || !hasScheme(value)
}

type Mode = 'light' | 'dark'

/**
 * The theme colours as readers see them: `primary` in light mode, `light` in dark mode, `dark` (buttons) on
 * the light background. A site forced to one mode (`appearance.strict` with `appearance.default`, the seed's
 * `modeToggle.isHidden` with `modeToggle.default`) never shows the other mode's emphasis colour, and shows
 * its buttons on the forced mode's background.
 */
function themeColours(format: ConfigFormat, value: Node, colour: (key: string, mode: Mode) => ThemeColour[]): ThemeColour[] {
  const forced = forcedMode(format, value)
  if (forced === 'dark') return [...colour('light', 'dark'), ...colour('dark', 'dark')]
  if (forced === 'light') return [...colour('primary', 'light'), ...colour('dark', 'light')]
  return [...colour('primary', 'light'), ...colour('light', 'dark'), ...colour('dark', 'light')]
}

function forcedMode(format: ConfigFormat, value: Node): Mode | undefined {
  const toggle = format === 'current' ? value.appearance : value.modeToggle
  if (!isNode(toggle) || (format === 'current' ? toggle.strict : toggle.isHidden) !== true) return undefined
  return toggle.default === 'dark' || toggle.default === 'light' ? toggle.default : undefined
}

export function siteSettingsOf(format: ConfigFormat, value: Node, document: JsonDocument): SiteSettings {
  const placed = (path: Segment[], item: unknown): Placed[] =>
    typeof item === 'string' && item !== '' ? [{ key: path.join('.'), value: item, place: document.rangeOf(path) }] : []
  const localFiles = (path: Segment[], item: unknown): Placed[] => {
    if (isNode(item)) return [...localFiles([...path, 'light'], item.light), ...localFiles([...path, 'dark'], item.dark)]
    return placed(path, item).filter((asset) => isLocalPath(asset.value))
  }
  const colors = isNode(value.colors) ? value.colors : {}
  const backgroundColours = format === 'current' ? (isNode(value.background) ? value.background.color : undefined) : colors.background
  const behind = isNode(backgroundColours) ? backgroundColours : {}
  const colour = (key: string, mode: Mode): ThemeColour[] =>
    placed(['colors', key], colors[key]).map((found) => ({ ...found, mode, background: typeof behind[mode] === 'string' ? behind[mode] : undefined }))
  const background = format === 'current' ? (isNode(value.background) ? value.background.image : undefined) : value.backgroundImage
  const api = isNode(value.api) ? value.api : {}
  const authAt = format === 'current' ? ['api', 'mdx', 'auth'] : ['api', 'auth']
  const auth = format === 'current' ? (isNode(api.mdx) ? api.mdx.auth : undefined) : api.auth
  const baseUrlAt = format === 'current' ? ['api', 'mdx', 'server'] : ['api', 'baseUrl']
  const baseUrls = format === 'current' ? (isNode(api.mdx) ? api.mdx.server : undefined) : api.baseUrl
  return {
    format,
    colours: themeColours(format, value, colour),
    assets: [
      ...localFiles(['logo'], value.logo),
      ...localFiles(['favicon'], value.favicon),
      ...localFiles([format === 'current' ? 'background' : 'backgroundImage', ...(format === 'current' ? ['image'] : [])], background)
    ],
    specs: format === 'current' ? [...specsOf(['api', 'openapi'], api.openapi, placed), ...navigationSpecs(value.navigation, ['navigation'], placed)] : specsOf(['openapi'], value.openapi, placed),
    directories: format === 'current' ? [...specDirectories(api, ['api'], placed), ...specDirectories(value.navigation, ['navigation'], placed)] : [],
    auth: isNode(auth)
      ? { key: authAt.join('.'), method: placed([...authAt, 'method'], auth.method)[0], name: typeof auth.name === 'string' ? auth.name : undefined }
      : undefined,
    baseUrls: { key: baseUrlAt.join('.'), urls: listed(baseUrlAt, baseUrls, placed).filter((url) => url.value.trim() !== '') },
    sections: format === 'current' ? currentSections(value.navigation, document) : legacySections(value, document),
    versions: format === 'legacy' ? legacyVersions(value, placed) : undefined
  }
}

/** The specs one `openapi` value names: a string, a list of strings, or `{source, directory}`. */
export function specsOf(at: Segment[], value: unknown, placed: (path: Segment[], item: unknown) => Placed[]): Placed[] {
  if (isNode(value)) return placed([...at, 'source'], value.source)
  return listed(at, value, placed)
}

/** The strings of a value that is a string or a list of strings. */
function listed(at: Segment[], value: unknown, placed: (path: Segment[], item: unknown) => Placed[]): Placed[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => placed([...at, index], item))
  return placed(at, value)
}

/** The specs that groups and divisions of a current-format navigation name in `openapi`, in the order written. */
function navigationSpecs(node: unknown, at: Segment[], placed: (path: Segment[], item: unknown) => Placed[]): Placed[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => navigationSpecs(item, [...at, index], placed))
  if (!isNode(node)) return []
  const own = 'openapi' in node ? specsOf([...at, 'openapi'], node.openapi, placed) : []
  return [...own, ...Object.entries(node).flatMap(([key, child]) => (key === 'openapi' || key === 'asyncapi' ? [] : navigationSpecs(child, [...at, key], placed)))]
}

/** The `directory` of every `openapi` and `asyncapi` `{source, directory}` at or below `node`, in the order written. */
function specDirectories(node: unknown, at: Segment[], placed: (path: Segment[], item: unknown) => Placed[]): Placed[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => specDirectories(item, [...at, index], placed))
  if (!isNode(node)) return []
  return Object.entries(node).flatMap(([key, child]) =>
    (key === 'openapi' || key === 'asyncapi') && isNode(child) ? placed([...at, key, 'directory'], child.directory) : specDirectories(child, [...at, key], placed)
  )
}

function legacySections(value: Node, document: JsonDocument): SiteSection[] {
  const sections = (key: 'anchors' | 'tabs', kind: 'anchor' | 'tab') =>
    (Array.isArray(value[key]) ? (value[key] as unknown[]) : []).flatMap((item, index): SiteSection[] => {
      if (!isNode(item)) return []
      const url = typeof item.url === 'string' ? { key: `${key}.${index}.url`, value: item.url, place: document.rangeOf([key, index, 'url']) } : undefined
      return [{ kind, name: String(item.name ?? ''), place: document.rangeOf([key, index, 'name']), url }]
    })
  return [...sections('anchors', 'anchor'), ...sections('tabs', 'tab')]
}

function legacyVersions(value: Node, placed: (path: Segment[], item: unknown) => Placed[]): SiteSettings['versions'] {
  const listed = (Array.isArray(value.versions) ? value.versions : []).filter((version): version is string => typeof version === 'string')
  const used: Placed[] = []
  ;(Array.isArray(value.anchors) ? value.anchors : []).forEach((anchor, index) => {
    if (isNode(anchor)) used.push(...placed(['anchors', index, 'version'], anchor.version))
  })
  const groups = (list: unknown[], at: Segment[]) => {
    list.forEach((item, index) => {
      if (!isNode(item)) return
      used.push(...placed([...at, index, 'version'], item.version))
      if (Array.isArray(item.pages)) groups(item.pages, [...at, index, 'pages'])
    })
  }
  if (Array.isArray(value.navigation)) groups(value.navigation, ['navigation'])
  return { listed, used }
}

/** Every division of a current-format navigation, outermost first, with the list it stands in. */
function currentSections(navigation: unknown, document: JsonDocument): SiteSection[] {
  const found: SiteSection[] = []
  const generates = (node: unknown): boolean =>
    isNode(node) ? 'openapi' in node || 'asyncapi' in node || Object.values(node).some(generates) : Array.isArray(node) && node.some(generates)
  const walk = (node: Node, at: Segment[]) => {
    for (const [key, nameKey] of Object.entries(DIVISIONS)) {
      const list = node[key]
      if (!Array.isArray(list)) continue
      list.forEach((child, index) => {
        if (!isNode(child)) return
        const path = [...at, key, index]
        const href = typeof child.href === 'string' ? child.href : undefined
        found.push({ kind: nameKey, name: String(child[nameKey] ?? ''), place: document.rangeOf([...path, nameKey]), path, list: [...at, key], href, generates: generates(child) })
        walk(child, path)
      })
    }
  }
  if (isNode(navigation)) walk(navigation, ['navigation'])
  return found
}
