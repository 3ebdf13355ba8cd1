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
