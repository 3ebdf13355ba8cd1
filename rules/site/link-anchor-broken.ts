/**
 * The fragment is compared with the ids the site generator gives the target page's headings, and with the `id`
 * attributes on it, the headings and ids of the snippets it imports (rendered into the page), and the anchors the generator gives components (an `<Accordion>`'s or a `<Tab>`'s title,
 * `fees-and-billing`; a `<ParamField>`'s or `<ResponseField>`'s name, `param-user-id`). A link to `#fragment`
 * alone targets the page it is on; redirects of docs.json are followed; a percent-encoded fragment is decoded
 * first (`#fees-%26-billing` is `#fees-&-billing`).
 * A link in a snippet is read on each page that imports it (`#limits` there is a heading of the importing page,
 * or of a snippet it renders); a missing fragment is reported at the link in the snippet, once, naming those pages.
 *
 * The generator's heading ids are not GitHub's (github-slugger's): they keep `&`, `/`, `+`, `_`, accented and
 * non-Latin letters, turn `.` into `-`, drop emoji, and number a repeated heading from `-2`. Headings inside
 * components (`<Accordion>`, `<Tab>`, ...) and `<h2>` elements count too; headings of levels 5 and 6 get no id (a
 * link to one is told to make it level 4 or above). Real headings and the ids the
 * generator renders for them:
 *
 * | Heading | id |
 * | --- | --- |
 * | `## Fees & billing` | `fees-&-billing` |
 * | `## Step 1: Issue a proxy secret` | `step-1-issue-a-proxy-secret` |
 * | `## What's next?` | `what’s-next` (the apostrophe curled) |
 * | `## C++ & Rust` | `c++-&-rust` |
 * | `## Input/output` | `input/output` |
 * | `## chat.agent()` | `chat-agent` |
 * | ``## Use `npx` (recommended)`` | `use-npx-recommended` |
 * | ``## `session.in` — clients → task`` | `session-in-—-clients-→-task` |
 * | `## 🚀 Quick start` | `-quick-start` (the emoji dropped, its `-` kept) |
 * | `## Hello, world!` | `hello-world` |
 * | `## a , b` | `a--b` (`,` `:` `;` `?` `[` `]` `{` `}` dropped after spaces became `-`) |
 * | `## API_KEY and SECRET` | `api_key-and-secret` |
 * | `## Über uns` | `über-uns` |
 * | `## 日本語の見出し` | `日本語の見出し` |
 * | `## Привет мир` | `привет-мир` |
 * | `## Example`, then `## Example` again | `example`, then `example-2` |
 * | `## My section {#my-anchor}` (a custom id, at any level) | `my-anchor` only |
 *
 * A heading is also reached by two other forms the generator's own documentation links it with: its id without
 * the text of components in it (``### `theme` - <Badge>required</Badge>`` is linked as `#theme`), and its id
 * with `.` dropped rather than made a `-` (`## Sitemaps and robots.txt files` is linked as
 * `#sitemaps-and-robotstxt-files` far more often than as `#sitemaps-and-robots-txt-files`).
 *
 * Ids are compared exactly, as a browser does (`#syncVercelEnvVars` does not reach `syncvercelenvvars`), except
 * for double quotation marks, which the generator's typography step curls in ways that depend on the markup
 * around them: a fragment matches with them in any form or without them. The generator serves one id per
 * heading: GitHub's form of a heading with `&` (`fees--billing`) or a repeated one (`example-1`) is reported.
 *
 * ## Fails
 *
 * The heading `## Rate limits` is `#rate-limits`:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/webhooks"] }]
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * Webhooks have [rate limits](/guides/webhooks#rate-limit).
 * ```
 *
 * ```mdx guides/webhooks.mdx
 * ---
 * title: "Webhooks"
 * description: "Get notified when an invoice is paid."
 * ---
 *
 * ## Rate limits
 *
 * Acme sends at most 10 events a second.
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/webhooks"] }]
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * Webhooks have [rate limits](/guides/webhooks#rate-limits).
 * ```
 *
 * ```mdx guides/webhooks.mdx
 * ---
 * title: "Webhooks"
 * description: "Get notified when an invoice is paid."
 * ---
 *
 * ## Rate limits
 *
 * Acme sends at most 10 events a second.
 * ```
 */
