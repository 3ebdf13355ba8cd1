/**
 * Without its `title`, a Step, Tab, Accordion, Expandable or Card renders with an empty heading; a Tooltip
 * needs its `tip`, an Update its `label`, a ResponseField its `name` and `type`; a ParamField needs exactly
 * one location (`path`, `body`, `query` or `header`, whose value is the parameter's name); `CardGroup cols`
 * is a number, written as an expression (`cols={2}`), and flags such as `required` take no string but `"true"` (which the
 * generator's docs write, `<Card arrow="true">`; `"false"` turns a flag on, as any text does). These are
 * errors. An attribute a known component does not take is most often a typo (`tilte`): a warning, with the
 * closest attribute it does take (an error under `docslint:strict`); an element gets one such message, which
 * names all its unknown attributes. Elements with a `{...spread}` are not checked for missing attributes.
 * Components the configuration declares with `attributes` are checked the same way.
 *
 * The attributes known are those the site generator documents (Card's `img`, `horizontal`, `cta` and `arrow`,
 * Frame's `hint`, Accordion's `defaultOpen`, Step's `stepNumber`, icons, a callout's `title`, ...), and its other
 * components are checked too (`<Icon>` needs its `icon`, `<Tree.File>` its `name`). Option `builtIn: "seed"`
 * keeps to the format's core components and the attributes the format gives them.
 *
 * ## Fails
 *
 * ```mdx
 * <CardGroup cols="2">
 *   <Card href="/quickstart">Start here.</Card>
 * </CardGroup>
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <CardGroup cols={2}>
 *   <Card title="Quick start" href="/quickstart">Start here.</Card>
 * </CardGroup>
 * ```
 */
import { visit } from '../../src/page/visit.js'
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx'
import type { Report } from '../../src/rule.js'
import { definePageRule } from '../../src/page/rule.js'
import { attributeNamed, attributes, attributeValue, hasSpread, isJsxElement, type JsxElement } from '../../src/page/jsx.js'
import { tagPlace } from '../../src/page/place.js'
import { builtInOption, componentSpec, componentsOption, type AttributeSpec, type BuiltIn, type ComponentSpec, type DeclaredComponents } from '../../src/page/components.js'
import { closest, codeList } from '../../src/util/suggest.js'

interface Options {
  components: DeclaredComponents
  unknownAttributes: 'warn' | 'error' | 'off'
  builtIn: BuiltIn
}

/** Attributes React gives every element; a component never has to declare them. */
const universal = new Set(['key', 'id', 'className', 'style'])


export const componentAttributes = definePageRule<Options>(
  {
    id: 'component-attributes',
    description: 'components must have their required attributes, with values of the right kind',
    severity: 'error',
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        components: componentsOption,
        unknownAttributes: { enum: ['warn', 'error', 'off'], description: 'How an attribute the component does not take is reported.' },
        builtIn: builtInOption
      }
    },
    defaultOptions: { components: {}, unknownAttributes: 'warn', builtIn: 'generator' }
  },
  (tree, { options, report }) => {
    visit(tree, (node) => {
      if (!isJsxElement(node) || !node.name) return
      const spec = componentSpec(node.name, options.components, options.builtIn)
      if (!spec) return
      checkRequired(report, node, spec)
      checkLocation(report, node, spec)
      checkUnknown(report, node, spec, options)
      for (const attribute of attributes(node)) checkValue(report, node, spec, attribute)
    })
  }
)

function checkRequired(report: Report, node: JsxElement, spec: ComponentSpec): void {
  if (hasSpread(node)) return
  for (const [name, attribute] of Object.entries(spec.attributes ?? {})) {
    if (!attribute.required || attributeNamed(node, name)) continue
    report(`\`<${node.name}>\` needs ${/^[aeiou]/i.test(name) ? 'an' : 'a'} \`${name}\` attribute`, { place: tagPlace(node) })
  }
}

