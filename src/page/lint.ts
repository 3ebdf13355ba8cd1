import { unified, type Processor } from 'unified'
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { pageRules } from '../../rules/index.js'
import type { RuleSetup } from '../config/rc.js'
import type { DeclaredComponents } from './components.js'
import { applyInlineControl } from './control.js'
import { warningOnlyMessages, type PageRule } from './rule.js'

type Linter = Processor<Root, Root, Root>

/** Built linters by settings: most sites have one or two (the site's and the snippets'), not one per page. */
const linters = new Map<string, Linter>()

/** Runs every enabled page rule on a page, then the docslint comments in it, then the configured severities. */
export async function lintPage(tree: Root, file: VFile, setup: RuleSetup, components: DeclaredComponents): Promise<void> {
  const key = JSON.stringify([setup, components])
  let linter = linters.get(key)
  if (!linter) {
    linter = createLinter(setup, components)
    linters.set(key, linter)
  }
  const first = file.messages.length
  await linter.run(tree, file)
  applyInlineControl(tree, file)
  applySeverities(file, first, setup)
}

function createLinter(setup: RuleSetup, components: DeclaredComponents): Linter {
  const linter = unified() as unknown as Linter
  for (const rule of pageRules) {
    const severity = setup.rules[rule.meta.id] ?? rule.meta.severity
    if (severity === 'off') continue
    // unified-lint-rule knows warnings and errors; `info` runs as a warning and is lowered afterwards.
    linter.use(rule.plugin as PageRule['plugin'], [severity === 'error' ? 2 : 1, optionsFor(rule, setup, components)])
  }
  return linter.freeze() as Linter
}

/** A rule's options: the configured ones, plus the configuration's `components` for the rules that take them. */
function optionsFor(rule: PageRule, setup: RuleSetup, components: DeclaredComponents): Record<string, unknown> {
  const options = { ...setup.options[rule.meta.id] }
  const properties = (rule.meta.options as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}
  if ('components' in properties) options.components = { ...components, ...(options.components as object) }
  return options
}

function applySeverities(file: VFile, first: number, setup: RuleSetup): void {
  for (const message of file.messages.slice(first)) {
    if (message.source !== 'docslint') continue
    if (setup.rules[String(message.ruleId)] === 'info') message.fatal = undefined
    else if (message.fatal && warningOnlyMessages.has(message)) message.fatal = false
  }
}
