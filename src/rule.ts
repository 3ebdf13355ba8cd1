/**
 * The one rule contract: every rule, whatever kind of file it reads, is its metadata plus a check, made by its
 * kind's define function (`defineConfigRule`, `defineParseRule`, `definePageRule`, `defineSiteRule`,
 * `defineOpenapiRule`), and reports through one `report(reason, {place, file?, suggestion?, atMost?})`.
 */
import type { Node, Point, Position } from 'unist'
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import type { JSONSchema7 } from 'json-schema'
import { packageJson } from './util/package.js'
import { fixOf, type Edit } from './fix/edit.js'
import { withoutStackTrace } from './util/without-stack-trace.js'

/** What a rule's message does to the run: `error` fails it, `warn` and `info` only inform. */
export type Severity = 'error' | 'warn' | 'info'
export type SeveritySetting = Severity | 'off'

/** How a severity is written for readers (rule docs, the README rule table). */
export const severityLabels: Record<Severity, string> = { error: 'error', warn: 'warning', info: 'info' }

/** A rule's default as the docs write it: its severity, or off and where it is turned on. */
export function defaultLabel(rule: Pick<RuleMeta, 'severity' | 'preset' | 'optIn'>): string {
  if (!rule.preset) return severityLabels[rule.severity]
  const on = rule.optIn ? `off in \`docslint:${rule.preset}\` too; ${severityLabels[rule.severity]} when configured` : `${severityLabels[rule.severity]} in \`docslint:${rule.preset}\``
  return `off (${on})`
}

/** Which kind of file a rule looks at; it decides where the rule's code and docs live. */
export type RuleKind = 'config' | 'page' | 'site' | 'openapi'

/** The metadata every rule carries beside its code (ESLint's `meta`). */
export interface RuleMeta<Options = unknown> {
  id: string
  kind: RuleKind
  /** One line, used by the rule's docs page, the README rule table and SARIF. */
  description: string
  severity: Severity
  /** JSON Schema of the rule's options (`["warn", {...}]`); a rule without it takes none. */
  options?: JSONSchema7
  defaultOptions?: Options
  /**
   * An opt-in rule: off in `docslint:recommended` and `docslint:strict`, on at `severity` in the preset it
   * belongs to (`extends: ["docslint:recommended", "docslint:style"]`), and on in `docslint:all`.
   */
  preset?: 'style'
  /** Off even in its preset, until configured (`prose-spelling`: a site's words need a word list first); on in `all`. */
  optIn?: boolean
  /**
   * What `docslint check --fix` does for this rule's messages, in a few words ("wraps the image in `<Frame>`"):
   * a rule declares it to report fixes (ESLint's `meta.fixable`), and its docs page says it.
   */
  fixable?: string
  /**
   * A page rule that also checks link pages (front matter `url:`, a link out in the navigation whose body the
   * generator does not publish): what stays true of such a file (its title names the link; a secret in it is
   * still in the repository). Other page rules skip them.
   */
  linkPages?: boolean
  /**
   * The flag without which the rule never reports (`--check-external`: it needs the network, so a default check,
   * a build and the editor never run it); its docs page says so.
   */
  onlyWith?: '--check-external'
}

/** A rule's metadata as its define function takes it: the kind comes from the function. */
export type MetaOf<Options> = Omit<RuleMeta<Options>, 'kind'>

/** A rule's docs page; the rules of a family (`openapi/struct`) share their family's page (`openapi`). */
export function ruleDocsUrl(rule: Pick<RuleMeta, 'id'>): string {
  return `${packageJson.homepage}/blob/main/docs/rules/${rule.id.split('/')[0]}.md`
}

export interface ReportOptions {
  /** Where the problem is written: a node, a range or a point. */
  place?: Node | Position | Point
  /** The file the message belongs to, for rules that read more than one (site and OpenAPI rules). */
  file?: VFile
  /**
   * The closest valid value: the message gets "did you mean `x`?" (after a reason that ends a sentence,
   * "Did you mean `x`?"), and reporters offer it as the fix (`expected`).
   */
  suggestion?: string
  /** How the suggestion is written in the message when it is not the bare value (`<Card>`, `#intro`). */
  suggestionText?: string
  /** Words that follow the suggestion in the message (a list of what is allowed, say). */
  after?: string
  /** Valid values offered without a "did you mean" (the reason already lists them), best first. */
  expected?: string[]
  /** The value that is wrong, as written. */
  actual?: string
  /**
   * This message is at most this severity, whatever the rule is set to (an ambiguous reference is a warning
   * of a rule whose messages are errors; a spec not fetched offline is information). `off` still wins.
   */
  atMost?: 'warn' | 'info'
  /** Report as a member of the rule's family (`openapi/struct` of `openapi`), with that member's id and severity. */
  as?: RuleMeta
  /**
   * What `--fix` writes for this message (the rule's meta declares `fixable`): one edit or several, at places of
   * the message's file; several become one fix (src/fix/edit.ts). Give one only when it is certainly right.
   */
  fix?: Edit | Edit[]
  /**
   * Plain data a page rule leaves on its message (`message.data`) for its step on the built site
   * (`completeOnSite`, src/page/rule.ts), which knows the other pages; kept through the workers and the cache.
   */
  data?: Record<string, unknown>
}

