import type { VFile } from 'vfile'
import type { ConfigContext } from './rule.js'
import { parseJson } from './json.js'
import { isAtOrBelow, resolveRefs } from './refs.js'
import { DEFAULT_MAX_FILE_BYTES } from '../file-size.js'
import { validateConfig } from './schema.js'
import { validateCurrentConfig } from './current-schema.js'
import { configFormatOf, type ConfigFormat } from './format.js'
import { normaliseConfig, type NormalisedConfig } from './normalise.js'
import type { DocsJson } from './docs-config.generated.js'
import { conformingValue, withoutWrongTypes } from './conforming.js'
import { redirectProblems } from '../site/redirects.js'
import { isObject } from '../util/is-object.js'

/** Marks the virtual docs.json that stands for a site without one. */
export const MISSING_CONFIG = 'docslintMissingConfig'

/** Reads a docs.json as far as it can be read: parsed, in the checked format, validated. */
export function analyseConfig(text: string, file: VFile, maxBytes = DEFAULT_MAX_FILE_BYTES): ConfigContext {
  const fileName = file.basename ?? 'docs.json'
  if (file.data[MISSING_CONFIG]) return { file, fileName, state: 'missing', problems: [] }
  const parsed = parseJson(text)
  if (parsed.syntaxErrors.length > 0) return { file, fileName, state: 'syntax-error', document: parsed, problems: [] }
  const refs = resolveRefs(parsed, file, maxBytes)
  const { document } = refs
  const format = configFormatOf(document.value)
  const schemaProblems = format === 'current' ? validateCurrentConfig(document.value) : validateConfig(document.value)
  // A redirect's source is a path pattern that JSON Schema cannot check: its own reader says what is wrong.
  const problems = [...schemaProblems, ...redirectProblems(document.value)].filter((problem) => !refs.brokenAt.some((at) => isAtOrBelow(problem.path, at)))
  return { file, fileName, state: 'parsed', format, document, problems, refProblems: refs.problems, refsBrokenAt: refs.brokenAt, refFiles: refs.files, refStamps: refs.stamps }
}

/** The site configuration for later stages; `valid` is false when schema errors make parts of it unreliable. */
export interface SiteConfig {
  valid: boolean
  format: ConfigFormat
  /** The normalised config of the seed's format; undefined for a current-format file, read through the Site model. */
  config?: NormalisedConfig
  /**
   * The parsed value, in either format, without the values of the wrong type (src/config/conforming.ts):
   * lists keep the indexes written, so places in docs.json can be computed from them.
   */
  value: Record<string, unknown>
}

export function siteConfigOf(context: ConfigContext): SiteConfig | undefined {
  const value = context.document?.value
  if (context.state !== 'parsed' || !isObject(value)) return undefined
  const valid = (context.refProblems ?? []).length === 0 && context.problems.every((problem) => problem.kind === 'unknown-key' || problem.kind === 'deprecated')
  const format = context.format ?? 'legacy'
  const typed = withoutWrongTypes(value, context.problems, context.refsBrokenAt)
  const config = format === 'legacy' ? normaliseConfig(conformingValue(typed, validateConfig) as unknown as DocsJson) : undefined
  return { valid, format, config, value: typed }
}
