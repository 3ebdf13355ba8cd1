/**
 * A page's outline for the editor (document symbols), from the page's facts: its headings, each holding the
 * headings below it and the elements with an anchor in its section (`<Accordion>`, `<div id>`), which a
 * `#fragment` reaches too. A heading's range is its section: up to the next heading of its level or above.
 */
import type { DocumentSymbol, Range, SymbolKind } from 'vscode-languageserver'
import type { AnchorFact, HeadingFact } from '../page/facts.js'
import { rangeOf } from './diagnostics.js'

// LSP's SymbolKind.String (which editors show Markdown headings with) and SymbolKind.Field; written here so that the module needs only types.
const HEADING = 15 as SymbolKind
const ANCHOR = 8 as SymbolKind

export function outlineOf(headings: HeadingFact[], anchors: AnchorFact[], end: Range['end']): DocumentSymbol[] {
  const roots: DocumentSymbol[] = []
  const open: { depth: number; symbol: DocumentSymbol }[] = []
  const within = () => open.at(-1)?.symbol.children ?? roots
  // An anchor written before the first heading is at the top; one after a heading is in its section.
  const elements = anchors.filter((anchor) => !/^h[1-6]$/.test(anchor.element))
  let next = 0
  const placeAnchorsBefore = (line: number) => {
    for (; next < elements.length && elements[next].position.start.line < line; next++) within().push(anchorSymbol(elements[next]))
  }
  headings.forEach((heading, index) => {
    placeAnchorsBefore(heading.position.start.line)
    const following = headings.slice(index + 1).find((later) => later.depth <= heading.depth)
    const symbol = headingSymbol(heading, following ? rangeOf(following.position).start : end)
    while (open.length > 0 && open.at(-1)!.depth >= heading.depth) open.pop()
    within().push(symbol)
    open.push({ depth: heading.depth, symbol })
  })
  placeAnchorsBefore(Infinity)
  return roots
}

function headingSymbol(heading: HeadingFact, sectionEnd: Range['end']): DocumentSymbol {
  const selectionRange = rangeOf(heading.position)
  return {
    name: heading.text.trim() || '(empty heading)',
    detail: `h${heading.depth}${heading.slug ? ` #${heading.slug}` : ''}`,
    kind: HEADING,
    range: { start: selectionRange.start, end: sectionEnd },
    selectionRange,
    children: []
  }
}

function anchorSymbol(anchor: AnchorFact): DocumentSymbol {
  const range = rangeOf(anchor.position)
  return { name: `#${anchor.id}`, detail: `<${anchor.element}>`, kind: ANCHOR, range, selectionRange: range, children: [] }
}
