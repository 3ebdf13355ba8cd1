import type { VFile } from 'vfile'
import type { Point, Position } from 'unist'
import { ruleDocsUrl } from './util/package.js'

/** What a rule's message does to the run: `error` fails it, `warn` and `info` only inform. */
export type Severity = 'error' | 'warn' | 'info'
export type SeveritySetting = Severity | 'off'

/** How a severity is written for readers (rule docs, the README rule table). */
export const severityLabels: Record<Severity, string> = { error: 'error', warn: 'warning', info: 'info' }

/** Which kind of file a rule looks at; it decides where the rule's code and docs live. */
export type RuleKind = 'config' | 'page' | 'site' | 'openapi'

/** The metadata every rule carries beside its code (ESLint's `meta`). */
export interface RuleMeta {
  id: string
  kind: RuleKind
  description: string
  severity: Severity
  /** JSON Schema of the rule's options (`["warn", {...}]`); a rule without it takes none. */
  options?: object
  /** Off unless turned on, by the `all` preset or by name. */
  optIn?: boolean
}

export interface ReportOptions {
  place?: Position | Point
  /** The closest valid values, best first; reporters show them as suggestions. */
  expected?: string[]
  actual?: string
  note?: string
  /**
   * This message is at most this severity, whatever the rule is set to (an ambiguous reference is a warning
   * of a rule whose messages are errors; a spec not fetched offline is information). `off` still wins.
   */
  atMost?: 'warn' | 'info'
}

/** Reports one message of one rule; it already knows the file and the configured severity. */
export type Report = (rule: RuleMeta, reason: string, options?: ReportOptions) => void

/** Severity configured for each rule id; rules not named keep their default. */
export type RuleSettings = Record<string, SeveritySetting>

export function severityOf(rule: RuleMeta, settings: RuleSettings): SeveritySetting {
  return settings[rule.id] ?? rule.severity
}

const rank: Record<SeveritySetting, number> = { off: 0, info: 1, warn: 2, error: 3 }

/** The lower of two severities (`off` below `info`, below `warn`, below `error`). */
export function lowerSeverity<S extends SeveritySetting>(a: S, b: S): S {
  return rank[a] <= rank[b] ? a : b
}

export function createReport(file: VFile, settings: RuleSettings): Report {
  return (rule, reason, options = {}) => {
    const severity = options.atMost ? lowerSeverity(severityOf(rule, settings), options.atMost) : severityOf(rule, settings)
    if (severity === 'off') return
    const message = file.message(reason, { place: options.place, ruleId: rule.id, source: 'docslint' })
    message.url = ruleDocsUrl(rule)
    // vfile's convention: true is an error, false a warning, undefined (printed as null) information.
    message.fatal = severity === 'error' ? true : severity === 'warn' ? false : undefined
    if (options.expected?.length) message.expected = options.expected
    if (options.actual !== undefined) message.actual = options.actual
    if (options.note) message.note = options.note
  }
}
