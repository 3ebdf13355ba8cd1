/**
 * The site generator documents the front-matter fields it reads, and what each holds: `mode` is one of
 * `default`, `wide`, `custom`, `frame`, `center` or `assistant`; `hidden`, `noindex`, `public`, `searchable`,
 * `deprecated` are `true` or `false`; `sidebarTitle`, `icon`, `tag`, `url`, `openapi` are strings; `boost` is a
 * number; `keywords` and `groups` are lists of strings; `related` is a list or `false`; `iconType` and
 * `playground` take a few values; `api` is an HTTP method and a path or URL (`POST /v1/users`); SEO meta tags
 * (`"og:image"`, `"twitter:card"`) hold one value each. A value of another type or outside its values is not
 * what the generator expects: a mode it does not know lays the page out as `default`, `hidden: "no"` is a
 * string, which JavaScript takes as true. The message is on the value, in the YAML. Keys the generator does not
 * document are the site's own metadata, passed through: they are not checked. `title` and `description` are
 * `frontmatter-title`'s and `frontmatter-description`'s.
 *
 * ## Fails
 *
 * ```mdx
 * ---
 * title: Changelog
 * mode: wider
 * hidden: "yes"
 * api: FETCH /changes
 * ---
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * ---
 * title: Changelog
 * mode: wide
 * hidden: true
 * api: GET /changes
 * version: 2
 * ---
 * ```
 */
import { definePageRule } from '../../src/page/rule.js'
import { readFrontmatter, type FrontmatterField } from '../../src/page/frontmatter.js'
import { documentedField, hasType, typeWords, valueWords, type DocumentedField } from '../../src/page/frontmatter-schema.js'
import type { Report } from '../../src/rule.js'
import { clearlyClosest, codeList } from '../../src/util/suggest.js'

export const frontmatterSchema = definePageRule(
  {
    id: 'frontmatter-schema',
    description: 'documented front-matter fields hold values of their type, from their allowed values',
    severity: 'error'
  },
  (tree, { file, report }) => {
    // Invalid YAML is frontmatter-syntax's to report.
    for (const [key, field] of readFrontmatter(tree, file)?.fields ?? []) {
      const documented = documentedField(key)
      // An empty value (`tag:`) says nothing; the generator reads it as not given.
      if (documented && field.value !== null) checkField(key, field, documented, report)
    }
  }
)

function checkField(key: string, field: FrontmatterField, documented: DocumentedField, report: Report): void {
  const { value, place } = field
  if (!hasType(value, documented.type)) {
    const quote = documented.type === 'string' && typeof value !== 'object' ? '; quote it' : ''
    report(`\`${key}\` must be ${typeWords[documented.type]}, not ${valueWords(value)}${quote}`, { place })
    return
  }
  if (typeof value !== 'string') return
  if (documented.values && !documented.values.includes(value)) {
    const suggestion = clearlyClosest(value, documented.values)
    report(`\`${key}\` must be one of ${codeList(documented.values)}, not \`${value}\``, { place, suggestion, expected: suggestion ? undefined : [...documented.values] })
    return
  }
  const problem = documented.problem?.(value)
  if (problem) report(problem, { place })
}
