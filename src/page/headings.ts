import { visit } from 'unist-util-visit'
import type { Root } from 'mdast'
import type { Node } from 'unist'
import { isJsxElement } from './jsx.js'

export interface HeadingNode {
  depth: number
  node: Node
}

/** Headings in document order: Markdown `#` headings and `<h1>`-`<h6>` elements alike. */
export function headingsOf(tree: Root): HeadingNode[] {
  const headings: HeadingNode[] = []
  visit(tree, (node) => {
    if (node.type === 'heading') headings.push({ depth: node.depth, node })
    else if (isJsxElement(node) && /^h[1-6]$/.test(node.name ?? '')) headings.push({ depth: Number(node.name![1]), node })
  })
  return headings
}
