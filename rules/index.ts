/**
 * The registry: every rule docslint has, by kind. It is the one door between the rules and the engine:
 * rule files import `src/`, `src/` reaches the rules only through this file (and the presets made from it).
 */
import type { ConfigRule } from '../src/config/rule.js'
import type { RuleMeta } from '../src/rule.js'
import { openapiRuleMeta } from '../src/openapi/rule-meta.js'
import type { PageRule, ParseRule } from '../src/page/rule.js'
import type { SiteRule } from '../src/site/rule.js'
import { configMissing } from './config/config-missing.js'
import { configSyntax } from './config/config-syntax.js'
import { configRef } from './config/config-ref.js'
import { configFormat } from './config/config-format.js'
import { configSchema } from './config/config-schema.js'
import { configUnknownKey } from './config/config-unknown-key.js'
import { configDeprecated } from './config/config-deprecated.js'
import { redirectDuplicate } from './config/redirect-duplicate.js'
import { redirectSource } from './config/redirect-source.js'
import { mdxSyntax } from './page/mdx-syntax.js'
import { frontmatterSyntax } from './page/frontmatter-syntax.js'
import { frontmatterTitle } from './page/frontmatter-title.js'
import { frontmatterDescription } from './page/frontmatter-description.js'
import { frontmatterSchema } from './page/frontmatter-schema.js'
import { headingStart } from './page/heading-start.js'
import { headingIncrement } from './page/heading-increment.js'
import { imageFrame } from './page/image-frame.js'
import { imageAlt } from './page/image-alt.js'
import { linkText } from './page/link-text.js'
import { componentUnknown } from './page/component-unknown.js'
import { componentAttributes } from './page/component-attributes.js'
import { componentNesting } from './page/component-nesting.js'
import { codeLanguage } from './page/code-language.js'
import { noSecrets } from './page/no-secrets.js'
import { videoControls } from './page/video-controls.js'
import { inlineConfig } from './page/inline-config.js'
import { prosePerson } from './page/prose-person.js'
import { prosePassive } from './page/prose-passive.js'
import { proseTense } from './page/prose-tense.js'
import { stepsProcedure } from './page/steps-procedure.js'
import { prerequisitesFirst } from './page/prerequisites-first.js'
import { codeErrorHandling } from './page/code-error-handling.js'
import { proseSpelling } from './page/prose-spelling.js'
import { proseHedging } from './page/prose-hedging.js'
import { proseSimplify } from './page/prose-simplify.js'
import { navMissingPage } from './site/nav-missing-page.js'
import { navDuplicatePage } from './site/nav-duplicate-page.js'
import { navEmptyGroup } from './site/nav-empty-group.js'
import { iconUnknown } from './site/icon-unknown.js'
import { navOutsideRoot } from './site/nav-outside-root.js'
import { pageOrphan } from './site/page-orphan.js'
import { pageDuplicateUrl } from './site/page-duplicate-url.js'
import { anchorNoPages } from './site/anchor-no-pages.js'
import { versionUnknown } from './site/version-unknown.js'
import { assetMissing } from './site/asset-missing.js'
import { linkBroken } from './site/link-broken.js'
import { linkExtension } from './site/link-extension.js'
import { linkExternal } from './site/link-external.js'
import { redirectBroken } from './site/redirect-broken.js'
import { importMissing } from './site/import-missing.js'
import { linkAnchorBroken } from './site/link-anchor-broken.js'
import { colorContrast } from './site/color-contrast.js'
import { openapiMissing } from './openapi/openapi-missing.js'
import { openapiSyntax } from './openapi/openapi-syntax.js'
import { openapiLint } from './openapi/openapi.js'
import { openapiEndpointUnknown } from './openapi/openapi-endpoint-unknown.js'
import { openapiAuthMismatch } from './openapi/openapi-auth-mismatch.js'
import { apiPageComplete } from './openapi/api-page-complete.js'
import { apiOrigin } from './openapi/api-origin.js'

/** The config rules, in the order their messages are most useful to read. */
export const configRules: ConfigRule[] = [
  configMissing,
  configSyntax,
  configRef,
  configFormat,
  configSchema,
  configUnknownKey,
  configDeprecated,
  redirectDuplicate,
  redirectSource
]

/** The rules on how each page was read and parsed: they see the pages that the page rules cannot. */
export const parseRules: ParseRule[] = [mdxSyntax]

/** The page rules run on every page that parses (`mdx-syntax` reports the pages that do not). */
export const pageRules: PageRule[] = [
  frontmatterSyntax,
  frontmatterTitle,
  frontmatterDescription,
  frontmatterSchema,
  headingStart,
  headingIncrement,
  imageFrame,
  imageAlt,
  linkText,
  componentUnknown,
  componentAttributes,
  componentNesting,
  codeLanguage,
  noSecrets,
  videoControls,
  inlineConfig,
  // The rules of `docslint:style`, off unless it is extended.
  prosePerson,
  prosePassive,
  proseTense,
  stepsProcedure,
  prerequisitesFirst,
  codeErrorHandling,
  proseHedging,
  proseSimplify,
  proseSpelling
] as unknown as PageRule[]

/** The cross-file rules, run once per site on the Site model after every file is processed. */
export const siteRules: SiteRule[] = [
  navMissingPage,
  navDuplicatePage,
  navEmptyGroup,
  iconUnknown,
  navOutsideRoot,
  pageOrphan,
  pageDuplicateUrl,
  anchorNoPages,
  versionUnknown,
  assetMissing,
  linkBroken,
  linkExtension,
  linkExternal,
  redirectBroken,
  importMissing,
  linkAnchorBroken,
  colorContrast
]

/**
 * The OpenAPI rules, run once per site after its specs are loaded (src/openapi/model.ts). `openapi` stands for
 * the family of @redocly/openapi-core's rules, whose messages carry their own ids (`openapi/struct`).
 */
export const openapiRules: SiteRule[] = [openapiMissing, openapiSyntax, openapiLint, openapiEndpointUnknown, openapiAuthMismatch, apiOrigin, apiPageComplete]

/** Every rule docslint has: the public list of rule ids. */
export const allRules: RuleMeta[] = [
  ...configRules.map((rule) => rule.meta),
  ...parseRules.map((rule) => rule.meta),
  ...pageRules.map((rule) => rule.meta),
  ...siteRules.map((rule) => rule.meta),
  ...openapiRules.map((rule) => rule.meta)
]

export const rulesById = new Map(allRules.map((rule) => [rule.id, rule]))

export const knownRuleIds: ReadonlySet<string> = new Set(rulesById.keys())

/** A rule by its id: one of `allRules`, or one of redocly's rules in the `openapi` family (`openapi/struct`). */
export function ruleMetaOf(id: string): RuleMeta | undefined {
  return rulesById.get(id) ?? (/^openapi\/[a-z0-9][\w.-]*$/i.test(id) ? openapiRuleMeta(id.slice('openapi/'.length)) : undefined)
}
