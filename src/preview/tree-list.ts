/**
 * `<Tree>` (or `<FileTree>`) written as a Markdown list, which the generator's docs allow beside the component
 * form (components/tree.mdx): an item whose name ends with `/`, or that has items under it, is a folder, open when
 * it has items; any other item is a file; a name is the item's text without its inline formatting (`code`,
 * **bold**). The list becomes `<Tree.Folder>` and `<Tree.File>` elements, which the preview then draws as it draws
 * those written out (and numbers in page order with them).
 */
import { toString } from 'mdast-util-to-string'
import type { List, ListItem } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import type { JsxNode } from './attributes.js'

const TREE_NAMES = new Set(['Tree', 'FileTree'])

/** The tree with its lists turned into folders and files; any other node as it is. */
export function treeFromList(node: JsxNode): JsxNode {
  if (!node.name || !TREE_NAMES.has(node.name) || !node.children.some((child) => child.type === 'list')) return node
  const children = node.children.flatMap((child) => (child.type === 'list' ? entriesOf(child) : [child]))
  return { ...node, children } as JsxNode
}

function entriesOf(list: List): MdxJsxFlowElement[] {
  return list.children.map(entryOf)
}

function entryOf(item: ListItem): MdxJsxFlowElement {
  const label = item.children.find((child) => child.type === 'paragraph')
  const written = label ? toString(label).trim() : ''
  const nested = item.children.filter((child): child is List => child.type === 'list').flatMap(entriesOf)
  const folder = nested.length > 0 || written.endsWith('/')
  const name = folder ? written.replace(/\/+$/, '') : written
  const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'name', value: name }]
  // `defaultOpen` written bare (a null value) is on, as MDX reads `<Tree.Folder defaultOpen>`.
  if (nested.length > 0) attributes.push({ type: 'mdxJsxAttribute', name: 'defaultOpen', value: null })
  return { type: 'mdxJsxFlowElement', name: folder ? 'Tree.Folder' : 'Tree.File', attributes, children: nested, position: item.position }
}
