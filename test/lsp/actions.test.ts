/**
 * "Disable <rule> for this line" writes a `docslint-disable-next-line` comment above the message's line: checked
 * again, the page no longer has that message, and keeps the others (a line in the middle of a paragraph, in MDX
 * and in Markdown).
 */
import { describe, expect, it } from '@jest/globals'
import { TextDocument } from 'vscode-languageserver-textdocument'
import type { Diagnostic } from 'vscode-languageserver'
import { codeActionsFor } from '../../src/lsp/actions.js'
import { lint, page } from '../helpers.js'

/** A paragraph's first line and its middle line (the rest of the paragraph keeps its messages). */
const cases = [
  { path: 'docs/page.mdx', isMarkdown: false },
  { path: 'docs/page.md', isMarkdown: true }
]

describe('the "disable for this line" quick fix', () => {
  it.each(cases)('turns off the message of that line only, in $path', async ({ path, isMarkdown }) => {
    const text = page('[here](/z) first,\n  [here](/b), then [here](/c),\n  and [here](/d).\n')
    const before = (await lint(path, text)).findings.filter(({ ruleId }) => ruleId === 'link-text').map(({ at }) => at)
    expect(before).toEqual(['6:1-6:11', '7:3-7:13', '7:20-7:30', '8:7-8:17'])
    const document = TextDocument.create(`file:///${path}`, isMarkdown ? 'markdown' : 'mdx', 1, text)
    const diagnostic: Diagnostic = {
      range: { start: { line: 6, character: 2 }, end: { line: 6, character: 12 } },
      message: 'Link text `here` does not say where it goes',
      source: 'docslint',
      data: { ruleId: 'link-text', version: 1 }
    }
    const [action] = codeActionsFor(document, [diagnostic], true, isMarkdown)
    const fixed = TextDocument.applyEdits(document, action.edit!.changes![document.uri])
    const comment = isMarkdown ? '<!-- docslint-disable-next-line link-text -->' : '{/* docslint-disable-next-line link-text */}'
    expect(fixed).toBe(page(`[here](/z) first,\n  ${comment}\n  [here](/b), then [here](/c),\n  and [here](/d).\n`))
    expect((await lint(path, fixed)).findings.map(({ at, ruleId }) => `${at} ${ruleId}`)).toEqual(['6:1-6:11 link-text', '9:7-9:17 link-text'])
    // On the paragraph's first line, the comment goes above the paragraph: the lines after keep their messages.
    const first = { ...diagnostic, range: { start: { line: 5, character: 0 }, end: { line: 5, character: 10 } } }
    const above = TextDocument.applyEdits(document, codeActionsFor(document, [first], true, isMarkdown)[0].edit!.changes![document.uri])
    expect((await lint(path, above)).findings.map(({ at, ruleId }) => `${at} ${ruleId}`)).toEqual(['8:3-8:13 link-text', '8:20-8:30 link-text', '9:7-9:17 link-text'])
  })
})
