/**
 * docs.json documents made by mutating a valid one, for the differential conformance test
 * (generator-validator.test.ts): each mutation is one kind of mistake a docs team makes, at one place, drawn
 * from a seeded generator so that the same seed gives the same documents on every machine and every run.
 */
import type { ConfigFormat } from '../../src/config/format.js'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }
export type Segment = string | number

/** One generated document: what was done, where (a path in the document), and the result. */
export interface Mutation {
  kind: MutationKind
  path: Segment[]
  document: Json
}

export type MutationKind =
  | 'wrong-type'
  | 'unknown-key'
  | 'near-miss-key'
  | 'bad-enum'
  | 'good-enum'
  | 'duplicate-redirect'
  | 'redirect-source-anchor'
  | 'icon-fa-prefix'
  | 'empty-group'
  | 'missing-key'

/** mulberry32: a small seeded generator; Math.random would make a failure impossible to replay. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]

/** Every place in a document, with its value, parents before children. */
function places(value: Json, at: Segment[] = []): { path: Segment[]; value: Json }[] {
  const here = { path: at, value }
  if (Array.isArray(value)) return [here, ...value.flatMap((item, index) => places(item, [...at, index]))]
  if (value !== null && typeof value === 'object') return [here, ...Object.entries(value).flatMap(([key, item]) => places(item, [...at, key]))]
  return [here]
}

const isObject = (value: Json | undefined): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value)

function at(document: Json, path: Segment[]): Json | undefined {
  let node: Json | undefined = document
  for (const segment of path) node = node === null || typeof node !== 'object' ? undefined : (node as Record<Segment, Json>)[segment]
  return node
}

function set(document: Json, path: Segment[], value: Json): void {
  const parent = at(document, path.slice(0, -1)) as Record<Segment, Json>
  parent[path[path.length - 1]] = value
}

/** A value of another JSON type than `value`'s. */
function otherType(random: Random, value: Json): Json {
  const candidates: Json[] = [42, 'text', true, null, ['text'], { key: 'text' }]
  const typeOf = (item: Json) => (Array.isArray(item) ? 'array' : item === null ? 'null' : typeof item)
  return pick(
    random,
    candidates.filter((candidate) => typeOf(candidate) !== typeOf(value))
  )
}

/** A slip of the keyboard: a letter dropped, doubled, or two letters swapped. */
function nearMiss(random: Random, key: string): string {
  if (key.length < 3) return `${key}s`
  const index = 1 + Math.floor(random() * (key.length - 2))
  const slips = [
    key.slice(0, index) + key.slice(index + 1),
    key.slice(0, index) + key[index] + key.slice(index),
    key.slice(0, index - 1) + key[index] + key[index - 1] + key.slice(index + 1)
  ].filter((slip) => slip !== key)
  return pick(random, slips)
}

