import { lintRule } from 'unified-lint-rule'
import type { Root } from 'mdast'
import type { Node, Point, Position } from 'unist'
import type { Plugin } from 'unified'
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import type { JSONSchema7 } from 'json-schema'
import type { RuleMeta } from '../rule.js'
import { ruleDocsUrl } from '../util/package.js'

/** A page rule's metadata: what every rule has, plus the JSON Schema of its options and their defaults. */
export interface PageRuleMeta<Options> extends RuleMeta {
  kind: 'page'
  /** Schema of the options object (`["warn", {...}]`); a rule without it takes no options. */
  options?: JSONSchema7
  defaultOptions?: Options
}

export type PageCheck<Options> = (tree: Root, file: VFile, options: Options) => void | Promise<void>

/** The options lintRule's plugin takes: `[severity, options]`, as remark-lint rules do. */
export type LintConfig<Options> = [0 | 1 | 2 | 'off' | 'warn' | 'error', Partial<Options>?]

/**
 * A page rule: its metadata, and a unified plugin made with unified-lint-rule, so the rule also works
 * on its own in any remark pipeline (`remark().use(imageFrame, ['error'])`).
 */
export interface PageRule<Options = unknown> {
  meta: PageRuleMeta<Options>
  plugin: Plugin<[LintConfig<Options>?], Root>
}

export function definePageRule<Options extends object = Record<string, never>>(
  meta: PageRuleMeta<Options>,
  check: PageCheck<Options>
): PageRule<Options> {
  const plugin = lintRule<Root, Partial<Options> | undefined>(
    { origin: `docslint:${meta.id}`, url: ruleDocsUrl(meta) },
    (tree, file, options) => check(tree, file, { ...meta.defaultOptions, ...options } as Options)
  )
  return { meta, plugin: plugin as unknown as PageRule<Options>['plugin'] }
}

export interface MessageExtras {
  /** The closest valid values, best first. */
  expected?: string[]
  note?: string
  /** This message is at most a warning, whatever the rule's severity (component-attributes' unknown attributes). */
  warningOnly?: boolean
}

/** Messages a rule asked to keep at warning level: unified-lint-rule gives every message the rule's severity. */
export const warningOnlyMessages = new WeakSet<VFileMessage>()

/** Reports one problem of the rule being run, at a node, attribute or range. */
export function report(file: VFile, reason: string, place: Node | Position | Point | undefined, extras: MessageExtras = {}): VFileMessage {
  const at = place && 'type' in place ? place.position : place
  const message = file.message(reason, { place: at })
  if (extras.expected?.length) message.expected = extras.expected
  if (extras.note) message.note = extras.note
  if (extras.warningOnly) warningOnlyMessages.add(message)
  return message
}
