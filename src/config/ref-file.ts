/**
 * Reads a file that docs.json names with `$ref`, under the rule of every file docslint reads
 * (src/site/read-file.ts): a regular file inside the site root (after following links) under the size limit. A
 * ref is written by whoever writes docs.json: a FIFO would block the run, a device never end, a link could read
 * anything on the machine.
 */
import { isMissing, readSiteFile, refusalReason } from '../site/read-file.js'

export type RefFileRead = { text: string } | { reason: string }

export function readRefFile(absolute: string, root: string, maxBytes: number): RefFileRead {
  const read = readSiteFile(absolute, { root, maxBytes })
  if (!('refusal' in read)) return read
  return { reason: isMissing(read.refusal) ? 'the file does not exist' : refusalReason(read.refusal) }
}
