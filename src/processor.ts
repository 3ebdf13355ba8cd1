import { unified, type Processor } from 'unified'
import type { Node } from 'unist'
import type { VFile } from 'vfile'
import { configRules } from '../rules/index.js'
import { mdxSyntax } from '../rules/page/mdx-syntax.js'
import { configSyntax } from '../rules/config/config-syntax.js'
import { navOutsideRoot } from '../rules/site/nav-outside-root.js'
import { linkOutOfSite } from './site/root.js'
import path from 'node:path'
import { analyseConfig, siteConfigOf, type SiteConfig } from './config/analyse.js'
import { defaultSettings } from './config/rc.js'
import { CONFIG_FILE_NAMES } from './config/context.js'
import { parsePage } from './page/parse.js'
import { isPagePath } from './page/kind.js'
import type { ParseFailure } from '../rules/page/mdx-syntax.js'
import { createReport, type Report } from './rule.js'
import { collectFacts, emptyFacts } from './page/facts.js'
import { lintPage } from './page/lint.js'
import { settingsForFile, type RuleSetup } from './config/rc.js'
import type { DeclaredComponents } from './page/components.js'
import type { Root } from 'mdast'
import type { ConfigContext } from './config/context.js'
import { compactTree } from './preview/tree.js'

/** Larger files are not documentation pages or configs anyone writes by hand; parsing them is not useful. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024

export type FileKind = 'config' | 'page' | 'other'

/** What the parser learnt about a file, for the checks (and later stages) to read. */
export type Parsed =
  | { kind: 'config'; config: ConfigContext }
  | { kind: 'page'; failure?: ParseFailure }
  | { kind: FileKind; unreadable: string }
  | { kind: FileKind; outsideRoot: string }
  | { kind: 'other' }

declare module 'vfile' {
  interface DataMap {
    docslintParsed: Parsed
    /** The normalised docs.json, set on the config file once it has been read. */
    siteConfig: SiteConfig
    /** The rule severities and options that apply to this file, for the site rules' messages on it. */
    ruleSetup: RuleSetup
  }
}

export function fileKind(file: VFile): FileKind {
  if ((CONFIG_FILE_NAMES as readonly string[]).includes(file.basename ?? '')) return 'config'
  if (isPagePath(file.path)) return 'page'
  return 'other'
}

export interface ProcessorOptions {
  /**
   * `docslint build` only: keep a compact copy of each page's tree (positions and MDX expression programs
   * dropped, see src/preview/tree.ts) on `file.data.previewTree`, for the preview to render. A plain check
   * keeps no tree.
   */
  keepPreviewTrees?: boolean
}

/** The processor unified-engine runs on every file: it parses by kind, then runs that kind's rules. */
export function createProcessor(options: ProcessorOptions = {}): Processor<Node, Node, Node> {
  return unified().use(docslint, options) as unknown as Processor<Node, Node, Node>
}

function docslint(this: Processor, options: ProcessorOptions = {}) {
  const processor = this
  processor.parser = (text: string, file: VFile): Node => parse(text, file)
  return async (tree: Node, file: VFile): Promise<Node> => {
    const settings = processor.data('settings')?.docslint ?? defaultSettings
    const setup = settingsForFile(settings, file.path)
    file.data.ruleSetup = setup
    if (fileKind(file) === 'config') file.data.docslintSettings = settings
    check(file, createReport(file, setup.rules))
    await checkPage(tree as Root, file, setup, settings.components)
    if (options.keepPreviewTrees && file.data.pageFacts?.parsed) file.data.previewTree = compactTree(tree as Root)
    // unified-engine keeps each file's tree until every file has been processed (its queue step); the rules
    // are done with it, and later stages read facts on file.data, so hand back an empty tree to free it.
    return { type: 'root' }
  }
}

function parse(text: string, file: VFile): Node {
  const kind = fileKind(file)
  const unreadable = unreadableReason(text)
  const outside = kind === 'other' ? undefined : linkOutOfSite(path.resolve(file.cwd, file.path))
  if (outside) {
    // unified-engine has read it already; docslint neither parses it nor keeps what it holds.
    file.data.docslintParsed = { kind, outsideRoot: outside }
  } else if (unreadable && kind !== 'other') {
    file.data.docslintParsed = { kind, unreadable }
  } else if (kind === 'config') {
    file.data.docslintParsed = { kind, config: analyseConfig(text, file) }
  } else if (kind === 'page') {
    // Only the outcome is kept on the file: the tree goes to the rules and is then let go, so a large
    // site does not hold every page's tree in memory at once.
    const { tree, failure } = parsePage(text, file)
    file.data.docslintParsed = { kind, failure }
    return tree
  } else {
    file.data.docslintParsed = { kind: 'other' }
  }
  return { type: 'root' }
}

/** Page facts for the later stages, then the page rules; a page that did not parse has empty facts and no rule runs. */
async function checkPage(tree: Root, file: VFile, setup: RuleSetup, components: DeclaredComponents): Promise<void> {
  const parsed = file.data.docslintParsed
  if (parsed?.kind !== 'page' || 'unreadable' in parsed || 'outsideRoot' in parsed) return
  if ('failure' in parsed && parsed.failure) {
    file.data.pageFacts = emptyFacts()
    return
  }
  file.data.pageFacts = collectFacts(tree, file)
  await lintPage(tree, file, setup, components)
}

function unreadableReason(text: string): string | undefined {
  const bytes = Buffer.byteLength(text)
  if (bytes > MAX_FILE_BYTES) {
    return `the file is too large to check (${(bytes / 1024 / 1024).toFixed(1)} MiB; the limit is ${MAX_FILE_BYTES / 1024 / 1024} MiB)`
  }
  if (text.includes('\u0000')) return 'the file is binary (it contains NUL bytes), not text'
  return undefined
}

function check(file: VFile, report: Report): void {
  const parsed = file.data.docslintParsed
  if (!parsed) return
  if ('outsideRoot' in parsed) {
    report(navOutsideRoot.meta, `Not checked: this file is reached through a symbolic link and is really \`${parsed.outsideRoot}\`, outside the site root`, {
      place: { line: 1, column: 1 }
    })
    return
  }
  if ('unreadable' in parsed) {
    const rule = parsed.kind === 'config' ? configSyntax.meta : mdxSyntax.meta
    report(rule, `Cannot check ${file.basename}: ${parsed.unreadable}`, { place: { line: 1, column: 1 } })
    return
  }
  if (parsed.kind === 'config' && 'config' in parsed) {
    for (const rule of configRules) rule.check(parsed.config, report)
    const siteConfig = siteConfigOf(parsed.config)
    if (siteConfig) file.data.siteConfig = siteConfig
  }
  if (parsed.kind === 'page' && 'failure' in parsed && parsed.failure) {
    report(mdxSyntax.meta, parsed.failure.reason, { place: parsed.failure.place })
  }
}
