import path from 'node:path'
import { FORMATS, type Format } from '../report/index.js'

/** The action's inputs (action.yml). */
export interface ActionInputs {
  root: string
  paths: string[]
  config?: string
  maxWarnings?: string
  failOnWarnings: boolean
  sarifFile?: string
  /** One more report to write, in this format, for other tools (JUnit, Checkstyle, ...). */
  format?: Format
  outputFile?: string
  /** Reuse the results of unchanged pages (`--cache`); on unless `cache: false`. */
  cache: boolean
  cacheLocation?: string
  /** On a pull request, report its changes only (`docslint check --changed` against its base); on unless `changed: false`. */
  changed: boolean
  args: string[]
}

/** An input the action cannot use; the run fails (exit 2) saying which and why. */
export class InputError extends Error {
  override name = 'InputError'
}

/**
 * The inputs as a step receives them: `INPUT_<NAME>` variables, upper case. The runner hands a JavaScript
 * action `INPUT_MAX-WARNINGS`, as @actions/core reads it; a shell step that passes them on has to write
 * `INPUT_MAX_WARNINGS`, which is read too.
 */
export function readInputs(env: NodeJS.ProcessEnv): ActionInputs {
  const input = (name: string) => {
    const variable = `INPUT_${name.toUpperCase()}`
    return (env[variable] ?? env[variable.replace(/-/g, '_')] ?? '').trim()
  }
  return {
    root: input('root') || '.',
    paths: words(input('paths')),
    config: input('config') || undefined,
    maxWarnings: readCount('max-warnings', input('max-warnings')),
    failOnWarnings: readBoolean('fail-on-warnings', input('fail-on-warnings')),
    sarifFile: input('sarif-file') || undefined,
    format: readFormat(input('format')),
    outputFile: input('output-file') || undefined,
    cache: input('cache') === '' || readBoolean('cache', input('cache')),
    cacheLocation: input('cache-location') || undefined,
    changed: input('changed') === '' || readBoolean('changed', input('changed')),
    args: words(input('args'))
  }
}

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean)
}

function readCount(name: string, value: string): string | undefined {
  if (value === '') return undefined
  if (/^\d+$/.test(value)) return value
  throw new InputError(`The input \`${name}\` is \`${value}\`: use a whole number, 0 or more`)
}

function readFormat(value: string): Format | undefined {
  if (value === '') return undefined
  if ((FORMATS as readonly string[]).includes(value)) return value as Format
  throw new InputError(`The input \`format\` is \`${value}\`: use one of ${FORMATS.map((format) => `\`${format}\``).join(', ')}`)
}

/* The YAML 1.2 core schema's booleans, as @actions/core's getBooleanInput reads them. */
function readBoolean(name: string, value: string): boolean {
  if (value === '' || ['false', 'False', 'FALSE'].includes(value)) return false
  if (['true', 'True', 'TRUE'].includes(value)) return true
  throw new InputError(`The input \`${name}\` is \`${value}\`: use \`true\` or \`false\``)
}

/**
 * The `docslint check` arguments the inputs stand for, comparing with `base` when there is one (a pull request's). Paths stay relative to the repository root, where
 * the action runs, so annotations and SARIF locations are repository paths.
 */
export function checkArguments(inputs: ActionInputs, base?: string): string[] {
  const paths = inputs.paths.length > 0 ? inputs.paths : [inputs.root]
  const maxWarnings = inputs.failOnWarnings ? '0' : inputs.maxWarnings
  return [
    ...paths,
    ...(inputs.config ? ['--config', inputs.config] : []),
    ...(maxWarnings !== undefined ? ['--max-warnings', maxWarnings] : []),
    ...(inputs.cache ? ['--cache'] : []),
    ...(inputs.cache && inputs.cacheLocation ? ['--cache-location', inputs.cacheLocation] : []),
    ...(base ? ['--changed', '--since', base] : []),
    ...inputs.args
  ]
}

/** Where the SARIF log goes: the input, from the repository root, or the runner's temporary folder. */
export function sarifPath(inputs: ActionInputs, env: NodeJS.ProcessEnv, cwd: string): string {
  return outputPath(inputs.sarifFile, 'docslint.sarif', env, cwd)
}

/* The extension of a report file in each format: `docslint-junit.xml` by default. */
const EXTENSIONS: Record<Format, string> = { stylish: 'txt', json: 'json', sarif: 'sarif', github: 'txt', junit: 'xml', checkstyle: 'xml' }

/** Where the report in `format` goes: `output-file`, from the repository root, or the runner's temporary folder. */
export function reportPath(inputs: ActionInputs, format: Format, env: NodeJS.ProcessEnv, cwd: string): string {
  return outputPath(inputs.outputFile, `docslint-${format}.${EXTENSIONS[format]}`, env, cwd)
}

function outputPath(given: string | undefined, fallback: string, env: NodeJS.ProcessEnv, cwd: string): string {
  if (given) return path.resolve(cwd, given)
  return path.join(env.RUNNER_TEMP || cwd, fallback)
}
