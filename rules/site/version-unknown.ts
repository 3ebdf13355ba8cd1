/**
 * An anchor or navigation group with a `version` is shown only while that version is selected in the
 * version dropdown; a version that `versions` does not list can never be selected, so what it hides is
 * never shown. The message sits on the `version` value and lists the versions there are.
 *
 * In the current format versions and languages are divisions that hold their own pages, so none can be
 * unknown; what goes wrong is using them inconsistently. The first `versions` list of the navigation (and
 * the first `languages` list) sets which versions (languages) the site has; a `versions` list elsewhere
 * (in another tab, or another language) that names one the first does not is reported on its name, with
 * the closest of the first list's names: the switcher would offer it in one part of the site only.
 *
 * ## Fails
 *
 * `versions` lists `v1`, not `V1`:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "versions": ["v2", "v1"],
 *   "navigation": [
 *     { "group": "Get started", "version": "v2", "pages": ["quickstart"] },
 *     { "group": "Get started", "version": "V1", "pages": ["v1/quickstart"] }
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
 * ```mdx v1/quickstart.mdx
 * ---
 * title: "Quick start (v1)"
 * description: "Send your first invoice with version 1 of the SDK."
 * ---
 *
 * Install version 1 of the SDK.
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "versions": ["v2", "v1"],
 *   "navigation": [
 *     { "group": "Get started", "version": "v2", "pages": ["quickstart"] },
 *     { "group": "Get started", "version": "v1", "pages": ["v1/quickstart"] }
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
 * ```mdx v1/quickstart.mdx
 * ---
 * title: "Quick start (v1)"
 * description: "Send your first invoice with version 1 of the SDK."
 * ---
 *
 * Install version 1 of the SDK.
 * ```
 */
import { defineSiteRule } from '../../src/site/rule.js'
import type { SiteSection } from '../../src/site/config-model.js'
import { closest, codeList } from '../../src/util/suggest.js'

export const versionUnknown = defineSiteRule(
  { id: 'version-unknown', description: 'anchor and group versions must be listed in `versions`', severity: 'error' },
  (site, { report }) => {
    const settings = site.settings
    if (!settings) return
    for (const { value, place } of settings.versions?.used ?? []) {
      const versions = settings.versions!.listed
      if (versions.includes(value)) continue
      const suggestion = closest(value, versions)
      const known = versions.length > 0 ? `\`versions\` lists ${codeList(versions, 'and')}` : 'there is no `versions` list'
      report(`Version \`${value}\` is not in \`versions\` (${known})`, { place, suggestion, expected: versions })
    }
    for (const kind of ['version', 'language'] as const) {
      const lists = new Map<string, SiteSection[]>()
      for (const section of settings.sections) {
        if (section.kind !== kind || !section.list) continue
        const list = section.list.join('.')
        lists.set(list, [...(lists.get(list) ?? []), section])
      }
      const [first, ...others] = [...lists.values()]
      if (!first) continue
      const names = first.map((section) => section.name)
      const at = `${first[0].place.start.line}:${first[0].place.start.column}`
      for (const section of others.flat()) {
        if (names.includes(section.name)) continue
        const suggestion = closest(section.name, names)
        report(`${kind === 'version' ? 'Version' : 'Language'} \`${section.name}\` is not among the ${kind}s the navigation lists first (at ${at}: ${codeList(names, 'and')}); the switcher would offer it in one part of the site only`, { place: section.place, suggestion, expected: names })
      }
    }
  }
)

