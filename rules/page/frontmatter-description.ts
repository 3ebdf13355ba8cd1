/**
 * The description is the page's one-sentence summary: search engines and link previews show it, and the
 * site shows it under the title. A page whose front matter has no `description`, an empty one, or one that
 * is not a string, is reported (a page with no front matter at all is `frontmatter-title`'s to report).
 *
 * ## Fails
 *
 * ```mdx
 * ---
 * title: Quick start
 * description: ""
 * ---
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * ---
 * title: Quick start
 * description: Install the SDK and send your first request.
 * ---
 * ```
 */
import { definePageRule } from '../../src/page/rule.js'
import { checkRequiredField } from '../../src/page/frontmatter-field.js'

export const frontmatterDescription = definePageRule(
  {
    id: 'frontmatter-description',
    description: 'pages must have a `description` in their front matter',
    severity: 'warn'
  },
  (tree, context) =>
    checkRequiredField(tree, context, {
      key: 'description',
      example: 'Install the SDK and send your first request.',
      advice: 'one sentence on what the page is for',
      // A page with no front matter at all gets one message, frontmatter-title's.
      reportNoFrontmatter: false
    })
)
