/**
 * Readers follow a procedure from the top: what they need before they start (an account, a key, a tool) must
 * come before the first step, or they find out halfway through. Reported: a heading "Prerequisites",
 * "Requirements", "Before you begin" or "What you need" (and a `<Step>` with such a title) that comes after a
 * procedure of the same section: `<Steps>`, or a numbered list of instructions. A later section with its own
 * prerequisites (`## Option B` → `### Prerequisites`) is fine. Part of `docslint:style`.
 *
 * ## Fails
 *
 * ```mdx
 * ## Install
 *
 * <Steps>
 *   <Step title="Install the CLI">
 *     Run `npm i -g acme`.
 *   </Step>
 * </Steps>
 *
 * ## Prerequisites
 *
 * Node.js 20 or later.
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * ## Prerequisites
 *
 * Node.js 20 or later.
 *
 * ## Install
 *
 * <Steps>
 *   <Step title="Install the CLI">
 *     Run `npm i -g acme`.
 *   </Step>
 * </Steps>
 * ```
 */
import { toString } from 'mdast-util-to-string'
import { visit } from '../../src/page/visit.js'
import type { Heading, Root } from 'mdast'
import type { Position } from 'unist'
import { definePageRule } from '../../src/page/rule.js'
import { attributeString, isJsxElement, jsxName, type JsxElement } from '../../src/page/jsx.js'
import { placeOfAttribute } from '../../src/page/facts.js'
import { proceduresOf, type Procedure } from '../../src/page/prose/procedures.js'

const PREREQUISITES = /^(prerequisites?|pre-requisites?|requirements|before you (begin|start)|what you('ll| will)? need|you('ll| will) need)\s*:?$/i

export const prerequisitesFirst = definePageRule(
  {
    id: 'prerequisites-first',
    description: 'prerequisites come before the steps of a procedure',
    severity: 'warn',
    preset: 'style'
  },
  (tree, { report }) => {
    const procedures = proceduresOf(tree).filter((procedure) => !procedure.nested)
    const headings = headingsOf(tree)
    headings.forEach((heading, index) => {
      if (!PREREQUISITES.test(heading.text)) return
      const sectionStart = [...headings.slice(0, index)].reverse().find((before) => before.depth < heading.depth)?.position.start.offset ?? -1
      const before = procedures.find((procedure) => offset(procedure.position) > sectionStart && offset(procedure.position) < offset(heading.position))
      if (before) report(reasonOf(heading.text, before), { place: heading.position })
    })
    visit(tree, (node) => {
      if (isJsxElement(node) && jsxName(node) === 'Steps') reportLateStep(node, report)
    })
  }
)

interface HeadingAt {
  depth: number
  text: string
  position: Position
}

function headingsOf(tree: Root): HeadingAt[] {
  const headings: HeadingAt[] = []
  visit(tree, 'heading', (node: Heading) => {
    if (node.position) headings.push({ depth: node.depth, text: toString(node).trim(), position: node.position })
  })
  return headings
}

const offset = (position: Position) => position.start.offset ?? 0

function reasonOf(text: string, procedure: Procedure): string {
  const what = procedure.kind === 'steps' ? 'the `<Steps>`' : 'the numbered steps'
  return `\`${text}\` comes after ${what} at line ${procedure.position.start.line}: move it before the first step`
}

/** A `<Step title="Prerequisites">` that is not the first step. */
function reportLateStep(steps: JsxElement, report: (reason: string, options: { place: Position }) => void): void {
  const children = steps.children.filter((child) => isJsxElement(child) && jsxName(child) === 'Step') as JsxElement[]
  children.forEach((step, index) => {
    const title = attributeString(step, 'title')
    if (index === 0 || !title || !PREREQUISITES.test(title.trim())) return
    report(`The step \`${title}\` is step ${index + 1}: make it the first step, or put it before the \`<Steps>\``, { place: placeOfAttribute(step, 'title') })
  })
}
