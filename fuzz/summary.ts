/** The figures of a fuzz run, per family, and the Markdown table they are printed as (for a closing note). */
import type { Family } from './case.js'
import { DEFECT_KINDS, type CaseResult, type DefectKind } from './oracles.js'

export interface FamilyFigures {
  inputs: number
  /** Inputs with at least one defect of each kind. */
  defects: Record<DefectKind, number>
  peakMiB: number
  ms: number[]
}

export function newFigures(): FamilyFigures {
  return { inputs: 0, defects: Object.fromEntries(DEFECT_KINDS.map((kind) => [kind, 0])) as Record<DefectKind, number>, peakMiB: 0, ms: [] }
}

export function count(figures: FamilyFigures, result: CaseResult): void {
  figures.inputs++
  for (const kind of new Set(result.defects.map((defect) => defect.kind))) figures.defects[kind]++
  figures.peakMiB = Math.max(figures.peakMiB, result.peakMiB)
  figures.ms.push(result.ms)
}

const COLUMNS: [string, DefectKind][] = [
  ['crashes', 'crash'],
  ['hangs', 'hang'],
  ['stack traces', 'stack trace'],
  ['stray stderr', 'stray output'],
  ['writes outside', 'writes outside'],
  ['reads outside', 'reads outside'],
  ['over memory', 'memory']
]

export function markdownTable(figures: Map<Family, FamilyFigures>): string {
  const rows = [...figures].map(([family, f]) => [family, String(f.inputs), ...COLUMNS.map(([, kind]) => String(f.defects[kind])), String(f.peakMiB), String(Math.round(median(f.ms)))])
  const header = ['family', 'inputs', ...COLUMNS.map(([title]) => title), 'peak RSS (MiB, max)', 'median ms']
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map((_, index) => (index === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n')
}

function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
