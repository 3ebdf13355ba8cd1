import { currentSchema, validateCurrentConfig } from '../config/current-schema.js'
import { currentNavigationEntries } from '../config/current-navigation.js'
import { CURRENT_SCHEMA_URL } from '../config/format.js'
import type { SchemaNode } from '../config/schema.js'
import { navigationEntries } from '../site/navigation.js'
import { defined, migrateNavigation, type LegacyGroup, type LegacyNavigation, type LegacySection } from './navigation.js'
import { Notes } from './notes.js'
import { own } from '../util/own.js'

type Json = Record<string, unknown>

/** The current-format config, and what the migration left out or added. */
export interface Migration {
  config: Json
  notes: Notes
}

/** The colour a config gets when the old one had none: the current format requires `colors.primary`. */
export const DEFAULT_PRIMARY = '#16A34A'

/** Where each part of the new config goes, in the order a reader expects. */
const ORDER = [
  '$schema', 'theme', 'name', 'description', 'colors', 'logo', 'favicon', 'appearance', 'background', 'fonts',
  'navbar', 'navigation', 'footer', 'api', 'search', 'seo', 'integrations', 'banner', 'redirects'
]

/** Keys of the seed format whose values the current format takes as they are (checked after migration). */
const SAME_SHAPE: Record<string, string> = { redirects: 'redirects', banner: 'banner' }

/**
 * The current-format docs.json for a config in the seed's format (mint.json or a legacy docs.json), as
 * written: every key is carried over where the current format has a place for it, and named in the notes
 * where it has none. Values that the current schema would refuse are left out and noted too, so the result
 * always validates; its navigation names the same page entries as the old one.
 */
export function migrateConfig(old: Json): Migration {
  const notes = new Notes()
  const target: Json = { $schema: CURRENT_SCHEMA_URL, theme: 'mint' }
  const put = (path: string[], value: unknown) => {
    if (value === undefined) return
    let at = target
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Json
    at[path.at(-1)!] = value
  }

  const handled = new Set(['$schema', 'navigation', 'versions', 'anchors', 'tabs', 'topAnchor', 'primaryTab'])
  const mappers: Record<string, (value: unknown) => void> = {
    name: (value) => put(['name'], value),
    theme: () => notes.leftOut('theme', "the current format's themes are others: the new file has `mint`"),
    logo: (value) => put(['logo'], logoOf(value, notes)),
    favicon: (value) => put(['favicon'], value),
    colors: (value) => migrateColors(value as Json, put, notes),
    topbarLinks: (value) =>
      put(['navbar', 'links'], (value as { name: string; url: string }[]).map((link) => ({ label: link.name, href: link.url }))),
    topbarCtaButton: (value) => put(['navbar', 'primary'], primaryButton(value as Json, notes)),
    api: (value) => migrateApi(value as Json, put, notes),
    openapi: (value) => put(['api', 'openapi'], value),
    footerSocials: (value) => put(['footer', 'socials'], value),
    modeToggle: (value) => {
      const { default: mode, isHidden } = value as { default?: string; isHidden?: boolean }
      put(['appearance', 'default'], mode)
      put(['appearance', 'strict'], isHidden)
    },
    backgroundImage: (value) => put(['background', 'image'], value),
    analytics: (value) => migrateAnalytics(value as Json, put, notes),
    font: (value) => put(['fonts'], migrateFont(value as Json, 'font', notes)),
    seo: (value) => migrateSeo(value as Json, put, notes),
    metadata: (value) => put(['seo', 'metatags'], value),
    search: (value) => {
      const { prompt, ...rest } = value as Json
      put(['search', 'prompt'], prompt)
      for (const key of Object.keys(rest)) notes.leftOut(`search.${key}`, 'the current format has only `search.prompt`')
    },
    feedback: () => notes.leftOut('feedback', 'the current format has no feedback settings'),
    css: () => notes.leftOut('css', 'custom CSS is a `.css` file in the site now'),
    scripts: () => notes.leftOut('scripts', 'custom scripts are `.js` files in the site now'),
    rounded: () => notes.leftOut('rounded', 'the current format has no such setting')
  }
  for (const [key, to] of Object.entries(SAME_SHAPE)) mappers[key] = (value) => put([to], value)

  for (const [key, value] of Object.entries(old)) {
    if (handled.has(key) || value === undefined) continue
    const mapper = own(mappers, key)
    if (mapper) mapper(value)
    else notes.leftOut(key, 'not a key of the seed format')
  }
  put(['navigation'], migrateNavigation(legacyNavigation(old), notes))
  if ((target.colors as Json | undefined)?.primary === undefined) {
    put(['colors', 'primary'], DEFAULT_PRIMARY)
    notes.added(`\`colors.primary\` ${DEFAULT_PRIMARY}, which the current format requires`)
  }
  dropWhatTheSchemaRefuses(target, notes)
  assertSamePages(old, target)
  return { config: ordered(target), notes }
}

