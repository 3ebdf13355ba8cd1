import { siteRules } from '../../rules/index.js'
import type { Site } from './model.js'
import { siteReport } from './rule.js'
import { applyKeptControls } from '../page/control.js'

/** Runs every site rule once on the site; each reports on the file where the cause is written. */
export function checkSite(site: Site): void {
  for (const rule of siteRules) rule.check(site, siteReport)
  // `{/* docslint-disable link-broken */}` in a page applies to the site rules' messages on it too.
  for (const page of site.pages) applyKeptControls(page.facts.controls, page.file)
}
