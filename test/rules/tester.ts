/**
 * One tester for every rule, in the manner of ESLint's RuleTester: a rule id, the cases it must pass and the
 * cases it must report, with every message it gives there (place and exact reason).
 *
 * A case is either `text`, one file checked in memory by the processor (a page at `path`, `docs/page.mdx`
 * unless given; for a config rule, a docs.json), or `files`, a small site written to a temporary folder and
 * checked with check() as the CLI does (site and OpenAPI rules; `file` in a message is its path from the site
 * root). The rule's `options` and `severity`, and any other `config`, are applied as a tool configuration is.
 *
 * For a fixable rule, each invalid case also gives what one pass of the rule's fixes makes of it (`output`, as
 * ESLint's RuleTester does); a case without `output` asserts that the rule offers no fix there.
 */
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { ruleMetaOf } from '../../rules/index.js'
import type { ToolConfig } from '../../src/config/rc.js'
import type { RuleMeta, Severity, SeveritySetting } from '../../src/rule.js'
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { check } from '../../src/engine.js'
import { applyFixes } from '../../src/fix/apply.js'
import { asLine, lint, toFinding, withSite, type SiteFinding } from '../helpers.js'

export interface Case {
  /** What the case is about; test names read `passes <name>` and `reports <name>`. */
  name: string
  /** One file, checked in memory: a page, or a docs.json for a config rule. */
  text?: string
  /** Where `text` is: `docs/page.mdx` for page rules, `docs.json` for config rules, unless given. */
  path?: string
  /** A site: file paths from the site root, and their contents. */
  files?: Record<string, string>
  /** The rule's options, as a tool configuration gives them (`"<id>": ["<severity>", {...}]`). */
  options?: Record<string, unknown>
  /** The rule's severity in the tool configuration; its default unless given. */
  severity?: SeveritySetting
  /** Any other tool configuration (`extends`, other rules, `overrides`); the rule's own setting goes on top. */
  config?: ToolConfig
  /** No other rule reports anything on the case either: it isolates the rule. */
  alone?: boolean
}

export type ValidCase = Case

export interface InvalidCase extends Case {
  /** Every message of the rule, in the order docslint sorts them. */
  messages: ExpectedMessage[]
  /**
   * Fixable rules: the text after one pass of the rule's fixes (`text` cases), or the files the fixes change,
   * with their new text (`files` cases). Left out: the rule fixes nothing here.
   */
  output?: string | Record<string, string>
}

export interface ExpectedMessage {
  /** The file's path from the site root (`files` cases only). */
  file?: string
  /** For the `openapi` family: which of redocly's rules reports it (`openapi/struct`). */
  rule?: string
  /** `line:column-line:column`, or `line:column` for a point. */
  at: string
  reason: string
  /** Only where it is not the severity the case gives the rule (its default, or `severity`). */
  severity?: Severity
}

/** A case whose files do not parse tests nothing of a rule: the tester fails on these, unless they are the rule. */
const PARSE_RULES = new Set(['mdx-syntax', 'config-syntax', 'openapi-syntax'])

/** The `openapi` rule stands for redocly's rules, whose messages carry their own ids (`openapi/struct`). */
const FAMILY = 'openapi'

export function testRule(id: string, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  const rule = ruleMetaOf(id)
  if (!rule) throw new Error(`testRule: no rule \`${id}\` in allRules`)
  describe(id, () => {
    it.each(cases.valid)('passes $name', async (valid) => {
      expect(ofRule(id, (await findingsOf(rule, valid)).findings, valid)).toEqual([])
    })
    it.each(cases.invalid)('reports $name', async (invalid) => {
      if (invalid.output !== undefined && !rule.fixable) throw new Error(`case \`${invalid.name}\`: \`${id}\` fixes nothing (its meta has no \`fixable\`), so give no \`output\``)
      const severity = invalid.severity ?? rule.severity
      const expected = invalid.messages.map((message) => ({ ...message, severity: message.severity ?? severity }))
      const { findings, outputs } = await findingsOf(rule, invalid)
      expect(ofRule(id, findings, invalid)).toEqual(expected)
      expect(outputs).toEqual(invalid.text !== undefined ? { [fileOf(rule, invalid)]: invalid.output ?? invalid.text } : (invalid.output ?? {}))
    })
  })
}

