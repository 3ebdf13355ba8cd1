import { htmlTagNames } from 'html-tag-names'
import { svgTagNames } from 'svg-tag-names'
import type { Root } from 'mdast'
import type { Program } from 'estree'
import type { JSONSchema7 } from 'json-schema'
import { readPackageJsonFile } from '../util/package.js'
import { own } from '../util/own.js'

/** What docslint knows of one attribute of a component. */
export interface AttributeSpec {
  required?: boolean
  /** The kind of value it takes; a number must be written as an expression (`cols={2}`). */
  type?: 'string' | 'number' | 'boolean'
}

/** What docslint knows of a component: its attributes and where it may appear. */
export interface ComponentSpec {
  /** Known attributes; a component without this list takes any attribute. */
  attributes?: Record<string, AttributeSpec>
  /** Exactly one of these attributes must be given (ParamField's location). */
  oneOf?: string[]
  /** The only components it may contain (Steps: Step), or `code` for code blocks only (CodeGroup). */
  children?: string[] | 'code'
  /** The component it must be inside (Step: Steps). */
  parent?: string
  /** It renders content from another file (`<Snippet file>`), which may be what its container asks for. */
  opaque?: boolean
}

/** Which built-in components count as known: the seed's core list, or every component of the site generator. */
export type BuiltIn = 'seed' | 'generator'

const string: AttributeSpec = { type: 'string' }
const number: AttributeSpec = { type: 'number' }
const flag: AttributeSpec = { type: 'boolean' }
const title: AttributeSpec = { required: true, type: 'string' }
const none: ComponentSpec = { attributes: {} }
const codeOnly: ComponentSpec = { attributes: {}, children: 'code' }

/** The seed's core components with the attributes the format gives them. */
export const seedComponents: Record<string, ComponentSpec> = {
  Note: none,
  Tip: none,
  Warning: none,
  Info: none,
  Check: none,
  CodeGroup: codeOnly,
  RequestExample: codeOnly,
  ResponseExample: codeOnly,
  Steps: { attributes: {}, children: ['Step'] },
  Step: { attributes: { title }, parent: 'Steps' },
  Tabs: { attributes: {}, children: ['Tab'] },
  Tab: { attributes: { title }, parent: 'Tabs' },
  AccordionGroup: { attributes: {}, children: ['Accordion'] },
  Accordion: { attributes: { title } },
  Card: { attributes: { title, icon: string, href: string } },
  CardGroup: { attributes: { cols: number } },
  ParamField: {
    attributes: { path: string, body: string, query: string, header: string, type: string, required: flag, default: {} },
    oneOf: ['path', 'body', 'query', 'header']
  },
  ResponseField: { attributes: { name: title, type: title, required: flag } },
  Expandable: { attributes: { title } },
  Frame: { attributes: { caption: string } },
  Tooltip: { attributes: { tip: title } },
  Update: { attributes: { label: title, description: string } }
}

/** A seed component with the attributes the site generator adds to it. */
function more(name: string, attributes: Record<string, AttributeSpec>): ComponentSpec {
  const seed = seedComponents[name]
  return { ...seed, attributes: { ...seed.attributes, ...attributes } }
}

const icon = { icon: string, iconType: string }
const callout = { title: string }

/**
 * Every built-in component of the site generator, as its documentation gives them: the seed's components with
 * the attributes the generator documents beside (icons, Card's `img`, `horizontal`, `cta` and `arrow`,
 * Frame's `hint`, Accordion's `defaultOpen`, a callout's `title`, ...), and its other components (Icon,
 * Danger, Callout, Columns, Badge, Panel, Tree, Color, Prompt, Tile, View, Visibility, Snippet, Mermaid,
 * Latex, CodeBlock, Heading, Popup).
 */