/** A message with the data its rule left on it for the site step. */
export type MessageWithData = VFileMessage & { data?: Record<string, unknown> }

/** Reports one message of the rule being run. */
export type Report = (reason: string, options?: ReportOptions) => void

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

/** Where a report goes: the file a rule is checking, and the severities configured for each file. */
export interface ReportTarget {
  file: VFile
  settingsOf: (file: VFile) => RuleSettings
}

/** The `report` a rule's check receives: messages with the rule's id, docs URL and each file's configured severity. */
export function createReport(rule: RuleMeta, target: ReportTarget): Report {
  return (reason, options = {}) => {
    const file = options.file ?? fileOfPlace(options.place) ?? target.file
    const reported = options.as ?? rule
    const configured = severityOf(reported, target.settingsOf(file))
    const severity = options.atMost ? lowerSeverity(configured, options.atMost) : configured
    if (severity === 'off') return
    const text = shortenQuotes(withSuggestion(reason, options))
    const message = withoutStackTrace(() => file.message(text, { place: placeOf(options.place), ruleId: reported.id, source: 'docslint' }))
    message.url = ruleDocsUrl(reported)
    // vfile's convention: true is an error, false a warning, undefined (printed as null) information.
    message.fatal = severity === 'error' ? true : severity === 'warn' ? false : undefined
    const expected = options.suggestion !== undefined ? [options.suggestion] : options.expected
    if (expected?.length) message.expected = expected
    if (options.actual !== undefined) message.actual = options.actual
    if (options.fix) message.fix = checkedFix(reported, options.fix, file)
    if (options.data) (message as MessageWithData).data = options.data
  }
}

function checkedFix(rule: RuleMeta, edits: Edit | Edit[], file: VFile) {
  if (!rule.fixable) throw new Error(`Rule \`${rule.id}\` reports a fix, but its meta does not declare \`fixable\``)
  return fixOf(edits, String(file.value ?? ''))
}

/** The reason with its "did you mean" and what follows it. */
function withSuggestion(reason: string, options: ReportOptions): string {
  if (options.suggestion === undefined) return reason + (options.after ?? '')
  const shown = options.suggestionText ?? `\`${options.suggestion}\``
  const question = /[.?!]$/.test(reason) ? ` Did you mean ${shown}?` : `; did you mean ${shown}?`
  return reason + question + (options.after ?? '')
}

/** Quoted values (in backticks) longer than this are cut in messages: a 4 MB path made a 4 MB message, and a build of it 600 MB. */
const MAX_QUOTE = 200

/** The reason with each long quoted value cut to its start, and its length said. */
function shortenQuotes(reason: string): string {
  if (reason.length <= MAX_QUOTE) return reason
  return reason.replace(new RegExp(`\`([^\`]{${MAX_QUOTE + 1},})\``, 'g'), (_quote, value: string) => `\`${value.slice(0, MAX_QUOTE / 2)}…\` (${value.length.toLocaleString('en')} characters)`)
}

function placeOf(place: ReportOptions['place']): Position | Point | undefined {
  if (place && 'type' in place) return place.position
  if (place && 'file' in place && 'start' in place) return { start: place.start, end: place.end }
  return place
}

/** A range in a file docs.json refers to with `$ref` names that file (src/config/json.ts JsonPlace): the message is on it. */
function fileOfPlace(place: ReportOptions['place']): VFile | undefined {
  return place && !('type' in place) && 'file' in place ? (place.file as VFile | undefined) : undefined
}

/** What a rule's check receives beside what it reads. */
export interface RuleContext<Options = Record<string, never>> {
  /** The file being checked: the page, or docs.json for the config, site and OpenAPI rules (their default file). */
  file: VFile
  /** The rule's options: its defaults, then what the configuration sets for this file. */
  options: Options
  report: Report
  /** Every rule id docslint knows (for what a page says about rules); absent when a rule runs alone in a remark pipeline. */
  knownRuleIds?: ReadonlySet<string>
}

export type Check<Input, Options> = (input: Input, context: RuleContext<Options>) => void | Promise<void>

/** A rule: its metadata, and the check that reads one kind of input (a page tree, the docs.json context, the Site model). */
export interface Rule<Input, Options = unknown> {
  meta: RuleMeta<Options>
  check: Check<Input, Options>
}

/** The shared part of the define functions: the kind comes from the function, not from each rule. */
export function defineRule<Input, Options>(kind: RuleKind, meta: MetaOf<Options>, check: Check<Input, Options>): Rule<Input, Options> {
  return { meta: { ...meta, kind }, check }
}

/** How one rule is run on one input: where its messages go, and what the configuration sets. */
export interface RuleRun extends ReportTarget {
  options?: Record<string, unknown>
  knownRuleIds?: ReadonlySet<string>
}

export function runRule<Input, Options>(rule: Rule<Input, Options>, input: Input, run: RuleRun): void | Promise<void> {
  const options = { ...rule.meta.defaultOptions, ...run.options } as Options
  return rule.check(input, { file: run.file, options, report: createReport(rule.meta as RuleMeta, run), knownRuleIds: run.knownRuleIds })
}
