/**
 * The job summary: counts by rule and the first findings, each linked to its file and line, in Markdown
 * built as a syntax tree (mdast) so that messages cannot break the tables.
 */
import type { Link, PhrasingContent, RootContent, Table, TableCell } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmTableToMarkdown } from 'mdast-util-gfm-table'
import { toMarkdown } from 'mdast-util-to-markdown'
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import type { ChangeReport } from '../cli/changed.js'
import { levelOf, pathToUri, relativePath, spanOf, type Level } from '../report/message.js'

/** How many findings the summary lists; the annotations and the SARIF log have them all. */
export const FIRST_FINDINGS = 20

/** Where the checked commit's files are on GitHub, to link findings to their lines. */
export interface SourceLink {
  server: string
  repository: string
  sha: string
}

export interface SummaryInput {
  /** The files as reported (after `--quiet`), in report order. */
  files: VFile[]
  /** Why the check fails besides its errors: too many warnings. */
  failure?: string
  source?: SourceLink
  /** What the reader should know of how the check ran (a pull request checked whole). */
  note?: string
  /** A pull request's check (`--changed`): its findings are listed as introduced by it or already there. */
  changes?: ChangeReport
}

interface Finding {
  file: VFile
  message: VFileMessage
  level: Level
}

const LEVEL_ORDER: Level[] = ['error', 'warning', 'info']

export function summaryMarkdown({ files, failure, source, note, changes }: SummaryInput): string {
  const findings = files.flatMap((file) => file.messages.map((message) => ({ file, message, level: levelOf(message) })))
  const content: RootContent[] = [
    heading(),
    ...(note ? [paragraph(note)] : []),
    ...(changes ? [paragraph(changesLine(changes))] : []),
    paragraph(headline(findings, files.length)),
    ...(failure ? [paragraph(failure)] : []),
    ...(findings.length > 0 ? [ruleTable(findings), ...(changes ? changeSections(findings, changes, source) : findingSection(findings, source))] : [])
  ]
  return toMarkdown({ type: 'root', children: content }, { extensions: [gfmTableToMarkdown({ tablePipeAlign: false })] })
}

/** What the check compared with: `Changes since 1a2b3c4d5e6f: 3 files added, modified, renamed or deleted.` */
function changesLine({ base, changes }: ChangeReport): string {
  const since = /^[0-9a-f]{40}$/.test(base.label) ? base.label.slice(0, 12) : base.label
  return `Changes since ${since}: ${changes.length} ${changes.length === 1 ? 'file' : 'files'} added, modified, renamed or deleted. Reported: the changed files, and the problems the changes bring to other files.`
}

function findingSection(findings: Finding[], source: SourceLink | undefined): RootContent[] {
  return [paragraph(firstFindingsTitle(findings.length)), findingTable(findings, source)]
}

/** A pull request's findings in two sections: those it introduces, and those of its files that the base already had. */
function changeSections(findings: Finding[], changes: ChangeReport, source: SourceLink | undefined): RootContent[] {
  const introduced = findings.filter((finding) => !changes.alreadyThere.has(finding.message))
  const already = findings.filter((finding) => changes.alreadyThere.has(finding.message))
  const section = (title: string, some: Finding[], none: string) => [
    subheading(`${title} (${some.length})`),
    ...(some.length > 0 ? findingSection(some, source) : [paragraph(none)])
  ]
  return [...section('Introduced by this change', introduced, 'None.'), ...section('Already there', already, 'None: the base had no problem in these files.')]
}

/** The summary of a run that could not check anything: the reason, as on standard error. */
export function failureSummary(reason: string): string {
  const why: RootContent = { type: 'paragraph', children: inlineMarkdown(`docslint could not run: ${reason}`) }
  return toMarkdown({ type: 'root', children: [heading(), why] })
}

function heading(): RootContent {
  return { type: 'heading', depth: 3, children: [text('docslint')] }
}

function subheading(title: string): RootContent {
  return { type: 'heading', depth: 4, children: [text(title)] }
}

