import path from 'node:path'
import { isInside } from '../site/root.js'

/**
 * A path as a message shows it: from the current folder when it is inside it (`docs/report.json`), else whole
 * (`/mnt/docs/report.json` says more than `../../../mnt/docs/report.json`).
 */
export function shownPath(file: string, cwd = process.cwd()): string {
  const absolute = path.resolve(cwd, file)
  return isInside(absolute, cwd) ? path.relative(cwd, absolute) || file : absolute
}