function legacyNavigation(old: Json): LegacyNavigation {
  return {
    navigation: (old.navigation ?? []) as LegacyGroup[],
    versions: old.versions as string[] | undefined,
    anchors: old.anchors as LegacySection[] | undefined,
    tabs: old.tabs as LegacySection[] | undefined,
    topAnchor: old.topAnchor as LegacyNavigation['topAnchor'],
    primaryTab: old.primaryTab as LegacyNavigation['primaryTab'],
    anchorColor: (old.colors as Json | undefined)?.anchors
  }
}

type Put = (path: string[], value: unknown) => void

/** The current format's logo object needs both modes: a one-mode logo serves both. */
function logoOf(value: unknown, notes: Notes): unknown {
  if (typeof value !== 'object' || value === null) return value
  const { light, dark, href } = value as { light?: string; dark?: string; href?: string }
  if (light === undefined && dark === undefined) {
    notes.leftOut('logo', 'a logo object needs `light` or `dark`')
    return undefined
  }
  return { light: light ?? dark, dark: dark ?? light, ...(href === undefined ? {} : { href }) }
}

function migrateColors(colors: Json, put: Put, notes: Notes): void {
  const { primary, light, dark, background, anchors: _anchors, ...rest } = colors
  put(['colors'], { ...defined({ primary, light, dark }) })
  put(['background', 'color'], background)
  for (const key of Object.keys(rest)) notes.leftOut(`colors.${key}`, 'not a colour of the seed format')
}

function primaryButton(button: Json, notes: Notes): Json | undefined {
  if (typeof button.url !== 'string') {
    notes.leftOut('topbarCtaButton', 'a button needs `url`')
    return undefined
  }
  if (button.type === 'github') return { type: 'github', href: button.url }
  return { type: 'button', ...defined({ label: button.name }), href: button.url }
}

const PLAYGROUND_DISPLAY: Record<string, string> = { show: 'interactive', simple: 'simple', hide: 'none' }

function migrateApi(api: Json, put: Put, notes: Notes): void {
  const { baseUrl, auth, playground, maintainOrder, ...rest } = api
  put(['api', 'mdx', 'server'], baseUrl)
  if (auth !== undefined) {
    const { method, name, inputPrefix } = auth as Json
    put(['api', 'mdx', 'auth'], defined({ method, name }))
    if (inputPrefix !== undefined) notes.leftOut('api.auth.inputPrefix', 'the current format has no input prefix')
  }
  const mode = (playground as Json | undefined)?.mode
  if (typeof mode === 'string') put(['api', 'playground', 'display'], PLAYGROUND_DISPLAY[mode])
  if (maintainOrder !== undefined) notes.leftOut('api.maintainOrder', 'the current format has no such setting')
  for (const key of Object.keys(rest)) notes.leftOut(`api.${key}`, 'not a key of the seed format')
}

