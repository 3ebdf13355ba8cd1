/**
 * frontmatter-description: pages must have a `description` in their front matter.
 *
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
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { definePageRule, report } from '../../src/page/rule.js'
import { readFrontmatter } from '../../src/page/frontmatter.js'

export const frontmatterDescription = definePageRule(
  {
    id: 'frontmatter-description',
    kind: 'page',
    description: 'pages must have a `description` in their front matter',
    severity: 'error'
  },
  (tree, file) => checkFrontmatterField(tree, file, 'description', 'Install the SDK and send your first request.')
)

/** Reports a required front-matter string that is missing, empty or of another type. */
export function checkFrontmatterField(tree: Root, file: VFile, key: 'title' | 'description', example: string): void {
  const frontmatter = readFrontmatter(tree, file)
  if (!frontmatter) {
    // One message for a page without front matter: frontmatter-title's.
    if (key === 'title') {
      report(file, `Page has no front matter: start it with \`---\`, \`title: ${example}\`, \`description: ...\`, \`---\``, {
        start: { line: 1, column: 1 },
        end: { line: 1, column: 1 }
      })
    }
    return
  }
  // Invalid YAML is frontmatter-syntax's to report; nothing can be said of its fields.
  if (!frontmatter.data) return
  const field = frontmatter.fields.get(key)
  if (!field) {
    report(file, `Front matter has no \`${key}\`: add \`${key}: ${example}\``, frontmatter.place)
  } else if (field.value === null || (typeof field.value === 'string' && field.value.trim() === '')) {
    report(file, `\`${key}\` is empty: write ${key === 'title' ? 'a clear, specific title' : 'one sentence on what the page is for'}`, field.place)
  } else if (typeof field.value !== 'string') {
    report(file, `\`${key}\` must be a string, not ${describe(field.value)}`, field.place)
  }
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  return typeof value === 'object' ? 'a mapping' : `a ${typeof value} (${JSON.stringify(value)}); quote it`
}
