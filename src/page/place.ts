import type { Position } from 'unist'
import type { JsxElement } from './jsx.js'

/**
 * The opening `<Name` of an element: a message about the element points there rather than at the whole
 * element, which may run over many lines.
 */
export function tagPlace(node: JsxElement): Position {
  const start = node.position!.start
  const length = 1 + (node.name ?? '').length
  return {
    start,
    end: { line: start.line, column: start.column + length, ...(start.offset === undefined ? {} : { offset: start.offset + length }) }
  }
}
