import { htmlTagNames } from 'html-tag-names'
import { svgTagNames } from 'svg-tag-names'
import type { Root } from 'mdast'
import type { Program } from 'estree'
import type { JSONSchema7 } from 'json-schema'
import { readPackageJsonFile } from '../util/package.js'

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
}

const string: AttributeSpec = { type: 'string' }
const flag: AttributeSpec = { type: 'boolean' }
const title: AttributeSpec = { required: true, type: 'string' }
const callout: ComponentSpec = { attributes: {} }
const codeOnly: ComponentSpec = { attributes: {}, children: 'code' }

/**
 * The site generator's core components with the attributes the format gives them. A few more attributes are
 * known too, because the site generator documents them and real sites use them: icons on Step, Tab,
 * Accordion and Card (`icon`, `iconType`), Card's `img`, `color`, `horizontal`, `cta` and `arrow`,
 * Accordion's `description` and `defaultOpen`, Expandable's `defaultOpen`, Update's `tags`,
 * ParamField's `placeholder` and `deprecated`, ResponseField's `default` and `deprecated`.
 */
export const knownComponents: Record<string, ComponentSpec> = {
  Note: callout,
  Tip: callout,
  Warning: callout,
  Info: callout,
  Check: callout,
  CodeGroup: codeOnly,
  RequestExample: codeOnly,
  ResponseExample: codeOnly,
  Steps: { attributes: { titleSize: string }, children: ['Step'] },
  Step: { attributes: { title, icon: string, iconType: string, stepNumber: { type: 'number' }, titleSize: string }, parent: 'Steps' },
  Tabs: { attributes: {}, children: ['Tab'] },
  Tab: { attributes: { title, icon: string }, parent: 'Tabs' },
  AccordionGroup: { attributes: {}, children: ['Accordion'] },
  Accordion: { attributes: { title, description: string, icon: string, iconType: string, defaultOpen: flag } },
  Card: {
    attributes: {
      title,
      icon: string,
      iconType: string,
      href: string,
      img: string,
      color: string,
      horizontal: flag,
      cta: string,
      arrow: flag
    }
  },
  CardGroup: { attributes: { cols: { type: 'number' } } },
  ParamField: {
    attributes: {
      path: string,
      body: string,
      query: string,
      header: string,
      type: string,
      required: flag,
      default: {},
      placeholder: string,
      deprecated: flag
    },
    oneOf: ['path', 'body', 'query', 'header']
  },
  ResponseField: {
    attributes: { name: title, type: title, required: flag, default: {}, deprecated: flag }
  },
  Expandable: { attributes: { title, defaultOpen: flag } },
  Frame: { attributes: { caption: string } },
  Tooltip: { attributes: { tip: title } },
  Update: { attributes: { label: title, description: string, tags: {} } }
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

/** The spec of a component as docslint knows it: declared by the configuration, else the generator's own. */
export function componentSpec(name: string, declared: DeclaredComponents = {}): ComponentSpec | undefined {
  return Object.hasOwn(declared, name) ? declared[name] : Object.hasOwn(knownComponents, name) ? knownComponents[name] : undefined
}

/** The schema of a `components` option: the same as the tool configuration's top-level `components`. */
export const componentsOption: JSONSchema7 = {
  type: 'object',
  description: 'Components the site provides, by name, with their attributes.',
  additionalProperties: (readPackageJsonFile('schemas/docslintrc.schema.json') as { definitions: { component: JSONSchema7 } }).definitions.component
}
