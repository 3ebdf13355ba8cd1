/**
 * Runs a GitHub action the way the GitHub Actions runner does, as far as docslint's action.yml needs.
 *
 * - A JavaScript action (`runs.using: node20`): `node <action path>/<main>` in the workspace, each input
 *   (given, else its default) as an `INPUT_<NAME>` variable (upper case, spaces written `_`, `-` kept, as the
 *   runner and @actions/core do), and the runner's environment.
 * - A composite action: `${{ }}` expressions substituted into each step before it runs, each `run` step as a
 *   bash script file (`bash --noprofile --norc -eo pipefail`) in the workspace, the action's outputs evaluated
 *   from the steps' outputs.
 *
 * Both get the runner's environment (GITHUB_WORKSPACE, GITHUB_ACTION_PATH, RUNNER_TEMP, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files per step, ...); outputs are read back from GITHUB_OUTPUT, and annotations parsed
 * from the workflow commands on standard output. What it does not emulate (`pre`/`post` scripts, `if:`,
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
  /** A composite action's outputs have a `value`; a JavaScript action's are whatever it writes to GITHUB_OUTPUT. */
  outputs?: Record<string, { value?: string }>
  runs: { using: string; steps?: ActionStep[]; main?: string; [key: string]: unknown }
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
  /** How long the action took, from its start to its end, in milliseconds. */
  milliseconds: number
}

export interface ActionRun {
  /** The action's checkout (`github.action_path`). */
  actionPath: string
  /** The metadata file to run, if not the checkout's action.yml. */
  metadataFile?: string
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
  const action = parse(readFileSync(run.metadataFile ?? path.join(run.actionPath, 'action.yml'), 'utf8')) as ActionMetadata
  const runnerTemp = mkdtempSync(path.join(tmpdir(), 'docslint-runner-'))
  const inputs = resolveInputs(action, run.with ?? {})
  const started = performance.now()
  const result =
    action.runs.using === 'composite'
      ? runComposite(action, inputs, run, runnerTemp)
      : /^node\d+$/.test(action.runs.using)
        ? runJavaScript(action, inputs, run, runnerTemp)
        : unsupported(`actions that run ${action.runs.using}`)
  return { ...result, annotations: parseAnnotations(result.stdout), milliseconds: performance.now() - started }
}

function unsupported(what: string): never {
  throw new Error(`the harness does not emulate ${what}`)
}

type Ran = Omit<ActionResult, 'annotations' | 'milliseconds'>

/** `node <main>`: the step's exit status is the script's; its outputs are the names it set, read as a workflow reads them. */
function runJavaScript(action: ActionMetadata, inputs: Record<string, string>, run: ActionRun, runnerTemp: string): Ran {
  const { using, main, ...rest } = action.runs
  if (Object.keys(rest).length > 0) unsupported(`runs.${Object.keys(rest).join(', runs.')}`)
  if (typeof main !== 'string') throw new Error(`an action that runs ${using} names its script in runs.main`)
  const files = stepFiles(runnerTemp, 0)
  const inputVariables = Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value]))
  const env = { ...runnerEnvironment(run, runnerTemp, files), ...inputVariables }
  const done = spawnSync(process.execPath, [path.join(run.actionPath, main)], { cwd: run.workspace, env, encoding: 'utf8' })
  const written = parseOutputFile(readFileSync(files.output, 'utf8'))
  // As in a workflow's `steps.<id>.outputs.<name>`, an output never set is empty.
  const outputs = Object.fromEntries(Object.keys(action.outputs ?? {}).map((name) => [name, written[name] ?? '']))
  return { status: done.status ?? 1, stdout: done.stdout, stderr: done.stderr, outputs, summary: readFileSync(files.summary, 'utf8') }
}

function runComposite(action: ActionMetadata, inputs: Record<string, string>, run: ActionRun, runnerTemp: string): Ran {
  const context: Context = {
    inputs,
    github: { action_path: run.actionPath, workspace: run.workspace, repository: run.github.repository, sha: run.github.sha },
    runner: { temp: runnerTemp },
    steps: {}
  }
  const result: Ran = { status: 0, stdout: '', stderr: '', outputs: {}, summary: '' }
  for (const [index, step] of (action.runs.steps ?? []).entries()) {
    const done = runStep(step, index, run, context, runnerTemp)
    result.stdout += done.stdout
    result.stderr += done.stderr
    result.summary += done.summary
    if (done.status !== 0) {
      result.status = done.status
      break
    }
  }
  result.outputs = Object.fromEntries(
    Object.entries(action.outputs ?? {}).map(([name, output]) => [name, substitute(output.value ?? '', context)])
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
  const unknownKeys = Object.keys(step).filter((key) => !SUPPORTED_STEP_KEYS.has(key))
  if (unknownKeys.length > 0) unsupported(`step keys ${unknownKeys.join(', ')}`)
  if (step.shell !== 'bash' || step.run === undefined) throw new Error('the harness runs `run` steps with `shell: bash` only')
  const files = stepFiles(runnerTemp, index)
  writeFileSync(files.script, substitute(step.run, context))
  const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, substitute(String(value), context)]))
  const env = { ...runnerEnvironment(run, runnerTemp, files), ...stepEnv }
  const cwd = step['working-directory'] ? path.resolve(run.workspace, substitute(step['working-directory'], context)) : run.workspace
  const done = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', files.script], { cwd, env, encoding: 'utf8' })
  if (step.id) context.steps[step.id] = { outputs: parseOutputFile(readFileSync(files.output, 'utf8')) }
  const summary = existsSync(files.summary) ? readFileSync(files.summary, 'utf8') : ''
  return { status: done.status ?? 1, stdout: done.stdout, stderr: done.stderr, summary }
}

/** A step's own files: its script, and the GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, empty. */
function stepFiles(runnerTemp: string, index: number) {
  const folder = path.join(runnerTemp, `_step_${index}`)
  mkdirSync(folder)
  const files = { script: path.join(folder, 'script.sh'), output: path.join(folder, 'output'), summary: path.join(folder, 'summary') }
  writeFileSync(files.output, '')
  writeFileSync(files.summary, '')
  return files
}

/** What the runner sets for every step, over the machine's environment. */
function runnerEnvironment(run: ActionRun, runnerTemp: string, files: { output: string; summary: string }): Record<string, string | undefined> {
  return {
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
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary
  }
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
