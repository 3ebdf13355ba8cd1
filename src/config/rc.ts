import { realpathSync } from 'node:fs'
import path from 'node:path'
import type { ValidateFunction } from 'ajv'
import { braceExpand, Minimatch } from 'minimatch'
import { globProblem } from '../site/ignore-patterns.js'
import { shownPath } from '../util/shown-path.js'
import { extendsRootOf, isPresetEntry, readExtendedConfig } from './extends.js'
import { optionsValidator, shapeValidator } from './rc-validators.js'
import { closest, codeList } from '../util/suggest.js'
import { ruleMetaOf, rulesById } from '../../rules/index.js'
import { presets, type Preset } from '../../rules/presets.js'
import type { RuleMeta, SeveritySetting } from '../rule.js'
import type { DeclaredComponents } from '../page/components.js'
import type { DocslintSettings, RuleSetup } from './settings.js'
import type { ExternalLinkSettings } from '../external/settings.js'

/** How a rule is set in a configuration: a severity, or `[severity, options]`. */
export type RuleEntry = SeveritySetting | 0 | 1 | 2 | [SeveritySetting | 0 | 1 | 2, Record<string, unknown>?]

/** The tool's own configuration as found in `.docslintrc.*` or `package.json#docslint`. */
export interface ToolConfig {
  /**
   * A preset, or presets and configuration files applied in order, each later one winning
   * (`["docslint:recommended", "./base.docslintrc.json"]`; files relative to the configuration that names them).
   */
  extends?: string | string[]
  rules?: Record<string, RuleEntry>
  components?: DeclaredComponents
  overrides?: { files: string | string[]; rules?: Record<string, RuleEntry> }[]
  externalLinks?: ExternalLinkSettings
}

/** A tool configuration docslint cannot use: the run fails (exit 2) with this message. */
export class ToolConfigError extends Error {
  override name = 'ToolConfigError'
}

const numericSeverities: Record<number, SeveritySetting> = { 0: 'off', 1: 'warn', 2: 'error' }

/** Turns a tool configuration into settings, or throws a ToolConfigError that names what is wrong. */
export function resolveSettings(config: ToolConfig, from = 'the docslint configuration', base = process.cwd(), file?: string): DocslintSettings {
  checkShape(config, from)
  return settingsOf(config, from, base, file)
}

