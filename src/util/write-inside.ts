/**
 * The one way docslint writes into a user's project (`init`, `migrate --write`, `--fix`): only inside the
 * project, replacing only what the caller was told it may replace, never a read-only file, and atomically.
 * A symbolic link on the way is followed only while it stays inside the project: `.cursor -> ../elsewhere`
 * would otherwise make docslint write into a folder the user never named.
 */
import { accessSync, closeSync, constants, existsSync, lstatSync, openSync, readlinkSync, realpathSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs'
import path from 'node:path'
import { isInside } from '../site/root.js'
import { makeFolders } from './make-folders.js'
import { shownPath } from './shown-path.js'
import { writeAtomically } from './write-atomically.js'

/**
 * A write that was not made, and why, in words that name the path. `exists`: something is at the target (a
 * file, or a symbolic link, even one that leads nowhere) that the caller was not told to replace; `unsafe`:
 * the target or the way to it may not be written (a link out of the project, a file where a folder should
 * be, a read-only file).
 */
export class WriteRefused extends Error {
  override name = 'WriteRefused'

  constructor(
    readonly kind: 'exists' | 'unsafe',
    reason: string
  ) {
    super(reason)
  }
}

export interface WriteInsideOptions {
  /** The folder the target must stay in, after following links: the project, the repository, the site. */
  root: string
  /** What the root is called in a refusal (`.cursor is a symbolic link out of the repository`). */
  rootName?: string
  /**
   * Replace what is at the target: a regular file that is not read-only, or a symbolic link (the link itself,
   * never the file it leads to: a caller that means to write where a link leads passes the link's real path).
   */
  replace?: boolean
  /** Make the folders missing on the way to the target. */
  makeFolders?: boolean
}

/** Writes `text` to `target`, a path inside `options.root`, or throws WriteRefused (and writes nothing). */
export function writeInside(target: string, text: string, options: WriteInsideOptions): void {
  const refusal = writeRefusal(target, options)
  if (refusal) throw refusal
  if (options.makeFolders) makeFolders(path.dirname(target))
  if (lstatSync(target, { throwIfNoEntry: false })) writeAtomically(target, text)
  else writeNew(target, text)
}

/** Why writeInside would refuse to write `target`, without writing: for a set of files written all or none. */
export function writeRefusal(target: string, options: WriteInsideOptions): WriteRefused | undefined {
  return refusalOnTheWay(path.dirname(target), options) ?? refusalAtTarget(target, options.replace ?? false)
}

/**
 * Why a file may not be replaced although the system would let docslint do it: its owner has no write
 * permission (the user marked it read-only: root may write it anyway, so the bits are read, not access()), it
 * belongs to another user (replaced, it would become docslint's user's), or its folder may not be written.
 */
export function whyReadOnly(file: string): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false })
  // A file that is gone is the write's to report.
  if (!stats) return undefined
  if ((stats.mode & 0o200) === 0) return 'is read-only (its owner may not write it)'
  const user = process.getuid?.()
  if (user !== undefined && user !== 0 && stats.uid !== user) return 'belongs to another user'
  // The file is replaced in the folder it really is in, through any link.
  const folder = path.dirname(realpathSync(file))
  if ((statSync(folder).mode & 0o200) === 0 || !mayWrite(folder)) return 'is in a read-only folder'
  return undefined
}

function mayWrite(file: string): boolean {
  try {
    accessSync(file, constants.W_OK)
    return true
  } catch {
    return false
  }
}

/** Each folder from the root down to `folder` that exists must be a folder, inside the root once its links are followed. */
function refusalOnTheWay(folder: string, { root, rootName = 'project' }: WriteInsideOptions): WriteRefused | undefined {
  if (!isInside(folder, root)) return new WriteRefused('unsafe', `${shownPath(folder)} is outside the ${rootName}`)
  const realRoot = realpathSync(root)
  let at = root
  for (const part of path.relative(root, folder).split(path.sep).filter(Boolean)) {
    at = path.join(at, part)
    const stats = lstatSync(at, { throwIfNoEntry: false })
    // The rest of the way does not exist yet: it is made inside what was checked.
    if (!stats) return undefined
    if (stats.isSymbolicLink()) {
      if (!existsSync(at)) return new WriteRefused('unsafe', danglingLink(at))
      const real = realpathSync(at)
      if (!isInside(real, realRoot)) return new WriteRefused('unsafe', `${shownPath(at)} is a symbolic link out of the ${rootName}, to ${real}`)
    }
    if (!statSync(at).isDirectory()) return new WriteRefused('unsafe', `${shownPath(at)} is a file, not a folder`)
  }
  return undefined
}

function refusalAtTarget(target: string, replace: boolean): WriteRefused | undefined {
  const stats = lstatSync(target, { throwIfNoEntry: false })
  if (!stats) return undefined
  if (stats.isSymbolicLink()) {
    if (replace) return undefined
    return new WriteRefused('exists', existsSync(target) ? `${shownPath(target)} is a symbolic link to ${readlinkSync(target)}` : danglingLink(target))
  }
  if (!replace) return new WriteRefused('exists', `${shownPath(target)} exists`)
  if (!stats.isFile()) return new WriteRefused('unsafe', `${shownPath(target)} is ${kindOf(stats)}, not a file`)
  const readOnly = whyReadOnly(target)
  return readOnly ? new WriteRefused('unsafe', `${shownPath(target)} ${readOnly}`) : undefined
}

/**
 * A new file, created only if nothing is there (`wx`: not even a link, which it does not follow), so that
 * nothing that appeared since the checks is replaced; a failed write leaves no part of it.
 */
function writeNew(target: string, text: string): void {
  const descriptor = openSync(target, 'wx')
  try {
    writeFileSync(descriptor, text)
  } catch (error) {
    closeSync(descriptor)
    rmSync(target, { force: true })
    throw error
  }
  closeSync(descriptor)
}

function danglingLink(link: string): string {
  return `${shownPath(link)} is a symbolic link to ${readlinkSync(link)}, which does not exist`
}

function kindOf(stats: Stats): string {
  return stats.isDirectory() ? 'a folder' : stats.isFIFO() ? 'a FIFO' : stats.isSocket() ? 'a socket' : 'a device'
}

