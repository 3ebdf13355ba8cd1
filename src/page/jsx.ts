import type { Node, Parent } from 'unist'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { Expression, Program } from 'estree'

/** A JSX element, written on its own lines (flow) or inside a paragraph (text): rules treat both alike. */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

export function isJsxElement(node: Node): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
}

/** The element's name as written (`Card`, `a`, `Foo.Bar`); fragments (`<>`) have none. */
export function jsxName(node: JsxElement): string | undefined {
  return node.name ?? undefined
}

export function attributes(node: JsxElement): MdxJsxAttribute[] {
  return node.attributes.filter((attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute')
}

export function attributeNamed(node: JsxElement, name: string): MdxJsxAttribute | undefined {
  return attributes(node).find((attribute) => attribute.name === name)
}

/** `{...props}` spreads: their attributes are unknown, so checks for missing attributes give way to them. */
export function hasSpread(node: JsxElement): boolean {
  return node.attributes.some((attribute) => attribute.type === 'mdxJsxExpressionAttribute')
}

/**
 * What an attribute's value is, as far as can be told without running code: a string (`a="x"`,
 * `a={"x"}`, a template without placeholders), a number (`cols={2}`), a boolean (`required`,
 * `open={false}`), or an expression whose value is only known at run time.
 */
export type AttributeValue =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'expression'; source: string }

export function attributeValue(attribute: MdxJsxAttribute): AttributeValue {
  const value = attribute.value
  if (value === null || value === undefined) return { kind: 'boolean', value: true }
  if (typeof value === 'string') return { kind: 'string', value }
  const expression = expressionOf(value.data?.estree as Program | undefined)
  return literalOf(expression) ?? { kind: 'expression', source: value.value }
}

/**
 * A flag written as text, as the generator reads it: `"true"` on and `"false"` off, in any case (its own docs
 * write `arrow="true"` and `defaultOpen="True"`); undefined for any other text, which is no flag value.
 */
export function flagOfText(text: string): boolean | undefined {
  const word = text.trim().toLowerCase()
  return word === 'true' ? true : word === 'false' ? false : undefined
}

/** The attribute's value when it is a string known without running code. */
export function attributeString(node: JsxElement, name: string): string | undefined {
  const attribute = attributeNamed(node, name)
  if (!attribute) return undefined
  const value = attributeValue(attribute)
  return value.kind === 'string' ? value.value : undefined
}

function expressionOf(program: Program | undefined): Expression | undefined {
  const statement = program?.body[0]
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined
}

function literalOf(expression: Expression | undefined): AttributeValue | undefined {
  if (!expression) return undefined
  if (expression.type === 'Literal') {
    const value = expression.value
    if (typeof value === 'string') return { kind: 'string', value }
    if (typeof value === 'number') return { kind: 'number', value }
    if (typeof value === 'boolean') return { kind: 'boolean', value }
    if (value === null) return { kind: 'null' }
    return undefined
  }
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return { kind: 'string', value: expression.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('') }
  }
  if (expression.type === 'UnaryExpression' && expression.operator === '-' && expression.argument.type === 'Literal') {
    const value = expression.argument.value
    return typeof value === 'number' ? { kind: 'number', value: -value } : undefined
  }
  return undefined
}

/** Children that carry content: blank text between tags and MDX comments are not content. */
export function contentChildren(parent: Parent): Node[] {
  return parent.children.filter((child) => !isBlank(child))
}

export function isBlank(node: Node): boolean {
  if (node.type === 'text') return ((node as { value?: string }).value ?? '').trim() === ''
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    return isComment((node as { value?: string }).value ?? '')
  }
  return false
}

function isComment(source: string): boolean {
  return /^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(source)
}
