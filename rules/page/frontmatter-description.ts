/**
 * The description is the page's one-sentence summary: search engines and link previews show it, and the
 * site shows it under the title. A page whose front matter has no `description`, an empty one, or one that
 * is not a string, is reported (a page with no front matter at all is `frontmatter-title`'s to report).
 * An endpoint page (`openapi: "GET /users"`) without one takes its operation's `description`, as the site
 * generator does: it is reported only where the operation has none (or names no operation of the site's specs).
 * A link page (front matter `url:`, which the generator lists in the navigation as a link out, publishing no
 * page for it) needs none; nor do other rules on a page's body read it.
 *
 * The message offers the first sentence of the page when the body opens with a paragraph (before any
 * heading) whose first sentence stands alone: four words or more, ending with `.`, `!` or `?`, at most 200
 * characters, no URL. A lead-in ("Run the following command:") or a page that opens with a heading offers
 * nothing.
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
import { checkRequiredField, openapiFieldStep } from '../../src/page/frontmatter-field.js'
import { groundedDescription } from '../../src/page/grounded.js'

export const frontmatterDescription = definePageRule(
  {
    id: 'frontmatter-description',
    description: 'pages must have a `description` in their front matter',
    severity: 'warn'
  },
  (tree, context) =>
    checkRequiredField(tree, context, {
      key: 'description',
      advice: 'one sentence on what the page is for',
      // A page with no front matter at all gets one message, frontmatter-title's.
      reportNoFrontmatter: false,
      grounded: groundedDescription
    }),
  openapiFieldStep
)
