/**
 * Reads a file that docs.json names with `$ref`. Only a regular file inside the site root (after following
 * links) under the size limit is read: a ref is written by whoever writes docs.json, and a FIFO would block the
 * run, a device never end, a link could read anything on the machine.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs'
import { isInside } from '../site/root.js'
import { tooLargeReason } from '../file-size.js'

export type RefFileRead = { text: string } | { reason: string }

export function readRefFile(absolute: string, root: string, maxBytes: number): RefFileRead {
  let real: string
  try {
    real = realpathSync(absolute)
  } catch {
    return { reason: 'the file does not exist' }
  }
  if (!isInside(real, realpathOrSame(root))) return { reason: `it is a link that leads out of the site root, to ${real}` }
  const stats = statSync(real)
  if (!stats.isFile()) return { reason: 'it is not a regular file' }
  if (stats.size > maxBytes) return { reason: tooLargeReason(stats.size, maxBytes) }
  return { text: readFileSync(real, 'utf8') }
}

function realpathOrSame(folder: string): string {
  try {
    return realpathSync(folder)
  } catch {
    return folder
  }
}
