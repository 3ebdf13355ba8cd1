/**
 * The descriptions of a spec (CommonMark, as OpenAPI says) as HTML: parsed, turned into hast, cleaned with
 * hast-util-sanitize's default schema (a spec is text from elsewhere, like a page), and its links made
 * relative like a page's. Plain text is the common case: it skips the parser.
 */
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toHast } from 'mdast-util-to-hast'
import { sanitize } from 'hast-util-sanitize'
import { h } from 'hastscript'
import type { Element, ElementContent, Root } from 'hast'
import type { ContentLinks } from '../content.js'

const MARKUP = /[*_`[\]<>#|\\!]|^\s*[-+]\s|^\s*\d+\.\s|\n\s*\n/m

/** A description as block content (paragraphs, lists, code). */
export function markdownBlocks(text: string, links: ContentLinks): ElementContent[] {
  if (!MARKUP.test(text)) return [h('p', text.trim())]
  const tree = sanitize(toHast(fromMarkdown(text)) as Root) as Root
  fixLinks(tree, links)
  return tree.children.filter((child): child is ElementContent => child.type === 'element' || (child.type === 'text' && child.value.trim() !== ''))
}

function fixLinks(parent: Root | Element, links: ContentLinks): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue
    for (const attribute of ['href', 'src'] as const) {
      const value = child.properties[attribute]
      if (typeof value !== 'string') continue
      const href = links.href(value)
      if (href === undefined) delete child.properties[attribute]
      else child.properties[attribute] = href
    }
    fixLinks(child, links)
  }
}
