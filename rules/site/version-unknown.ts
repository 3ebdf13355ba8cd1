/**
 * An anchor or navigation group with a `version` is shown only while that version is selected in the
 * version dropdown; a version that `versions` does not list can never be selected, so what it hides is
 * never shown. The message sits on the `version` value and lists the versions there are.
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
import type { Site } from '../../src/site/model.js'
import type { Segment } from '../../src/config/json.js'
import { closest, codeList } from '../../src/util/suggest.js'

export const versionUnknown = defineSiteRule(
  { id: 'version-unknown', description: 'anchor and group versions must be listed in `versions`', severity: 'error' },
  (site, { report }) => {
    const config = site.config
    if (!config || !site.document) return
    const versions = (config.versions ?? []).filter((version): version is string => typeof version === 'string')
    for (const { path, version } of versionedPlaces(config)) {
      if (versions.includes(version)) continue
      const suggestion = closest(version, versions)
      const known = versions.length > 0 ? `\`versions\` lists ${codeList(versions, 'and')}` : 'there is no `versions` list'
      report(`Version \`${version}\` is not in \`versions\` (${known})`, { place: site.document.rangeOf(path), suggestion, expected: versions })
    }
  }
)

function* versionedPlaces(config: NonNullable<Site['config']>): Generator<{ path: Segment[]; version: string }> {
  for (const [index, anchor] of (config.anchors ?? []).entries()) {
    if (typeof anchor.version === 'string') yield { path: ['anchors', index, 'version'], version: anchor.version }
  }
  type Group = { version?: unknown; pages?: unknown[] }
  function* groups(list: unknown[], at: Segment[]): Generator<{ path: Segment[]; version: string }> {
    for (const [index, item] of list.entries()) {
      if (!item || typeof item !== 'object') continue
      const group = item as Group
      const here = [...at, index]
      if (typeof group.version === 'string') yield { path: [...here, 'version'], version: group.version }
      if (Array.isArray(group.pages)) yield* groups(group.pages, [...here, 'pages'])
    }
  }
  yield* groups(config.navigation ?? [], ['navigation'])
}
