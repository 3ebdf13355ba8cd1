/**
 * Reading and linting OpenAPI files with @redocly/openapi-core, once per run: a spec is read from the site (or
 * fetched, within `--timeout`), parsed, checked to be OpenAPI, linted with redocly's `spec` ruleset as
 * docslint's configuration adjusts it, and its endpoints listed. redocly throws instead of reporting on a file
 * that does not exist, is not YAML/JSON or is not OpenAPI, and on `$ref` cycles: each becomes a state or a
 * problem with its position here. `$ref`s to local files are followed only inside the site root.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { BaseResolver, bundle, createConfig, detectSpec, lintDocument, ResolveError, Source, YamlParseError, type Config, type Document } from '@redocly/openapi-core'
import type { Position } from 'unist'
import { ToolConfigError } from '../config/rc.js'
import type { RuleSetup } from '../config/settings.js'
import type { SeveritySetting } from '../rule.js'
import { lookupFile } from '../site/model.js'
import { readSiteFileAsync, refusalReason } from '../site/read-file.js'
import { closest } from '../util/suggest.js'
import { breakRefCycles, type RefCycle } from './cycles.js'
import { endpointsOf } from './endpoint-index.js'
import type { EndpointDefinition } from './model.js'
import { cycleProblem, externalCycleProblem, locate, NOT_FETCHED_OFFLINE, toSpecProblem } from './lint.js'
import { isUrl, type LoadOptions, type SpecLoad, type SpecProblem } from './model.js'
import { valueAt } from './pointer.js'
import { isObject } from '../util/is-object.js'
import { specShapeProblem, shapeFailure } from './expansion.js'
import { DEFAULT_MAX_FILE_BYTES, downloadTooLargeReason } from '../file-size.js'
import { packageJson } from '../util/package.js'

/** docslint's rule ids for redocly's rules: `openapi/struct` is redocly's `struct`. */
const PREFIX = 'openapi/'

type Loaded = Extract<SpecLoad, { state: 'loaded' }>

export class SpecLoader {
  private readonly resolvers = new Map<string, SiteResolver>()
  private readonly loads = new Map<string, Promise<SpecLoad>>()
  private readonly lints = new Map<string, Promise<SpecProblem[]>>()
  private readonly configs = new Map<string, Promise<Config>>()
  private knownRules?: Promise<Set<string>>
  private bundleConfig?: Promise<Config>

  constructor(private readonly options: LoadOptions) {}

  /** Reads (or fetches) and parses a spec; a spec that a later site names again is not read again. */
  load(root: string, location: string): Promise<SpecLoad> {
    let load = this.loads.get(location)
    if (!load) {
      load = readSpec(this.resolver(root), location)
      this.loads.set(location, load)
    }
    return load
  }

  /** redocly's problems, with the rules and severities of the `openapi/<rule>` settings that apply to the spec. */
  async lint(root: string, loaded: Loaded, setup: RuleSetup): Promise<SpecProblem[]> {
    const rules = await this.redoclyRules(setup)
    if (rules === undefined) return []
    const key = `${loaded.document.source.absoluteRef}\n${JSON.stringify(rules)}`
    let lint = this.lints.get(key)
    if (!lint) {
      lint = this.storedLint(root, loaded, rules)
      this.lints.set(key, lint)
    }
    return lint
  }

  /**
   * The lint of a local spec from the store (`--cache`) when neither it, nor its settings, nor a file it
   * `$ref`s changed; else linted, and stored with the files its `$ref`s led to. A lint that fetched a remote
   * file is not stored: what a server answers may change.
   */
  private async storedLint(root: string, { document, cycles }: Loaded, rules: Record<string, unknown>): Promise<SpecProblem[]> {
    const store = this.options.lintStore
    const location = document.source.absoluteRef
    const key = store && !isUrl(location) ? lintKey(document.source.body, location, { rules, root, maxFileBytes: this.options.maxFileBytes, offline: this.options.offline }) : undefined
    const within = { root, maxBytes: this.options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES }
    const stored = key === undefined ? undefined : store!.lookupSpecLint(location, key, within)
    if (stored) return stored
    const resolver = new RecordingResolver(this.resolver(root))
    const problems = await lintSpec(document, cycles, await this.redoclyConfig(rules), resolver)
    const refs = [...resolver.read].filter((ref) => ref !== location)
    if (key !== undefined && (this.options.offline || !refs.some(isUrl))) store!.storeSpecLint(location, key, within, refs.filter((ref) => !isUrl(ref)), problems)
    return problems
  }

