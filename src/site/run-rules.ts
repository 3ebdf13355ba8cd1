import type { VFile } from 'vfile'
import { openapiRules, siteRules } from '../../rules/index.js'
import { defaultSettings } from '../config/rc.js'
import { runRule } from '../rule.js'
import { applyKeptControls } from '../page/control.js'
import type { Site } from './model.js'

/** Runs every site rule, then every OpenAPI rule, once on the site; each reports on the file where the cause is written. */
export function runSiteRules(site: Site): void {
  for (const rule of [...siteRules, ...openapiRules]) void runRule(rule, site, { file: site.configFile, settingsOf })
  // `{/* docslint-disable link-broken */}` in a page applies to the site and OpenAPI rules' messages on it too.
  for (const page of site.pages) applyKeptControls(page.facts.controls, page.file)
}

/** Each file's messages take that file's configured severities, as its own rules' did. */
function settingsOf(file: VFile) {
  return file.data.ruleSetup?.rules ?? defaultSettings.rules
}
