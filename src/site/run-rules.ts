import type { VFile } from 'vfile'
import { openapiRules, pageRules, siteRules } from '../../rules/index.js'
import { defaultSettings } from '../config/rc.js'
import { runRule, type MessageWithData } from '../rule.js'
import { applyKeptControls } from '../page/control.js'
import type { Site } from './model.js'

/** Runs every site rule, then every OpenAPI rule, once on the site; each reports on the file where the cause is written. */
export function runSiteRules(site: Site): void {
  completePageMessages(site)
  reportSiteMessages(site)
  applyPageControls(site)
}

/** Every site and OpenAPI rule, in the order they run. */
export const siteStageRules = [...siteRules, ...openapiRules]

/**
 * The site and OpenAPI rules' messages (or those of `rules` only), on the files where their causes are written
 * (src/site/incremental.ts keeps them apart).
 */
export function reportSiteMessages(site: Site, rules = siteStageRules): void {
  for (const rule of rules) void runRule(rule, site, { file: site.configFile, settingsOf })
}

/** A page's inline controls (`docslint-disable link-broken` in an MDX comment) apply to the site and OpenAPI rules' messages on it too. */
export function applyPageControls(site: Site): void {
  for (const page of site.pages) applyKeptControls(page.facts.controls, page.file)
}

/** The page rules' messages that wait for the site (they carry `data`), completed (or dropped) by their rule's `completeOnSite`. */
export function completePageMessages(site: Site): void {
  const steps = new Map(pageRules.flatMap((rule) => (rule.completeOnSite ? [[rule.meta.id, rule.completeOnSite] as const] : [])))
  for (const page of site.pages) {
    page.file.messages = (page.file.messages as MessageWithData[]).filter((message) => {
      const step = message.ruleId === undefined ? undefined : steps.get(message.ruleId)
      return !(step && message.data && step(message as MessageWithData & { data: Record<string, unknown> }, { site, page }) === 'drop')
    })
  }
}

/** Each file's messages take that file's configured severities, as its own rules' did. */
function settingsOf(file: VFile) {
  return file.data.ruleSetup?.rules ?? defaultSettings.rules
}