  async endpoints(root: string, document: Document): Promise<EndpointDefinition[]> {
    const resolver = this.resolver(root)
    return endpointsOf(document.parsed, async (ref) => {
      const [uri, fragment = ''] = ref.split('#')
      const target = uri === '' ? document : await resolver.resolveDocument(document.source.absoluteRef, uri).catch(() => undefined)
      return target && !(target instanceof Error) ? valueAt(target.parsed, `#${fragment}`) : undefined
    })
  }

  /**
   * The spec with the files it refers to brought in by redocly's bundler (their schemas become components),
   * read through the site's resolver: never outside the site root, remote files as `--timeout`/`--offline`
   * say. The bundler changes the documents it is given: it gets a copy of the spec and a resolver of its own
   * (the shared one keeps the files the lint reads); a `$ref` that cannot be followed stays as written;
   * undefined when bundling fails (a cycle through files).
   */
  async bundle(root: string, document: Document): Promise<unknown> {
    const copy: Document = { source: document.source, parsed: structuredClone(document.parsed) }
    try {
      this.bundleConfig ??= createConfig({})
      const result = await bundle({ doc: copy, config: await this.bundleConfig, externalRefResolver: new SiteResolver(root, this.options) })
      return result.bundle.parsed
    } catch {
      return undefined
    }
  }

  /** Where a JSON pointer's key is written: `get` for `#/paths/~1users/get`. */
  locate(document: Document, pointer: string): Position {
    return locate(document, pointer, true)
  }

  private resolver(root: string): SiteResolver {
    let resolver = this.resolvers.get(root)
    if (!resolver) {
      resolver = new SiteResolver(root, this.options)
      this.resolvers.set(root, resolver)
    }
    return resolver
  }

  /**
   * The redocly rule settings from docslint's: `openapi/<rule>` set explicitly, over the `spec` ruleset.
   * Undefined when nothing would be reported: the `openapi` family is off and no rule of it is on.
   */
  private async redoclyRules(setup: RuleSetup): Promise<Record<string, unknown> | undefined> {
    const rules: Record<string, unknown> = {}
    for (const [id, severity] of Object.entries(setup.rules)) {
      if (!id.startsWith(PREFIX)) continue
      const name = id.slice(PREFIX.length)
      await this.checkRuleName(name)
      // redocly has no `info`: such a rule runs as a warning, and docslint reports it as information.
      const redoclySeverity: SeveritySetting = severity === 'info' ? 'warn' : severity
      rules[name] = setup.options[id] ? { ...setup.options[id], severity: redoclySeverity } : redoclySeverity
    }
    const familyOff = (setup.rules.openapi ?? 'error') === 'off'
    if (familyOff && Object.values(rules).every((value) => value === 'off')) return undefined
    return rules
  }

  private redoclyConfig(rules: Record<string, unknown>): Promise<Config> {
    const key = JSON.stringify(rules)
    let config = this.configs.get(key)
    if (!config) {
      config = createConfig({ extends: ['spec'], rules } as Parameters<typeof createConfig>[0])
      this.configs.set(key, config)
    }
    return config
  }

