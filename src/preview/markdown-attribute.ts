/**
 * An attribute the generator reads as Markdown (a Frame's `caption`): its inline content, drawn by the page's own
 * handlers (`state`), so links are rewritten, the author's HTML sanitised and nothing of the page's code run.
 */
import type { State } from 'mdast-util-to-hast'
import type { ElementContent } from 'hast'
import type { Paragraph, PhrasingContent } from 'mdast'
import { parseFragment } from '../page/parse.js'

/** The attribute's text as inline HTML; the text as it is when it is not valid MDX or holds more than paragraphs. */
export function markdownAttribute(text: string, state: State): ElementContent[] {
  const inline = inlineContent(text)
  if (!inline) return [{ type: 'text', value: text }]
  const paragraph: Paragraph = { type: 'paragraph', children: inline }
  return state.all(paragraph)
}

/** The phrasing content of the text's paragraphs, one space between two; undefined for anything else. */
function inlineContent(text: string): PhrasingContent[] | undefined {
  let blocks
  try {
    blocks = parseFragment(text).children
  } catch {
    return undefined
  }
  if (!blocks.every((block) => block.type === 'paragraph')) return undefined
  return blocks.flatMap((block, index) => [...(index > 0 ? [{ type: 'text', value: ' ' } as const] : []), ...(block as Paragraph).children])
}
