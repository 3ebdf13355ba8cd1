/**
 * A redirect `source` is a path: the generator's documentation of redirects forbids an anchor (`/old#setup`) or
 * a query (`/old?tab=api`) in it (a browser never even sends the anchor to the server). Write the path alone; a
 * destination may keep its anchor (`/new#setup`). A `?` right after a parameter is no
 * query: `/:lang?/old` makes the parameter optional.
 *
 * ## Fails
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/webhooks"] }],
 *   "redirects": [{ "source": "/quickstart#webhooks", "destination": "/guides/webhooks" }]
 * }
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/webhooks"] }],
 *   "redirects": [{ "source": "/webhooks", "destination": "/guides/webhooks#retries" }]
 * }
 * ```
 *
 * ## Where docslint and the generator's validator differ
 *
 * The conformance test (`test/conformance/`) compares docslint's verdict on thousands of docs.json with the
 * generator's own validator's. These rows are the differences it allows; each has a reason.
 *
 * | Row | Case | Generator's validator | docslint | Why |
 * |---|---|---|---|---|
 * | `query-or-anchor` | a redirect `source` with `#anchor` or `?query` | accepts | refuses | The generator's documentation of redirects forbids both; the validator does not check the source's shape, and such a redirect never matches a request. |
 */
import { defineConfigRule } from '../../src/config/rule.js'
import { declaredRedirects } from '../../src/site/redirects.js'
import { compileRedirectSource } from '../../src/site/redirect-pattern.js'

export const redirectSource = defineConfigRule(
  {
    id: 'redirect-source',
    description: 'a redirect source must be a path, without an anchor or a query',
    severity: 'error'
  },
  (context, { report }) => {
    const { document } = context
    if (context.state !== 'parsed' || !document) return
    for (const { source, index } of declaredRedirects(document.value)) {
      const compiled = compileRedirectSource(source)
      if (!compiled || 'program' in compiled || !compiled.kind) continue
      const what = compiled.kind === 'query' ? `a query (\`${source.slice(compiled.index)}\`)` : `an anchor (\`${source.slice(compiled.index)}\`)`
      report(`\`redirects[${index}].source\` is \`${source}\`, which has ${what}: the site generator takes a path alone as a redirect source; write \`${source.slice(0, compiled.index) || '/'}\``, {
        place: document.rangeOf(['redirects', index, 'source'])
      })
    }
  }
)
