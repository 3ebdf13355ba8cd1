/**
 * A `<Step>` outside `<Steps>` gets no number, a `<Tab>` outside `<Tabs>` no tab bar, and anything but a
 * Step in `<Steps>` (a Tab in `<Tabs>`, an Accordion in `<AccordionGroup>`) breaks the layout. `<CodeGroup>`,
 * `<RequestExample>` and `<ResponseExample>` hold code blocks only, each shown as a tab. Blank lines and MDX
 * comments between children are fine. Components the configuration declares with `parent` or `children`
 * are checked the same way. A `<Color.Row>` must be inside `<Color>`, which holds only `<Color.Item>`s and
 * rows (and a row only items). A child that is a component docslint has no spec for (one the page imports, say)
 * is accepted: it may render the right thing. A `<Step>` (or `<Tab>`, ...) at the top of a file in a
 * `snippets/` folder is placed by the page that imports it, inside the `<Steps>` it needs.
 *
 * ## Fails
 *
 * ```mdx
 * <Steps>
 *   <Step title="Install">Run the installer.</Step>
 *   Then restart your editor.
 * </Steps>
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <Steps>
 *   <Step title="Install">Run the installer.</Step>
 *   <Step title="Restart">Restart your editor.</Step>
 * </Steps>
 * ```
 */
import { visitParents } from '../../src/page/visit.js'
import { location } from 'vfile-location'
import type { Text } from 'mdast'
import type { Node, Parent, Position } from 'unist'
import type { VFile } from 'vfile'
import type { Report, RuleContext } from '../../src/rule.js'
import { definePageRule } from '../../src/page/rule.js'
import { contentChildren, isJsxElement, type JsxElement } from '../../src/page/jsx.js'
import { tagPlace } from '../../src/page/place.js'
import { isSnippetPath } from '../../src/page/kind.js'
import { componentSpec, componentsOption, type DeclaredComponents } from '../../src/page/components.js'
import type { ComponentSpec } from '../../src/page/catalogue.js'
import { codeList } from '../../src/util/suggest.js'

interface Options {
  components: DeclaredComponents
}

export const componentNesting = definePageRule<Options>(
  {
    id: 'component-nesting',
    description: 'components must be nested as they are meant to be (Step in Steps, code in CodeGroup, ...)',
    severity: 'error',
    options: { type: 'object', additionalProperties: false, properties: { components: componentsOption } },
    defaultOptions: { components: {} }
  },
  (tree, { file, options, report }) => {
    visitParents(tree, (node, ancestors) => {
      if (!isJsxElement(node) || !node.name) return
      const spec = componentSpec(node.name, options.components)
      if (!spec) return
      if (spec.parent && !placedByImporter(file, ancestors)) checkParent(report, node, spec.parent, ancestors)
      if (spec.children) checkChildren({ file, report }, node, spec.children, options.components)
    })
  }
)

/** An element at the top of a snippet is placed by the page that imports it, inside whatever it needs. */
function placedByImporter(file: VFile, ancestors: Node[]): boolean {
  return isSnippetPath(file.path) && !ancestors.some(isJsxElement)
}

function checkParent(report: Report, node: JsxElement, parent: string, ancestors: Node[]): void {
  const container = [...ancestors].reverse().find(isJsxElement)
  if (container?.name === parent) return
  report(`\`<${node.name}>\` must be inside \`<${parent}>\`${container?.name ? `, not \`<${container.name}>\`` : ''}`, { place: tagPlace(node), expected: [parent] })
}

function checkChildren({ file, report }: Pick<RuleContext, 'file' | 'report'>, node: JsxElement, allowed: NonNullable<ComponentSpec['children']>, declared: DeclaredComponents): void {
  for (const child of unwrapParagraphs(node)) {
    // A component docslint knows nothing of (one the page imports), or one that renders another file (a
    // snippet), may well render the right children.
    if (isJsxElement(child) && child.name && /^[A-Z]/.test(child.name) && rendersUnseen(child.name, declared)) continue
    if (allowed === 'code') {
      if (child.type !== 'code') report(`\`<${node.name}>\` may only contain code blocks; found ${describe(child)}`, { place: placeOf(child, file) })
    } else if (!(isJsxElement(child) && child.name && allowed.includes(child.name))) {
      report(`\`<${node.name}>\` may only contain ${codeList(allowed.map((name) => `<${name}>`))}; found ${describe(child)}`, { place: placeOf(child, file) })
    }
  }
}

function rendersUnseen(name: string, declared: DeclaredComponents): boolean {
  const spec = componentSpec(name, declared)
  return !spec || spec.opaque === true
}

/** Elements written on one line (`<Tabs><Tab>...`) arrive inside a paragraph: look through it. */
function unwrapParagraphs(parent: Parent): Node[] {
  return contentChildren(parent).flatMap((child) => (child.type === 'paragraph' ? inlineRuns(contentChildren(child as Parent)) : [child]))
}

/** A paragraph's elements one by one, and the text between them (words, links, code) as one piece each: one message for a sentence. */
function inlineRuns(children: Node[]): Node[] {
  const pieces: Node[] = []
  let run: Node[] = []
  const flush = () => {
    const [first, last] = [run[0], run.at(-1)]
    if (first?.position && last?.position) pieces.push({ type: 'paragraph', children: run, position: { start: first.position.start, end: last.position.end } } as Parent)
    else pieces.push(...run)
    run = []
  }
  for (const child of children) {
    if (!isJsxElement(child)) {
      run.push(child)
      continue
    }
    flush()
    pieces.push(child)
  }
  flush()
  return pieces
}

function describe(node: Node): string {
  if (isJsxElement(node)) return node.name ? `\`<${node.name}>\`` : 'a fragment'
  const names: Record<string, string> = { paragraph: 'text', text: 'text', heading: 'a heading', list: 'a list', code: 'a code block', image: 'an image' }
  return names[node.type] ?? `\`${node.type}\``
}

function placeOf(node: Node, file: VFile): Node | Position {
  if (isJsxElement(node)) return tagPlace(node)
  if (node.type === 'text') return trimmedPlace(node as Text, file)
  const first = node.type === 'paragraph' ? (node as Parent).children[0] : undefined
  if (first?.type !== 'text' || !node.position) return node
  const start = trimmedPlace(first as Text, file)
  return 'start' in start ? { start: start.start, end: node.position.end } : node
}

/** Text between elements starts with the line break and indent before it: point at the words. */
function trimmedPlace(node: Text, file: VFile): Position | Node {
  const start = node.position?.start.offset
  // The source, not the node's value: Markdown drops a continuation line's indent from the value.
  const leading = start === undefined ? 0 : /^\s*/.exec(String(file.value).slice(start))![0].length
  const point = start === undefined ? undefined : location(file).toPoint(start + leading)
  return point ? { start: point, end: node.position!.end } : node
}