function checkShape(config: unknown, from: string): asserts config is ToolConfig {
  // A file's path without `./` (`base.json`) would be reported as no preset of the schema's list: said as it is.
  const written = config !== null && typeof config === 'object' ? [(config as { extends?: unknown }).extends].flat() : []
  const stray = written.find((entry): entry is string => typeof entry === 'string' && !isPresetEntry(entry) && !/^\.\.?\//.test(entry))
  if (stray !== undefined) {
    const shown = stray.length > 80 ? `${stray.slice(0, 80)}...` : stray
    throw new ToolConfigError(`${from} is invalid: \`extends\` names \`${shown}\`, which is no preset (\`docslint:recommended\`, ...) and no file's path from the configuration (\`./${shown}\`)`)
  }
  // Written at build time (src/config/rc-validators.ts), loaded when a configuration is first read: only by the main thread, and only for a site with a configuration file.
  const validateShape = shapeValidator()
  if (!validateShape(config)) throw new ToolConfigError(`${from} is invalid: ${describeAjvError(validateShape)}`)
}

/** What one preset, or one configuration file without its `extends`, sets; `preset` for a preset. */
interface Layer extends Preset {
  preset?: boolean
  components?: DeclaredComponents
  externalLinks?: ExternalLinkSettings
}

/**
 * The settings of a configuration of the right shape: what its `extends` names, in order, then its own settings,
 * each later one winning. Without `extends` it extends the recommended preset; an extended file without one
 * extends nothing, and a chain of files that names no preset starts from the recommended one.
 */
function settingsOf(config: ToolConfig, from: string, base: string, file?: string): DocslintSettings {
  const chain = file === undefined ? [] : [{ real: realPath(file), shown: from }]
  // Found only when a file is extended: the default settings are made in every thread, with no file.
  let root: string | undefined
  const rootOf = () => (root ??= extendsRootOf(base))
  const layers = layersOf({ extends: 'docslint:recommended', ...config }, from, base, rootOf, chain)
  if (!layers.some((layer) => layer.preset)) layers.unshift(presetLayer('docslint:recommended'))
  return {
    rules: Object.assign({}, ...layers.map((layer) => layer.rules)),
    options: Object.assign({}, ...layers.map((layer) => layer.options)),
    components: Object.assign({}, ...layers.map((layer) => layer.components ?? {})),
    // Each layer's overrides after those before it: a preset's come first, so that the configuration's own can undo them.
    overrides: layers.flatMap((layer) => layer.overrides),
    ...externalLinksOf(layers)
  }
}

/** A configuration's layers: those of each entry of its `extends`, in order, then its own. */
function layersOf(config: ToolConfig, from: string, base: string, root: () => string, chain: { real: string; shown: string }[]): Layer[] {
  const entries = config.extends === undefined ? [] : [config.extends].flat()
  const extended = entries.flatMap((entry) => (isPresetEntry(entry) ? [presetLayer(entry)] : extendedLayers(path.resolve(base, entry), from, root, chain)))
  const own = resolveRules(config.rules ?? {}, from)
  const overrides = (config.overrides ?? []).map((override, index) => ({
    files: checkedPatterns(typeof override.files === 'string' ? [override.files] : override.files, `${from} (overrides[${index}].files)`),
    base,
    ...resolveRules(override.rules ?? {}, `${from} (overrides[${index}])`)
  }))
  return [...extended, { ...own, overrides, components: config.components, externalLinks: config.externalLinks }]
}

function presetLayer(name: string): Layer {
  return { ...presets[name.replace(/^docslint:/, '')], preset: true }
}

/** The layers of a configuration file that `from` extends: read, checked and resolved as the one that names it. */
function extendedLayers(file: string, from: string, root: () => string, chain: { real: string; shown: string }[]): Layer[] {
  const shown = `\`${shownPath(file)}\``
  const real = realPath(file)
  const seen = chain.findIndex((link) => link.real === real)
  if (seen !== -1) {
    throw new ToolConfigError(`Configuration files extend each other in a cycle: ${[...chain.slice(seen).map((link) => link.shown), shown].join(' extends ')}`)
  }
  const read = readExtendedConfig(file, root(), from)
  if ('problem' in read) throw new ToolConfigError(read.problem)
  if (read.config === null || typeof read.config !== 'object' || Array.isArray(read.config)) throw new ToolConfigError(`${shown} is invalid: expected an object`)
  checkShape(read.config, shown)
  return layersOf(read.config, shown, path.dirname(file), root, [...chain, { real, shown }])
}

function realPath(file: string): string {
  try {
    return realpathSync(file)
  } catch {
    return path.resolve(file)
  }
}

/** `externalLinks`: each layer's keys over those before it. */
function externalLinksOf(layers: Layer[]): { externalLinks?: ExternalLinkSettings } {
  const given = layers.flatMap((layer) => (layer.externalLinks ? [layer.externalLinks] : []))
  return given.length > 0 ? { externalLinks: Object.assign({}, ...given) as ExternalLinkSettings } : {}
}

function resolveRules(entries: Record<string, RuleEntry>, from: string): RuleSetup {
  const setup: RuleSetup = { rules: {}, options: {} }
  for (const [id, entry] of Object.entries(entries)) {
    const rule = ruleMetaOf(id)
    if (!rule) {
      const suggestion = closest(id, rulesById.keys())
      throw new ToolConfigError(`Unknown rule \`${id}\` in ${from}${suggestion ? `; did you mean \`${suggestion}\`?` : ''}`)
    }
    const [severity, options] = Array.isArray(entry) ? entry : [entry]
    setup.rules[id] = typeof severity === 'number' ? numericSeverities[severity] : severity
    if (options !== undefined) setup.options[id] = checkOptions(rule, options, from)
  }
  return setup
}

function checkOptions(rule: RuleMeta, options: Record<string, unknown>, from: string): Record<string, unknown> {
  if (!rule.options) {
    if (Object.keys(options).length === 0) return options
    throw new ToolConfigError(`Rule \`${rule.id}\` takes no options, but ${from} gives it ${codeList(Object.keys(options))}`)
  }
  const validate = optionsValidator(rule.id)
  if (!validate(options)) {
    throw new ToolConfigError(`Bad options for rule \`${rule.id}\` in ${from}: ${describeAjvError(validate)}`)
  }
  return options
}

function describeAjvError(validate: ValidateFunction): string {
  const error = validate.errors?.[0]
  const where = error?.instancePath ? `\`${error.instancePath.slice(1).replace(/\//g, '.')}\` ` : ''
  const extra = error?.params && 'additionalProperty' in error.params ? ` (\`${error.params.additionalProperty}\`)` : ''
  const allowed = error?.params && 'allowedValues' in error.params ? `: ${codeList(error.params.allowedValues)}` : ''
  return `${where}${error?.message ?? 'is not valid'}${extra}${allowed}`
}

/**
 * Each `{a,b}` of a glob doubles the patterns it stands for: `{a,b}` twenty times is a million, which minimatch
 * would build for every file. A glob that stands for more than this is refused.
 */
const MAX_GLOB_EXPANSION = 1024

function checkedPatterns(patterns: string[], from: string): string[] {
  for (const pattern of patterns) {
    const problem = globProblem(pattern)
    if (problem) throw new ToolConfigError(`The glob \`${pattern.slice(0, 80)}${pattern.length > 80 ? '...' : ''}\` in ${from} cannot be used: ${problem}`)
    if (braceExpand(pattern, { braceExpandMax: MAX_GLOB_EXPANSION + 1 }).length > MAX_GLOB_EXPANSION) {
      throw new ToolConfigError(`The glob \`${pattern.slice(0, 80)}${pattern.length > 80 ? '...' : ''}\` in ${from} stands for more than ${MAX_GLOB_EXPANSION} patterns (each \`{a,b}\` doubles them); write fewer alternatives`)
    }
  }
  return patterns
}

/** Each glob compiled once, not once per file. */
const globs = new Map<string, Minimatch>()

function globMatches(pattern: string, relative: string): boolean {
  let glob = globs.get(pattern)
  if (!glob) globs.set(pattern, (glob = new Minimatch(pattern, { dot: true, braceExpandMax: MAX_GLOB_EXPANSION })))
  return glob.match(relative)
}

/** The severities and options that apply to one file: the base settings, then each override that matches it. */
/** The setups made from each settings object, by the overrides that apply: files alike share one (a site's pages are thousands). */
const setups = new WeakMap<DocslintSettings, Map<string, RuleSetup>>()

export function settingsForFile(settings: DocslintSettings, filePath: string): RuleSetup {
  const applying = settings.overrides.filter((override) => {
    const relative = path.relative(override.base, filePath).split(path.sep).join('/')
    return override.files.some((pattern) => globMatches(pattern, relative))
  })
  const made = setups.get(settings) ?? new Map<string, RuleSetup>()
  setups.set(settings, made)
  const key = applying.map((override) => settings.overrides.indexOf(override)).join(',')
  let setup = made.get(key)
  if (!setup) {
    setup = { rules: { ...settings.rules }, options: { ...settings.options } }
    for (const override of applying) {
      Object.assign(setup.rules, override.rules)
      Object.assign(setup.options, override.options)
    }
    made.set(key, setup)
  }
  return setup
}

/**
 * `--rule` on the command line (`--rule 'heading-increment: off'`), checked as a configuration's `rules` are.
 * They win over every configuration file and its overrides, as ESLint's `--rule` does.
 */
export function commandLineRules(entries: Record<string, RuleEntry>): RuleSetup {
  return resolveRules(entries, 'the --rule flags')
}

/** The settings each configuration gives, with the command line's rules last: an override that every file matches. */
const withCommandLine = new WeakMap<DocslintSettings, WeakMap<RuleSetup, DocslintSettings>>()

export function withCommandLineRules(settings: DocslintSettings, rules: RuleSetup | undefined): DocslintSettings {
  if (!rules) return settings
  const made = withCommandLine.get(settings) ?? new WeakMap<RuleSetup, DocslintSettings>()
  withCommandLine.set(settings, made)
  const everyFile = { files: ['**'], base: path.parse(process.cwd()).root, ...rules }
  return made.get(rules) ?? made.set(rules, { ...settings, overrides: [...settings.overrides, everyFile] }).get(rules)!
}

/** unified-engine's `configTransform`: a found configuration file becomes the `docslint` plugin's settings. */
export function configTransform(raw: unknown, filePath: string): { settings: Record<string, unknown> } {
  const from = `\`${path.relative(process.cwd(), filePath) || filePath}\``
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ToolConfigError(`${from} is invalid: expected an object`)
  }
  return { settings: { docslint: resolveSettings(raw as ToolConfig, from, path.dirname(filePath), filePath) } }
}

/** The settings without a configuration file: the recommended preset (`{}` needs no validating). */
export const defaultSettings: DocslintSettings = settingsOf({}, 'the default configuration', process.cwd())

declare module 'unified' {
  interface Settings {
    /** docslint's rule settings, resolved from the tool configuration by `configTransform`. */
    docslint?: DocslintSettings
  }
}
