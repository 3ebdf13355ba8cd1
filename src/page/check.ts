/**
 * The work done on one page, wherever it runs (in the main thread, or in a worker of src/workers/pool.ts):
 * read guards and parse, then the parse rules, the page facts, the page rules, the inline control of docslint
 * comments and the preview tree. Each stage reads and writes `file.data` (declared in src/file-data.ts); the
 * tree lives only while the page is checked.
 */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { pageRules, parseRules, knownRuleIds } from '../../rules/index.js'
import type { DocslintSettings, RuleSetup } from '../config/settings.js'
import { runRule, severityOf, type RuleRun } from '../rule.js'
import { unreadableReason } from '../file-size.js'
import { keptPreviewTree } from '../preview/tree.js'
import { parsePage, strayNulPlaces } from './parse.js'
import { linkPageUrl } from './kind.js'
import { collectFacts, emptyFacts, type PageFacts } from './facts.js'
import { applyInlineControl } from './control.js'
import type { PageRule } from './rule.js'

/** What checking a page needs beside its text: the settings that apply to it, and what the run asks for. */
export interface PageCheck {
  settings: DocslintSettings
  setup: RuleSetup
  /** Files larger than this are reported, not parsed (`--max-file-size`; src/file-size.ts). */
  maxFileBytes: number
  /** `docslint build`: keep the page's compact tree, serialised, on `file.data.previewTree` (see src/preview/tree.ts). */
  keepPreviewTrees?: boolean
  /**
   * With `keepPreviewTrees`: highlight the code blocks of the kept tree too. A page pool of enough threads asks
   * for it (MIN_HIGHLIGHTING_THREADS in src/workers/pool.ts), so that highlighting is spread over them; a page
   * checked in the main thread leaves it to the render, where it would cost the same in the same thread.
   */
  highlightCode?: boolean
}

interface StageInput extends PageCheck {
  file: VFile
  tree: Root
}

type Stage = (input: StageInput) => void | Promise<void>

/** The stages after parsing, in order. */
const stages: Stage[] = [runParseRules, keepPageFacts, runPageRules, applyPageControls, keepPreviewTree]

/** Checks one page of `text`: its messages go on `file`, what later stages need of it on `file.data`. */
export async function checkPage(text: string, file: VFile, check: PageCheck): Promise<void> {
  const unreadable = unreadableReason(text, file, check.maxFileBytes)
  const { tree, failure } = unreadable ? { tree: { type: 'root', children: [] } as Root, failure: undefined } : parsePage(text, file)
  const strayNuls = unreadable ? undefined : strayNulPlaces(text)
  file.data.docslintParsed = { kind: 'page', outcome: unreadable ? { unreadable } : { failure, ...(strayNuls && { strayNuls }) } }
  for (const stage of stages) await stage({ ...check, file, tree })
}

/** How the rules of one file report: on that file, with its configured severities. */
export function ruleRun(file: VFile, setup: RuleSetup): RuleRun {
  return { file, settingsOf: () => setup.rules, knownRuleIds }
}

function runParseRules({ file, setup }: StageInput): void {
  const outcome = pageOutcome(file)
  if (outcome) for (const rule of parseRules) void runRule(rule, outcome, ruleRun(file, setup))
}

/**
 * Page facts for the later stages; a page that was not read or did not parse has empty facts: it is still a page
 * of the site, which navigation may name. A page over the parse budget has the facts of its skim, which the
 * site rules read as any page's (links into its headings, its links out); not `parsed`: no page rule ran on it.
 */
function keepPageFacts({ file, tree }: StageInput): void {
  const outcome = pageOutcome(file)
  if (!outcome) return
  if (outcome.failure?.skimmed) file.data.pageFacts = skimmedFacts(tree, file)
  else file.data.pageFacts = outcome.unreadable || outcome.failure ? emptyFacts() : collectFacts(tree, file)
}

/** The facts of a skim, without those a skim cannot give: `api-page-complete` would miss the examples and prose it did not read. */
function skimmedFacts(tree: Root, file: VFile): PageFacts {
  const { api: _unread, ...facts } = collectFacts(tree, file)
  return { ...facts, parsed: false }
}

/** Every enabled page rule, on a page that parsed; on a link page (front matter `url:`), those that check one. */
async function runPageRules({ file, tree, settings, setup }: StageInput): Promise<void> {
  if (!isParsedPage(file)) return
  const linkPage = linkPageUrl(file.data.pageFacts?.frontmatter?.data) !== undefined
  for (const rule of pageRules) {
    if (severityOf(rule.meta, setup.rules) === 'off' || (linkPage && !rule.meta.linkPages)) continue
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

/**
 * `{/* docslint-disable ... *\/}` comments drop the messages they turn off. The page's facts list its docslint
 * comments: without one, or without a message, there is nothing to drop, and no walk of the tree to make
 * (unified-message-control's walk was 3% of a check's CPU time).
 */
function applyPageControls({ file, tree }: StageInput): void {
  if (!isParsedPage(file) || file.messages.length === 0 || !file.data.pageFacts?.controls.length) return
  applyInlineControl(tree, file)
}

async function keepPreviewTree({ file, tree, keepPreviewTrees, highlightCode }: StageInput): Promise<void> {
  if (keepPreviewTrees && file.data.pageFacts?.parsed) file.data.previewTree = await keptPreviewTree(tree, { highlightCode: Boolean(highlightCode) })
}

function pageOutcome(file: VFile) {
  const parsed = file.data.docslintParsed
  return parsed?.kind === 'page' && 'outcome' in parsed ? parsed.outcome : undefined
}

function isParsedPage(file: VFile): boolean {
  const outcome = pageOutcome(file)
  return outcome !== undefined && !outcome.unreadable && !outcome.failure
}
