/**
 * What happens to each file unified-engine hands over: read guards, then by kind. docs.json is parsed and its
 * config rules run here; a page is checked by src/page/check.ts (parse, parse rules, page facts, page rules,
 * inline control), in this thread or in a worker of the page pool, and only its result comes back. Each stage
 * reads and writes `file.data` (declared in src/file-data.ts).
 */
import path from 'node:path'
import { unified, type Processor } from 'unified'
import type { Node } from 'unist'
import type { VFile } from 'vfile'
import { configRules } from '../rules/index.js'
import { analyseConfig, siteConfigOf } from './config/analyse.js'
import { configKeyOf } from './config/config-key.js'
import { CONFIG_FILE_NAMES } from './config/files.js'
import { defaultSettings, settingsForFile, withCommandLineRules } from './config/rc.js'
import type { RuleSetup } from './config/settings.js'
import { isPagePath } from './page/kind.js'
import { checkPage, ruleRun, type PageCheck } from './page/check.js'
import { applyPageResult } from './page/result.js'
import { linkOutOfSite } from './site/root.js'
import { runRule } from './rule.js'
import type { FileKind, Parsed } from './file-data.js'
import { DEFAULT_MAX_FILE_BYTES, unreadableReason } from './file-size.js'
import type { PageRunner } from './workers/page-runner.js'
import { withoutByteOrderMark } from './util/byte-order-mark.js'
import { readGivenFile } from './discovery.js'

export interface ProcessorOptions {
  /** Files larger than this are reported, not parsed (`--max-file-size`; src/file-size.ts). */
  maxFileBytes?: number
  /**
   * `docslint build` only: keep a compact copy of each page's tree (positions and MDX expression programs
   * dropped, see src/preview/tree.ts) on `file.data.previewTree`, for the preview to render. A plain check
   * keeps no tree.
   */
  keepPreviewTrees?: boolean
  /** Keep each page's text on its VFile after the check (see CheckOptions.keepText). */
  keepText?: boolean
  /** Where page results come from when not from a check in this thread: the result cache, the page pool. */
  pages?: PageRunner
  /** The rules set on the command line (`--rule`), over every configuration. */
  commandLineRules?: RuleSetup
  /** Called as each page's check is done. */
  onPage?: () => void
}

/** The processor unified-engine runs on every file: it parses docs.json, and hands each page to the page check. */
export function createProcessor(options: ProcessorOptions = {}): Processor<Node, Node, Node> {
  return unified().use(docslint, options) as unknown as Processor<Node, Node, Node>
}

function docslint(this: Processor, options: ProcessorOptions = {}) {
  const processor = this
  const limit = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES
  processor.parser = (text: string, file: VFile): Node => {
    // A file given to be read (src/discovery.ts) is read and parsed below, without blocking the thread.
    if (file.data.docslintReadUnder === undefined) file.data.docslintParsed = parse(withoutOwnByteOrderMark(text, file), file, limit)
    // Nothing is parsed here but docs.json, whose analysis is on file.data: the tree of a page is made and
    // let go by the page check, so a large site never holds every page's tree at once.
    return { type: 'root' }
  }
  return async (_tree: Node, file: VFile): Promise<Node> => {
    if (file.data.docslintReadUnder !== undefined) file.data.docslintParsed = parse(withoutOwnByteOrderMark(await readGivenFile(file, limit), file), file, limit)
    const settings = withCommandLineRules(processor.data('settings')?.docslint ?? defaultSettings, options.commandLineRules)
    const setup = settingsForFile(settings, file.path)
    file.data.ruleSetup = setup
    const parsed = file.data.docslintParsed
    if (parsed?.kind === 'config') {
      file.data.docslintSettings = settings
      if ('config' in parsed) for (const referenced of parsed.config.refFiles ?? []) referenced.data.ruleSetup = settingsForFile(settings, path.resolve(referenced.cwd, referenced.path))
      runConfigRules(file, setup)
    }
    if (parsed?.kind === 'page' && !('outsideRoot' in parsed)) {
      await checkPageOf(file, { settings, setup, maxFileBytes: limit, keepPreviewTrees: options.keepPreviewTrees }, options.pages, options.keepText)
      options.onPage?.()
    }
    return { type: 'root' }
  }
}

/**
 * Checks a page here, or gets its result from the cache or the pool; either way its text is let go then, unless
 * kept for fixes. A page that could not be read is one message, made here: it has no text to key a cached result by.
 */
async function checkPageOf(file: VFile, check: PageCheck, pages: PageRunner | undefined, keepText = false): Promise<void> {
  const text = String(file.value ?? '')
  if (pages && file.data.docslintUnreadable === undefined) {
    const data = file.data.docslintFileSize === undefined ? {} : { docslintFileSize: file.data.docslintFileSize }
    applyPageResult(file, await pages.resultOf({ path: file.path, cwd: file.cwd, text, data, check }))
  } else {
    await checkPage(text, file, check)
  }
  if (!keepText) file.value = ''
}

/**
 * The file's text without its byte order mark, which then leaves its value too: every offset a check makes (a
 * fix's range) is into the text as editors show it, and `--fix` writes the mark back (src/fix/run.ts).
 */
function withoutOwnByteOrderMark(text: string, file: VFile): string {
  const unmarked = withoutByteOrderMark(text)
  if (unmarked === text) return text
  file.value = unmarked
  file.data.docslintByteOrderMark = true
  return unmarked
}

function fileKind(file: VFile): FileKind {
  if ((CONFIG_FILE_NAMES as readonly string[]).includes(file.basename ?? '')) return 'config'
  if (isPagePath(file.path)) return 'page'
  return 'other'
}

/** What can be known of a file before its kind's work: where it leads, and docs.json's analysis. */
function parse(text: string, file: VFile, limit: number): Parsed {
  const kind = fileKind(file)
  if (kind === 'other') return { kind }
  const outside = linkOutOfSite(path.resolve(file.cwd, file.path))
  // unified-engine has read it already; docslint neither parses it nor keeps what it holds.
  if (outside) return { kind, outsideRoot: outside }
  if (kind === 'page') return { kind, outcome: {} }
  const unreadable = unreadableReason(text, file, limit)
  const config = unreadable ? { file, fileName: file.basename ?? 'docs.json', state: 'unreadable' as const, unreadable, problems: [] } : analyseConfig(text, file, limit)
  file.data.configKey = configKeyOf(text, file, config, limit)
  return { kind, config }
}

function runConfigRules(file: VFile, setup: RuleSetup): void {
  const parsed = file.data.docslintParsed
  if (parsed?.kind !== 'config' || !('config' in parsed)) return
  for (const rule of configRules) void runRule(rule, parsed.config, ruleRun(file, setup))
  const siteConfig = siteConfigOf(parsed.config)
  if (siteConfig) file.data.siteConfig = siteConfig
}