  /** An `openapi/<rule>` that redocly does not have is a configuration error, as an unknown rule id is. */
  private async checkRuleName(name: string): Promise<void> {
    this.knownRules ??= createConfig({ extends: ['all'] }).then(
      (all) => new Set(['oas2', 'oas3_0', 'oas3_1', 'oas3_2'].flatMap((version) => Object.keys(all.rules[version as keyof typeof all.rules] ?? {})))
    )
    const known = await this.knownRules
    if (known.has(name)) return
    const suggestion = closest(name, known)
    throw new ToolConfigError(`Unknown rule \`${PREFIX}${name}\`: @redocly/openapi-core has no rule \`${name}\`${suggestion ? `; did you mean \`${PREFIX}${suggestion}\`?` : ''}`)
  }
}

async function readSpec(resolver: SiteResolver, location: string): Promise<SpecLoad> {
  let document: Document
  try {
    document = (await resolver.resolveDocument(null, location, true)) as Document
  } catch (error) {
    if (error instanceof YamlParseError) return syntaxError(error)
    if (error instanceof ResolveError) return { state: 'missing', reason: error.message }
    throw error
  }
  const shape = specShapeProblem(document.parsed)
  if (shape) return { state: 'syntax', ...shapeFailure(shape, document.source.body), text: document.source.body }
  const notOpenApi = notOpenApiReason(document.parsed)
  if (notOpenApi) {
    return { state: 'syntax', reason: notOpenApi.reason, place: locate(document, notOpenApi.pointer, notOpenApi.onKey), text: document.source.body }
  }
  // redocly throws on `$ref` alias cycles and checks nothing: they are broken here, once, and reported by the lint.
  return { state: 'loaded', document, cycles: breakRefCycles(document.parsed) }
}

/** Where YAML or JSON parsing stopped (js-yaml's line and column), and why, without js-yaml's file name. */
function syntaxError(error: YamlParseError): SpecLoad {
  const start = { line: Number.isFinite(error.line) ? error.line : 1, column: Number.isFinite(error.col) ? error.col : 1 }
  const why = error.message.replace(/\s*(?:in "[^"]*"\s*)?\(\d+:\d+\)$/, '')
  const format = /\.json$/i.test(error.source.absoluteRef) ? 'JSON' : 'YAML'
  return { state: 'syntax', reason: `Cannot parse the spec as ${format}: ${why}`, place: { start, end: start }, text: error.source.body }
}

const OTHER_FORMATS: Record<string, string> = { asyncapi: 'AsyncAPI', arazzo: 'Arazzo', overlay: 'Overlay', openrpc: 'OpenRPC' }
const OPENAPI_VERSIONS = '`openapi: 3.1.0` (or 3.0.x, 3.2.x) or `swagger: "2.0"`'

/** Why a parsed document is not an OpenAPI 2.0 or 3.x description, and where to say so; undefined when it is one. */
function notOpenApiReason(parsed: unknown): { reason: string; pointer: string; onKey?: boolean } | undefined {
  const expected = `an OpenAPI description is an object with ${OPENAPI_VERSIONS} at its top`
  if (!isObject(parsed)) {
    const what = parsed === undefined || parsed === null ? 'is empty' : Array.isArray(parsed) ? 'is a list' : `is a single ${typeof parsed}`
    return { reason: `Not an OpenAPI document: the file ${what}; ${expected}`, pointer: '#/' }
  }
  const versionKey = 'openapi' in parsed ? 'openapi' : 'swagger' in parsed ? 'swagger' : undefined
  let version: string
  try {
    version = detectSpec(parsed)
  } catch {
    if (!versionKey) return { reason: `Not an OpenAPI document: it has no \`openapi\` or \`swagger\` version; ${expected}`, pointer: '#/' }
    const value = parsed[versionKey]
    // `openapi: 3.0` unquoted is the number 3 in YAML.
    const reason =
      typeof value === 'string'
        ? `\`${versionKey}: ${value}\` is no OpenAPI version docslint knows: write ${OPENAPI_VERSIONS}`
        : `\`${versionKey}\` must be a string, not the ${typeof value} \`${JSON.stringify(value)}\`: quote it (\`${versionKey}: '3.1.0'\`)`
    return { reason: `Not an OpenAPI document: ${reason}`, pointer: `#/${versionKey}` }
  }
  if (version.startsWith('oas')) return undefined
  const key = Object.keys(OTHER_FORMATS).find((name) => name in parsed) ?? Object.keys(parsed)[0]
  return { reason: `Not an OpenAPI document: this is an ${OTHER_FORMATS[key] ?? 'other kind of'} description; ${expected}`, pointer: `#/${key}`, onKey: true }
}

/**
 * redocly's problems, and the `$ref` alias cycles that were broken when the spec was read (problems inside a
 * broken `$ref` are left out); a cycle through other files stops the lint with one problem.
 */
async function lintSpec(document: Document, cycles: RefCycle[], config: Config, resolver: SiteResolver): Promise<SpecProblem[]> {
  const broken = cycles.map((cycle) => cycle.broken)
  let problems
  try {
    problems = await lintDocument({ document, config, externalRefResolver: resolver })
  } catch (error) {
    if (error instanceof Error && /circular pointer/i.test(error.message)) return [externalCycleProblem(document)]
    throw error
  }
  const inBrokenRef = (problem: (typeof problems)[number]) => {
    const at = problem.location[0]
    return at?.source === document.source && 'pointer' in at && broken.some((pointer) => at.pointer === pointer || at.pointer?.startsWith(`${pointer}/`))
  }
  return [...cycles.map((cycle) => cycleProblem(cycle, document)), ...problems.filter((problem) => !inBrokenRef(problem)).map((problem) => toSpecProblem(problem, document))]
}

/**
 * redocly's resolver, kept inside the site root: a `$ref` to a local file outside it is refused (as a link out
 * of the root is), remote files are fetched within the time limit, or not at all offline.
 */
