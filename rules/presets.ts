import path from 'node:path'
import type { Severity, RuleSettings } from '../src/rule.js'
import type { Override } from '../src/config/settings.js'
import { allRules } from './index.js'

/** A preset: severities for every rule, and settings for the files some rules do not suit. */
export interface Preset {
  rules: RuleSettings
  options: Record<string, Record<string, unknown>>
  overrides: Override[]
}

/** Rules whose messages are not all of one severity take their strictness as an option. */
const strictOptions = { 'component-attributes': { unknownAttributes: 'error' } }

/**
 * Snippets (`snippets/` folders) are pieces included into pages, not pages: they have no front matter and
 * may start at any heading level. Matched anywhere below the file-system root.
 */
const snippets: Override = {
  files: ['**/snippets/**'],
  base: path.parse(process.cwd()).root,
  rules: { 'frontmatter-title': 'off', 'frontmatter-description': 'off', 'heading-start': 'off' },
  options: {}
}

/** The default presets: every rule at `severity(its own)`, the rules of an opt-in preset off. */
/**
 * Legal pages and changelogs speak for the company, in its voice and about its plans: the style preset's
 * person, voice, tense, hedging and wording rules leave them alone.
 */
const companyVoice: Override = {
  files: ['**/{privacy,privacy-policy,terms,terms-of-service,terms-of-use,legal,code-of-conduct,license,changelog,changelogs,release-notes}.{md,mdx}', '**/{legal,changelog,changelogs,release-notes}/**'],
  base: path.parse(process.cwd()).root,
  rules: { 'prose-person': 'off', 'prose-tense': 'off', 'prose-passive': 'off', 'prose-hedging': 'off', 'prose-simplify': 'off' },
  options: {}
}

/**
 * redocly's `spec` ruleset rules the generator is more lenient than: a `description` or `summary` beside a `$ref`
 * (OpenAPI 3.0) is shown on the page, so it is information, not an error. No preset raises them.
 */
const lenientOpenapiRules: RuleSettings = { 'openapi/spec-ref-siblings': 'info' }

const withSeverity = (severity: (rule: Severity) => Severity): RuleSettings => ({
  ...Object.fromEntries(allRules.map((rule) => [rule.id, rule.preset ? 'off' : severity(rule.severity)])),
  ...lenientOpenapiRules
})

/** An opt-in preset names only its own rules, so it adds to the preset before it in `extends`. */
const optInPreset = (name: string): RuleSettings =>
  Object.fromEntries(allRules.filter((rule) => rule.preset === name).map((rule) => [rule.id, rule.optIn ? 'off' : rule.severity]))

const raised = (severity: Severity): Severity => (severity === 'warn' ? 'error' : severity)

/**
 * `recommended`: each rule at its default severity (the default preset).
 * `strict`: every warning becomes an error.
 * `style`: the authoring-style rules (prose, procedures, examples, API pages) as warnings, added to the preset
 * before it (`"extends": ["docslint:recommended", "docslint:style"]`); `prose-spelling` stays off until configured,
 * and legal pages and changelogs keep their first person and future tense.
 * `all`: every rule on, the opt-in ones too, warnings raised to errors.
 */
export const presets: Record<string, Preset> = {
  recommended: { rules: withSeverity((severity) => severity), options: {}, overrides: [snippets] },
  strict: { rules: withSeverity(raised), options: strictOptions, overrides: [snippets] },
  style: { rules: optInPreset('style'), options: {}, overrides: [companyVoice] },
  all: {
    rules: { ...Object.fromEntries(allRules.map((rule) => [rule.id, raised(rule.severity)])), ...lenientOpenapiRules },
    options: strictOptions,
    overrides: [snippets]
  }
}
