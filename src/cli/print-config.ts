/**
 * `docslint check --print-config <file>`: the rule settings that apply to one page or docs.json, after the
 * presets, the configuration files found for it, their overrides and `--rule`, printed as a configuration's
 * `rules` would set them (as ESLint's `--print-config`). The site is checked to find them, as docslint finds
 * them when it checks the file; nothing is reported.
 */
import path from 'node:path'
import { check, RunFailure, type CheckOptions } from '../engine.js'
import type { RuleSetup } from '../config/settings.js'

export async function printConfig(file: string, options: CheckOptions): Promise<string> {
  const cwd = path.resolve(options.cwd ?? process.cwd())
  const files = await check({ ...options, paths: [file], cache: false, warmCache: undefined })
  const checked = files.find((candidate) => path.resolve(cwd, candidate.path) === path.resolve(cwd, file))
  const setup = checked?.data.ruleSetup
  if (!setup) throw new RunFailure(`--print-config ${file}: not a page or docs.json of a site, which are the files rules apply to`)
  return `${JSON.stringify({ rules: asRules(setup) }, null, 2)}\n`
}

/** Each rule as a configuration sets it: its severity, or `[severity, options]`; by id. */
function asRules(setup: RuleSetup): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(setup.rules)
      .sort()
      .map((id) => [id, setup.options[id] === undefined ? setup.rules[id] : [setup.rules[id], setup.options[id]]])
  )
}
