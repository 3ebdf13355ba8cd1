import { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { createProcessor } from '../src/processor.js'

/** A message as the tables write it: rule, severity, `line:column-line:column`, reason. */
export interface Finding {
  ruleId: string
  severity: 'error' | 'warn' | 'info'
  at: string
  reason: string
}

/** Runs docslint's processor on one in-memory file, as unified-engine would, with the default settings. */
export async function lint(path: string, text: string): Promise<{ file: VFile; findings: Finding[] }> {
  const processor = createProcessor()
  const file = new VFile({ path, value: text })
  const tree = processor.parse(file)
  await processor.run(tree, file)
  return { file, findings: file.messages.map(toFinding) }
}

export function toFinding(message: VFileMessage): Finding {
  return {
    ruleId: String(message.ruleId),
    severity: message.fatal === true ? 'error' : message.fatal === false ? 'warn' : 'info',
    at: formatPlace(message),
    reason: message.reason
  }
}

function formatPlace(message: VFileMessage): string {
  const place = message.place
  if (!place) return ''
  if ('start' in place) return `${place.start.line}:${place.start.column}-${place.end.line}:${place.end.column}`
  return `${place.line}:${place.column}`
}

/** A docs.json with the two required keys and whatever else a case adds, pretty-printed. */
export function docsJson(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }], ...extra }, null, 2) + '\n'
}
