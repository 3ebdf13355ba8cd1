import { htmlTagNames } from 'html-tag-names'
import { svgTagNames } from 'svg-tag-names'
import type { Root } from 'mdast'
import type { Program } from 'estree'
import type { JSONSchema7 } from 'json-schema'
import { readPackageJsonFile } from '../util/package.js'
import { own } from '../util/own.js'
import { generatorComponents, seedComponents, type ComponentSpec } from './catalogue.js'

/** Which built-in components count as known: the seed's core list, or every component of the site generator. */
export type BuiltIn = 'seed' | 'generator'

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
