import path from 'node:path'

/** The action's inputs (action.yml), as its step receives them: `INPUT_<NAME>` variables, `-` written `_`. */
export interface ActionInputs {
  root: string
  paths: string[]
  config?: string
  maxWarnings?: string
  failOnWarnings: boolean
  sarifFile?: string
  args: string[]
}

/** An input the action cannot use; the run fails (exit 2) saying which and why. */
export class InputError extends Error {
  override name = 'InputError'
}

export function readInputs(env: NodeJS.ProcessEnv): ActionInputs {
  const input = (name: string) => (env[`INPUT_${name.toUpperCase().replace(/-/g, '_')}`] ?? '').trim()
  return {
    root: input('root') || '.',
    paths: words(input('paths')),
    config: input('config') || undefined,
    maxWarnings: readCount('max-warnings', input('max-warnings')),
    failOnWarnings: readBoolean('fail-on-warnings', input('fail-on-warnings')),
    sarifFile: input('sarif-file') || undefined,
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

/* The YAML 1.2 core schema's booleans, as @actions/core's getBooleanInput reads them. */
function readBoolean(name: string, value: string): boolean {
  if (value === '' || ['false', 'False', 'FALSE'].includes(value)) return false
  if (['true', 'True', 'TRUE'].includes(value)) return true
  throw new InputError(`The input \`${name}\` is \`${value}\`: use \`true\` or \`false\``)
}

/**
 * The `docslint check` arguments the inputs stand for. Paths stay relative to the repository root, where
 * the action runs, so annotations and SARIF locations are repository paths.
 */
export function checkArguments(inputs: ActionInputs): string[] {
  const paths = inputs.paths.length > 0 ? inputs.paths : [inputs.root]
  const maxWarnings = inputs.failOnWarnings ? '0' : inputs.maxWarnings
  return [
    ...paths,
    ...(inputs.config ? ['--config', inputs.config] : []),
    ...(maxWarnings !== undefined ? ['--max-warnings', maxWarnings] : []),
    ...inputs.args
  ]
}

/** Where the SARIF log goes: the input, from the repository root, or the runner's temporary folder. */
export function sarifPath(inputs: ActionInputs, env: NodeJS.ProcessEnv, cwd: string): string {
  if (inputs.sarifFile) return path.resolve(cwd, inputs.sarifFile)
  return path.join(env.RUNNER_TEMP || cwd, 'docslint.sarif')
}
