/**
 * The page's title comes from its front matter and is shown as its level-1 heading, so a `#` heading in
 * the body is a second title, and a body whose first heading is `###` or deeper has no level 2 to hang it
 * from. Both break the "On this page" outline. Markdown headings and `<h1>`-`<h6>` elements are both read.
 * `--fix` shifts the page's outline so that it starts at level 2, each heading kept under the same parent
 * (`#`, `##` → `##`, `###`), unless a heading would pass level 6 or move to level 5 or 6, where it would have no
 * anchor; an underlined heading (`===`) is not rewritten.
 *
 * A snippet the page renders before its first heading (`<Intro />` of `import Intro from '/snippets/intro.mdx'`)
 * puts its headings first: a first heading of level 3 after a snippet that starts at level 2 is not reported.
 *
 * A page in `mode: custom` or `mode: frame` is a blank canvas: the generator shows no title above it, so its
 * level-1 heading is the title the reader sees, and is not reported.
 *
 * ## Fails
 *
 * ```mdx
 * # Quick start
 *
 * ### Install
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * ## Install
 *
 * ### With npm
 * ```
 */
import { definePageRule } from '../../src/page/rule.js'
import { headingLevelEdits, headingsOf, importedBetween, outlineLevels } from '../../src/page/headings.js'
import { firstHeadingStep } from '../../src/site/snippet-headings.js'
import { readFrontmatter } from '../../src/page/frontmatter.js'

/** The page modes in which the generator shows no title: the body's own level-1 heading is the page's title. */
const UNTITLED_MODES = new Set(['custom', 'frame'])

export const headingStart = definePageRule(
  {
    id: 'heading-start',
    description: 'headings in the body start at level 2 (the title comes from front matter)',
    severity: 'warn',
    fixable: "shifts the page's headings so that the body starts at level 2 (`#` → `##`, `###` first → `##`), each keeping its place in the outline"
  },
  (tree, { file, report }) => {
    const headings = headingsOf(tree)
    const levels = outlineLevels(headings, true)
    const fix = levels && headingLevelEdits(headings, levels, String(file.value))
    // Without front matter the generator shows the file name as the title, above the body all the same.
    const frontmatter = readFrontmatter(tree, file)
    const title = frontmatter ? 'the title comes from front matter' : 'the page is titled from its file name (it has no front matter)'
    const titled = !UNTITLED_MODES.has(String(frontmatter?.data?.mode))
    for (const heading of headings.filter((heading) => titled && heading.depth === 1)) {
      report(`Level-1 heading in the body: ${title}, so headings start at level 2 (\`##\`)`, { place: heading.node, fix })
    }
    const first = headings[0]
    if (first && first.depth > 2) {
      const snippets = importedBetween(tree, undefined, first)
      const data = snippets.length > 0 ? { snippets } : undefined
      report(`The first heading is level ${first.depth}: start the body at level 2 (\`##\`)`, { place: first.node, expected: ['2'], fix, data })
    }
  },
  firstHeadingStep
)
