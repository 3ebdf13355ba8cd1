/**
 * What happens to each file unified-engine hands over, as a list of stages: read guards and parse (the
 * processor's parser), then the config rules, the parse rules, the page facts, the page rules and the inline
 * control of docslint comments. Each stage reads and writes `file.data` (declared in src/file-data.ts).
 */
import path from 'node:path'
import { unified, type Processor } from 'unified'
import type { Root } from 'mdast'
import type { Node } from 'unist'
import type { VFile } from 'vfile'
import { configRules, knownRuleIds, pageRules, parseRules } from '../rules/index.js'
import { analyseConfig, siteConfigOf } from './config/analyse.js'
import { CONFIG_FILE_NAMES } from './config/files.js'
import { defaultSettings, settingsForFile } from './config/rc.js'
import type { DocslintSettings, RuleSetup } from './config/settings.js'
import { parsePage } from './page/parse.js'
import { isPagePath } from './page/kind.js'
import { collectFacts, emptyFacts } from './page/facts.js'
import { applyInlineControl } from './page/control.js'
import type { PageRule } from './page/rule.js'
import { linkOutOfSite } from './site/root.js'
import { compactTree } from './preview/tree.js'
import { runRule, severityOf, type RuleRun } from './rule.js'
import type { FileKind, Parsed } from './file-data.js'
import { DEFAULT_MAX_FILE_BYTES, tooLargeReason } from './file-size.js'

export interface ProcessorOptions {
  /** Files larger than this are reported, not parsed (`--max-file-size`; src/file-size.ts). */
  maxFileBytes?: number
  /**
   * `docslint build` only: keep a compact copy of each page's tree (positions and MDX expression programs
   * dropped, see src/preview/tree.ts) on `file.data.previewTree`, for the preview to render. A plain check
   * keeps no tree.
   */
  keepPreviewTrees?: boolean
}

/** What every stage after parsing gets: the file, its tree, and the settings that apply to it. */
interface StageInput {
  file: VFile
  tree: Root
  settings: DocslintSettings
  setup: RuleSetup
  options: ProcessorOptions
}

type Stage = (input: StageInput) => void | Promise<void>

/** The stages after parsing, in order. */
const stages: Stage[] = [runConfigRules, runParseRules, keepPageFacts, runPageRules, applyPageControls, keepPreviewTree]

/** The processor unified-engine runs on every file: it parses by kind, then runs the stages. */
export function createProcessor(options: ProcessorOptions = {}): Processor<Node, Node, Node> {
  return unified().use(docslint, options) as unknown as Processor<Node, Node, Node>
}

function docslint(this: Processor, options: ProcessorOptions = {}) {
  const processor = this
  const limit = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES
  processor.parser = (text: string, file: VFile): Node => parse(text, file, limit)
  return async (tree: Node, file: VFile): Promise<Node> => {
    const settings = processor.data('settings')?.docslint ?? defaultSettings
    const setup = settingsForFile(settings, file.path)
    file.data.ruleSetup = setup
    if (fileKind(file) === 'config') file.data.docslintSettings = settings
    for (const stage of stages) await stage({ file, tree: tree as Root, settings, setup, options })
    // unified-engine keeps each file's tree until every file has been processed (its queue step); the rules
    // are done with it, and later stages read facts on file.data, so hand back an empty tree to free it.
    return { type: 'root' }
  }
}

function fileKind(file: VFile): FileKind {
  if ((CONFIG_FILE_NAMES as readonly string[]).includes(file.basename ?? '')) return 'config'
  if (isPagePath(file.path)) return 'page'
  return 'other'
}

/** Read guards, then the parser of the file's kind; only the outcome is kept on the file. */
function parse(text: string, file: VFile, limit: number): Node {
  const { parsed, tree } = parseByKind(text, file, limit)
  file.data.docslintParsed = parsed
  // The tree goes to the stages and is then let go, so a large site does not hold every page's tree at once.
  return tree ?? { type: 'root' }
}

