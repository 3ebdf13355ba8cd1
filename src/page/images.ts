import { visitParents } from './visit.js'
import type { Root } from 'mdast'
import type { Node } from 'unist'
import { attributeNamed, attributeString, isJsxElement, type JsxElement } from './jsx.js'
import { oncePerTree } from './per-tree.js'

/** An image on the page, from Markdown (`![alt](src)`) or an `<img>` element, with what surrounds it. */
export interface ImageNode {
  node: Node
  src?: string
  /** The alt text; null when there is none at all (`<img>` without `alt`), undefined when not a plain string. */
  alt: string | null | undefined
  /** Where the alt text is written (the `alt` attribute), else the image. */
  altNode: Node
  ancestors: Node[]
}

export const imagesOf: (tree: Root) => readonly ImageNode[] = oncePerTree(findImages)

function findImages(tree: Root): ImageNode[] {
  const images: ImageNode[] = []
  visitParents(tree, (node, ancestors) => {
    if (node.type === 'image') {
      images.push({ node, src: node.url, alt: node.alt ?? null, altNode: node, ancestors })
    } else if (isJsxElement(node) && node.name === 'img') {
      images.push(jsxImage(node, ancestors))
    }
  })
  return images
}

function jsxImage(node: JsxElement, ancestors: Node[]): ImageNode {
  const alt = attributeNamed(node, 'alt')
  const value = attributeString(node, 'alt')
  return {
    node,
    src: attributeString(node, 'src'),
    alt: alt ? (value ?? (alt.value === null ? '' : undefined)) : null,
    altNode: (alt as Node | undefined)?.position ? (alt as Node) : node,
    ancestors
  }
}
