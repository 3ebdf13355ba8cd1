/**
 * What the Site model holds of its OpenAPI specs (`site.openapi`): each spec with what became of it, its
 * problems and its endpoints, the endpoint index, and the VFiles the specs' messages go to. Plain data for
 * the rules; src/openapi/session.ts fills it.
 */
import type { Position } from 'unist'
import type { VFile } from 'vfile'
import type { Document } from '@redocly/openapi-core'
import type { RefCycle } from './cycles.js'
import type { ReadRule } from '../site/read-file.js'

export interface LoadOptions {
  /** Seconds a remote spec (or a remote file a spec refers to) may take to arrive (`--timeout`). */
  timeout: number
  /** Remote files are not fetched (`--offline`). */
  offline: boolean
  /** Larger spec files, local or fetched, are not read (`--max-file-size`). */
  maxFileBytes?: number
  /** Lint problems of earlier runs (`--cache`). */
  lintStore?: SpecLintStore
}

/**
 * Where spec lint problems are kept between runs (the result cache, src/cache/page-cache.ts, under `--cache`):
 * under a key of what the lint depends on besides the files the spec `$ref`s, with those files, whose texts
 * the store compares when the lint is looked up.
 */
export interface SpecLintStore {
  /** `within`: the spec's site and size limit; a file its `$ref`s read is looked at only under them (src/site/read-file.ts). */
  lookupSpecLint(absolutePath: string, key: string, within: ReadRule): SpecProblem[] | undefined
  storeSpecLint(absolutePath: string, key: string, within: ReadRule, refs: string[], problems: SpecProblem[]): void
}

export const DEFAULT_TIMEOUT_SECONDS = 10

/** What became of one spec. */
export type SpecLoad =
  /** Read and parsed; its `$ref` alias cycles (which never reach a value) were broken, to be reported. */
  | { state: 'loaded'; document: Document; cycles: RefCycle[] }
  /** A file that does not exist, or a URL that could not be fetched. */
  | { state: 'missing'; reason: string }
  /** A path out of the site root, which is never read. */
  | { state: 'outside'; reason: string }
  /** A remote spec, not fetched (`--offline`). */
  | { state: 'offline' }
  /** Not YAML or JSON, or not OpenAPI: where parsing stopped, and why. */
  | { state: 'syntax'; reason: string; place: Position; text: string }

/** A problem @redocly/openapi-core found, placed in the file it is in; docslint reports it as `openapi/<rule>`. */
export interface SpecProblem {
  /** The redocly rule: `struct`, `no-unresolved-refs`, ... */
  rule: string
  severity: 'error' | 'warn'
  reason: string
  /** The file it is in: the spec, or a file the spec refers to (an absolute path or a URL). */
  location: string
  place: Position
  /** redocly's suggestions, best first. */
  expected?: string[]
  /** A remote file that was not fetched (`--offline`): information only. */
  offline?: boolean
}

export interface Spec {
  /** How messages name it: its path from the site root (`api/openapi.yaml`), or its URL. */
  name: string
  /** An absolute file path, or a URL. */
  location: string
  remote: boolean
  /** Its entry in docs.json's `openapi`; undefined for a spec only named by endpoint references. */
  entry?: { value: string; place: Position }
  load: SpecLoad
  /** Empty unless the spec was linted (it is when its messages are reported). */
  problems: SpecProblem[]
  endpoints: EndpointDefinition[]
  /**
   * The spec with its `$ref`s to other files of the site brought in (redocly's bundler, through the resolver
   * that stays inside the site root; a cycle through files is cut): set only when the spec refers to other
   * files. The preview reads it instead of the spec as written.
   */
  bundled?: unknown
  /** Where the key a JSON pointer of the spec leads to is written (the syntax tree is built on first use). */
  locate?: (pointer: string) => Position
}

export interface SiteOpenApi {
  specs: Spec[]
  index: EndpointIndex
  /** A VFile for each local spec that could be read, and for each local file a spec refers to that has problems, by absolute path. */
  files: Map<string, VFile>
  /** False when docs.json could not be read: references that name no spec cannot be checked then. */
  configured: boolean
}

/** The spec as the preview reads it: bundled when it refers to other files, else as written; undefined when it was not read. */
export function specDocument(spec: Spec): unknown {
  if (spec.load.state !== 'loaded') return undefined
  return spec.bundled ?? spec.load.document.parsed
}

/** Whether a parsed spec has a `$ref` to another file (anything but `#...`). */
export function refersToOtherFiles(value: unknown): boolean {
  const seen = new Set<object>()
  const walk = (node: unknown): boolean => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return false
    seen.add(node)
    const ref = (node as { $ref?: unknown }).$ref
    if (typeof ref === 'string' && !ref.startsWith('#')) return true
    return Object.values(node).some(walk)
  }
  return walk(value)
}

export function emptyOpenApi(configured: boolean): SiteOpenApi {
  return { specs: [], index: { endpoints: [], byKey: new Map() }, files: new Map(), configured }
}


/**
 * Where a message about a place in a spec (or a file it refers to) is reported: in that file when it is a
 * local file of the site; otherwise (a remote file) on the spec's entry in docs.json, the reason then starting
 * with the file's URL, line and column.
 */
export function reportedAt(site: { openapi: SiteOpenApi; configFile: VFile }, spec: Spec, location: string, place: Position): { file: VFile; place: Position; prefix: string } | undefined {
  const file = site.openapi.files.get(location)
  if (file) return { file, place, prefix: '' }
  if (!spec.entry) return undefined
  return { file: site.configFile, place: spec.entry.place, prefix: `In \`${location}\` at ${place.start.line}:${place.start.column}: ` }
}

/** An operation or a webhook, as a spec defines it. */
export interface EndpointDefinition {
  /** In upper case: `GET`. */
  method: string
  /** The path as the spec writes it (`/users/{id}`); undefined for a webhook. */
  path?: string
  webhook?: string
  /** Where it is defined: the operation, or the `$ref` of a path item defined elsewhere. */
  pointer: string
}

export interface Endpoint extends EndpointDefinition {
  spec: Spec
}

export interface EndpointIndex {
  endpoints: Endpoint[]
  /** By `GET /users/{id}` (no trailing slash) or `webhook user.created`. */
  byKey: Map<string, Endpoint[]>
}

/**
 * The specs a reference's spec part names: the one at that path from the root (with or without a leading `/`
 * and its extension); else, as the site generator matches them, those whose file name without its folder and
 * extension is the one written (`builder` names `openapi/builder.json`).
 */
export function specsNamed<S extends Pick<Spec, 'name'>>(specs: Iterable<S>, written: string): S[] {
  const key = specKey(written)
  const all = [...specs]
  const atPath = all.find((spec) => spec.name === written || specKey(spec.name) === key)
  if (atPath) return [atPath]
  return isUrl(written) ? [] : all.filter((spec) => !isUrl(spec.name) && specBaseName(spec.name) === key)
}

/** `builder` for `openapi/builder.json`: the name the site generator also knows a spec file by. */
function specBaseName(name: string): string {
  return specKey(name).split('/').pop() ?? ''
}

/** `openapi.yaml`, `/openapi.yaml` and `openapi` name the same spec. */
export function specKey(name: string): string {
  return isUrl(name) ? name : name.replace(/^\.?\/+/, '').replace(/\.(ya?ml|json)$/i, '')
}

export function isUrl(location: string): boolean {
  return /^https?:\/\//i.test(location)
}

