/** What several benchmark cases share: the page a case edits, and the median of its times. */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { isPagePath } from '../src/page/kind.js'

/** The page a case edits: the first in path order, so the same one every time. */
export function firstPage(dir: string): string {
  const pages = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isPagePath(entry.name) && !entry.parentPath.includes(`${path.sep}node_modules`))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
  if (pages.length === 0) throw new Error(`no page to edit in ${dir}`)
  return pages[0]
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
