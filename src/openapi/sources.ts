/**
 * Which OpenAPI files a site has: every entry of `openapi` in docs.json (paths from the site root, or URLs),
 * the spec files that endpoint references name (`v3-openapi GET /runs` for `v3-openapi.yaml`), which a
 * site may use without listing them, and the spec files named on the command line (`docslint check
 * openapi.yaml`). When docs.json names no spec at all and pages refer to endpoints, the spec files of the
 * site are found as the site generator finds them (src/openapi/discover.ts). How a reference's spec part
 * names a spec is decided here too.
 */
import path from 'node:path'
import type { Position } from 'unist'
import { DEFAULT_MAX_FILE_BYTES } from '../file-size.js'
import { isLocalPath } from '../site/assets.js'
import { readSiteFile } from '../site/read-file.js'
import { lookupFile, type Site } from '../site/model.js'
import { endpointOf, type EndpointReference } from '../site/navigation.js'
import { isUrl, specsNamed, type SpecLoad } from './model.js'
import { discoverSpecFiles } from './discover.js'

export interface SpecSource {
  name: string
  location: string
  remote: boolean
  entry?: { value: string; place: Position }
  /** Decided without reading the spec: a path that does not exist or leaves the root, a URL not fetched. */
  load?: SpecLoad
}

/** Extensions a reference may leave out: `openapi` names `openapi.yaml`, `openapi.yml` or `openapi.json`. */
const SPEC_EXTENSIONS = ['.yaml', '.yml', '.json']

/** The site's specs; `named` are files of the site the user named, those of them that are specs added (read up to `maxBytes`). */
export async function specSources(site: Site, named: string[] = [], maxBytes = DEFAULT_MAX_FILE_BYTES): Promise<SpecSource[]> {
  const listed = listedSpecs(site)
  const references = endpointReferences(site)
  const sources = new Map(listed.map((source) => [source.location, source]))
  if (listed.length === 0 && site.settings && references.length > 0) {
    for (const location of await discoverSpecFiles(site.root)) sources.set(location, sourceOf(site.root, path.relative(site.root, location).split(path.sep).join('/')))
  }
  for (const reference of references) {
    if (!reference.spec || isUrl(reference.spec) || specsNamed(sources.values(), reference.spec).length > 0) continue
    const found = specFileNamed(site.root, reference.spec)
    if (found && !sources.has(found.location)) sources.set(found.location, found)
  }
  for (const file of named.filter((file) => !sources.has(file) && isSpecFile(file, site.root, maxBytes))) {
    sources.set(file, sourceOf(site.root, path.relative(site.root, file).split(path.sep).join('/')))
  }
  return [...sources.values()]
}

/**
 * Whether a YAML or JSON file of the site is an OpenAPI description: `openapi` (or Swagger's `swagger`) is a key of
 * its top level. Read from the text, so that a spec whose syntax is broken is still one, and gets its message; a
 * file too large to read is taken as one too, for the same reason (its message says it is too large).
 */
export function isSpecFile(file: string, root: string, maxBytes = DEFAULT_MAX_FILE_BYTES): boolean {
  const read = readSiteFile(file, { root, maxBytes })
  if ('refusal' in read) return read.refusal.kind === 'too-large'
  const { text } = read
  return TOP_LEVEL_YAML_KEY.test(text) || hasTopLevelJsonKey(text)
}

/** A block mapping's key at column 0 is a key of the top level. */
const TOP_LEVEL_YAML_KEY = /^(["']?)(?:openapi|swagger)\1[ \t]*:/m

function hasTopLevelJsonKey(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) && ('openapi' in value || 'swagger' in value)
  } catch {
    // Broken JSON is a spec when its first key says so.
    return /^\s*\{\s*"(?:openapi|swagger)"\s*:/.test(text)
  }
}

/** The specs docs.json lists (`openapi`, or `api.openapi` and the `openapi` of groups and divisions), each once, with its position. */
function listedSpecs(site: Site): SpecSource[] {
  const seen = new Set<string>()
  return (site.settings?.specs ?? [])
    .map(({ value, place }) => ({ ...sourceOf(site.root, value), entry: { value, place } }))
    .filter((source) => !seen.has(source.location) && Boolean(seen.add(source.location)))
}

function sourceOf(root: string, value: string): SpecSource {
  if (isUrl(value)) return { name: value, location: value, remote: true }
  const relative = value.replace(/^\/+/, '')
  const location = path.resolve(root, relative)
  const name = path.relative(root, location).split(path.sep).join('/')
  if (!isLocalPath(value)) {
    return { name: value, location: value, remote: false, load: { state: 'missing', reason: `OpenAPI file \`${value}\` is neither a path in the site nor an http(s) URL` } }
  }
  const lookup = lookupFile(root, relative)
  if (lookup.kind === 'outside') return { name: value, location, remote: false, load: { state: 'outside', reason: lookup.reason } }
  if (lookup.kind === 'missing') return { name, location, remote: false, load: { state: 'missing', reason: `OpenAPI file \`${name}\` does not exist in the site (paths in \`openapi\` start from the folder of docs.json)` } }
  return { name, location, remote: false }
}

/** The spec file a reference names, by its path from the root with or without its extension, if it exists. */
function specFileNamed(root: string, written: string): SpecSource | undefined {
  const relative = written.replace(/^\/+/, '')
  const candidates = SPEC_EXTENSIONS.includes(path.extname(relative).toLowerCase()) ? [relative] : SPEC_EXTENSIONS.map((extension) => relative + extension)
  for (const candidate of candidates) {
    if (lookupFile(root, candidate).kind === 'found') return sourceOf(root, candidate)
  }
  return undefined
}

/** Every endpoint reference of the site, from the navigation and the pages. */
function endpointReferences(site: Site): EndpointReference[] {
  const fromNavigation = site.navigation.flatMap((entry) => (entry.endpoint ? [entry.endpoint] : []))
  const fromPages = site.pages.flatMap((page) => page.facts.endpoints.flatMap((fact) => endpointOf(fact.value) ?? []))
  return [...fromNavigation, ...fromPages]
}
