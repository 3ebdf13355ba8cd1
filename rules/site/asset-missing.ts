/**
 * `logo` (or `logo.light` and `logo.dark`), `favicon` and `backgroundImage` in docs.json are paths from the
 * site root; an image, video or poster in a page (`![...](src)`, `<img src>`, `<video src>`, `<source src>`,
 * `<Card img>`) is resolved from the page's URL as a browser does. A local file that does not exist is
 * reported where it is named; URLs of other sites are not checked.
 *
 * ## Fails
 *
 * The page shows `images/invoices.svg`, which the site does not have:
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
 * <Frame>
 *   ![The invoices page of the dashboard](/images/invoices.svg)
 * </Frame>
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
 * <Frame>
 *   ![The invoices page of the dashboard](/images/invoices.svg)
 * </Frame>
 * ```
 *
 * ```svg images/invoices.svg
 * <svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#F3F4F6"/></svg>
 * ```
 */
import { defineSiteRule } from '../../src/site/rule.js'
import { siteFileLookup } from '../../src/site/model.js'
import { assetShown, configAssets, pageAssets } from '../../src/site/assets.js'

export const assetMissing = defineSiteRule(
  { id: 'asset-missing', description: 'images, videos and other local files the site shows must exist', severity: 'error' },
  (site, { report }) => {
    for (const asset of configAssets(site)) {
      if (siteFileLookup(site, asset.value).kind !== 'missing') continue
      report(`\`${asset.key}\` \`${asset.value}\` does not exist in the site`, { place: asset.place })
    }
    for (const asset of pageAssets(site)) {
      if (siteFileLookup(site, asset.sitePath).kind !== 'missing') continue
      report(`${asset.what} ${assetShown(asset)} does not exist in the site`, { file: asset.page.file, place: asset.position })
    }
  }
)
