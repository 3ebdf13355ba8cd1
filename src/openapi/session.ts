/**
 * The OpenAPI stage of a site: which specs it has (src/openapi/sources.ts), each read and linted once per run
 * (src/openapi/load.ts), their endpoint index, and a VFile per local spec so that its messages reach the
 * reporters like every other file's. Runs once per site, after unified-engine has processed every file,
 * because it needs docs.json and the page facts.
 */
import path from 'node:path'
import { VFile } from 'vfile'
import { defaultSettings, settingsForFile } from '../config/rc.js'
import type { DocslintSettings } from '../config/settings.js'
import { DEFAULT_MAX_FILE_BYTES } from '../file-size.js'
import { readSiteFile } from '../site/read-file.js'
import type { Site } from '../site/model.js'
import { indexEndpoints } from './endpoint-index.js'
import type { SpecLoader } from './load.js'
import { emptyOpenApi, isUrl, refersToOtherFiles, type LoadOptions, type SiteOpenApi, type Spec } from './model.js'
import { specSources, type SpecSource } from './sources.js'

export interface SessionOptions extends LoadOptions {
  /**
   * Whether the spec at this path (docs.json's, for a remote spec) is linted: when its messages, or those of a
   * file it refers to, can be reported. Other specs are read for their endpoints alone.
   */
  lints: (absolutePath: string) => boolean
  /** Whether a spec that refers to other files is also bundled (`Spec.bundled`), for the preview. */
  bundles?: boolean
}

/**
 * One run's OpenAPI work: each spec is loaded and linted once, whatever the number of pages that refer to it.
 * @redocly/openapi-core takes about half a second to import: only runs that meet a spec pay for it.
 */
export class OpenApiSession {
  private loading?: Promise<SpecLoader>

  constructor(private readonly options: SessionOptions) {}

  /** The site's specs, read and linted; `named` are the files of the site named on the command line that may be specs. */
  async load(site: Site, named: string[] = []): Promise<SiteOpenApi> {
    const configured = site.settings !== undefined
    const sources = await specSources(site, named, this.options.maxFileBytes)
    if (sources.length === 0) return emptyOpenApi(configured)
    this.loading ??= import('./load.js').then(({ SpecLoader }) => new SpecLoader(this.options))
    const loader = await this.loading
    const settings = site.configFile.data.docslintSettings ?? defaultSettings
    const specs = await Promise.all(sources.map((source) => this.loadSpec(site, source, loader, settings)))
    return { specs, index: indexEndpoints(specs), files: specFiles(site, specs, settings, this.options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES), configured }
  }

  private async loadSpec(site: Site, source: SpecSource, loader: SpecLoader, settings: DocslintSettings): Promise<Spec> {
    const load = source.load ?? (source.remote && this.options.offline ? { state: 'offline' as const } : await loader.load(site.root, source.location))
    const spec: Spec = { ...source, load, problems: [], endpoints: [] }
    if (spec.load.state !== 'loaded') return spec
    const document = spec.load.document
    spec.locate = (pointer) => loader.locate(document, pointer)
    spec.endpoints = await loader.endpoints(site.root, document)
    if (this.options.bundles && refersToOtherFiles(document.parsed)) spec.bundled = await loader.bundle(site.root, document)
    const reportedOn = spec.remote ? path.resolve(site.configFile.cwd, site.configFile.path) : spec.location
    if (this.options.lints(reportedOn)) {
      spec.problems = await loader.lint(site.root, spec.load, settingsForFile(settings, reportedOn))
    }
    return spec
  }
}

/** The VFiles of the local specs, and of the local files they refer to that have problems (read again, within the site). */
function specFiles(site: Site, specs: Spec[], settings: DocslintSettings, maxBytes: number): Map<string, VFile> {
  const files = new Map<string, VFile>()
  const add = (location: string, text: () => string) => {
    if (files.has(location)) return
    const { cwd } = site.configFile
    const file = new VFile({ path: path.relative(cwd, location), cwd, value: text() })
    file.data.ruleSetup = settingsForFile(settings, location)
    files.set(location, file)
  }
  for (const spec of specs) {
    if (spec.remote) continue
    if (spec.load.state === 'loaded') add(spec.location, () => (spec.load as Extract<Spec['load'], { state: 'loaded' }>).document.source.body)
    if (spec.load.state === 'syntax') add(spec.location, () => (spec.load as Extract<Spec['load'], { state: 'syntax' }>).text)
    for (const problem of spec.problems) {
      if (isUrl(problem.location)) continue
      add(problem.location, () => {
        const read = readSiteFile(problem.location, { root: site.root, maxBytes })
        // Its spec's resolver read it; '' when it is not read now (it changed since).
        return 'refusal' in read ? '' : read.text
      })
    }
  }
  return files
}

