import type { Report, ReportOptions } from '../rule.js'
import type { JsonDocument, Segment } from './json.js'
import type { SchemaProblem } from './schema.js'
import { formatPath } from './describe.js'
import { certainMatch, closestKey, codeList } from '../util/suggest.js'

/** Past this many, listing every allowed key says less than the suggestion does. */
const MOST_KEYS_LISTED = 12

type UnknownKey = Extract<SchemaProblem, { kind: 'unknown-key' }>

/**
 * Reports an unknown key: the closest known key that begins with the same letter ("did you mean `navigation`?"),
 * or the key's new name for a renamed one, the allowed keys when there are few, and a fix that renames the key
 * when the new name is certain and the object does not have it already. `why` follows the first words
 * (`Unknown key \`x\` in \`colors\``). `config-unknown-key` reports the keys the generator ignores, `config-schema`
 * those it refuses.
 */
export function reportUnknownKey(problem: UnknownKey, document: JsonDocument, fileName: string, report: Report, why = ''): void {
  const owner = problem.path.length === 1 ? fileName : `\`${formatPath(problem.path.slice(0, -1))}\``
  const suggestion = problem.renamed ?? closestKey(problem.key, problem.known)
  // A fix renames only to the key the message names.
  const certain = certainMatch(problem.key, problem.known)
  const rename = problem.renamed ?? (certain === suggestion ? certain : undefined)
  // After a suggestion the list follows its question; without one, the reason needs its full stop.
  const allowed = problem.known.length <= MOST_KEYS_LISTED ? `${suggestion === undefined ? '.' : ''} Allowed keys: ${codeList(problem.known, 'and')}.` : ''
  const place = document.rangeOf(problem.path, 'key')
  const options: ReportOptions = {
    place,
    suggestion,
    after: allowed,
    actual: problem.key,
    fix: rename !== undefined && !hasKey(document.value, problem.path.slice(0, -1), rename) ? { place, text: JSON.stringify(rename) } : undefined
  }
  report(`Unknown key \`${problem.key}\` in ${owner}${why}`, options)
}

/** Whether the object at `path` in the document already has `key`, so that renaming another key to it would write it twice. */
function hasKey(value: unknown, path: Segment[], key: string): boolean {
  const owner = path.reduce<unknown>((node, segment) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined), value)
  return owner !== null && typeof owner === 'object' && Object.hasOwn(owner, key)
}
