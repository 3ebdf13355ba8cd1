/**
 * The two verdicts on one docs.json that the conformance test compares: the generator's own validator's
 * (`@mintlify/validation`, a test-only dependency used only through its exported functions) and docslint's,
 * read in process as a check reads it (the processor's config rules, then the site rules that read docs.json
 * alone), so that thousands of documents are judged in seconds.
 */
import path from 'node:path'
import { VFile } from 'vfile'
import { validateDocsConfig, validateMintConfig } from '@mintlify/validation'
import { createProcessor } from '../../src/processor.js'
import { buildSite } from '../../src/site/model.js'
import { defaultSettings } from '../../src/config/rc.js'
import { runRule } from '../../src/rule.js'
import { siteRules } from '../../rules/index.js'
import type { ConfigFormat } from '../../src/config/format.js'

export interface Verdict {
  rejects: boolean
  /** What made the verdict, one line each: the generator's issues, or docslint's error messages. */
  reasons: string[]
  /** The generator's verdict only: the places of its issues (`colors.primary`). */
  places: string[]
}

/** The generator's validator of the format: `validateDocsConfig` for the current format, `validateMintConfig` for the seed's (mint.json's). */
export function generatorVerdict(value: unknown, format: ConfigFormat): Verdict {
  const result = format === 'current' ? validateDocsConfig(value) : validateMintConfig(value)
  if (result.success) return { rejects: false, reasons: [], places: [] }
  const { issues } = result.error
  return { rejects: true, reasons: issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`), places: issues.map((issue) => issue.path.join('.')) }
}

/**
 * The site rules that judge docs.json by itself, with no page or file of the site: the others (a page that does
 * not exist, a redirect that leads nowhere) are docslint's checks of the site, which a schema cannot make.
 */
const CONFIG_SITE_RULES = new Set(['nav-empty-group', 'icon-unknown', 'version-unknown'])

const processor = createProcessor()

/** docslint's verdict: an error (not a warning) of a config rule or of a site rule that reads docs.json alone. */
export async function docslintVerdict(text: string, root: string, fileName = 'docs.json'): Promise<Verdict> {
  const file = new VFile({ path: path.join(root, fileName), value: text })
  await processor.run(processor.parse(file), file)
  const site = buildSite(root, file, [file])
  for (const rule of siteRules) {
    if (CONFIG_SITE_RULES.has(rule.meta.id)) void runRule(rule, site, { file, settingsOf: () => defaultSettings.rules })
  }
  const errors = file.messages.filter((message) => message.fatal === true)
  return { rejects: errors.length > 0, places: [], reasons: errors.map((message) => `${message.ruleId} ${message.place ? JSON.stringify(message.place) : ''}: ${message.reason}`) }
}
