import { lintRule } from 'unified-lint-rule'
import type { Root } from 'mdast'
import type { Plugin } from 'unified'
import { createReport, defineRule, ruleDocsUrl, type Check, type MessageWithData, type MetaOf, type Rule, type RuleMeta } from '../rule.js'
import type { Site, SitePage } from '../site/model.js'
import type { PageOutcome } from './parse.js'

/** The options lintRule's plugin takes: `[severity, options]`, as remark-lint rules do. */
export type LintConfig<Options> = [0 | 1 | 2 | 'off' | 'warn' | 'error', Partial<Options>?]

/**
 * A page rule: its check of a page's tree, and a unified plugin made with unified-lint-rule, so the rule also
 * works on its own in any remark pipeline (`remark().use(imageFrame.plugin, ['error'])`); there the plugin's
 * severity applies to every message.
 */
export interface PageRule<Options = unknown> extends Rule<Root, Options> {
  plugin: Plugin<[LintConfig<Options>?], Root>
  completeOnSite?: CompleteOnSite
}

/**
 * A page rule's step on the built site, for each of its messages that carries `data` (ReportOptions): what only
 * the rest of the site can tell completes the message in place (the title of the page a link leads to), or
 * drops it (`'drop'`: the OpenAPI operation of an endpoint page gives the description its front matter lacks).
 * It is given the message as the page check left it, so running it again gives the same message.
 */
export type CompleteOnSite = (message: MessageWithData & { data: Record<string, unknown> }, context: { site: Site; page: SitePage }) => 'drop' | void

export function definePageRule<Options extends object = Record<string, never>>(
  meta: MetaOf<Options>,
  check: Check<Root, Options>,
  completeOnSite?: CompleteOnSite
): PageRule<Options> {
  const rule = defineRule('page', meta, check)
  const plugin = lintRule<Root, Partial<Options> | undefined>({ origin: `docslint:${meta.id}`, url: ruleDocsUrl(meta) }, (tree, file, options) =>
    check(tree, {
      file,
      options: { ...meta.defaultOptions, ...options } as Options,
      // lintRule gives each message its id, URL and the plugin's severity.
      report: createReport(rule.meta as RuleMeta, { file, settingsOf: () => ({}) })
    })
  )
  return { ...rule, plugin: plugin as unknown as PageRule<Options>['plugin'], completeOnSite }
}

/** A rule on how a page was read and parsed: it sees the pages that no tree-reading rule can. */
export type ParseRule = Rule<PageOutcome, Record<string, never>>

export function defineParseRule(meta: MetaOf<Record<string, never>>, check: Check<PageOutcome, Record<string, never>>): ParseRule {
  return defineRule('page', meta, check)
}
