import type { Element, ElementContent, Root } from 'hast'

/** One searchable part of a page: the text before its first heading, or a heading (h2 to h4) and what follows it. */
export interface PageSection {
  /** The heading's text; undefined for the part before the first heading. */
  heading?: string
  /** The heading's id, for the result's `#fragment`. */
  slug?: string
  text: string
}

/** Elements whose text is no content a reader searches for: icons, copy buttons, the `#` links beside headings. */
const SKIPPED_TAGS = new Set(['svg', 'button', 'script', 'style', 'template'])
const SECTION_HEADINGS = new Set(['h2', 'h3', 'h4'])
/** Elements after which words do not run together (`<li>a</li><li>b</li>` is "a b", not "ab"). */
const BLOCK_TAGS = new Set(['p', 'li', 'td', 'th', 'pre', 'div', 'br', 'dt', 'dd', 'summary', 'figcaption', 'blockquote', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

const classesOf = (element: Element) => ([] as unknown[]).concat(element.properties.className ?? [])
/** Inline parts of an endpoint page that stand side by side (`<code>queue</code><span>string</span><span>required</span>`): words end after them. */
const endsWord = (element: Element) => classesOf(element).some((name) => name === 'method' || String(name).startsWith('field-'))

/**
 * A rendered page split at its headings, in reading order, with each part's text (white space collapsed).
 * Headings inside components (a step, a tab) split the page too: the generator gives them ids all the same.
 */
export function pageSections(content: Root): PageSection[] {
  const sections: PageSection[] = [{ text: '' }]
  let buffer: string[] = []
  const close = () => {
    sections[sections.length - 1].text = collapse(buffer.join(''))
    buffer = []
  }
  const visit = (node: ElementContent | Root) => {
    if (node.type === 'text') buffer.push(node.value)
    if (node.type !== 'element' && node.type !== 'root') return
    if (node.type === 'element') {
      if (SKIPPED_TAGS.has(node.tagName) || classesOf(node).includes('heading-anchor')) return
      if (SECTION_HEADINGS.has(node.tagName) && typeof node.properties.id === 'string') {
        close()
        sections.push({ heading: collapse(textOf(node)), slug: node.properties.id, text: '' })
        return
      }
    }
    for (const child of node.children) visit(child as ElementContent)
    if (node.type === 'element' && (BLOCK_TAGS.has(node.tagName) || endsWord(node))) buffer.push(' ')
  }
  visit(content)
  close()
  return sections.filter((section, index) => index > 0 || section.text !== '')
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type !== 'element' || SKIPPED_TAGS.has(node.tagName) || classesOf(node).includes('heading-anchor')) return ''
  return node.children.map(textOf).join('')
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()
