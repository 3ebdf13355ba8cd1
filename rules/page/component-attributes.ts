/**
 * Without its `title`, a Step, Tab or Accordion renders with an empty heading (a Card's and an Expandable's
 * title are optional); a Tooltip needs its `tip`, an Update its `label`, a ResponseField its `name` and `type`;
 * a ParamField needs exactly one location (`path`, `body`, `query` or `header`, whose value is the parameter's
 * name), an Icon exactly one of `icon` and `src` (without both, the library's Icon has no icon to draw);
 * `CardGroup cols` is a number, written as an expression (`cols={2}`), and flags such as `required` take
 * no string but `"true"` or `"false"`, which the generator reads as the flag on and off (`<Card arrow="true">`,
 * `defaultOpen="false"`). These are errors. A value in quotes that an attribute does not take
 * (`<Badge color="pink">`, `<Visibility for="robots">`) is a warning that names the values it takes: the
 * generator falls back to the default. An attribute a known component does not take is most often a typo
 * (`tilte`): a warning, with the closest attribute it does take (an error under `docslint:strict`); an element
 * gets one such message, which names all its unknown attributes. Elements with a `{...spread}` are not checked
 * for missing attributes. Components the configuration declares with `attributes` are checked the same way.
 *
 * The attributes known are those the generator documents, held to its own component library: Card's `img`,
 * `horizontal`, `cta` and `arrow`, Frame's `hint`, Accordion's `defaultOpen`, Update's `tags` and `rss`,
 * `<Tree.File highlight>`, `<GitHub.Repo repo variant>`, icons, a callout's `title`, ...; `<FileTree>` is
 * `<Tree>` under another name. Option `builtIn: "seed"` keeps to the format's core components and the
 * attributes the format gives them.
 *
 * ## Fails
 *
 * ```mdx
 * <CardGroup cols="2">
 *   <Card href="/quickstart">Start here.</Card>
 * </CardGroup>
 * ```
 *
 * A value the attribute does not take (a warning):
 *
 * ```mdx
 * <Badge color="pink">Beta</Badge>
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <CardGroup cols={2}>
 *   <Card title="Quick start" href="/quickstart">Start here.</Card>
 * </CardGroup>
 * ```
 *
 * A card without a title, the generator's GitHub card, `FileTree` (another name of `Tree`) with a highlighted
 * file, a folder closed by `defaultOpen="false"`, and an update with its RSS entry:
 *
 * ```mdx
 * <Card icon="rocket" href="/quickstart">No title is needed.</Card>
 *
 * <GitHub.Repo repo="mintlify/docs" variant="flat" />
 *
 * <FileTree>
 *   <Tree.Folder name="app" defaultOpen="false">
 *     <Tree.File name="page.tsx" highlight />
 *   </Tree.Folder>
 * </FileTree>
 *
 * <Update label="2025-03" tags={["Release"]} rss={{ title: "March release" }}>
 *   Shipped.
 * </Update>
 * ```
 */
import { visit } from '../../src/page/visit.js'
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx'
import type { Report } from '../../src/rule.js'
import { definePageRule } from '../../src/page/rule.js'
import { attributeNamed, attributes, attributeValue, flagOfText, hasSpread, isJsxElement, type JsxElement } from '../../src/page/jsx.js'
import { tagPlace } from '../../src/page/place.js'
import { builtInOption, componentSpec, componentsOption, type BuiltIn, type DeclaredComponents } from '../../src/page/components.js'
import type { AttributeSpec, ComponentSpec, ValueType } from '../../src/page/catalogue.js'
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
  const { attributes: names, write } = spec.oneOf
  const given = names.map((name) => attributeNamed(node, name)).filter((attribute) => attribute !== undefined)
  if (given.length === 0 && !hasSpread(node)) {
    report(`\`<${node.name}>\` needs one of ${codeList(names)}: ${write}`, { place: tagPlace(node), expected: names })
  }
  for (const extra of given.slice(1)) {
    report(`\`<${node.name}>\` has both \`${given[0].name}\` and \`${extra.name}\`: give exactly one of ${codeList(names)}`, { place: extra })
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
  const unlisted = unlistedValue(attribute, known[attribute.name])
  // The generator falls back to the attribute's default on a value it does not know: the page still renders.
  if (unlisted) report(`\`<${node.name}>\` ${unlisted}`, { place: attribute, atMost: 'warn' })
}

/** The kinds of value an attribute takes; none listed: any. */
function typesOf(spec: AttributeSpec): ValueType[] {
  return spec.type === undefined ? [] : [spec.type].flat()
}

function valueProblem(attribute: MdxJsxAttribute, spec: AttributeSpec): string | undefined {
  const value = attributeValue(attribute)
  const name = attribute.name
  const types = typesOf(spec)
  const only = (type: ValueType) => types.length === 1 && types[0] === type
  if (only('number') && value.kind !== 'number' && value.kind !== 'expression') {
    const written = value.kind === 'string' && /^-?\d+(\.\d+)?$/.test(value.value.trim()) ? value.value.trim() : '2'
    return `\`${name}\` must be a number, written as an expression: \`${name}={${written}}\``
  }
  if (only('boolean') && value.kind === 'string') return flagProblem(name, value.value)
  if (spec.required && value.kind === 'string' && value.value.trim() === '') {
    return `\`${name}\` is empty`
  }
  return undefined
}

/** A value written in quotes that the attribute does not take (`<Badge color="pink">`). */
function unlistedValue(attribute: MdxJsxAttribute, spec: AttributeSpec): string | undefined {
  const value = attributeValue(attribute)
  if (!spec.values || value.kind !== 'string' || spec.values.includes(value.value.trim())) return undefined
  return `\`${attribute.name}="${value.value}"\` is not a value it takes: give one of ${codeList(spec.values)}`
}

/** A flag written as a string: `"true"` and `"false"` are read as the flag on and off (flagOfText), other text is no flag. */
function flagProblem(name: string, value: string): string | undefined {
  if (flagOfText(value) !== undefined) return undefined
  return `\`${name}\` is a flag: write \`${name}\` on its own (or \`${name}={false}\`), not a string`
}