function headline(findings: Finding[], fileCount: number): string {
  const files = `${fileCount} ${fileCount === 1 ? 'file' : 'files'}`
  if (findings.length === 0) return `No problems found in ${files}.`
  const affected = new Set(findings.map((finding) => finding.file)).size
  return `${countPhrase(findings)} in ${affected} of ${files}.`
}

/** `7 errors, 2 warnings and 1 info`: the levels that occur. */
function countPhrase(findings: Finding[]): string {
  const parts = LEVEL_ORDER.map((level) => [level, findings.filter((finding) => finding.level === level).length] as const)
    .filter(([, count]) => count > 0)
    .map(([level, count]) => `${count} ${level}${count === 1 || level === 'info' ? '' : 's'}`)
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]
}

function firstFindingsTitle(total: number): string {
  if (total <= FIRST_FINDINGS) return 'Findings, errors first:'
  return `The first ${FIRST_FINDINGS} of ${total} findings, errors first (all of them are in the annotations and the SARIF file):`
}

/** One row per rule, the rules with the most errors (then warnings, then info) first. */
function ruleTable(findings: Finding[]): Table {
  const byRule = new Map<string, { url?: string; counts: number[] }>()
  for (const { message, level } of findings) {
    const id = message.ruleId ?? '(none)'
    const entry = byRule.get(id) ?? { url: message.url ?? undefined, counts: [0, 0, 0] }
    entry.counts[LEVEL_ORDER.indexOf(level)]++
    byRule.set(id, entry)
  }
  const rows = [...byRule].sort(([idA, a], [idB, b]) => compareCounts(b.counts, a.counts) || (idA < idB ? -1 : 1))
  return table(
    ['left', 'right', 'right', 'right'],
    ['Rule', 'Errors', 'Warnings', 'Info'],
    rows.map(([id, { url, counts }]) => [ruleCell(id, url), ...counts.map((count) => [text(String(count))])])
  )
}

function compareCounts(a: number[], b: number[]): number {
  return a.map((count, index) => count - b[index]).find((difference) => difference !== 0) ?? 0
}

function findingTable(findings: Finding[], source: SourceLink | undefined): Table {
  const first = [...findings]
    .sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level))
    .slice(0, FIRST_FINDINGS)
  return table(
    ['left', 'left', 'left', 'left'],
    ['Where', 'Severity', 'Rule', 'Message'],
    first.map(({ file, message, level }) => [
      [whereCell(file, message, source)],
      [text(level)],
      ruleCell(message.ruleId ?? '(none)', message.url ?? undefined),
      inlineMarkdown(message.reason)
    ])
  )
}

/** `docs/index.mdx:8:9`, linked to that line of the checked commit when the run says which it is. */
function whereCell(file: VFile, message: VFileMessage, source: SourceLink | undefined): PhrasingContent {
  const filePath = relativePath(file)
  const span = spanOf(message)
  const label = text(span ? `${filePath}:${span.startLine}:${span.startColumn}` : filePath)
  if (!source) return label
  const url = `${source.server}/${source.repository}/blob/${source.sha}/${pathToUri(filePath)}${span ? `#L${span.startLine}` : ''}`
  return { type: 'link', url, children: [label] } satisfies Link
}

function ruleCell(id: string, url: string | undefined): PhrasingContent[] {
  const code: PhrasingContent = { type: 'inlineCode', value: id }
  return [url ? { type: 'link', url, children: [code] } : code]
}

/** Messages are written in Markdown (code in backticks); a message that is not one line of it stays text. */
function inlineMarkdown(markdown: string): PhrasingContent[] {
  const oneLine = markdown.replace(/\s*[\r\n]+\s*/g, ' ')
  const [first, ...rest] = fromMarkdown(oneLine).children
  return first?.type === 'paragraph' && rest.length === 0 ? first.children : [text(oneLine)]
}

function table(align: Table['align'], header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]) => ({
    type: 'tableRow' as const,
    children: cells.map((children): TableCell => ({ type: 'tableCell', children }))
  })
  return { type: 'table', align, children: [row(header.map((title) => [text(title)])), ...rows.map(row)] }
}

function paragraph(value: string): RootContent {
  return { type: 'paragraph', children: [text(value)] }
}

function text(value: string): PhrasingContent {
  return { type: 'text', value }
}
