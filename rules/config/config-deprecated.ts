/**
 * `api.maintainOrder` is announced to become the default behaviour, after which the key is deprecated; a
 * legacy `mint.json` is read when there is no `docs.json`, but the file should be renamed.
 *
 * ## Fails
 *
 * `api.maintainOrder`, soon the default:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "api": { "baseUrl": "https://api.acme.com", "maintainOrder": true },
 *   "navigation": []
 * }
 * ```
 *
 * A site whose configuration still has the legacy name:
 *
 * ```json mint.json
 * {
 *   "name": "Acme",
 *   "navigation": []
 * }
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "api": { "baseUrl": "https://api.acme.com" },
 *   "navigation": []
 * }
 * ```
 */
import { defineConfigRule } from '../../src/config/rule.js'
import { formatPath } from '../../src/config/describe.js'

export const configDeprecated = defineConfigRule(
  {
    id: 'config-deprecated',
    description: 'docs.json should not use deprecated settings or the legacy file name mint.json',
    severity: 'info'
  },
  (context, { report }) => {
    const { document } = context
    if (context.fileName === 'mint.json' && context.state !== 'missing') {
      report(
        '`mint.json` is the legacy name of the site configuration and is read because there is no `docs.json`; rename it to `docs.json`, or run `docslint migrate --write` to write a `docs.json` in the current format',
        { place: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } }, expected: ['docs.json'] }
      )
    }
    if (context.state !== 'parsed' || !document) return
    for (const problem of context.problems) {
      if (problem.kind !== 'deprecated') continue
      report(`\`${formatPath(problem.path)}\` ${problem.explanation}`, {
        place: document.rangeOf(problem.path, 'key')
      })
    }
  }
)
