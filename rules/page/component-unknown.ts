/**
 * A component the site generator does not know is either a typo (`<Cards>` for `<Card>`) or one the page
 * forgot to import, and the page fails to render. Known: the site generator's built-in components (callouts
 * with `Danger` and `Callout`, CodeGroup, Steps, Tabs, Accordions, Cards, Columns, ParamField, ResponseField,
 * Expandable, Frame, Tooltip, Update, request and response examples, Icon, Badge, Panel, Tree, Color, Prompt,
 * Tile, View, Visibility, GitHub.Repo, FileTree (another name of Tree), Snippet, Mermaid, Latex, CodeBlock,
 * Heading, Popup), HTML and SVG elements, names
 * the page imports or exports (`import Chart from '/snippets/chart.mdx'`), and the components the tool's
 * configuration declares (`"components": {"Widget": {}}`). The message suggests the closest known name, or,
 * when the site's other pages import a component of that name (or one MDX file of the site exports it), the
 * import to add, `import { PreviewButton } from '/snippets/previewbutton.jsx'`, which `--fix` writes below the
 * page's imports or front matter. A snippet takes its components from the page that renders it (the generator
 * supports no imports in snippets): a component a snippet uses is known when every page that renders the snippet
 * imports it, and otherwise the message names the pages that must.
 *
 * Option `builtIn: "seed"` knows only the format's core components (callouts, CodeGroup, Steps, Tabs,
 * Accordions, Cards, ParamField, ResponseField, Expandable, Frame, Tooltip, Update, request and response
 * examples), for a site that keeps to them.
 *
 * ## Fails
 *
 * ```mdx
 * <Warnign>Keys are shown once.</Warnign>
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <Warning>Keys are shown once.</Warning>
 * ```
 */
import { visit } from '../../src/page/visit.js'
import { definePageRule } from '../../src/page/rule.js'
import { isJsxElement } from '../../src/page/jsx.js'
import { tagPlace } from '../../src/page/place.js'
import { builtInComponents, builtInOption, definedNames, isHtmlElement, rootName, componentsOption, type BuiltIn, type DeclaredComponents } from '../../src/page/components.js'
import { clearlyClosest } from '../../src/util/suggest.js'
import { componentSourceStep } from '../../src/site/component-sources.js'
import { importInsertion } from '../../src/page/import-insertion.js'

interface Options {
  components: DeclaredComponents
  builtIn: BuiltIn
}

export const componentUnknown = definePageRule<Options>(
  {
    id: 'component-unknown',
    description: 'JSX elements must be known components, HTML elements, or imported',
    severity: 'error',
    options: {
      type: 'object',
      additionalProperties: false,
      properties: { components: componentsOption, builtIn: builtInOption }
    },
    defaultOptions: { components: {}, builtIn: 'generator' },
    fixable: "adds the import of a component that the site's other pages import (or that one MDX file of the site exports), below the page's imports or front matter"
  },
  (tree, { options, report }) => {
    const defined = definedNames(tree)
    const insertion = importInsertion(tree)
    const known = [...Object.keys(builtInComponents(options.builtIn)), ...Object.keys(options.components), ...defined]
    visit(tree, (node) => {
      if (!isJsxElement(node) || !node.name) return
      const name = node.name
      if (known.includes(name) || defined.has(rootName(name))) return
      if (/^[a-z]/.test(name)) {
        if (!isHtmlElement(name)) {
          report(`Unknown HTML element \`<${name}>\`: lower-case names are HTML elements in MDX`, { place: tagPlace(node) })
        }
        return
      }
      const suggestion = clearlyClosest(name, known) ?? onlyCompletion(name, known)
      report(
        `Unknown component \`<${name}>\`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration`,
        // The site may know where the component comes from (componentSourceStep).
        { place: tagPlace(node), suggestion, suggestionText: `\`<${suggestion}>\``, data: { component: rootName(name), tag: name, ...(insertion ? { insertion } : {}) } }
      )
    })
  },
  componentSourceStep
)

/** The one known name that `name` begins (`<Warn>` for `<Warning>`): a name cut short is a slip, where a name two letters off (`<Chart>`, `<Card>`) is another component. */
function onlyCompletion(name: string, known: string[]): string | undefined {
  const completions = new Set(known.filter((candidate) => name.length >= 3 && candidate.startsWith(name)))
  return completions.size === 1 ? [...completions][0] : undefined
}
