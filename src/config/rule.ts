import type { VFile } from 'vfile'
import { defineRule, type Check, type MetaOf, type Rule } from '../rule.js'
import type { JsonDocument, Segment } from './json.js'
import type { SchemaProblem } from './schema.js'
import type { ConfigFormat } from './format.js'
import type { RefProblem } from './refs.js'

/**
 * What the config rules see of one docs.json (or mint.json), in the order it is learnt:
 * a missing file has no document; an unreadable file (too large, binary) only a reason; a file with syntax
 * errors has no value; a parsed config has its format and the problems its format's schema finds.
 */
export interface ConfigContext {
  file: VFile
  /** `docs.json`, or `mint.json` for a legacy site. */
  fileName: string
  state: 'missing' | 'unreadable' | 'syntax-error' | 'parsed'
  /** Which format a parsed file is written in (state `parsed`): the seed's, or the current one. */
  format?: ConfigFormat
  /** Why the file could not be read at all (state `unreadable`). */
  unreadable?: string
  document?: JsonDocument
  problems: SchemaProblem[]
  /** The `$ref`s of a parsed file that cannot be followed (src/config/refs.ts). */
  refProblems?: RefProblem[]
  /** Where those refs are in the resolved value: they stand for nothing, and the Site model leaves them out. */
  refsBrokenAt?: Segment[][]
  /** The files its `$ref`s name, read: messages about their values are on them. */
  refFiles?: VFile[]
  /** Every file its `$ref`s name, read or not, by absolute path, with its stamp before it was read (src/config/refs.ts). */
  refStamps?: [string, string][]
}

/** A config rule reads what was learnt of docs.json. */
export type ConfigRule = Rule<ConfigContext, Record<string, never>>

export function defineConfigRule(meta: MetaOf<Record<string, never>>, check: Check<ConfigContext, Record<string, never>>): ConfigRule {
  return defineRule('config', meta, check)
}
