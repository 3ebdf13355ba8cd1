/**
 * A navigation group whose `pages` list is empty shows a heading with nothing under it, and the generator
 * refuses to build the site. The message sits on the empty list. A group that generates its pages (with
 * `openapi`, `asyncapi` or `sdk` on the group itself) passes; a group that leaves `pages` out is
 * `config-schema`'s, which says the key is required.
 *
 * ## Fails
 *
 * The group `Guides` lists no page:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [
 *     { "group": "Get started", "pages": ["quickstart"] },
 *     { "group": "Guides", "pages": [] }
 *   ]
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * Install the SDK, then send your first invoice.
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart"] }]
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * Install the SDK, then send your first invoice.
 * ```
 *
 * ## Where docslint and the generator's validator differ
 *
 * The conformance test (`test/conformance/`) compares docslint's verdict on thousands of docs.json with the
 * generator's own validator's. These rows are the differences it allows; each has a reason.
 *
 * | Row | Case | Generator's validator | docslint | Why |
 * |---|---|---|---|---|
 * | `current-empty-group` | current format: a group with `"pages": []` | accepts | refuses | The current format's validator lets an empty list through (the seed format's refuses it); the group is still a heading with nothing under it. |
 */
import { defineSiteRule } from '../../src/site/rule.js'
import type { Segment } from '../../src/config/json.js'
import { isObject } from '../../src/util/is-object.js'

export const navEmptyGroup = defineSiteRule(
  { id: 'nav-empty-group', description: 'navigation groups must list at least one page', severity: 'error' },
  (site, { report }) => {
    const { document } = site
    if (!document || !isObject(document.value)) return
    for (const group of emptyGroups(document.value.navigation, ['navigation'])) {
      report(`Group \`${group.name}\` has no pages: its \`pages\` list is empty (list a page in it, or remove the group)`, {
        place: document.rangeOf([...group.path, 'pages'])
      })
    }
  }
)

/** Keys with which a group makes its own pages, so that its `pages` may stay empty. */
const GENERATES = ['openapi', 'asyncapi', 'sdk']

/**
 * The groups with an empty `pages` list, at any depth, in the order written. Only groups have a `group` key,
 * in either format, so the walk needs to know no more of the navigation's shape than that.
 */
function emptyGroups(value: unknown, at: Segment[]): { name: string; path: Segment[] }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => emptyGroups(item, [...at, index]))
  if (!isObject(value)) return []
  const here =
    typeof value.group === 'string' && Array.isArray(value.pages) && value.pages.length === 0 && !GENERATES.some((key) => key in value)
      ? [{ name: value.group, path: at }]
      : []
  return [...here, ...Object.entries(value).flatMap(([key, item]) => emptyGroups(item, [...at, key]))]
}
