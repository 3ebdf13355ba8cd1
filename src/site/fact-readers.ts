/**
 * Which page facts each site rule reads (through the site helpers it calls: links.ts reads `links`, anchors.ts
 * `headings` and `ids`, assets.ts `assets`). After an edit that changes some facts of a page, only the rules that
 * read one of them can say something new; the others' last messages stand (src/site/incremental.ts).
 *
 * Some facts shape the whole site model: the front matter (a link page, a hidden page), imports and exports (what
 * is a snippet, what it renders into) and the API facts the OpenAPI rules read. A change to one of them, or to a
 * fact this file does not name, or a rule this file does not name, runs every rule.
 */
import type { PageFacts } from '../page/facts.js'
import type { SiteRule } from './rule.js'

type Fact = keyof PageFacts

/** Facts that change what every rule may read: a change to one runs them all. */
const READ_BY_ALL: readonly Fact[] = ['parsed', 'frontmatter', 'imports', 'exports', 'endpoints', 'apiEndpoint', 'api']

/** Facts no site rule reads: the page rules do (inline controls apply to the site messages after every run). */
const READ_BY_NONE: readonly Fact[] = ['title', 'description', 'components', 'controls']

/** The other facts each site rule reads, by rule id; `[]` for a rule that reads none of them (only docs.json and the pages' paths). */
const READ_BY_RULE: Record<string, readonly Fact[]> = {
  'nav-missing-page': [],
  'nav-duplicate-page': [],
  'nav-empty-group': [],
  'icon-unknown': ['icons'],
  'nav-outside-root': ['assets'],
  'page-orphan': ['links'],
  'page-duplicate-url': [],
  'anchor-no-pages': [],
  'version-unknown': [],
  'asset-missing': ['assets'],
  'link-broken': ['links'],
  'link-extension': ['links'],
  'link-external': ['links', 'assets'],
  'redirect-broken': [],
  'import-missing': [],
  'link-anchor-broken': ['links', 'headings', 'ids'],
  'color-contrast': [],
  // The OpenAPI rules read the specs, and of the pages only their API facts and front matter.
  'openapi-missing': [],
  'openapi-syntax': [],
  'openapi': [],
  'openapi-endpoint-unknown': [],
  'openapi-auth-mismatch': [],
  'api-origin': [],
  'api-page-complete': []
}

/**
 * The rules each of whose messages is at one link, on the file where the link is written, and says what only that
 * link, the pages and files of the site and the anchors of the page it leads to make of it. After an edit that
 * changes only links and headings, they run again only over the links written in the edited pages and, when
 * headings changed, in the pages that link to them (src/site/incremental.ts); their other messages stand.
 */
const PER_LINK: readonly string[] = ['link-broken', 'link-extension', 'link-anchor-broken']

/** Whether the rule with this id can run again over some pages' links only (PER_LINK). */
export function isPerLink(ruleId: string): boolean {
  return PER_LINK.includes(ruleId)
}

/** Whether a change to this fact of a page changes the site's shape (what a page is, what renders into it, the API): every rule runs again. */
export function shapesSite(fact: Fact): boolean {
  return READ_BY_ALL.includes(fact) || !placedFacts.includes(fact)
}

/** Every fact this file places, for the test that each fact of PageFacts is placed. */
export const placedFacts: readonly Fact[] = [...new Set([...READ_BY_ALL, ...READ_BY_NONE, ...Object.values(READ_BY_RULE).flat()])]

/** The ids of the rules named here, for the test that each is a site rule. */
export const rulesNamed: readonly string[] = Object.keys(READ_BY_RULE)

/**
 * The rules that may say something new after these facts of a page changed, in their order; undefined when every
 * rule may (a fact that shapes the site changed, or a rule is not named here).
 */
export function rulesReading(changed: ReadonlySet<Fact>, rules: readonly SiteRule[]): SiteRule[] | undefined {
  if ([...changed].some(shapesSite)) return undefined
  if (rules.some((rule) => READ_BY_RULE[rule.meta.id] === undefined)) return undefined
  return rules.filter((rule) => READ_BY_RULE[rule.meta.id].some((fact) => changed.has(fact)))
}
