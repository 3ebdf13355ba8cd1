import type { VFile } from 'vfile'
import { defineRule, type Check, type MetaOf, type Rule } from '../rule.js'
import type { JsonDocument } from './json.js'
import type { SchemaProblem } from './schema.js'

/**
 * What the config rules see of one docs.json (or mint.json), in the order it is learnt:
 * a missing file has no document; an unreadable file (too large, binary) only a reason; a file with syntax
 * errors has no value; a config in another format is not validated; only a parsed config in the checked
 * format has schema problems.
 */
export interface ConfigContext {
  file: VFile
  /** `docs.json`, or `mint.json` for a legacy site. */
  fileName: string
  state: 'missing' | 'unreadable' | 'syntax-error' | 'other-format' | 'parsed'
  /** Why the file could not be read at all (state `unreadable`). */
  unreadable?: string
  document?: JsonDocument
  problems: SchemaProblem[]
}

/** A config rule reads what was learnt of docs.json. */
export type ConfigRule = Rule<ConfigContext, Record<string, never>>

export function defineConfigRule(meta: MetaOf<Record<string, never>>, check: Check<ConfigContext, Record<string, never>>): ConfigRule {
  return defineRule('config', meta, check)
}
