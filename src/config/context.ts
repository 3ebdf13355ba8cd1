import type { VFile } from 'vfile'
import type { Report, RuleMeta } from '../rule.js'
import type { JsonDocument, Segment } from './json.js'
import type { SchemaProblem } from './schema.js'

/**
 * What the config rules see of one docs.json (or mint.json), in the order it is learnt:
 * a missing file has no document; a file with syntax errors has no value; a config in another
 * format is not validated; only a parsed config in the format of SPEC.md has schema problems.
 */
export interface ConfigContext {
  file: VFile
  /** `docs.json`, or `mint.json` for a legacy site. */
  fileName: string
  state: 'missing' | 'syntax-error' | 'other-format' | 'parsed'
  document?: JsonDocument
  problems: SchemaProblem[]
}

export interface ConfigRule {
  meta: RuleMeta
  check(context: ConfigContext, report: Report): void
}

/** `colors.background.light`, `navigation[2].pages[0]`: a path as a reader writes it. */
export function formatPath(path: Segment[]): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(segment)
          ? `${index === 0 ? '' : '.'}${segment}`
          : `[${JSON.stringify(segment)}]`
    )
    .join('')
}

/** How a value reads in a message: short values in full, long ones cut, containers by kind. */
export function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'an array'
  if (value !== null && typeof value === 'object') return 'an object'
  const text = JSON.stringify(value)
  return `\`${text.length > 48 ? `${text.slice(0, 45)}...` : text}\``
}

export const CONFIG_FILE_NAMES = ['docs.json', 'mint.json'] as const
