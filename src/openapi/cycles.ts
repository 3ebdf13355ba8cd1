/**
 * `$ref` alias cycles: `A: {$ref: '#/B'}` and `B: {$ref: '#/A'}` never reach a value. @redocly/openapi-core
 * throws on them ("Self-referencing circular pointer") and lints nothing, so they are found first, reported,
 * and broken. A recursive schema (`Node.next: {$ref: '#/.../Node'}`) is no alias cycle: its `$ref` reaches
 * an object that is not itself a `$ref`, and is left alone.
 */
import { isRef, pointerOf, segmentsOf, valueAt } from './pointer.js'
import { isObject } from '../util/is-object.js'

export interface RefCycle {
  /** The pointers of the `$ref` objects of the cycle, in the order they lead to each other. */
  refs: string[]
  /** The member whose `$ref` was removed to break the cycle: the first one in document order. */
  broken: string
}

/**
 * Finds every alias cycle of local `$ref`s in a parsed document and breaks each by deleting the `$ref` of
 * its first member (the object is left empty), so that the document can be linted. Mutates `root`.
 */
export function breakRefCycles(root: unknown): RefCycle[] {
  const refs = localRefs(root)
  const cycles: RefCycle[] = []
  const settled = new Set<string>()
  for (const start of refs.keys()) {
    const chain: string[] = []
    let current: string | undefined = start
    while (current !== undefined && !settled.has(current) && !chain.includes(current)) {
      chain.push(current)
      const target: string = refs.get(current)!
      current = refs.has(target) ? target : undefined
    }
    if (current !== undefined && chain.includes(current)) {
      const members = chain.slice(chain.indexOf(current))
      const positions = [...refs.keys()]
      const broken = members.reduce((first, pointer) => (positions.indexOf(pointer) < positions.indexOf(first) ? pointer : first))
      delete (valueAt(root, broken) as Record<string, unknown>).$ref
      cycles.push({ refs: [...members.slice(members.indexOf(broken)), ...members.slice(0, members.indexOf(broken))], broken })
    }
    for (const pointer of chain) settled.add(pointer)
  }
  return cycles
}

/** Every `$ref` object with a local target (`#/...`), by its own pointer, in document order. */
function localRefs(root: unknown): Map<string, string> {
  const found = new Map<string, string>()
  const walk = (node: unknown, segments: (string | number)[]) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...segments, index]))
    } else if (isObject(node)) {
      if (isRef(node) && node.$ref.startsWith('#')) found.set(pointerOf(segments), pointerOf(segmentsOf(node.$ref)))
      for (const [key, value] of Object.entries(node)) if (value !== null && typeof value === 'object') walk(value, [...segments, key])
    }
  }
  walk(root, [])
  return found
}
