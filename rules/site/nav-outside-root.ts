/**
 * A path that climbs out of the site with `..`, an absolute file-system path, or a symbolic link to a file
 * outside the root cannot be published with the site, and reading it would expose files that are not part
 * of it (`../../etc/passwd`). Such paths in the navigation, in `logo`, `favicon` and `backgroundImage`, and in
 * `openapi` are reported on their value in docs.json, and never read. So is an `openapi` `directory` that
 * climbs out (`"directory": "../../elsewhere"`): the pages made from the spec would be published outside the
 * site. An image or another file a page shows that is reached through such a link (a folder of images linked
 * from elsewhere) is reported on the page. A page or docs.json reached through a symbolic link that leads out
 * of the root is reported on itself, and not checked.
 *
 * ## Fails
 *
 * An entry climbs out of the site with `..`:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "../notes/roadmap"] }]
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
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "roadmap"] }]
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
 * ```mdx roadmap.mdx
 * ---
 * title: "Roadmap"
 * description: "What we are building next."
 * ---
 *
 * Recurring invoices ship this spring.
 * ```
 */
import { defineSiteRule } from '../../src/site/rule.js'
import { climbsOut, entryPath } from '../../src/site/entries.js'
import { siteFileLookup } from '../../src/site/model.js'
import { assetShown, configAssets, pageAssets } from '../../src/site/assets.js'

export const navOutsideRoot = defineSiteRule(
  { id: 'nav-outside-root', description: 'navigation entries and asset paths must stay inside the site root', severity: 'error' },
  (site, { report }) => {
    for (const entry of site.navigation) {
      if (entry.endpoint) continue
      if (entryPath(entry.value) === undefined) {
        report(`Navigation entry \`${entry.value}\` leaves the site root: name pages by their path from the folder of docs.json`, { place: entry.place })
        continue
      }
      for (const extension of ['.mdx', '.md']) {
        const lookup = siteFileLookup(site, entryPath(entry.value)! + extension)
        if (lookup.kind === 'outside') {
          report(`Navigation entry \`${entry.value}\` leaves the site root: ${lookup.reason}`, { place: entry.place })
          break
        }
      }
    }
    for (const asset of configAssets(site)) {
      const lookup = siteFileLookup(site, asset.value)
      if (lookup.kind === 'outside') {
        report(`\`${asset.key}\` \`${asset.value}\` leaves the site root: ${lookup.reason}`, { place: asset.place })
      }
    }
    for (const directory of site.settings?.directories ?? []) {
      if (!climbsOut(directory.value)) continue
      report(
        `\`${directory.key}\` \`${directory.value}\` leaves the site root: it climbs out with \`..\`, so the pages made from the spec would be published outside the site; name a folder inside it (\`api-reference\`)`,
        { place: directory.place }
      )
    }
    for (const asset of pageAssets(site)) {
      const lookup = siteFileLookup(site, asset.sitePath)
      if (lookup.kind === 'outside') report(`${asset.what} ${assetShown(asset)} leaves the site root: ${lookup.reason}`, { file: asset.page.file, place: asset.position })
    }
    for (const { file, target } of site.linkedOut) {
      report(`Not checked: this file is reached through a symbolic link and is really \`${target}\`, outside the site root`, {
        file,
        place: { line: 1, column: 1 }
      })
    }
    for (const spec of site.openapi.specs) {
      if (spec.load.state !== 'outside' || !spec.entry) continue
      report(`OpenAPI file \`${spec.entry.value}\` leaves the site root: ${spec.load.reason}`, { place: spec.entry.place })
    }
  }
)
