/**
 * The code actions on docslint's diagnostics: the rule's fix as a quick fix (when the document is still the
 * text the fix was made for), and "disable for this line", a `docslint-disable-next-line` comment on the line
 * above, in the page's comment syntax. It turns the rule off on the next line only (the message's start line,
 * as docslint matches it). Not `docslint-disable-line` at the line's end: there the comment would become part
 * of a heading's content or of a table row's last cell.
 */
import type { CodeAction, Diagnostic, TextEdit } from 'vscode-languageserver'
import type { TextDocument } from 'vscode-languageserver-textdocument'
import type { DiagnosticData } from './diagnostics.js'

const QUICK_FIX = 'quickfix'

export function codeActionsFor(document: TextDocument, diagnostics: Diagnostic[], isPage: boolean, isMarkdown: boolean): CodeAction[] {
  const ours = diagnostics.filter((diagnostic) => diagnostic.source === 'docslint')
  return [...ours.flatMap((diagnostic) => fixAction(document, diagnostic)), ...(isPage ? ours.flatMap((diagnostic) => disableAction(document, diagnostic, isMarkdown)) : [])]
}

function fixAction(document: TextDocument, diagnostic: Diagnostic): CodeAction[] {
  const data = diagnostic.data as DiagnosticData | undefined
  if (!data?.fix || data.version !== document.version) return []
  const edit: TextEdit = { range: { start: document.positionAt(data.fix.range[0]), end: document.positionAt(data.fix.range[1]) }, newText: data.fix.text }
  return [{ title: `Fix: ${firstSentence(diagnostic.message)} (${data.ruleId})`, kind: QUICK_FIX, diagnostics: [diagnostic], isPreferred: true, edit: { changes: { [document.uri]: [edit] } } }]
}

function disableAction(document: TextDocument, diagnostic: Diagnostic, isMarkdown: boolean): CodeAction[] {
  const ruleId = (diagnostic.data as DiagnosticData | undefined)?.ruleId
  if (!ruleId) return []
  const line = diagnostic.range.start.line
  const indent = /^[ \t]*/.exec(document.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }))![0]
  const comment = isMarkdown ? `<!-- docslint-disable-next-line ${ruleId} -->` : `{/* docslint-disable-next-line ${ruleId} */}`
  const edit: TextEdit = { range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: `${indent}${comment}\n` }
  return [{ title: `Disable ${ruleId} for this line`, kind: QUICK_FIX, diagnostics: [diagnostic], edit: { changes: { [document.uri]: [edit] } } }]
}

function firstSentence(message: Diagnostic['message']): string {
  const reason = typeof message === 'string' ? message : message.value
  const colon = reason.search(/[:;.]\s/)
  return colon === -1 ? reason : reason.slice(0, colon)
}