import { defineSiteRule } from '../../src/site/rule.js'
import { internalLinks, reportLinkFindings, type LinkFinding } from '../../src/site/links.js'
import { pageAt, type Site, type SitePage } from '../../src/site/model.js'
import { snippetsOf } from '../../src/site/snippets.js'
import { headingId } from '../../src/page/heading-id.js'
import type { HeadingFact } from '../../src/page/facts.js'
import { pageAnchors } from '../../src/site/anchors.js'
import { anchorKey } from '../../src/site/slug.js'
import { closest } from '../../src/util/suggest.js'

export const linkAnchorBroken = defineSiteRule(
  { id: 'link-anchor-broken', description: 'link fragments must match a heading or id of the target page', severity: 'warn' },
  (site, { report }) => {
    const findings: LinkFinding[] = []
    const anchorsOf = anchorsByPage(site)
    let comparisonsLeft = SUGGESTION_COMPARISONS
    for (const at of internalLinks(site)) {
      const { page, from, url, fragment } = at
      const target = pageAt(site, url)
      if (!fragment || !target) continue
      const anchors = anchorsOf(target)
      const key = anchorKey(fragment)
      if (anchors.keys.has(key)) continue
      const where = target !== from ? `\`${target.path}\`` : from === page ? 'this page' : 'the importing page'
      const unnumbered = anchors.idless.get(key)
      if (unnumbered) {
        const reason = `No heading or id \`#${fragment}\` on ${where}: its heading \`${unnumbered.text}\` is level ${unnumbered.depth}, which the generator gives no id; make it a level-4 heading (\`####\`) or above`
        findings.push({ at, reason, options: {} })
        continue
      }
      let suggestion = anchors.renamed.get(key)
      if (suggestion === undefined && comparisonsLeft >= anchors.ids.length) {
        comparisonsLeft -= anchors.ids.length
        suggestion = closest(fragment, anchors.ids)
      }
      findings.push({ at, reason: `No heading or id \`#${fragment}\` on ${where}`, options: { suggestion, suggestionText: `\`#${suggestion}\`` } })
    }
    reportLinkFindings(findings, report)
  }
)

/**
 * How many anchors the "did you mean" suggestions of one run may compare fragments with: a page of 50,000
 * headings linked 50,000 times to fragments it lacks would otherwise take hours. Real sites compare a few
 * thousand; past the limit, messages come without a suggestion.
 */
const SUGGESTION_COMPARISONS = 2_000_000

/** What a fragment is compared with on one page, by anchor key (see anchorKey). */
interface PageAnchors {
  /** The ids a "did you mean" may offer: not the other forms of a heading's id. */
  ids: string[]
  keys: Set<string>
  /** Level-5 and level-6 headings of the page (or of a snippet it renders), by the id their text would give them. */
  idless: Map<string, HeadingFact>
  /** The custom id of each heading written with one, by the id its text would give it (`## My section {#mine}`: `my-section` → `mine`). */
  renamed: Map<string, string>
}

/**
 * The anchors of each page the links reach, read once per page: a generated reference page links to its own
 * headings thousands of times, and comparing each link with every anchor took minutes.
 */
function anchorsByPage(site: Site): (page: SitePage) => PageAnchors {
  const known = new Map<SitePage, PageAnchors>()
  return (page) => {
    let anchors = known.get(page)
    if (!anchors) {
      anchors = anchorsOfPage(site, page)
      known.set(page, anchors)
    }
    return anchors
  }
}

function anchorsOfPage(site: Site, page: SitePage): PageAnchors {
  const { ids, aliases } = pageAnchors(site, page)
  const idless = new Map<string, HeadingFact>()
  for (const file of snippetsOf(site).renderedInto(page)) {
    for (const heading of file.facts.headings) {
      const key = heading.depth >= 5 ? anchorKey(headingId(heading.text)) : undefined
      if (key !== undefined && !idless.has(key)) idless.set(key, heading)
    }
  }
  const renamed = new Map<string, string>()
  for (const heading of page.facts.headings) {
    if (heading.textSlug !== undefined && !renamed.has(anchorKey(heading.textSlug))) renamed.set(anchorKey(heading.textSlug), heading.slug)
  }
  return { ids, keys: new Set([...ids, ...aliases].map(anchorKey)), idless, renamed }
}
