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

const withSeverity = (severity: (rule: Severity) => Severity): RuleSettings =>
  Object.fromEntries(allRules.map((rule) => [rule.id, severity(rule.severity)]))

const raised = (severity: Severity): Severity => (severity === 'warn' ? 'error' : severity)

/**
 * `recommended`: each rule at its default severity (the default preset).
 * `strict`: every warning becomes an error.
 * `all`: every rule on, warnings raised to errors.
 */
export const presets: Record<string, Preset> = {
  recommended: { rules: withSeverity((severity) => severity), options: {}, overrides: [snippets] },
  strict: { rules: withSeverity(raised), options: strictOptions, overrides: [snippets] },
  all: {
    rules: Object.fromEntries(allRules.map((rule) => [rule.id, raised(rule.severity)])),
    options: strictOptions,
    overrides: [snippets]
  }
}
