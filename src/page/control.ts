import type { Marker } from 'mdast-comment-marker'
import { messageControl } from 'unified-message-control'
import type { Root } from 'mdast'
import type { Node, Position } from 'unist'
import type { VFile } from 'vfile'

/** A docslint comment as written, and the node after it (what `docslint-ignore` applies to). */
export interface ControlFact {
  type: string
  value: string
  position: Position
  next?: Position
}

export const CONTROL_VERBS = ['disable', 'enable', 'ignore', 'disable-line', 'disable-next-line'] as const

/**
 * ESLint's and markdownlint's line comments: the line a comment starts on (`disable-line`, at the end of the
 * line it is for), or the line after the one it ends on (`disable-next-line`, on a line of its own above).
 * unified-message-control knows nodes, not lines: docslint applies these itself (a Map: the verb is the page's text).
 */
const LINE_VERBS = new Map([
  ['disable-line', 0],
  ['disable-next-line', 1]
])

/** A line comment's effect: the rules it turns off (all when undefined) on one line. */
interface LineControl {
  line: number
  ruleIds?: Set<string>
}

/**
 * A docslint comment: `{/* docslint-disable image-frame *\/}` in MDX, `<!-- docslint-disable image-frame -->`
 * in Markdown, with `disable`, `enable`, `ignore` (the next node only), `disable-line` (the comment's own
 * line) or `disable-next-line` (the line after it), and the rule ids it applies to (all rules when none), separated by spaces or commas
 * as ESLint writes them (`docslint-disable image-alt, image-frame`). `docslint disable ...`, remark-lint's
 * spelling, is understood too.
 */
export interface ControlComment {
  verb: string
  ruleIds: string[]
  node: Node
}

export function controlComment(node: Node): ControlComment | undefined {
  const comment = commentOf(node)
  if (!comment) return undefined
  const words = comment.rest.split(/[\s,]+/).filter(Boolean)
  const dashed = /^docslint-(.+)$/.exec(comment.name)
  if (dashed) return { verb: dashed[1], ruleIds: words, node }
  if (comment.name === 'docslint' && words.length > 0) return { verb: words[0], ruleIds: words.slice(1), node }
  return undefined
}

/**
 * A comment's first word and what follows it: `/* name rest *\/` in MDX, `<!-- name rest -->` in Markdown.
 * mdast-comment-marker reads the rest as `key=value` pairs and gives up on commas and slashes, which ESLint's
 * lists (`image-alt, image-frame`) and family ids (`openapi/struct`) have.
 */
function commentOf(node: Node): { name: string; rest: string } | undefined {
  const pattern = node.type === 'html' ? htmlComment : node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' ? esComment : undefined
  const match = pattern?.exec((node as Node & { value?: string }).value ?? '')
  return match ? { name: match[1], rest: match[2] ?? '' } : undefined
}

const esComment = /^\s*\/\*\s*([a-zA-Z\d-]+)(?:\s+([\s\S]*?))?\s*\*\/\s*$/
const htmlComment = /^\s*<!--\s*([a-zA-Z\d-]+)(?:\s+([\s\S]*?))?\s*-->\s*$/

/** Markers in the form unified-message-control reads (`name`, then the verb and rule ids as attributes). */
function docslintMarker(comment: ControlComment | undefined, node: Node): Marker | undefined {
  if (!comment || !(CONTROL_VERBS as readonly string[]).includes(comment.verb)) return undefined
  // unified-message-control keeps its markers in a plain object keyed by rule id: `__proto__` or `constructor`
  // would reach Object.prototype there. No rule has such an id (inline-config reports the comment).
  // Only those are left out; a comment that named nothing else turns nothing off (not every rule).
  const ruleIds = comment.ruleIds.filter((id) => !(id in Object.prototype))
  if (ruleIds.length === 0 && comment.ruleIds.length > 0) return undefined
  return {
    name: 'docslint',
    attributes: [comment.verb, ...ruleIds].join(' '),
    parameters: {},
    node: node as Marker['node']
  }
}

/** Drops the messages that docslint comments turn off; comments naming unknown rules are `inline-config`'s. */
export function applyInlineControl(tree: Root, file: VFile): void {
  // unified-message-control drops messages in "gaps", parts of the file it thinks the tree does not cover;
  // it counts everything after the start of a last, childless element (`<video />`) as one. Every part of a
  // page is in docslint's tree, so the root's end goes in without its offset, which turns that guess off.
  const end = tree.position && { line: tree.position.end.line, column: tree.position.end.column }
  const root = end ? { ...tree, position: { start: tree.position!.start, end } } : tree
  // The line comments are gathered as unified-message-control meets them, in its one walk of the tree.
  const lines: LineControl[] = []
  const marker = (node: Node): Marker | undefined => {
    const comment = controlComment(node)
    const after = comment && LINE_VERBS.get(comment.verb)
    if (after === undefined) return docslintMarker(comment, node)
    const line = (after === 0 ? node.position?.start.line : node.position?.end.line) ?? 0
    if (line > 0) lines.push({ line: line + after, ...(comment!.ruleIds.length > 0 ? { ruleIds: new Set(comment!.ruleIds) } : {}) })
    return undefined
  }
  messageControl(root, { file, name: 'docslint', marker, source: 'docslint' })
  if (lines.length > 0) dropLineMessages(file, lines)
}

/** Drops docslint's messages that start on a line a line comment turns their rule off on (as ESLint, by the start line). */
function dropLineMessages(file: VFile, lines: LineControl[]): void {
  file.messages = file.messages.filter(
    (message) => message.source !== 'docslint' || !message.line || !lines.some(({ line, ruleIds }) => line === message.line && (!ruleIds || ruleIds.has(String(message.ruleId))))
  )
}

/**
 * Applies a page's docslint comments, kept in its facts, to messages added after its tree was let go (the
 * site rules'): the comments, and the node after each, stand in for the tree.
 */
export function applyKeptControls(controls: ControlFact[], file: VFile): void {
  if (controls.length === 0) return
  const children = controls.flatMap((control) => [
    { type: control.type, value: control.value, position: control.position },
    ...(control.next ? [{ type: 'text', value: '', position: control.next }] : [])
  ])
  const start = { line: 1, column: 1, offset: 0 }
  applyInlineControl({ type: 'root', children, position: { start, end: start } } as unknown as Root, file)
}