/** Values that are not in the enum at the end of the path, by the key that holds them. */
const ENUM_KEYS: Record<string, { bad: string[]; good: Record<ConfigFormat, string[]> }> = {
  theme: { bad: ['mintlify', 'dark', 'Mint', 'venus2'], good: { current: ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen'], legacy: ['venus', 'quill', 'prism'] } },
  library: { bad: ['font-awesome', 'feather', 'Lucide'], good: { current: ['fontawesome', 'lucide', 'tabler'], legacy: [] } },
  iconType: { bad: ['bold', 'outline'], good: { current: [], legacy: ['solid', 'duotone', 'regular', 'light', 'thin', 'brands', 'sharp-solid'] } },
  mode: { bad: ['visible', 'none'], good: { current: ['show', 'simple', 'hide', 'interactive', 'none'], legacy: ['show', 'simple', 'hide'] } },
  default: { bad: ['sepia', 'auto'], good: { current: ['light', 'dark', 'system'], legacy: ['light', 'dark'] } },
  display: { bad: ['inline', 'footer'], good: { current: ['header', 'toc'], legacy: ['section', 'breadcrumbs'] } },
  method: { bad: ['oauth', 'token'], good: { current: ['bearer', 'basic', 'key', 'cobo'], legacy: ['bearer', 'basic', 'key', 'cobo'] } }
}

/** Platforms no generator knows, for a `footer.socials` / `footerSocials` key. */
const BAD_PLATFORMS = ['mastodon', 'twitch', 'gitlab', 'tiktok']
const GOOD_PLATFORMS = ['x', 'github', 'discord', 'linkedin', 'youtube', 'website']

/**
 * The mutations of one seed: `count` documents, each the seed with one mistake. A kind that the seed gives no
 * place for (no redirects, no icon) makes a place: a redirects list, an icon on the first group.
 */
export function mutations(seed: Json, format: ConfigFormat, count: number, random: Random): Mutation[] {
  const made: Mutation[] = []
  const kinds: ((document: Json) => Omit<Mutation, 'document'> | undefined)[] = [
    (document) => wrongType(random, document),
    (document) => unknownKey(random, document),
    (document) => nearMissKey(random, document),
    (document) => enumValue(random, document, format, 'bad-enum'),
    (document) => enumValue(random, document, format, 'good-enum'),
    (document) => duplicateRedirect(random, document),
    (document) => redirectSourceAnchor(random, document),
    (document) => faIcon(random, document, format),
    (document) => emptyGroup(random, document),
    (document) => missingKey(random, document)
  ]
  for (let attempt = 0; made.length < count && attempt < count * 4; attempt++) {
    const document = structuredClone(seed)
    const done = kinds[attempt % kinds.length](document)
    if (done) made.push({ ...done, document })
  }
  return made
}

function wrongType(random: Random, document: Json): Omit<Mutation, 'document'> | undefined {
  const place = pick(random, places(document).slice(1))
  if (!place) return undefined
  set(document, place.path, otherType(random, place.value))
  return { kind: 'wrong-type', path: place.path }
}

/** An unknown key on the top level or on any object inside: a made-up name, or a slip of a key beside it. */
function unknownKey(random: Random, document: Json): Omit<Mutation, 'document'> | undefined {
  const objects = places(document).filter((place) => isObject(place.value))
  const place = random() < 0.3 ? objects[0] : pick(random, objects)
  const object = place.value as JsonObject
  const keys = Object.keys(object)
  const slip = keys.length > 0 && random() < 0.5 ? nearMiss(random, pick(random, keys)) : undefined
  const key = slip && !(slip in object) ? slip : pick(random, ['customSetting', 'x-extra', 'comment', 'enabled'])
  if (key in object) return undefined
  object[key] = pick(random, ['value', 1, true] as Json[])
  return { kind: 'unknown-key', path: [...place.path, key] }
}

/**
 * A key renamed to a slip of itself: its value is then under an unknown key, and the key itself is missing.
 * The path is the key's own, not the slip's, so that the exception list can name it.
 */
function nearMissKey(random: Random, document: Json): Omit<Mutation, 'document'> | undefined {
  const keyed = places(document).filter((place) => typeof place.path[place.path.length - 1] === 'string')
  const place = pick(random, keyed)
  if (!place) return undefined
  const parent = at(document, place.path.slice(0, -1)) as JsonObject
  const key = place.path[place.path.length - 1] as string
  const slip = nearMiss(random, key)
  if (slip in parent) return undefined
  const renamed = Object.fromEntries(Object.entries(parent).map(([name, value]) => [name === key ? slip : name, value]))
  for (const name of Object.keys(parent)) delete parent[name]
  Object.assign(parent, renamed)
  return { kind: 'near-miss-key', path: place.path }
}

/**
 * A value of a known enum key replaced, by one outside the enum (`bad-enum`) or by another allowed one
 * (`good-enum`, which both must accept); `footer.socials` platforms and `icons.library` are made when absent.
 */
function enumValue(random: Random, document: Json, format: ConfigFormat, kind: 'bad-enum' | 'good-enum'): Omit<Mutation, 'document'> | undefined {
  const choice = random()
  if (!isObject(document)) return undefined
  if (choice < 0.25) {
    const socials = format === 'current' ? ['footer', 'socials'] : ['footerSocials']
    if (format === 'current' && !isObject(document.footer)) document.footer = {}
    if (!isObject(at(document, socials))) set(document, socials, {})
    const platform = pick(random, kind === 'bad-enum' ? BAD_PLATFORMS : GOOD_PLATFORMS)
    set(document, [...socials, platform], `https://example.com/${platform}`)
    return { kind, path: [...socials, platform] }
  }
  if (choice < 0.4 && format === 'current') {
    if (!isObject(document.icons)) document.icons = { library: 'fontawesome' }
    set(document, ['icons', 'library'], pick(random, kind === 'bad-enum' ? ENUM_KEYS.library.bad : ENUM_KEYS.library.good.current))
    return { kind, path: ['icons', 'library'] }
  }
  const candidates = places(document).filter((place) => {
    const key = place.path[place.path.length - 1]
    const values = typeof key === 'string' ? ENUM_KEYS[key] : undefined
    return typeof place.value === 'string' && values !== undefined && (kind === 'bad-enum' || values.good[format].length > 0)
  })
  const place = candidates.length > 0 ? pick(random, candidates) : { path: ['theme'] as Segment[] }
  const values = ENUM_KEYS[place.path[place.path.length - 1] as string]
  if (kind === 'good-enum' && values.good[format].length === 0) return undefined
  set(document, place.path, pick(random, kind === 'bad-enum' ? values.bad : values.good[format]))
  return { kind, path: place.path }
}

function redirectsOf(document: JsonObject): Json[] {
  if (!Array.isArray(document.redirects)) document.redirects = []
  return document.redirects
}

function duplicateRedirect(random: Random, document: Json): Omit<Mutation, 'document'> | undefined {
  if (!isObject(document)) return undefined
  const redirects = redirectsOf(document)
  const first = redirects.find(isObject) ?? { source: '/old', destination: '/new' }
  if (!redirects.includes(first)) redirects.push(first)
  const copy = { ...first, destination: pick(random, ['/elsewhere', '/new-home']) }
  redirects.push(copy)
  return { kind: 'duplicate-redirect', path: ['redirects', redirects.length - 1, 'source'] }
}

function redirectSourceAnchor(random: Random, document: Json): Omit<Mutation, 'document'> | undefined {
  if (!isObject(document)) return undefined
  const redirects = redirectsOf(document)
  redirects.push({ source: pick(random, ['/old#section', '/old?tab=2', '/guide/:slug#top']), destination: '/new' })
  return { kind: 'redirect-source-anchor', path: ['redirects', redirects.length - 1, 'source'] }
}

/** An icon name with Font Awesome's `fa-` class prefix, on an icon of the document or on its first group. */
function faIcon(random: Random, document: Json, format: ConfigFormat): Omit<Mutation, 'document'> | undefined {
  const icons = places(document).filter((place) => place.path[place.path.length - 1] === 'icon' && typeof place.value === 'string')
  const groups = places(document).filter((place) => isObject(place.value) && typeof place.value.group === 'string')
  const anchors = format === 'legacy' && isObject(document) && Array.isArray(document.anchors) ? places(document.anchors, ['anchors']).filter((place) => place.path.length === 2) : []
  const path = icons.length > 0 ? pick(random, icons).path : [...(pick(random, [...groups, ...anchors])?.path ?? []), 'icon']
  if (path.length === 1) return undefined
  set(document, path, `fa-${pick(random, ['house', 'rocket', 'book'])}`)
  return { kind: 'icon-fa-prefix', path }
}

function emptyGroup(random: Random, document: Json): Omit<Mutation, 'document'> | undefined {
  const groups = places(document).filter((place) => isObject(place.value) && typeof place.value.group === 'string' && Array.isArray(place.value.pages))
  const group = pick(random, groups)
  if (!group) return undefined
  set(document, [...group.path, 'pages'], [])
  return { kind: 'empty-group', path: [...group.path, 'pages'] }
}

/** A key taken out: a required one (`name`, a group's `pages`) or an optional one, anywhere. */
function missingKey(random: Random, document: Json): Omit<Mutation, 'document'> | undefined {
  const keyed = places(document).filter((place) => typeof place.path[place.path.length - 1] === 'string')
  const place = random() < 0.3 ? pick(random, keyed.filter((each) => each.path.length === 1)) : pick(random, keyed)
  if (!place) return undefined
  const parent = at(document, place.path.slice(0, -1)) as JsonObject
  delete parent[place.path[place.path.length - 1] as string]
  return { kind: 'missing-key', path: place.path }
}

/** A path as the exception list writes it: keys joined with `.`, list indexes as `*`. */
export function pathPattern(path: Segment[]): string {
  return path.map((segment) => (typeof segment === 'number' ? '*' : segment)).join('.')
}
