/**
 * A heading that skips a level (`##` then `####`) leaves a hole in the page outline that screen readers and
 * the "On this page" list show; going back up any number of levels is fine. `--fix` moves a heading that skips
 * to its parent's level plus one, and the headings under it with it, so that siblings stay siblings.
 * The headings of a snippet the page renders between two headings (`<Limits />` of
 * `import Limits from '/snippets/limits.mdx'`) count: `####` after a snippet that ends at `###` skips nothing.
 *
 * ## Fails
 *
 * ```mdx
 * ## Install
 *
 * #### With npm
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
import { headingIncrementStep } from '../../src/site/snippet-headings.js'

export const headingIncrement = definePageRule(
  {
    id: 'heading-increment',
    description: 'headings must not skip a level',
    severity: 'warn',
    fixable: "moves a heading that skips a level up to its parent's level plus one, with the headings under it"
  },
  (tree, { file, report }) => {
    const headings = headingsOf(tree)
    const levels = outlineLevels(headings, false)
    const fix = levels && headingLevelEdits(headings, levels, String(file.value))
    for (let index = 1; index < headings.length; index++) {
      const [previous, heading] = [headings[index - 1], headings[index]]
      if (heading.depth > previous.depth + 1) {
        const snippets = importedBetween(tree, previous, heading)
        const data = snippets.length > 0 ? { snippets, depth: heading.depth } : undefined
        report(`Heading level ${heading.depth} follows level ${previous.depth}: use level ${previous.depth + 1} (\`${'#'.repeat(previous.depth + 1)}\`)`, { place: heading.node, expected: [String(previous.depth + 1)], fix, data })
      }
    }
  },
  headingIncrementStep
)
