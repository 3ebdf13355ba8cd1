/**
 * `visit` and `visitParents` with the behaviour and types of unist-util-visit and unist-util-visit-parents, for
 * the page rules and facts, which walk each page tree some twenty times. Those packages make a function per
 * node and give it a name for debugging (`Object.defineProperty(visit, 'name', ...)`): on a 3,000-page site
 * that was 15% of the check's CPU time, more than any rule. Here one recursive function walks the tree, and
 * allocates only for the nodes the visitor is called on.
 */
import { convert, type Test } from 'unist-util-is'
import type { visit as libraryVisit } from 'unist-util-visit'
import type { visitParents as libraryVisitParents } from 'unist-util-visit-parents'
import type { Node, Parent } from 'unist'

/** The walk's own visitor: the node, where it is in its parent, and its ancestors (the parent last): the walk's own stack, which changes as it goes on. */
type Visitor = (node: Node, index: number | undefined, ancestors: Parent[]) => unknown

/** A visitor's result, read as unist-util-visit-parents reads it: go on, skip the children or stop, and where to go on. */
type Result = readonly [action: boolean | 'skip', next: number | undefined]

const SKIP = 'skip'
const EXIT = false
/** Going on to the next node, the result of most visits: one array for all of them (a page is walked some twenty times, node by node). */
const CONTINUE: Result = [true, undefined]

/** The ancestors are one stack for the whole walk, pushed and popped as it goes down and up (see `Visitor`). */
function walk(tree: Node, test: Test, visitor: Visitor, reverse: boolean): void {
  const is = convert(test)
  const step = reverse ? -1 : 1
  const stack: Parent[] = []
  const visitNode = (node: Node, index: number | undefined): Result => {
    const result = !test || is(node, index, stack[stack.length - 1]) ? resultOf(visitor(node, index, stack)) : CONTINUE
    const children = (node as Parent).children
    if (result[0] === EXIT || result[0] === SKIP || !Array.isArray(children)) return result
    stack.push(node as Parent)
    let offset = (reverse ? children.length : -1) + step
    while (offset > -1 && offset < children.length) {
      const [action, next] = visitNode(children[offset], offset)
      if (action === EXIT) {
        stack.pop()
        return [EXIT, next]
      }
      // A visitor may say at which index of its parent the walk goes on.
      offset = typeof next === 'number' ? next : offset + step
    }
    stack.pop()
    return result
  }
  visitNode(tree, undefined)
}

function resultOf(value: unknown): Result {
  if (value === null || value === undefined || value === true) return CONTINUE
  if (Array.isArray(value)) return [value[0] as Result[0], value[1] as number | undefined]
  if (typeof value === 'number') return [true, value]
  return [value as Result[0], undefined]
}

function splitArguments<V>(test: unknown, visitor: unknown, reverse: unknown): [Test, V, boolean] {
  return typeof test === 'function' && typeof visitor !== 'function' ? [undefined, test as V, Boolean(visitor)] : [test as Test, visitor as V, Boolean(reverse)]
}

export const visitParents = ((tree: Node, test: unknown, visitor?: unknown, reverse?: unknown) => {
  const [check, visitOne, backwards] = splitArguments<(node: Node, ancestors: Parent[]) => unknown>(test, visitor, reverse)
  // The visitor may keep its ancestors: it gets a copy of the stack.
  walk(tree, check, (node, _index, ancestors) => visitOne(node, ancestors.slice()), backwards)
}) as typeof libraryVisitParents

export const visit = ((tree: Node, test: unknown, visitor?: unknown, reverse?: unknown) => {
  const [check, visitOne, backwards] = splitArguments<(node: Node, index: number | undefined, parent: Parent | undefined) => unknown>(test, visitor, reverse)
  walk(tree, check, (node, index, ancestors) => visitOne(node, index, ancestors[ancestors.length - 1]), backwards)
}) as typeof libraryVisit
