import { randomBytes } from 'node:crypto'
import { chmodSync, chownSync, existsSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs'
import path from 'node:path'

/**
 * Writes `text` to `file` through a temporary file in the same folder renamed over it, so that a reader sees
 * the old text or the new, never half of one, and a failed write leaves nothing behind. An existing file keeps
 * its mode, and its owner where docslint may give it (root may). A symbolic link at `file` is replaced: a
 * caller that means to write where a link leads passes the link's real path (it alone knows whether that is a
 * place it may write; src/util/write-inside.ts decides for the user's files).
 */
export function writeAtomically(target: string, text: string | Uint8Array): void {
  const existing = existsSync(target) ? statSync(target) : undefined
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.docslint-${process.pid}-${randomBytes(4).toString('hex')}.tmp`)
  try {
    writeFileSync(temporary, text, { mode: existing?.mode, flag: 'wx' })
    if (existing) keepOwnerAndMode(temporary, existing)
    renameSync(temporary, target)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

function keepOwnerAndMode(file: string, before: Stats): void {
  // The mode given to writeFileSync is narrowed by the umask; the file keeps exactly the mode it had.
  chmodSync(file, before.mode)
  const now = statSync(file)
  if (now.uid === before.uid && now.gid === before.gid) return
  try {
    chownSync(file, before.uid, before.gid)
  } catch (error) {
    // Only root gives a file away; others keep the file theirs (a group they are not in is not theirs to give).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error
  }
}
