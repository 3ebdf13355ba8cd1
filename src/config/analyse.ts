import type { VFile } from 'vfile'
import type { ConfigContext } from './rule.js'
import { parseJson } from './json.js'
import { validateConfig } from './schema.js'
import { normaliseConfig, type NormalisedConfig } from './normalise.js'
import type { DocsJson } from './docs-config.generated.js'

/** Marks the virtual docs.json that stands for a site without one. */
export const MISSING_CONFIG = 'docslintMissingConfig'

/** Reads a docs.json as far as it can be read: parsed, in the checked format, validated. */
export function analyseConfig(text: string, file: VFile): ConfigContext {
  const fileName = file.basename ?? 'docs.json'
  if (file.data[MISSING_CONFIG]) return { file, fileName, state: 'missing', problems: [] }
  const document = parseJson(text)
  if (document.syntaxErrors.length > 0) return { file, fileName, state: 'syntax-error', document, problems: [] }
  if (isOtherFormat(document.value)) return { file, fileName, state: 'other-format', document, problems: [] }
  return { file, fileName, state: 'parsed', document, problems: validateConfig(document.value) }
}

/** The newer navigation-object format shows itself by an object `navigation` or by a `theme`. */
export function isOtherFormat(value: unknown): boolean {
  if (!isRecord(value)) return false
  return isRecord(value.navigation) || 'theme' in value
}

/** The site configuration for later stages; `valid` is false when schema errors make parts of it unreliable. */
export interface SiteConfig {
  valid: boolean
  config: NormalisedConfig
}

export function siteConfigOf(context: ConfigContext): SiteConfig | undefined {
  const value = context.document?.value
  if (context.state !== 'parsed' || !isRecord(value)) return undefined
  const valid = context.problems.every((problem) => problem.kind === 'unknown-key' || problem.kind === 'deprecated')
  return { valid, config: normaliseConfig(value as unknown as DocsJson) }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
