/**
 * `{/* docslint-disable image-frame *\/}` (in `.md` pages, `<!-- docslint-disable image-frame -->`) turns
 * rules off from that point, `docslint-enable` turns them back on, `docslint-ignore` turns them off for the
 * next node only, and, as in ESLint, `docslint-disable-line` for its own line (written at the line's end) and
 * `docslint-disable-next-line` for the line after it; without rule ids they apply to every rule. Rule ids are
 * separated by spaces or, as in ESLint, commas (`docslint-disable image-alt, image-frame`).
 * A comment with a misspelt rule id or verb would silently do nothing, so it is reported, with the closest
 * rule id or verb; an unknown rule id is reported where it is written in the comment.
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
import { visit } from '../../src/page/visit.js'
import { location } from 'vfile-location'
import type { Node, Position } from 'unist'
import type { VFile } from 'vfile'
import { definePageRule } from '../../src/page/rule.js'
import { CONTROL_VERBS, controlComment } from '../../src/page/control.js'
import { closest, codeList } from '../../src/util/suggest.js'

export const inlineConfig = definePageRule(
  {
    id: 'inline-config',
    description: 'docslint comments in pages must name known rules',
    severity: 'warn',
    linkPages: true
  },
  (tree, { file, report, knownRuleIds }) => {
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
      const places = idPlaces(file, node, comment.ruleIds)
      comment.ruleIds.forEach((id, index) => {
        if (knownRuleIds.has(id)) return
        report(`\`docslint-${comment.verb}\` names an unknown rule \`${id}\``, { place: places[index] ?? node, suggestion: closest(id, knownRuleIds) })
      })
    })
  }
)

/** Where each rule id is written in the comment, in order (a list may name one id twice). */
function idPlaces(file: VFile, node: Node, ids: string[]): (Position | undefined)[] {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  if (start === undefined || end === undefined) return []
  const text = String(file.value).slice(start, end)
  const toPoint = location(file).toPoint
  // The ids follow the verb (`docslint-disable`, `docslint disable`): search after it.
  const verb = /docslint[-\s]\S+/.exec(text)
  let from = verb ? verb.index + verb[0].length : 0
  return ids.map((id) => {
    const at = wordAt(text, id, from)
    if (at === undefined) return undefined
    from = at + id.length
    return { start: toPoint(start + at)!, end: toPoint(start + at + id.length)! }
  })
}

/** The first place from `from` where `word` is written as a whole word (not part of a longer rule id). */
function wordAt(text: string, word: string, from: number): number | undefined {
  const partOfId = (char: string | undefined) => char !== undefined && /[\w/-]/.test(char)
  for (let at = text.indexOf(word, from); at !== -1; at = text.indexOf(word, at + 1)) {
    if (!partOfId(text[at - 1]) && !partOfId(text[at + word.length])) return at
  }
  return undefined
}
