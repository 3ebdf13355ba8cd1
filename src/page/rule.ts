import { lintRule } from 'unified-lint-rule'
import type { Root } from 'mdast'
import type { Plugin } from 'unified'
import { createReport, defineRule, ruleDocsUrl, type Check, type MetaOf, type Rule, type RuleMeta } from '../rule.js'
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
}

export function definePageRule<Options extends object = Record<string, never>>(meta: MetaOf<Options>, check: Check<Root, Options>): PageRule<Options> {
  const rule = defineRule('page', meta, check)
  const plugin = lintRule<Root, Partial<Options> | undefined>({ origin: `docslint:${meta.id}`, url: ruleDocsUrl(meta) }, (tree, file, options) =>
    check(tree, {
      file,
      options: { ...meta.defaultOptions, ...options } as Options,
      // lintRule gives each message its id, URL and the plugin's severity.
      report: createReport(rule.meta as RuleMeta, { file, settingsOf: () => ({}) })
    })
  )
  return { ...rule, plugin: plugin as unknown as PageRule<Options>['plugin'] }
}

/** A rule on how a page was read and parsed: it sees the pages that no tree-reading rule can. */
export type ParseRule = Rule<PageOutcome, Record<string, never>>

export function defineParseRule(meta: MetaOf<Record<string, never>>, check: Check<PageOutcome, Record<string, never>>): ParseRule {
  return defineRule('page', meta, check)
}
