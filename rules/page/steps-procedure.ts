/**
 * A procedure reads best as numbered steps in the `<Steps>` component: each step gets a title, its own space for
 * code and images, and a number the reader can keep their place by. Reported: an ordered list of three or more
 * items, at least two in three of which open with an imperative verb (`1. Install the CLI`), outside `<Steps>`
 * and not nested in another list. Lists of facts (`1. Fast: ...`), of tips with bold labels (`1. **Use tags** -
 * ...`) and checklists (`1. Make sure ...`) are not procedures. Part of `docslint:style`.
 *
 * ## Fails
 *
 * ```mdx
 * 1. Install the CLI.
 * 2. Run `acme login`.
 * 3. Deploy the site.
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <Steps>
 *   <Step title="Install the CLI">
 *     Run `npm i -g acme`.
 *   </Step>
 *   <Step title="Log in">
 *     Run `acme login`.
 *   </Step>
 *   <Step title="Deploy the site">
 *     Run `acme deploy`.
 *   </Step>
 * </Steps>
 * ```
 */
import { definePageRule } from '../../src/page/rule.js'
import { proceduresOf } from '../../src/page/prose/procedures.js'

export const stepsProcedure = definePageRule(
  {
    id: 'steps-procedure',
    description: 'procedures of three or more steps use the `<Steps>` component',
    severity: 'warn',
    preset: 'style'
  },
  (tree, { report }) => {
    for (const procedure of proceduresOf(tree)) {
      if (procedure.kind !== 'list' || procedure.nested) continue
      report(`A procedure of ${procedure.items} numbered steps outside \`<Steps>\`: write it as \`<Steps>\`, with a \`<Step title="…">\` for each step`, {
        place: procedure.position
      })
    }
  }
)
