/**
 * The generator accepts each redirect `source` once and refuses a docs.json that lists one twice ("Each source
 * path can only be used once"): the site does not build. The message sits on the later `source` and names the
 * redirect that has it first; keep the one whose destination is right and delete the other. Sources are
 * compared as written (`/old` and `/old/` are two sources).
 *
 * ## Fails
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/webhooks"] }],
 *   "redirects": [
 *     { "source": "/webhooks", "destination": "/guides/webhooks" },
 *     { "source": "/webhooks", "destination": "/quickstart" }
 *   ]
 * }
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/webhooks"] }],
 *   "redirects": [
 *     { "source": "/webhooks", "destination": "/guides/webhooks" },
 *     { "source": "/start", "destination": "/quickstart" }
 *   ]
 * }
 * ```
 */
import { defineConfigRule } from '../../src/config/rule.js'
import { declaredRedirects } from '../../src/site/redirects.js'

export const redirectDuplicate = defineConfigRule(
  {
    id: 'redirect-duplicate',
    description: 'each redirect source must be listed once',
    severity: 'error'
  },
  (context, { report }) => {
    const { document } = context
    if (context.state !== 'parsed' || !document) return
    const first = new Map<string, number>()
    for (const { source, index } of declaredRedirects(document.value)) {
      const earlier = first.get(source)
      if (earlier === undefined) {
        first.set(source, index)
        continue
      }
      report(`\`redirects[${index}].source\` is \`${source}\`, already the source of \`redirects[${earlier}]\`: the site generator accepts each source once; delete one of the two redirects`, {
        place: document.rangeOf(['redirects', index, 'source'])
      })
    }
  }
)
