/**
 * inline-config: docslint comments in pages name known rules.
 *
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
import { definePageRule, report } from '../../src/page/rule.js'
import { CONTROL_VERBS, controlComment } from '../../src/page/control.js'
import { closest, codeList } from '../../src/util/suggest.js'

export const inlineConfig = definePageRule(
  {
    id: 'inline-config',
    kind: 'page',
    description: 'docslint comments in pages must name known rules',
    severity: 'warn'
  },
  async (tree, file) => {
    // Imported when run: the registry imports this rule, so a static import would be circular.
    const { rulesById } = await import('../index.js')
    visit(tree, (node) => {
      const comment = controlComment(node)
      if (!comment) return
      if (!(CONTROL_VERBS as readonly string[]).includes(comment.verb)) {
        const suggestion = closest(comment.verb, CONTROL_VERBS)
        report(file, `Unknown docslint comment \`docslint-${comment.verb}\`: use ${codeList(CONTROL_VERBS.map((verb) => `docslint-${verb}`))}`, node, {
          expected: suggestion ? [`docslint-${suggestion}`] : undefined
        })
        return
      }
      for (const id of comment.ruleIds.filter((id) => !rulesById.has(id))) {
        const suggestion = closest(id, rulesById.keys())
        report(file, `\`docslint-${comment.verb}\` names an unknown rule \`${id}\`${suggestion ? `; did you mean \`${suggestion}\`?` : ''}`, node, {
          expected: suggestion ? [suggestion] : undefined
        })
      }
    })
  }
)
