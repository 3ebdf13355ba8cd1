import type { Point, Position } from 'unist'
import { VFile } from 'vfile'
import { rulesById } from '../../rules/index.js'
import { createReport, type Severity } from '../../src/rule.js'

/** A message for the formatter tables: a registered rule reports as docslint's rules do; any other id is a plugin's. */
export interface MessageSpec {
  ruleId?: string
  severity: Severity
  reason: string
  place?: Point | Position
}

/** A checked file as the engine hands it to the reporters: a path relative to the folder docslint ran in. */
export function fileWith(path: string, messages: MessageSpec[], cwd = '/repo'): VFile {
  const file = new VFile({ path, cwd })
  for (const spec of messages) {
    const rule = spec.ruleId ? rulesById.get(spec.ruleId) : undefined
    if (rule) createReport(rule, { file, settingsOf: () => ({ [rule.id]: spec.severity }) })(spec.reason, { place: spec.place })
    else reportUnregistered(file, spec)
  }
  return file
}

function reportUnregistered(file: VFile, spec: MessageSpec): void {
  const message = file.message(spec.reason, { place: spec.place, ruleId: spec.ruleId, source: 'plugin' })
  message.fatal = spec.severity === 'error' ? true : spec.severity === 'warn' ? false : undefined
}

export const span = (startLine: number, startColumn: number, endLine: number, endColumn: number): Position => ({
  start: { line: startLine, column: startColumn },
  end: { line: endLine, column: endColumn }
})

/** A rule's docs page, as its messages link it. */
export const docsUrl = (id: string) => `https://github.com/docslint/docslint/blob/main/docs/rules/${id}.md`

/**
 * A report for the XML formats' tables: docs.json with an error, a warning and an info (at a point), a clean
 * page, and a page with a plugin's warning that has no rule id and no place.
 */
export function sampleFiles(): VFile[] {
  return [
    fileWith('docs/docs.json', [
      { ruleId: 'config-schema', severity: 'error', reason: '`name` must be a string', place: span(2, 11, 2, 13) },
      { ruleId: 'config-unknown-key', severity: 'warn', reason: 'Unknown key `colour`', place: span(4, 3, 4, 11) },
      { ruleId: 'config-deprecated', severity: 'info', reason: 'Deprecated', place: { line: 12, column: 5 } }
    ]),
    fileWith('docs/index.mdx', []),
    fileWith('docs/other.mdx', [{ severity: 'warn', reason: 'A plugin without a rule id or place' }])
  ]
}
