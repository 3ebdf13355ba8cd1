/**
 * A page's front matter (the block between the `---` lines at its top) holds its title, description and
 * other settings. When it is not valid YAML, none of them can be read, so the page has no title in the
 * navigation and no description for search engines. The message points at the exact place inside the block
 * where YAML parsing stopped, and only the first error of the block (those after it mostly follow from it); a
 * block that is valid YAML but not a mapping of keys to values is reported too.
 *
 * Only YAML the site generator rejects is reported: it reads a quoted value continued on lines no deeper than
 * its key (`description: "Line one.` then `Line two."` at column 0) as one value, though the YAML spec wants
 * those lines indented, so docslint reads it that way too.
 *
 * ## Fails
 *
 * ```mdx
 * ---
 * title: "Quick start
 * description: Install the SDK.
 * ---
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * ---
 * title: "Quick start"
 * description: Install the SDK.
 * ---
 * ```
 */
import { definePageRule } from '../../src/page/rule.js'
import { readFrontmatter } from '../../src/page/frontmatter.js'

export const frontmatterSyntax = definePageRule(
  {
    id: 'frontmatter-syntax',
    description: 'front matter must be valid YAML',
    severity: 'error'
  },
  (tree, { file, report }) => {
    for (const error of readFrontmatter(tree, file)?.errors ?? []) {
      report(`Front matter is not valid YAML: ${error.reason}`, { place: error.place })
    }
  }
)
