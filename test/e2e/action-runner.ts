/**
 * Runs a composite action the way the GitHub Actions runner does, as far as docslint's action.yml needs:
 * inputs with their defaults, `${{ }}` expressions substituted into each step before it runs, each `run`
 * step as a bash script file (`bash --noprofile --norc -eo pipefail`) in the workspace, the runner's
 * environment (GITHUB_WORKSPACE, GITHUB_ACTION_PATH, RUNNER_TEMP, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY
 * files per step, ...), step outputs read back from GITHUB_OUTPUT, the action's outputs evaluated from them,
 * and annotations parsed from the workflow commands on standard output. What it does not emulate (`if:`,
 * `uses:` steps, other shells, other expressions) fails loudly rather than being skipped.
 * https://docs.github.com/en/actions/sharing-automations/creating-actions/metadata-syntax-for-github-actions
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'

interface ActionStep {
  name?: string
  id?: string
  shell?: string
  run?: string
  env?: Record<string, string>
  'working-directory'?: string
  [key: string]: unknown
}

interface ActionMetadata {
  inputs?: Record<string, { default?: string; required?: boolean }>
  outputs?: Record<string, { value: string }>
  runs: { using: string; steps: ActionStep[] }
}

export interface Annotation {
  level: 'error' | 'warning' | 'notice'
  properties: Record<string, string>
  message: string
}

export interface ActionResult {
  /** The exit status of the first step that failed, or 0. */
  status: number
  stdout: string
  stderr: string
  annotations: Annotation[]
  outputs: Record<string, string>
  summary: string
}

export interface ActionRun {
  /** The action's checkout (`github.action_path`). */
  actionPath: string
  workspace: string
  /** The `with:` of the workflow step; values as YAML gives them (the runner turns them into strings). */
  with?: Record<string, unknown>
  /** The github context of the run: repository, sha, server URL. */
  github: { repository: string; sha: string; serverUrl: string }
  /** More of the machine's environment (PATH, ...), under what the runner sets. */
  env?: Record<string, string>
}

interface Context {
  inputs: Record<string, string>
  github: Record<string, string>
  runner: Record<string, string>
  steps: Record<string, { outputs: Record<string, string> }>
}

export function runAction(run: ActionRun): ActionResult {
  const action = parse(readFileSync(path.join(run.actionPath, 'action.yml'), 'utf8')) as ActionMetadata
  if (action.runs.using !== 'composite') throw new Error(`the harness runs composite actions, not ${action.runs.using}`)
  const runnerTemp = mkdtempSync(path.join(tmpdir(), 'docslint-runner-'))
  const context: Context = {
    inputs: resolveInputs(action, run.with ?? {}),
    github: { action_path: run.actionPath, workspace: run.workspace, repository: run.github.repository, sha: run.github.sha },
    runner: { temp: runnerTemp },
    steps: {}
  }
  const result: ActionResult = { status: 0, stdout: '', stderr: '', annotations: [], outputs: {}, summary: '' }
  for (const [index, step] of action.runs.steps.entries()) {
    const done = runStep(step, index, run, context, runnerTemp)
    result.stdout += done.stdout
    result.stderr += done.stderr
    result.summary += done.summary
    if (done.status !== 0) {
      result.status = done.status
      break
    }
  }
  result.annotations = parseAnnotations(result.stdout)
  result.outputs = Object.fromEntries(
    Object.entries(action.outputs ?? {}).map(([name, output]) => [name, substitute(output.value, context)])
  )
  return result
}

/** Inputs as the runner passes them: the given value as a string, else the default; unknown inputs are errors. */
function resolveInputs(action: ActionMetadata, given: Record<string, unknown>): Record<string, string> {
  const declared = action.inputs ?? {}
  for (const name of Object.keys(given)) {
    if (!(name in declared)) throw new Error(`Unexpected input '${name}', valid inputs are ${Object.keys(declared).join(', ')}`)
  }
  return Object.fromEntries(
    Object.entries(declared).map(([name, input]) => {
      const value = name in given ? String(given[name]) : (input.default ?? '')
      if (input.required && value === '') throw new Error(`Input required and not supplied: ${name}`)
      return [name, value]
    })
  )
}

const SUPPORTED_STEP_KEYS = new Set(['name', 'id', 'shell', 'run', 'env', 'working-directory'])

