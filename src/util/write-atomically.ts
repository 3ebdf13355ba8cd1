import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Writes `text` to `file` through a temporary file in the same folder renamed over it, so that a reader sees
 * the old text or the new, never half of one, and a failed write leaves nothing behind. An existing file keeps
 * its mode. A symbolic link at `file` is replaced: a caller that means to write where a link leads passes the
 * link's real path (it alone knows whether that is a place it may write).
 */
export function writeAtomically(target: string, text: string): void {
  const mode = existsSync(target) ? statSync(target).mode : undefined
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.docslint-${process.pid}-${randomBytes(4).toString('hex')}.tmp`)
  try {
    writeFileSync(temporary, text, { mode, flag: 'wx' })
    // The mode given to writeFileSync is narrowed by the umask; the file keeps exactly the mode it had.
    if (mode !== undefined) chmodSync(temporary, mode)
    renameSync(temporary, target)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}
