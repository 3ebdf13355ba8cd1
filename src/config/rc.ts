import path from 'node:path'
import { Ajv } from 'ajv'
import { readPackageJsonFile } from '../util/package.js'
import { closest, codeList } from '../util/suggest.js'
import { rulesById } from '../../rules/index.js'
import { presets } from '../../rules/presets.js'
import type { RuleSettings, SeveritySetting } from '../rule.js'

/** The tool's own configuration as found in `.docslintrc.*` or `package.json#docslint`. */
export interface ToolConfig {
  extends?: string
  rules?: Record<string, unknown>
}

/** A tool configuration docslint cannot use: the run fails (exit 2) with this message. */
export class ToolConfigError extends Error {
  override name = 'ToolConfigError'
}

/** What the processor's `docslint` plugin receives. */
export interface DocslintSettings {
  rules: RuleSettings
}

const validateShape = new Ajv({ allErrors: false, strictTuples: false }).compile(readPackageJsonFile('schemas/docslintrc.schema.json') as object)

const numericSeverities: Record<number, SeveritySetting> = { 0: 'off', 1: 'warn', 2: 'error' }

/** Turns a tool configuration into rule settings, or throws a ToolConfigError that names what is wrong. */
export function resolveSettings(config: ToolConfig, from = 'the docslint configuration'): DocslintSettings {
  if (!validateShape(config)) {
    const error = validateShape.errors?.[0]
    const where = error?.instancePath ? `\`${error.instancePath.slice(1).replace(/\//g, '.')}\` ` : ''
    const extra = error?.params && 'additionalProperty' in error.params ? ` (\`${error.params.additionalProperty}\`)` : ''
    const allowed = error?.params && 'allowedValues' in error.params ? `: ${codeList(error.params.allowedValues)}` : ''
    throw new ToolConfigError(`${from} is invalid: ${where}${error?.message ?? 'is not valid'}${extra}${allowed}`)
  }
  const preset = presets[(config.extends ?? 'docslint:recommended').replace(/^docslint:/, '')]
  const rules: RuleSettings = { ...preset }
  for (const [id, value] of Object.entries(config.rules ?? {})) {
    if (!rulesById.has(id)) {
      const suggestion = closest(id, rulesById.keys())
      throw new ToolConfigError(
        `Unknown rule \`${id}\` in ${from}${suggestion ? `; did you mean \`${suggestion}\`?` : ''}`
      )
    }
    const severity = Array.isArray(value) ? value[0] : value
    rules[id] = typeof severity === 'number' ? numericSeverities[severity] : (severity as SeveritySetting)
  }
  return { rules }
}

/** unified-engine's `configTransform`: a found configuration file becomes the `docslint` plugin's settings. */
export function configTransform(raw: unknown, filePath: string): { settings: Record<string, unknown> } {
  const from = `\`${path.relative(process.cwd(), filePath) || filePath}\``
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ToolConfigError(`${from} is invalid: expected an object`)
  }
  return { settings: { docslint: resolveSettings(raw as ToolConfig, from) } }
}

export const defaultSettings: DocslintSettings = resolveSettings({})

declare module 'unified' {
  interface Settings {
    /** docslint's rule settings, resolved from the tool configuration by `configTransform`. */
    docslint?: DocslintSettings
  }
}
