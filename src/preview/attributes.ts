import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { flagOfText } from '../page/jsx.js'

export type JsxNode = MdxJsxFlowElement | MdxJsxTextElement

/** An attribute's value as the preview reads it: a string, `true` for a bare flag, or a literal read from `{...}`. */
export type Value = string | number | boolean

/**
 * The attributes of a JSX element, read without running anything: a written string, a bare flag (`required`),
 * and number, boolean and string literals in braces (`cols={2}`, `open={false}`, `title={"x"}`). Any other
 * expression is left out; spreads (`{...props}`) too.
 */
export function readAttributes(node: JsxNode): Map<string, Value> {
  const result = new Map<string, Value>()
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue
    const value = attribute.value
    if (value === null || value === undefined) result.set(attribute.name, true)
    else if (typeof value === 'string') result.set(attribute.name, value)
    else {
      const literal = literalOf(value.value)
      if (literal !== undefined) result.set(attribute.name, literal)
    }
  }
  return result
}

function literalOf(source: string): Value | undefined {
  const text = source.trim()
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text)
  if (text === 'true' || text === 'false') return text === 'true'
  const quoted = /^(["'`])((?:(?!\1)[^\\$]|\\.)*)\1$/.exec(text)
  return quoted ? quoted[2].replace(/\\(.)/g, '$1') : undefined
}

/** Whether a flag is on: written bare, `{true}`, or `"true"` in any case (`"false"` is off, as the generator reads it). */
export function isOn(value: Value | undefined): boolean {
  return value === true || (typeof value === 'string' && flagOfText(value) === true)
}

export function stringOf(value: Value | undefined): string | undefined {
  return value === undefined || value === false ? undefined : value === true ? '' : String(value)
}
