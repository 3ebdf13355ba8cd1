/**
 * The descriptions of a spec (CommonMark, as OpenAPI says) as HTML: parsed, turned into hast, cleaned with
 * hast-util-sanitize's default schema (a spec is text from elsewhere, like a page), and its links made
 * relative like a page's; a fenced code block becomes a code block like a page's (highlighted, in a box that
 * scrolls, with a copy button). Plain text is the common case: it skips the parser.
 *
 * A description past a page's parse budget (src/page/budget.ts) is shown as its text, not parsed: the parser's
 * memory and time grow with the markup as a page's do, and turning its tree into HTML walks each paragraph's
 * inline nodes in time that grows with their square (a 1.9 MB description of 200,000 tags built in 9 s and 540 MB).
 * The budget is made for MDX, which nests elements and `{}` where CommonMark does not: at worst such a
 * description is shown as text too.
 */
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toHast } from 'mdast-util-to-hast'
import { sanitize } from 'hast-util-sanitize'
import { h } from 'hastscript'
import type { Element, ElementContent, Root } from 'hast'
import type { ContentLinks } from '../content.js'
import { checkPageBudget } from '../../page/budget.js'
import { codeBlock } from './examples.js'

const MARKUP = /[*_`[\]<>#|\\!]|^\s*[-+]\s|^\s*\d+\.\s|\n\s*\n/m

/** A description as block content (paragraphs, lists, code). */
export function markdownBlocks(text: string, links: ContentLinks): ElementContent[] {
  if (!MARKUP.test(text) || checkPageBudget(text)) return [h('p', text.trim())]
  const tree = sanitize(toHast(fromMarkdown(text)) as Root) as Root
  fixLinks(tree, links)
  return tree.children.filter((child): child is ElementContent => child.type === 'element' || (child.type === 'text' && child.value.trim() !== '')).map(codeBlocks)
}

/** `<pre><code class="language-ts">` as a page's code block, titled by its language. */
function codeBlocks(node: ElementContent): ElementContent {
  if (node.type !== 'element') return node
  const code = node.tagName === 'pre' ? node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code') : undefined
  if (!code) return { ...node, children: node.children.map(codeBlocks) }
  const lang = ([] as unknown[]).concat(code.properties.className ?? []).map(String).find((name) => name.startsWith('language-'))?.slice('language-'.length)
  return codeBlock(lang ?? '', code.children.map((child) => (child.type === 'text' ? child.value : '')).join('').replace(/\n$/, ''), lang ?? 'text')
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
