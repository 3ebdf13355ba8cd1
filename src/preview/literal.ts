/**
 * The value of an attribute expression written as a literal (`{2}`, `{["a", "b"]}`, `{{ light: "#fff", dark: "#000" }}`),
 * read without running it: numbers, strings, booleans, `null`, template strings without `${}`, and arrays and
 * objects of them. Anything else (a name, a call, a spread, a computed key) is no literal: undefined.
 */
import { parseExpressionAt, type Expression, type Node } from 'acorn'

export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal }

/** Stands for "not a literal" while a value is read (a literal can be `undefined` nowhere). */
const NOT_LITERAL = Symbol('not a literal')
type Read = Literal | typeof NOT_LITERAL

export function literalValue(source: string): Literal | undefined {
  let expression: Expression
  try {
    expression = parseExpressionAt(source, 0, { ecmaVersion: 'latest' })
  } catch {
    return undefined
  }
  // Something after the expression (`1; run()`) makes it no literal.
  if (source.slice(expression.end).trim() !== '') return undefined
  const value = read(expression)
  return value === NOT_LITERAL ? undefined : value
}

function read(node: Node): Read {
  switch (node.type) {
    case 'Literal': {
      const { value } = node as Node & { value: unknown }
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? value : NOT_LITERAL
    }
    case 'UnaryExpression': {
      const { operator, argument } = node as Node & { operator: string; argument: Node }
      const value = read(argument)
      return operator === '-' && typeof value === 'number' ? -value : NOT_LITERAL
    }
    case 'TemplateLiteral': {
      const { expressions, quasis } = node as Node & { expressions: Node[]; quasis: { value: { cooked?: string | null } }[] }
      return expressions.length === 0 ? (quasis[0]?.value.cooked ?? NOT_LITERAL) : NOT_LITERAL
    }
    case 'ArrayExpression':
      return readAll((node as Node & { elements: (Node | null)[] }).elements)
    case 'ObjectExpression':
      return readObject((node as Node & { properties: Node[] }).properties)
    default:
      return NOT_LITERAL
  }
}

function readAll(elements: (Node | null)[]): Read {
  const values: Literal[] = []
  for (const element of elements) {
    const value = element ? read(element) : NOT_LITERAL
    if (value === NOT_LITERAL) return NOT_LITERAL
    values.push(value)
  }
  return values
}

function readObject(properties: Node[]): Read {
  const result: { [key: string]: Literal } = {}
  for (const property of properties) {
    const { type, computed, key, value } = property as Node & { computed?: boolean; key?: Node & { name?: string; value?: unknown }; value?: Node }
    if (type !== 'Property' || computed || !key || !value) return NOT_LITERAL
    const name = key.type === 'Identifier' ? key.name : typeof key.value === 'string' || typeof key.value === 'number' ? String(key.value) : undefined
    const field = read(value)
    if (name === undefined || field === NOT_LITERAL || name === '__proto__') return NOT_LITERAL
    result[name] = field
  }
  return result
}
