/**
 * Procedures on a page: `<Steps>` elements, and ordered lists most of whose items open with an imperative verb
 * (`1. Install the CLI`), with their place in document order. Lists of tips and checklists (`1. **Use tags** -
 * ...`, `1. Make sure ...`) are not procedures.
 */
import { toString } from 'mdast-util-to-string'
import { visitParents } from '../visit.js'
import type { List, ListItem, PhrasingContent, Root } from 'mdast'
import type { Node, Position } from 'unist'
import { isJsxElement, jsxName } from '../jsx.js'
import { IMPERATIVE_VERBS } from './verbs.js'

export interface Procedure {
  kind: 'steps' | 'list'
  node: Node
  position: Position
  /** For lists: how many items, and how many of them are instructions. */
  items?: number
  imperative?: number
  /** Whether it sits inside a `<Steps>` element or another list. */
  nested: boolean
}

/** The smallest numbered list taken for a procedure. */
export const MIN_STEPS = 3

/** The page's procedures in document order. */
export function proceduresOf(tree: Root): Procedure[] {
  const found: Procedure[] = []
  visitParents(tree, (node, ancestors) => {
    if (!node.position) return
    const nested = ancestors.some((ancestor) => ancestor.type === 'listItem' || (isJsxElement(ancestor) && jsxName(ancestor) === 'Steps'))
    if (isJsxElement(node) && jsxName(node) === 'Steps') found.push({ kind: 'steps', node, position: node.position, nested })
    if (node.type === 'list' && node.ordered) {
      const list = node as List
      const imperative = list.children.filter(isInstruction).length
      if (isProcedureList(list.children.length, imperative)) found.push({ kind: 'list', node, position: node.position, items: list.children.length, imperative, nested })
    }
  })
  return found
}

/** Three or more instructions, and at least two items in three of them. */
function isProcedureList(items: number, imperative: number): boolean {
  return imperative >= MIN_STEPS && imperative * 3 >= items * 2
}

/** An item that opens with an imperative verb followed by what it acts on (`Install the CLI`, not `Install: ...`). */
export function isInstruction(item: ListItem): boolean {
  const first = item.children[0]
  if (first?.type !== 'paragraph') return false
  const match = /^([A-Za-z][\w-]*)(\s+\S|\s*$)/.exec(toString(first).trimStart())
  if (!match || match[2].trim() === '') return false
  const word = match[1]
  if (/^make\s+sure\b/i.test(toString(first).trimStart()) || isLabelled(first.children)) return false
  return word[0] === word[0].toUpperCase() && IMPERATIVE_VERBS.has(word.toLowerCase())
}

/**
 * `**Use tags** - they are faster` or `**Start services**:`: a bold label and its explanation, the way lists of
 * tips and checklists are written, not a step.
 */
function isLabelled(children: PhrasingContent[]): boolean {
  const [label, after] = children
  if (label?.type !== 'strong' && label?.type !== 'emphasis') return false
  // An item that is only bold (`1. **Configure resource limits**`) is a heading of a list of options.
  if (children.length === 1) return true
  if (/:\s*$/.test(toString(label))) return true
  return after?.type === 'text' && /^\s*([-–—:]|$)/.test(after.value)
}
