/**
 * The title is what the navigation, the browser tab and search results show; the page's own heading comes
 * from it too, which is why the body starts at level 2 (see `heading-start`). A page without front matter,
 * or whose front matter has no `title`, an empty one, or one that is not a string, is reported. Files in
 * `snippets/` folders are pieces of other pages, not pages: the presets turn this rule off for them.
 * An endpoint page (`openapi: "GET /users"`) without one takes its operation's `summary`, as the site generator
 * does: it is reported only where the operation has none (or names no operation of the site's specs).
 *
 * The message offers the title the page itself gives, when it gives one: its `sidebarTitle`, else a level-1
 * heading in the body, else its file name made words (`getting-started.mdx`: "Getting started"; an index
 * page takes its folder's name). A file name that is no words (`page-2`, `v1`, `untitled`) offers nothing.
 *
 * ## Fails
 *
 * ```mdx
 * ---
 * description: Install the SDK and send your first request.
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
import { groundedTitle } from '../../src/page/grounded.js'

export const frontmatterTitle = definePageRule(
  {
    id: 'frontmatter-title',
    description: 'pages must have a `title` in their front matter',
    severity: 'warn',
    linkPages: true
  },
  (tree, context) =>
    checkRequiredField(tree, context, { key: 'title', advice: 'a clear, specific title', reportNoFrontmatter: true, grounded: groundedTitle }),
  openapiFieldStep
)
