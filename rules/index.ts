import type { ConfigRule } from '../src/config/context.js'
import type { RuleMeta } from '../src/rule.js'
import { configMissing } from './config/config-missing.js'
import { configSyntax } from './config/config-syntax.js'
import { configFormat } from './config/config-format.js'
import { configSchema } from './config/config-schema.js'
import { configUnknownKey } from './config/config-unknown-key.js'
import { configDeprecated } from './config/config-deprecated.js'
import { mdxSyntax } from './page/mdx-syntax.js'

/** The config rules, in the order their messages are most useful to read. */
export const configRules: ConfigRule[] = [
  configMissing,
  configSyntax,
  configFormat,
  configSchema,
  configUnknownKey,
  configDeprecated
]

/** Every rule docslint has: the public list of rule ids. */
export const allRules: RuleMeta[] = [...configRules.map((rule) => rule.meta), mdxSyntax.meta]

export const rulesById = new Map(allRules.map((rule) => [rule.id, rule]))