function checkLocation(report: Report, node: JsxElement, spec: ComponentSpec): void {
  if (!spec.oneOf) return
  const given = spec.oneOf.map((name) => attributeNamed(node, name)).filter((attribute) => attribute !== undefined)
  if (given.length === 0 && !hasSpread(node)) {
    report(`\`<${node.name}>\` needs one of ${codeList(spec.oneOf)}, set to the parameter's name (\`${spec.oneOf[0]}="id"\`)`, { place: tagPlace(node), expected: spec.oneOf })
  }
  for (const extra of given.slice(1)) {
    report(`\`<${node.name}>\` has both \`${given[0].name}\` and \`${extra.name}\`: give exactly one of ${codeList(spec.oneOf)}`, { place: extra })
  }
}

/** The attributes an element has that its component does not take, each name once. */
function unknownAttributes(node: JsxElement, known: Record<string, AttributeSpec>): MdxJsxAttribute[] {
  const seen = new Set<string>()
  return attributes(node).filter((attribute) => {
    if (Object.hasOwn(known, attribute.name) || universal.has(attribute.name) || seen.has(attribute.name)) return false
    seen.add(attribute.name)
    return true
  })
}

/** One message per element, from its first unknown attribute to its last, that names them all. */
function checkUnknown(report: Report, node: JsxElement, spec: ComponentSpec, options: Options): void {
  const known = spec.attributes
  if (!known || options.unknownAttributes === 'off') return
  const unknown = unknownAttributes(node, known)
  if (unknown.length === 0) return
  const names = Object.keys(known)
  const takes = names.length > 0 ? `it takes ${codeList(names, 'and')}` : 'it takes none'
  const first = unknown[0].position
  const last = unknown.at(-1)!.position
  const place = first && last ? { start: first.start, end: last.end } : undefined
  const atMost = options.unknownAttributes === 'warn' ? 'warn' : undefined
  if (unknown.length === 1) {
    report(`\`<${node.name}>\` has no \`${unknown[0].name}\` attribute`, { place, suggestion: closest(unknown[0].name, names), after: ` (${takes})`, atMost })
  } else {
    const written = codeList(unknown.map((attribute) => attribute.name), 'and')
    report(`\`<${node.name}>\` has no ${written} attributes (${takes})`, { place, atMost })
  }
}

function checkValue(report: Report, node: JsxElement, spec: ComponentSpec, attribute: MdxJsxAttribute): void {
  const known = spec.attributes
  if (!known || !Object.hasOwn(known, attribute.name)) return
  const problem = valueProblem(attribute, known[attribute.name])
  if (problem) report(`\`<${node.name}>\` ${problem}`, { place: attribute })
}

function valueProblem(attribute: MdxJsxAttribute, spec: AttributeSpec): string | undefined {
  const value = attributeValue(attribute)
  const name = attribute.name
  if (spec.type === 'number' && value.kind !== 'number' && value.kind !== 'expression') {
    const written = value.kind === 'string' && /^-?\d+(\.\d+)?$/.test(value.value.trim()) ? value.value.trim() : '2'
    return `\`${name}\` must be a number, written as an expression: \`${name}={${written}}\``
  }
  if (spec.type === 'boolean' && value.kind === 'string') return flagProblem(name, value.value)
  if (spec.required && value.kind === 'string' && value.value.trim() === '') {
    return `\`${name}\` is empty`
  }
  return undefined
}

/**
 * A flag written as a string. `"true"` is what the generator's own docs write (`<Card arrow="true">`), and the
 * component reads any text but an empty one as on; so `"false"` turns the flag on, the opposite of what it says.
 */
function flagProblem(name: string, value: string): string | undefined {
  if (value.trim() === 'true') return undefined
  if (value.trim() === 'false') return `\`${name}="false"\` turns \`${name}\` on (any text but an empty one does): write \`${name}={false}\`, or leave it out`
  return `\`${name}\` is a flag: write \`${name}\` on its own (or \`${name}={false}\`), not a string`
}
