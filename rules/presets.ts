import type { RuleSettings } from '../src/rule.js'
import { allRules } from './index.js'

/**
 * `recommended`: each rule at its default severity (the default preset).
 * `strict`: every warning becomes an error.
 * `all`: `strict`, and opt-in rules on too (none are opt-in yet, so it equals `strict`).
 */
export const presets: Record<string, RuleSettings> = {
  recommended: Object.fromEntries(allRules.map((rule) => [rule.id, rule.severity])),
  strict: Object.fromEntries(allRules.map((rule) => [rule.id, rule.severity === 'warn' ? 'error' : rule.severity])),
  all: Object.fromEntries(allRules.map((rule) => [rule.id, rule.severity === 'warn' ? 'error' : rule.severity]))
}

export const presetNames = Object.keys(presets).map((name) => `docslint:${name}`)