export const generatorComponents: Record<string, ComponentSpec> = {
  ...seedComponents,
  Note: { attributes: callout },
  Tip: { attributes: callout },
  Warning: { attributes: callout },
  Info: { attributes: callout },
  Check: { attributes: callout },
  Danger: { attributes: callout },
  Callout: { attributes: { ...callout, ...icon, color: string } },
  CodeGroup: more('CodeGroup', { dropdown: flag }),
  RequestExample: more('RequestExample', { dropdown: flag }),
  ResponseExample: more('ResponseExample', { dropdown: flag }),
  Steps: more('Steps', { titleSize: string }),
  Step: more('Step', { ...icon, stepNumber: number, titleSize: string }),
  Tabs: more('Tabs', { sync: flag, borderBottom: flag }),
  Tab: more('Tab', icon),
  Accordion: more('Accordion', { ...icon, description: string, defaultOpen: flag }),
  Card: more('Card', { iconType: string, color: string, img: string, horizontal: flag, cta: string, arrow: flag, type: string, disabled: flag }),
  Columns: { attributes: { cols: number } },
  Column: none,
  ParamField: more('ParamField', { placeholder: string, deprecated: flag }),
  ResponseField: more('ResponseField', { default: {}, deprecated: flag, hidden: flag, pre: {}, post: {} }),
  Expandable: more('Expandable', { defaultOpen: flag, lazy: flag }),
  Frame: more('Frame', { hint: string }),
  Tooltip: more('Tooltip', { headline: string, cta: string, href: string }),
  Update: more('Update', { tags: {} }),
  Icon: { attributes: { icon: { required: true, type: 'string' }, iconType: string, color: string, size: number } },
  Badge: { attributes: { ...icon, color: string, size: string, shape: string, stroke: flag, disabled: flag } },
  Panel: none,
  Tree: none,
  'Tree.Folder': { attributes: { name: title, defaultOpen: flag, openable: flag } },
  'Tree.File': { attributes: { name: title } },
  Color: { attributes: { variant: title } },
  'Color.Row': { attributes: { title: string } },
  'Color.Item': { attributes: { name: string, value: { required: true } } },
  Prompt: { attributes: { ...icon, description: title, actions: {} } },
  Tile: { attributes: { href: title, title: string, description: string } },
  View: { attributes: { ...icon, title } },
  Visibility: { attributes: { for: title } },
  Snippet: { attributes: { file: title }, opaque: true },
  Mermaid: { attributes: { chart: title, placement: string, actions: flag } },
  Latex: none,
  CodeBlock: {
    attributes: { language: string, filename: string, icon: string, lines: flag, wrap: flag, expandable: flag, highlight: string, focus: string }
  },
  Heading: { attributes: { level: number, noAnchor: flag } },
  Popup: none,
  PopupTrigger: none,
  PopupContent: none
}

/** The built-in components a rule counts as known. */
export function builtInComponents(builtIn: BuiltIn = 'generator'): Record<string, ComponentSpec> {
  return builtIn === 'seed' ? seedComponents : generatorComponents
}

const htmlElements = new Set<string>([...htmlTagNames, ...svgTagNames])

/** Lower-case names are HTML elements in JSX; a custom element (`<my-widget>`) has a dash. */
export function isHtmlElement(name: string): boolean {
  return htmlElements.has(name) || (/^[a-z][a-z\d]*-[a-z\d-]*$/.test(name))
}

/**
 * Names a page defines for itself: what it imports (`import Chart from '/snippets/chart.mdx'`) and
 * what it exports (`export const Banner = ...`).
 */
export function definedNames(tree: Root): Set<string> {
  const names = new Set<string>()
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue
    const program = node.data?.estree as Program | undefined
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const specifier of statement.specifiers) names.add(specifier.local.name)
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const declaration = statement.declaration
        if (declaration.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations) {
            if (declarator.id.type === 'Identifier') names.add(declarator.id.name)
          }
        } else if (declaration.id) {
          names.add(declaration.id.name)
        }
      }
    }
  }
  return names
}

/** The part of a name that must be defined: `Foo` of `Foo.Bar`. */
export function rootName(name: string): string {
  return name.split('.')[0].split(':')[0]
}

/** Components the tool's configuration declares, by name (`"components": {"Banner": {...}}`). */
export type DeclaredComponents = Record<string, ComponentSpec>

/** The spec of a component as docslint knows it: declared by the configuration, else a built-in one. */
export function componentSpec(name: string, declared: DeclaredComponents = {}, builtIn: BuiltIn = 'generator'): ComponentSpec | undefined {
  const builtIns = builtInComponents(builtIn)
  return own(declared, name) ?? own(builtIns, name)
}

/** The schema of a `builtIn` option: which built-in components a rule knows. */
export const builtInOption: JSONSchema7 = {
  enum: ['seed', 'generator'],
  description: 'Which built-in components are known: `generator` (every component of the site generator, the default) or `seed` (only the core list of the format).'
}

/** The schema of a `components` option: the same as the tool configuration's top-level `components`. */
export const componentsOption: JSONSchema7 = {
  type: 'object',
  description: 'Components the site provides, by name, with their attributes.',
  additionalProperties: (readPackageJsonFile('schemas/docslintrc.schema.json') as { definitions: { component: JSONSchema7 } }).definitions.component
}
