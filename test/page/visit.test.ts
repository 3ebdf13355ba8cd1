import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { visit as libraryVisit, SKIP, EXIT } from 'unist-util-visit'
import { visitParents as libraryVisitParents } from 'unist-util-visit-parents'
import type { Node, Parent } from 'unist'
import { parsePageOnly } from '../../src/page/parse.js'
import { visit, visitParents } from '../../src/page/visit.js'

/** Pages with headings, lists, components, code, tables and front matter. */
const trees = ['test/fixtures/sites/page-rules/defects.mdx', 'test/fixtures/sites/page-rules/clean.mdx', 'examples/acme/quickstart.mdx'].map((file) =>
  parsePageOnly(readFileSync(file, 'utf8'))
)

type Step = [string, number | undefined, string | undefined]

/** What a walk saw: each node's type, index and parent's type, with the visitor's result for some of them. */
function steps(walker: typeof libraryVisit, tree: Node, test: unknown, answer: (node: Node, index: number | undefined) => unknown = () => undefined, reverse = false): Step[] {
  const seen: Step[] = []
  const visitor = (node: Node, index: number | undefined, parent: Parent | undefined) => {
    seen.push([node.type, index, parent?.type])
    return answer(node, index)
  }
  if (test === undefined) walker(tree, visitor as never, reverse)
  else walker(tree, test as never, visitor as never, reverse)
  return seen
}

describe('visit and visitParents (src/page/visit.ts)', () => {
  it.each([
    ['every node', undefined],
    ['a type', 'heading'],
    ['a test function', (node: Node) => node.type.startsWith('mdxJsx')],
    ['an object test', { type: 'text' }]
  ])('visit %s in the order, with the index and parent, of unist-util-visit', (_name, test) => {
    for (const tree of trees) {
      expect(steps(visit, tree, test)).toEqual(steps(libraryVisit, tree, test))
      expect(steps(visit, tree, test, undefined, true)).toEqual(steps(libraryVisit, tree, test, undefined, true))
    }
  })

  it('skips children, stops, and goes on at the index a visitor gives, as unist-util-visit does', () => {
    let calls = 0
    const answers = [
      (node: Node) => (node.type === 'mdxJsxFlowElement' ? SKIP : undefined),
      (node: Node) => (node.type === 'code' ? EXIT : undefined),
      (node: Node, index: number | undefined) => (node.type === 'heading' && index !== undefined ? index + 2 : undefined),
      (node: Node, index: number | undefined) => (node.type === 'paragraph' && index !== undefined ? [true, index + 1] : undefined),
      () => (++calls % 7 === 0 ? false : true)
    ]
    for (const tree of trees) {
      for (const answer of answers) {
        calls = 0
        const expected = steps(libraryVisit, tree, undefined, answer)
        calls = 0
        expect(steps(visit, tree, undefined, answer)).toEqual(expected)
      }
    }
  })

  it('visitParents gives each node its ancestors, as unist-util-visit-parents does', () => {
    const ancestry = (walker: typeof libraryVisitParents, tree: Node) => {
      const seen: string[] = []
      walker(tree, (node, ancestors) => void seen.push(`${ancestors.map((parent) => parent.type).join('>')}>${node.type}`))
      return seen
    }
    for (const tree of trees) expect(ancestry(visitParents, tree)).toEqual(ancestry(libraryVisitParents, tree))
  })
})
