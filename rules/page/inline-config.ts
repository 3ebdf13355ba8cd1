/**
 * `{/* docslint-disable image-frame *\/}` (in `.md` pages, `<!-- docslint-disable image-frame -->`) turns
 * rules off from that point, `docslint-enable` turns them back on, and `docslint-ignore` turns them off for
 * the next node only; without rule ids they apply to every rule. A comment with a misspelt rule id or verb
 * would silently do nothing, so it is reported, with the closest rule id or verb.
 *
 * ## Fails
 *
 * ```mdx
 * {/* docslint-disable image-fram *\/}
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * {/* docslint-disable image-frame *\/}
 * ```
 */
import { visit } from 'unist-util-visit'
import { definePageRule } from '../../src/page/rule.js'
import { CONTROL_VERBS, controlComment } from '../../src/page/control.js'
import { closest, codeList } from '../../src/util/suggest.js'

export const inlineConfig = definePageRule(
  {
    id: 'inline-config',
    description: 'docslint comments in pages must name known rules',
    severity: 'warn'
  },
  (tree, { report, knownRuleIds }) => {
    visit(tree, (node) => {
      const comment = controlComment(node)
      if (!comment) return
      if (!(CONTROL_VERBS as readonly string[]).includes(comment.verb)) {
        const suggestion = closest(comment.verb, CONTROL_VERBS)
        report(`Unknown docslint comment \`docslint-${comment.verb}\`: use ${codeList(CONTROL_VERBS.map((verb) => `docslint-${verb}`))}`, {
          place: node,
          expected: suggestion ? [`docslint-${suggestion}`] : undefined
        })
        return
      }
      // Run alone in a remark pipeline, the rule does not know docslint's rule ids.
      if (!knownRuleIds) return
      for (const id of comment.ruleIds.filter((id) => !knownRuleIds.has(id))) {
        report(`\`docslint-${comment.verb}\` names an unknown rule \`${id}\``, { place: node, suggestion: closest(id, knownRuleIds) })
      }
    })
  }
)
