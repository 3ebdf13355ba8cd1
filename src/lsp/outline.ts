/**
 * A page's outline for the editor (document symbols): its headings, each holding the headings below it, from
 * the page's facts. A heading's range is its section: up to the next heading of its level or above.
 */
import type { DocumentSymbol, Range, SymbolKind } from 'vscode-languageserver'
import type { HeadingFact } from '../page/facts.js'
import { rangeOf } from './diagnostics.js'

// LSP's SymbolKind.String, which editors show Markdown headings with; written here so that the module needs only types.
const HEADING = 15 as SymbolKind

export function outlineOf(headings: HeadingFact[], end: Range['end']): DocumentSymbol[] {
  const roots: DocumentSymbol[] = []
  const open: { depth: number; symbol: DocumentSymbol }[] = []
  headings.forEach((heading, index) => {
    const next = headings.slice(index + 1).find((later) => later.depth <= heading.depth)
    const selectionRange = rangeOf(heading.position)
    const symbol: DocumentSymbol = {
      name: heading.text.trim() || '(empty heading)',
      detail: `h${heading.depth}${heading.slug ? ` #${heading.slug}` : ''}`,
      kind: HEADING,
      range: { start: selectionRange.start, end: next ? rangeOf(next.position).start : end },
      selectionRange,
      children: []
    }
    while (open.length > 0 && open.at(-1)!.depth >= heading.depth) open.pop()
    ;(open.at(-1)?.symbol.children ?? roots).push(symbol)
    open.push({ depth: heading.depth, symbol })
  })
  return roots
}
