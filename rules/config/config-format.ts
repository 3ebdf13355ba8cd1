/**
 * docslint checks the format of its specification: `navigation` is an array of groups. The newer format
 * (`navigation` is an object with `tabs`, `anchors`, `dropdowns`..., or a `theme` is set) is a different
 * schema; rather than report every difference as an error, docslint says once that the file's settings
 * were not checked. Pages and other files are still checked.
 *
 * ## Fails
 *
 * The newer format, with `navigation` an object of tabs:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "theme": "mint",
 *   "navigation": {
 *     "tabs": [{ "tab": "Guides", "groups": [{ "group": "Get started", "pages": ["quickstart"] }] }]
 *   }
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
 */
import { defineConfigRule } from '../../src/config/rule.js'
import { codeList } from '../../src/util/suggest.js'

export const configFormat = defineConfigRule(
  {
    id: 'config-format',
    description: 'docs.json must be in the format docslint checks (navigation as an array of groups)',
    severity: 'warn'
  },
  (context, { report }) => {
    const { document } = context
    if (context.state !== 'other-format' || !document) return
    const value = document.value as Record<string, unknown>
    const navigation = value.navigation
    const signs: string[] = []
    if (navigation !== null && typeof navigation === 'object' && !Array.isArray(navigation)) {
      const keys = Object.keys(navigation)
      signs.push(`\`navigation\` is an object${keys.length ? ` with ${codeList(keys, "and")}` : ""}`)
    }
    if ('theme' in value) signs.push('`theme` is set')
    const at = 'theme' in value ? document.rangeOf(['theme'], 'key') : document.rangeOf(['navigation'], 'key')
    report(
      `${context.fileName} is in the newer navigation-object format (${signs.join('; ')}); docslint checks ` +
        'only the format where `navigation` is an array of groups, so the settings of this file were not checked',
      { place: at }
    )
  }
)
