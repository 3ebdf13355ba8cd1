import type { Root } from 'mdast'

/** `find`, computed once per page tree: several rules and the facts read the same things of a page. */
export function oncePerTree<T>(find: (tree: Root) => T): (tree: Root) => T {
  const found = new WeakMap<Root, T>()
  return (tree) => {
    if (!found.has(tree)) found.set(tree, find(tree))
    return found.get(tree)!
  }
}
