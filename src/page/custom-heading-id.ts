import type { Heading, Root } from 'mdast'
import { pointFinder } from '../util/lines.js'
import { visit } from './visit.js'
import { outsideFences } from './fences.js'

/**
 * `## Heading {#custom-id}`: the site generator gives the heading the id written between `{#` and `}` instead
 * of the one made from its text, at every level (`##### Deep detail {#detail}` gets one too). To MDX, `{#x}`
 * is an expression that is not JavaScript, so before parsing each one at the end of an ATX heading outside
 * code is blanked with spaces (positions stay the same: trailing spaces are not part of a heading), and the
 * ids are put back on the headings after parsing, as `data.hProperties.id` (where remark-rehype reads an id).
 */
const CUSTOM_ID = /^( {0,3}#{1,6}[ \t].*?[ \t])\{#([^\s{}#]+)\}([ \t]*)$/gm

export interface CustomIds {
  text: string
  /** The custom id of the heading on each line (1-based). */
  byLine: Map<number, string>
}

export function blankCustomHeadingIds(text: string): CustomIds {
  const byLine = new Map<number, string>()
  if (!text.includes('{#')) return { text, byLine }
  const blanked = outsideFences(text, (prose, firstLine) => {
    const pointAt = pointFinder(prose)
    return prose.replace(CUSTOM_ID, (match: string, heading: string, id: string, trailing: string, at: number) => {
      byLine.set(firstLine + pointAt(at)!.line - 1, id)
      return heading + ' '.repeat(match.length - heading.length - trailing.length) + trailing
    })
  })
  return { text: blanked, byLine }
}

/** Gives each heading on a line in `byLine` its custom id. */
export function applyCustomHeadingIds(tree: Root, byLine: Map<number, string>): void {
  if (byLine.size === 0) return
  visit(tree, 'heading', (node: Heading) => {
    const id = node.position && byLine.get(node.position.start.line)
    if (id) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
  })
}

/** The custom id of a heading, if it was written with one. */
export function customHeadingId(node: Heading): string | undefined {
  const id = node.data?.hProperties?.id
  return typeof id === 'string' ? id : undefined
}