class SiteResolver extends BaseResolver {
  constructor(
    readonly root: string,
    readonly options: LoadOptions
  ) {
    super({ http: { headers: [], customFetch: timedFetch(options.timeout, options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES) } })
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (isUrl(absoluteRef)) {
      if (this.options.offline) throw refused(`\`${absoluteRef}\` ${NOT_FETCHED_OFFLINE}`)
      try {
        return await super.loadExternalRef(absoluteRef)
      } catch (error) {
        throw refused(`Cannot fetch \`${absoluteRef}\`: ${(error as Error).message}`)
      }
    }
    if (/^[a-z][a-z\d+.-]+:/i.test(absoluteRef)) throw refused(`\`${absoluteRef}\` is not followed: refer to files of the site by their path`)
    const relative = path.relative(this.root, absoluteRef).split(path.sep).join('/')
    const lookup = lookupFile(this.root, relative)
    if (lookup.kind === 'outside') throw refused(`\`${relative}\` leaves the site root: ${lookup.reason}`)
    if (lookup.kind === 'missing') throw refused(`\`${relative}\` does not exist in the site`)
    const limit = this.options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES
    const read = await readSiteFileAsync(absoluteRef, { root: this.root, maxBytes: limit })
    if ('refusal' in read) throw refused(`\`${relative}\` is not read: ${refusalReason(read.refusal)}`)
    // As redocly reads a file itself: lines that end in \r\n (written on Windows) end in \n.
    return new Source(absoluteRef, read.text.replace(/\r\n/g, '\n'))
  }
}

/**
 * The site's resolver for one lint (its documents shared, so nothing is read twice), noting every file that the
 * lint's `$ref`s lead to, read now or earlier: the files the lint's result depends on.
 */
class RecordingResolver extends SiteResolver {
  readonly read = new Set<string>()

  constructor(shared: SiteResolver) {
    super(shared.root, shared.options)
    this.cache = shared.cache
  }

  override resolveDocument<T = unknown>(base: string | null, ref: string, isRoot = false): Promise<Document<T> | ResolveError | YamlParseError> {
    this.read.add(this.resolveExternalRef(base, ref))
    return super.resolveDocument<T>(base, ref, isRoot)
  }
}

/** What a spec's lint depends on besides the files it `$ref`s: its text and path, and `settings` (rules, root, limits); docslint's version pins redocly's. */
function lintKey(text: string, location: string, settings: Record<string, unknown>): string {
  return createHash('sha1').update(packageJson.version).update('\0').update(location).update('\0').update(JSON.stringify(settings)).update('\0').update(text).digest('base64')
}

function refused(reason: string): ResolveError {
  return new ResolveError(new Error(reason))
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/**
 * `fetch` that gives up after `seconds`, body included, and fails with a reason a reader can act on. The body
 * is read here, within the limit, so that redocly receives a finished response.
 */
function timedFetch(seconds: number, maxBytes: number) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(seconds * 1000) })
      if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`.trim())
      const body = NULL_BODY_STATUSES.has(response.status) ? null : await cappedText(response, maxBytes)
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
    } catch (error) {
      throw new Error(fetchFailure(error, seconds))
    }
  }
}

/** The body as text, read until it passes `maxBytes`: an endless or huge answer fails, naming the limit. */
async function cappedText(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let bytes = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength
    if (bytes > maxBytes) {
      await reader.cancel()
      throw new SizeLimitError(downloadTooLargeReason(maxBytes))
    }
    chunks.push(chunk.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

class SizeLimitError extends Error {}

function fetchFailure(error: unknown, seconds: number): string {
  if (error instanceof SizeLimitError) return error.message
  const failure = error as Error & { cause?: { code?: string; message?: string } }
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') {
    return `no answer within ${seconds} s (a longer limit: \`--timeout <seconds>\`; no remote files: \`--offline\`)`
  }
  if (failure.cause?.code) return `${failure.cause.code}${failure.cause.message ? ` (${failure.cause.message})` : ''}`
  const outOfMemory = [failure, failure.cause].find((reason) => reason instanceof RangeError && /out of memory|allocation failed/i.test(reason.message))
  // Node's fetch could not start its HTTP parser, or hold the answer: the machine's limits, not the spec's fault.
  if (outOfMemory) return `there was not enough memory to receive it (${outOfMemory.message}); raise the memory limit (\`ulimit -v\`), or leave remote files out with \`--offline\``
  return failure.message
}
