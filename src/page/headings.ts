import { visit } from './visit.js'
import type { Root } from 'mdast'
import type { Node } from 'unist'
import { isJsxElement } from './jsx.js'
import { oncePerTree } from './per-tree.js'

export interface HeadingNode {
  depth: number
  node: Node
}

/** Headings in document order: Markdown `#` headings and `<h1>`-`<h6>` elements alike. */
export const headingsOf: (tree: Root) => readonly HeadingNode[] = oncePerTree(findHeadings)

function findHeadings(tree: Root): HeadingNode[] {
  const headings: HeadingNode[] = []
  visit(tree, (node) => {
    if (node.type === 'heading') headings.push({ depth: node.depth, node })
    else if (isJsxElement(node) && /^h[1-6]$/.test(node.name ?? '')) headings.push({ depth: Number(node.name![1]), node })
  })
  return headings
}