/** The rule's messages among all those of a case, written as the cases write them. */
function ofRule(id: string, findings: SiteFinding[], { files, alone }: Case): ExpectedMessage[] {
  const belongs = (ruleId: string) => (id === FAMILY ? ruleId.startsWith(`${FAMILY}/`) : ruleId === id)
  expect(findings.filter(({ ruleId }) => PARSE_RULES.has(ruleId) && ruleId !== id).map(asLine)).toEqual([])
  if (alone) expect(findings.filter(({ ruleId }) => !belongs(ruleId)).map(asLine)).toEqual([])
  return findings
    .filter(({ ruleId }) => belongs(ruleId))
    .map(({ file, ruleId, at, reason, severity }) => ({ ...(files ? { file } : {}), ...(id === FAMILY ? { rule: ruleId } : {}), at, reason, severity }))
}

/** Every message of a case, and the text of each file that the rule's fixes change (all of a `text` case's one file). */
interface CaseResult {
  findings: SiteFinding[]
  outputs: Record<string, string>
}

function fileOf(rule: RuleMeta, testCase: Case): string {
  return testCase.path ?? (rule.kind === 'config' ? 'docs.json' : 'docs/page.mdx')
}

/** One pass of the rule's fixes over a checked file, as --fix makes it. */
function fixedText(rule: RuleMeta, file: VFile): string {
  const belongs = (message: VFileMessage) => (rule.id === FAMILY ? String(message.ruleId).startsWith(`${FAMILY}/`) : message.ruleId === rule.id)
  return applyFixes(String(file.value), file.messages.filter(belongs)).output
}

/** Every message of a case: of its one file, checked in memory, or of its whole site. */
async function findingsOf(rule: RuleMeta, testCase: Case): Promise<CaseResult> {
  const config = toolConfig(rule, testCase)
  const { text, files } = testCase
  if ((text === undefined) === (files === undefined)) throw new Error(`case \`${testCase.name}\`: give either \`text\` or \`files\``)
  if (files && Object.keys(files).some((name) => path.basename(name).startsWith('.docslintrc'))) {
    throw new Error(`case \`${testCase.name}\`: give the tool configuration as \`config\`, \`options\` or \`severity\`, not as a file`)
  }
  if (text !== undefined) {
    const name = fileOf(rule, testCase)
    const { file, findings } = await lint(name, text, config)
    return { findings: findings.map((finding) => ({ file: name, ...finding })), outputs: { [name]: fixedText(rule, file) } }
  }
  return withSite(config ? { ...files, '.docslintrc.json': JSON.stringify(config) } : files!, async (root) => {
    // A rule that needs the network runs with its flag (its cases reach only this machine).
    const checked = await check({ paths: [root], cwd: root, keepText: true, checkExternal: rule.onlyWith === '--check-external' })
    const nameOf = (file: VFile) => path.relative(root, path.resolve(file.cwd, file.path))
    const findings = checked.flatMap((file) => file.messages.map((message) => ({ file: nameOf(file), ...toFinding(message) })))
    const changed = checked.filter((file) => fixedText(rule, file) !== String(file.value))
    const outputs = Object.fromEntries(changed.map((file) => [nameOf(file), fixedText(rule, file)]))
    return { findings, outputs }
  })
}

/** The tool configuration of a case, or undefined where it sets nothing (the defaults apply). */
function toolConfig(rule: RuleMeta, { options, severity, config }: Case): ToolConfig | undefined {
  // A rule of an opt-in preset is off by default: its cases turn it on at its severity.
  if (options === undefined && severity === undefined && !rule.preset) return config
  const setting = severity ?? rule.severity
  return { ...config, rules: { ...config?.rules, [rule.id]: options === undefined ? setting : [setting, options] } }
}
