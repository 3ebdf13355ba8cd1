import type { Position } from 'unist'
import { pointFinder } from '../util/lines.js'

/**
 * How large a parsed spec is when every YAML alias (`*name`) is expanded, as every walk over it (the cycle
 * check, redocly's lint, the endpoint index) expands it. An "alias bomb" (a billion laughs: nine aliases of
 * nine aliases of ...) is a few lines of text and hundreds of millions of values; it is refused before any
 * walk. Each distinct object is measured once, so this takes time in the number of distinct objects.
 */
export const MAX_EXPANDED_VALUES = 1_000_000
/** Real specs nest a few dozen levels; the walks over a spec recurse once per level. */
export const MAX_SPEC_NESTING = 256

export type SpecShapeProblem = { kind: 'aliases' } | { kind: 'nesting' }

export function specShapeProblem(root: unknown): SpecShapeProblem | undefined {
  const sizes = new Map<object, number>()
  // Post-order without recursion: a node is measured once its children are.
  const stack: { node: object; depth: number; entered: boolean }[] = isContainer(root) ? [{ node: root, depth: 1, entered: false }] : []
  const open = new Set<object>()
  let distinct = 0
  while (stack.length > 0) {
    const top = stack[stack.length - 1]
    if (!top.entered) {
      if (top.depth > MAX_SPEC_NESTING) return { kind: 'nesting' }
      top.entered = true
      open.add(top.node)
      // A node already measured, or one that contains itself through an alias, is not entered again.
      for (const child of Object.values(top.node)) if (isContainer(child) && !sizes.has(child) && !open.has(child)) stack.push({ node: child, depth: top.depth + 1, entered: false })
      continue
    }
    stack.pop()
    open.delete(top.node)
    if (sizes.has(top.node)) continue
    distinct++
    let size = 1
    for (const child of Object.values(top.node)) size += isContainer(child) ? (sizes.get(child) ?? 1) : 1
    sizes.set(top.node, size)
    if (size > MAX_EXPANDED_VALUES && size > 10 * distinct) return { kind: 'aliases' }
  }
  return undefined
}

function isContainer(value: unknown): value is object {
  return value !== null && typeof value === 'object'
}

/** The message for a spec of that shape, at its first alias (`*name`) or its first line. */
export function shapeFailure(problem: SpecShapeProblem, body: string): { reason: string; place: Position } {
  if (problem.kind === 'nesting') {
    return { reason: `The spec nests more than ${MAX_SPEC_NESTING} levels deep: docslint does not check a spec this deep`, place: pointAt(body, 0) }
  }
  const alias = /(?:^|[\s,[{:-])(\*[^\s,\]}]+)/m.exec(body)
  const offset = alias ? alias.index + alias[0].length - alias[1].length : 0
  return {
    reason: `The spec's YAML aliases (\`*name\`) expand to more than ${MAX_EXPANDED_VALUES.toLocaleString('en')} values (an "alias bomb"), more than docslint reads: write the values out, or use \`$ref\``,
    place: pointAt(body, offset, alias ? alias[1].length : 0)
  }
}

function pointAt(body: string, offset: number, length = 0): Position {
  const find = pointFinder(body)
  const start = find(offset) ?? { line: 1, column: 1 }
  return { start, end: find(offset + length) ?? start }
}
