import { defineRule, type Check, type MetaOf, type Rule } from '../rule.js'
import type { Site } from './model.js'

/**
 * A cross-file rule: it reads the Site model (never trees) and reports where the cause is written, on
 * docs.json (the default) or on a page (`report(reason, {file: page.file, place})`).
 */
export type SiteRule = Rule<Site, Record<string, never>>

export function defineSiteRule(meta: MetaOf<Record<string, never>>, check: Check<Site, Record<string, never>>): SiteRule {
  return defineRule('site', meta, check)
}

/** An OpenAPI rule: a site rule that reads the specs the OpenAPI stage loaded (`site.openapi`). */
export function defineOpenapiRule(meta: MetaOf<Record<string, never>>, check: Check<Site, Record<string, never>>): SiteRule {
  return defineRule('openapi', meta, check)
}