function runStep(step: ActionStep, index: number, run: ActionRun, context: Context, runnerTemp: string) {
  const unsupported = Object.keys(step).filter((key) => !SUPPORTED_STEP_KEYS.has(key))
  if (unsupported.length > 0) throw new Error(`the harness does not emulate step keys ${unsupported.join(', ')}`)
  if (step.shell !== 'bash' || step.run === undefined) throw new Error('the harness runs `run` steps with `shell: bash` only')
  const files = path.join(runnerTemp, `_step_${index}`)
  mkdirSync(files)
  const script = path.join(files, 'script.sh')
  const outputFile = path.join(files, 'output')
  const summaryFile = path.join(files, 'summary')
  writeFileSync(script, substitute(step.run, context))
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, substitute(String(value), context)]))
  const env = {
    ...hostEnvironment(),
    ...run.env,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: run.workspace,
    GITHUB_ACTION_PATH: run.actionPath,
    GITHUB_REPOSITORY: run.github.repository,
    GITHUB_SHA: run.github.sha,
    GITHUB_SERVER_URL: run.github.serverUrl,
    RUNNER_TEMP: runnerTemp,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    ...stepEnv
  }
  const cwd = step['working-directory'] ? path.resolve(run.workspace, substitute(step['working-directory'], context)) : run.workspace
  const done = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], { cwd, env, encoding: 'utf8' })
  if (step.id) context.steps[step.id] = { outputs: parseOutputFile(readFileSync(outputFile, 'utf8')) }
  const summary = existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : ''
  return { status: done.status ?? 1, stdout: done.stdout, stderr: done.stderr, summary }
}

/** The machine's environment without what a real runner would set differently (or the CI running this). */
function hostEnvironment(): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(GITHUB_|RUNNER_|INPUT_|ACTIONS_)/.test(name)))
}

/** `${{ expression }}`: the context lookups docslint's action uses; anything else is beyond the harness. */
function substitute(text: string, context: Context): string {
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_match, expression: string) => {
    const lookup = /^(inputs|github|runner)\.([\w-]+)$/.exec(expression)
    if (lookup) {
      const value = context[lookup[1] as 'inputs' | 'github' | 'runner'][lookup[2]]
      if (value === undefined) throw new Error(`the harness has no value for ${expression}`)
      return value
    }
    const output = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expression)
    // As on the runner, an output never set (or of a step that did not run) is empty.
    if (output) return context.steps[output[1]]?.outputs[output[2]] ?? ''
    throw new Error(`the harness does not evaluate the expression ${expression}`)
  })
}

/** GITHUB_OUTPUT: `name=value` lines, or `name<<DELIMITER`, the lines of the value, `DELIMITER`. */
function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    if (line === '') continue
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const end = lines.indexOf(heredoc[2], index + 1)
      if (end === -1) throw new Error(`GITHUB_OUTPUT: no closing ${heredoc[2]}`)
      outputs[heredoc[1]] = lines.slice(index + 1, end).join('\n')
      index = end
    } else {
      const equals = line.indexOf('=')
      if (equals < 1) throw new Error(`GITHUB_OUTPUT: cannot read the line ${JSON.stringify(line)}`)
      outputs[line.slice(0, equals)] = line.slice(equals + 1)
    }
  }
  return outputs
}

/** Annotation commands as the runner reads them, unescaped (%25 last, as the runner does). */
function parseAnnotations(stdout: string): Annotation[] {
  const annotations: Annotation[] = []
  for (const line of stdout.split('\n')) {
    const command = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line.replace(/\r$/, ''))
    if (!command) continue
    const properties = Object.fromEntries(
      (command[2] ? command[2].split(',') : []).map((pair) => {
        const equals = pair.indexOf('=')
        return [pair.slice(0, equals), unescape(pair.slice(equals + 1), true)]
      })
    )
    annotations.push({ level: command[1] as Annotation['level'], properties, message: unescape(command[3], false) })
  }
  return annotations
}

function unescape(text: string, property: boolean): string {
  let result = text.replace(/%0D/g, '\r').replace(/%0A/g, '\n')
  if (property) result = result.replace(/%3A/g, ':').replace(/%2C/g, ',')
  return result.replace(/%25/g, '%')
}