/** Analytics providers become integrations of the same name, where the current format has that integration. */
function migrateAnalytics(analytics: Json, put: Put, notes: Notes): void {
  const known = Object.keys(integrationsSchema().properties ?? {})
  for (const [provider, settings] of Object.entries(analytics)) {
    if (known.includes(provider)) put(['integrations', provider], settings)
    else notes.leftOut(`analytics.${provider}`, 'the current format has no such integration')
  }
}

function integrationsSchema(): SchemaNode {
  return (currentSchema.properties as Record<string, SchemaNode>).integrations
}

const FONT_KEYS: Record<string, string> = { family: 'family', weight: 'weight', url: 'source', format: 'format' }

/** `font` becomes `fonts`: `url` is now `source`, `headings` now `heading`. */
function migrateFont(font: Json, at: string, notes: Notes): Json {
  const fonts: Json = {}
  for (const [key, value] of Object.entries(font)) {
    if (Object.hasOwn(FONT_KEYS, key)) fonts[FONT_KEYS[key]] = value
    else if ((key === 'headings' || key === 'body') && at === 'font') {
      fonts[key === 'headings' ? 'heading' : 'body'] = migrateFont(value as Json, `font.${key}`, notes)
    } else notes.leftOut(`${at}.${key}`, 'the current format has no such font setting')
  }
  return fonts
}

function migrateSeo(seo: Json, put: Put, notes: Notes): void {
  for (const [key, value] of Object.entries(seo)) {
    if (key === 'indexHiddenPages') put(['seo', 'indexing'], value === true ? 'all' : 'navigable')
    else notes.leftOut(`seo.${key}`, 'the current format has no such SEO setting')
  }
}

/**
 * Keys carried over as they were written (the seed format does not check them) may not fit the current
 * schema: each such key is left out and noted, so the new config validates. Any other problem is a fault
 * of the migration itself.
 */
function dropWhatTheSchemaRefuses(target: Json, notes: Notes): void {
  const passedThrough = new Set(['redirects', 'banner', 'integrations', 'fonts', 'search', 'seo', 'footer', 'logo', 'favicon', 'background', 'appearance', 'api', 'navbar', 'colors'])
  for (const problem of validateCurrentConfig(target)) {
    const [top, second] = problem.path
    if (typeof top !== 'string' || !passedThrough.has(top) || !(top in target)) continue
    const path = second === undefined || typeof second === 'number' ? [top] : [top, second]
    const parent = path.length === 1 ? target : (target[top] as Json)
    delete parent[path.at(-1)!]
    if (path.length === 2 && Object.keys(parent).length === 0) delete target[top]
    notes.leftOut(path.join('.'), 'its value does not fit the current format')
  }
  const remaining = validateCurrentConfig(target)
  if (remaining.length > 0) throw new Error(`the migrated config breaks the current-format schema at ${JSON.stringify(remaining[0].path)}`)
}

/** The new navigation names exactly the page entries of the old one; anything else is a fault of the migration. */
function assertSamePages(old: Json, target: Json): void {
  const before = new Set(legacyPageEntries(old))
  const after = new Set(currentPageEntries(target))
  const lost = [...before].filter((entry) => !after.has(entry))
  const gained = [...after].filter((entry) => !before.has(entry))
  if (lost.length > 0 || gained.length > 0) {
    throw new Error(`the migrated navigation does not name the same pages (lost: ${lost.join(', ') || 'none'}; gained: ${gained.join(', ') || 'none'})`)
  }
}

function ordered(config: Json): Json {
  const keys = [...ORDER.filter((key) => key in config), ...Object.keys(config).filter((key) => !ORDER.includes(key))]
  return Object.fromEntries(keys.map((key) => [key, config[key]]))
}

/** The page entries a seed-format navigation names, nested groups included. */
export function legacyPageEntries(config: Json): string[] {
  return navigationEntries(config.navigation, undefined).map((entry) => entry.value)
}

/** The page entries a current-format navigation names. */
export function currentPageEntries(config: Json): string[] {
  return currentNavigationEntries(config.navigation).map((entry) => entry.value)
}
