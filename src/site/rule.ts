import type { VFile } from 'vfile'
import { createReport, type ReportOptions, type RuleMeta } from '../rule.js'
import { defaultSettings } from '../config/rc.js'
import type { Site } from './model.js'

/** Reports a message of a site rule on one file of the site: docs.json, or a page. */
export type SiteReport = (rule: RuleMeta, file: VFile, reason: string, options?: ReportOptions) => void

/** A cross-file rule: it reads the Site model (never trees) and reports where the cause is written. */
export interface SiteRule {
  meta: RuleMeta
  check(site: Site, report: SiteReport): void
}

/** Each file's messages take that file's configured severities, as its own rules' did. */
export const siteReport: SiteReport = (rule, file, reason, options) => {
  createReport(file, file.data.ruleSetup?.rules ?? defaultSettings.rules)(rule, reason, options)
}
