/**
 * config-unknown-key: a docs.json key that the schema does not know.
 *
 * An unknown key is usually a typo, and a typo means a setting silently has no effect. The message names
 * the closest known key ("did you mean `navigation`?"), or the key's new name for a renamed one
 * (`footerSocials.twitter` → `x`), and lists the allowed keys when there are few.
 *
 * Fails: `{"navigaton": []}`. Passes: `{"navigation": []}`.
 */
import { formatPath, type ConfigRule } from '../../src/config/context.js'
import { closest, codeList } from '../../src/util/suggest.js'

/** Past this many, listing every allowed key says less than the suggestion does. */
const MOST_KEYS_LISTED = 12

export const configUnknownKey: ConfigRule = {
  meta: {
    id: 'config-unknown-key',
    kind: 'config',
    description: 'docs.json keys must be known to the schema',
    severity: 'warn'
  },
  check(context, report) {
    const { document } = context
    if (context.state !== 'parsed' || !document) return
    for (const problem of context.problems) {
      if (problem.kind !== 'unknown-key') continue
      const owner = problem.path.length === 1 ? context.fileName : `\`${formatPath(problem.path.slice(0, -1))}\``
      const suggestion = problem.renamed ?? closest(problem.key, problem.known)
      const hint = suggestion ? `; did you mean \`${suggestion}\`?` : ''
      const allowed =
        problem.known.length <= MOST_KEYS_LISTED ? ` Allowed keys: ${codeList(problem.known, 'and')}.` : ''
      report(configUnknownKey.meta, `Unknown key \`${problem.key}\` in ${owner}${hint}${allowed}`, {
        place: document.rangeOf(problem.path, 'key'),
        expected: suggestion ? [suggestion] : undefined,
        actual: problem.key
      })
    }
  }
}
