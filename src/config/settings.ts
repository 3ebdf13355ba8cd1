import type { RuleSettings } from '../rule.js'
import type { DeclaredComponents } from '../page/components.js'
import type { ExternalLinkSettings } from '../external/settings.js'

/** Rule severities and options, for the whole site or for the files an override names. */
export interface RuleSetup {
  rules: RuleSettings
  /** Options by rule id, for the rules configured with `[severity, options]`. */
  options: Record<string, Record<string, unknown>>
}

/** Settings for the files matching `files` (globs relative to `base`). */
export interface Override extends RuleSetup {
  files: string[]
  base: string
}

/** What the processor's `docslint` plugin receives. */
export interface DocslintSettings extends RuleSetup {
  components: DeclaredComponents
  overrides: Override[]
  /** How `--check-external` checks the site's web links (`externalLinks` in `.docslintrc`). */
  externalLinks?: ExternalLinkSettings
}
