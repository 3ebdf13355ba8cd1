import type { Root } from 'mdast'


/**
 * The page tree, made compact in place (the processor hands back an empty tree right after, so nothing else
 * reads it): positions go (the preview never reports), and so do the estree programs of MDX expressions,
 * which the preview never runs and which are most of an MDX tree's size.
 */
export function compactTree(tree: Root): Root {
  strip(tree as unknown as Record<string, unknown>)
  return tree
}

function strip(node: Record<string, unknown>): void {
  delete node.position
  const data = node.data as Record<string, unknown> | undefined
  if (data) {
    delete data.estree
    if (Object.keys(data).length === 0) delete node.data
  }
  const value = node.value as Record<string, unknown> | undefined
  if (value && typeof value === 'object') strip(value)
  for (const key of ['children', 'attributes'] as const) {
    const list = node[key]
    if (Array.isArray(list)) for (const child of list) strip(child as Record<string, unknown>)
  }
}