function parseByKind(text: string, file: VFile, limit: number): { parsed: Parsed; tree?: Root } {
  const kind = fileKind(file)
  if (kind === 'other') return { parsed: { kind } }
  const outside = linkOutOfSite(path.resolve(file.cwd, file.path))
  // unified-engine has read it already; docslint neither parses it nor keeps what it holds.
  if (outside) return { parsed: { kind, outsideRoot: outside } }
  const unreadable = unreadableReason(text, file, limit)
  if (kind === 'config') {
    const config = unreadable ? { file, fileName: file.basename ?? 'docs.json', state: 'unreadable' as const, unreadable, problems: [] } : analyseConfig(text, file)
    return { parsed: { kind, config } }
  }
  if (unreadable) return { parsed: { kind, outcome: { unreadable } } }
  const { tree, failure } = parsePage(text, file)
  return { parsed: { kind, outcome: { failure } }, tree }
}

function unreadableReason(text: string, file: VFile, limit: number): string | undefined {
  // Discovery leaves a file over the limit unread (src/discovery.ts), with its size.
  const bytes = file.data.docslintFileSize ?? Buffer.byteLength(text)
  if (bytes > limit) return tooLargeReason(bytes, limit)
  if (text.includes('\u0000')) return 'the file is binary (it contains NUL bytes), not text'
  return undefined
}

/** How the rules of one file report: on that file, with its configured severities. */
function ruleRun(file: VFile, setup: RuleSetup): RuleRun {
  return { file, settingsOf: () => setup.rules, knownRuleIds }
}

function runConfigRules({ file, setup }: StageInput): void {
  const parsed = file.data.docslintParsed
  if (parsed?.kind !== 'config' || !('config' in parsed)) return
  for (const rule of configRules) void runRule(rule, parsed.config, ruleRun(file, setup))
  const siteConfig = siteConfigOf(parsed.config)
  if (siteConfig) file.data.siteConfig = siteConfig
}

function runParseRules({ file, setup }: StageInput): void {
  const outcome = pageOutcome(file)
  if (outcome) for (const rule of parseRules) void runRule(rule, outcome, ruleRun(file, setup))
}

/** Page facts for the later stages; a page that did not parse has empty facts. */
function keepPageFacts({ file, tree }: StageInput): void {
  const outcome = pageOutcome(file)
  if (!outcome || outcome.unreadable) return
  file.data.pageFacts = outcome.failure ? emptyFacts() : collectFacts(tree, file)
}

/** Every enabled page rule, on a page that parsed. */
async function runPageRules({ file, tree, settings, setup }: StageInput): Promise<void> {
  if (!isParsedPage(file)) return
  for (const rule of pageRules) {
    if (severityOf(rule.meta, setup.rules) === 'off') continue
    await runRule(rule, tree, { ...ruleRun(file, setup), options: optionsFor(rule, setup, settings) })
  }
}

/** A rule's options: the configured ones, plus the configuration's `components` for the rules that take them. */
function optionsFor(rule: PageRule, setup: RuleSetup, settings: DocslintSettings): Record<string, unknown> {
  const options = { ...setup.options[rule.meta.id] }
  const properties = (rule.meta.options as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}
  if ('components' in properties) options.components = { ...settings.components, ...(options.components as object) }
  return options
}

/** `{/* docslint-disable ... *\/}` comments drop the messages they turn off. */
function applyPageControls({ file, tree }: StageInput): void {
  if (isParsedPage(file)) applyInlineControl(tree, file)
}

function keepPreviewTree({ file, tree, options }: StageInput): void {
  if (options.keepPreviewTrees && file.data.pageFacts?.parsed) file.data.previewTree = compactTree(tree)
}

function pageOutcome(file: VFile) {
  const parsed = file.data.docslintParsed
  return parsed?.kind === 'page' && 'outcome' in parsed ? parsed.outcome : undefined
}

function isParsedPage(file: VFile): boolean {
  const outcome = pageOutcome(file)
  return outcome !== undefined && !outcome.unreadable && !outcome.failure
}
