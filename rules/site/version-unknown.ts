/**
 * An anchor or navigation group with a `version` is shown only while that version is selected in the
 * version dropdown; a version that `versions` does not list can never be selected, so what it hides is
 * never shown. The message sits on the `version` value and lists the versions there are.
 *
 * Fails: `"versions": ["v1", "v2"]` with an anchor `"version": "v3"`. Passes: `"version": "v2"`.
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
