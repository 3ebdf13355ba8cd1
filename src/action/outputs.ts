import { appendFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'

/**
 * Sets step outputs through the file the runner names in GITHUB_OUTPUT, in its multi-line form (as
 * @actions/core writes them) so that no value can break the file. Outside Actions, there is nowhere to set them.
 */
export function setOutputs(file: string | undefined, outputs: Record<string, string>): void {
  if (!file) return
  const entries = Object.entries(outputs).map(([name, value]) => {
    const delimiter = `docslint_${randomUUID()}`
    return `${name}<<${delimiter}\n${value}\n${delimiter}\n`
  })
  appendFileSync(file, entries.join(''))
}

/** Adds Markdown to the job summary (GITHUB_STEP_SUMMARY), shown on the run's page. */
export function appendSummary(file: string | undefined, markdown: string): void {
  if (file) appendFileSync(file, markdown)
}
