import { Command, InvalidArgumentError, Option } from 'commander'
import { parse as parseYaml } from 'yaml'
import { RunFailure, type CheckOptions } from '../engine.js'
import { commandLineRules, ToolConfigError, type RuleEntry } from '../config/rc.js'
import type { RuleSetup } from '../config/settings.js'
import { isObject } from '../util/is-object.js'
import { DEFAULT_TIMEOUT_SECONDS } from '../openapi/model.js'
import { DEFAULT_MAX_FILE_MIB } from '../file-size.js'
import { FORMATS, type Format } from '../report/index.js'

/** A command that throws instead of exiting or printing, so `main` reports every failure the same way. */
export function newCommand(name: string): Command {
  return new Command(name).exitOverride().configureOutput({ writeErr: () => undefined, outputError: () => undefined })
}

/** The flags of every command that checks a site (`check`, `build`), declared once. */
export interface SiteFlags {
  format: Format
  quiet?: boolean
  config?: string | false
  ignorePath?: string
  color?: boolean
  timeout: number
  offline?: boolean
  maxFileSize: number
  concurrency?: number
  debug?: boolean
  /** `--rule 'id: severity'`, each flag's rules, in order. */
  rule?: Record<string, RuleEntry>
}

export function addSiteOptions(command: Command): Command {
  return command
    .addOption(new Option('-f, --format <format>', 'output format of the report').choices(FORMATS).default('stylish'))
    .option('--quiet', 'report errors only')
    .option('-c, --config <file>', 'use this docslint configuration file')
    .option('--no-config', 'ignore .docslintrc.* files and package.json#docslint')
    .option('--ignore-path <file>', 'do not report the files this ignore file matches (default: .docslintignore files); they stay part of the site')
    .option('--color', 'force colour in the report')
    .option('--no-color', 'no colour in the report')
    .option('--timeout <seconds>', 'give up on a remote OpenAPI file after this many seconds', parseSeconds, DEFAULT_TIMEOUT_SECONDS)
    .option('--offline', 'do not fetch remote OpenAPI files (they are reported as not checked)')
    .option('--max-file-size <MiB>', 'report pages, docs.json and OpenAPI files larger than this instead of reading them', parseMebibytes, DEFAULT_MAX_FILE_MIB)
    .option('--rule <rule>', "set a rule over the configuration files, as in `rules`: 'heading-increment: off', 'link-text: [error, {bareUrls: true}]' (repeatable)", collectRule)
    .option('--concurrency <n>', 'threads that check pages (default: one per core, at most 8, none for a site under 200 pages; 1: in the main thread)', parseThreads)
    .option('--debug', 'show stack traces of internal errors')
}

/** What the shared flags ask of the check itself. */
export function checkOptionsOf(flags: SiteFlags): CheckOptions {
  return {
    configPath: typeof flags.config === 'string' ? flags.config : undefined,
    useConfig: flags.config !== false,
    ignorePath: flags.ignorePath,
    timeout: flags.timeout,
    offline: flags.offline,
    maxFileBytes: Math.round(flags.maxFileSize * 1024 * 1024),
    concurrency: flags.concurrency,
    commandLineRules: flags.rule ? ruleSetupOf(flags.rule) : undefined
  }
}

/** `--rule` read as YAML, as a configuration's `rules` (`id: severity` or `id: [severity, {options}]`); each flag adds to the ones before. */
function collectRule(value: string, previous: Record<string, RuleEntry> | undefined): Record<string, RuleEntry> {
  let parsed: unknown
  try {
    parsed = parseYaml(value)
  } catch {
    parsed = undefined
  }
  if (!isObject(parsed) || Object.keys(parsed).length === 0) throw new InvalidArgumentError("expected `rule-id: severity`, such as 'heading-increment: off' or 'link-text: [error, {bareUrls: true}]'")
  return { ...previous, ...(parsed as Record<string, RuleEntry>) }
}

/** The `--rule` flags checked as a configuration's rules are: an unknown rule, severity or option fails the run. */
function ruleSetupOf(entries: Record<string, RuleEntry>): RuleSetup {
  try {
    return commandLineRules(entries)
  } catch (error) {
    throw error instanceof ToolConfigError ? new RunFailure(error.message) : error
  }
}

function parseMebibytes(value: string): number {
  const size = Number(value)
  if (!/^\d+(\.\d+)?$/.test(value) || size <= 0) throw new InvalidArgumentError('expected a number of MiB above 0')
  return size
}

function parseThreads(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('expected a whole number of threads, 1 or more')
  return Number(value)
}

function parseSeconds(value: string): number {
  const seconds = Number(value)
  if (!/^\d+(\.\d+)?$/.test(value) || seconds <= 0) throw new InvalidArgumentError('expected a number of seconds above 0')
  return seconds
}
