import { openapiRules, siteRules } from '../../rules/index.js'
import type { Site } from './model.js'
import { siteReport } from './rule.js'
import { applyKeptControls } from '../page/control.js'

/** Runs every site rule, then every OpenAPI rule, once on the site; each reports on the file where the cause is written. */
export function checkSite(site: Site): void {
  for (const rule of [...siteRules, ...openapiRules]) rule.check(site, siteReport)
  // `{/* docslint-disable link-broken */}` in a page applies to the site and OpenAPI rules' messages on it too.
  for (const page of site.pages) applyKeptControls(page.facts.controls, page.file)
}
