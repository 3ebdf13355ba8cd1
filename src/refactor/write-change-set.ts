/**
 * Writes a change set all or none: every file's new text is first written beside it under a temporary name
 * (where the checks of src/util/write-inside.ts allow: inside the site, through no link out of it, no
 * read-only file), and only when all of them are there are they renamed into place, the moved file last.
 * A failure while staging leaves the site as it was; one while renaming (the disk gone, say) puts back what
 * was already replaced.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { shownPath } from '../util/shown-path.js'
import { writeAtomically } from '../util/write-atomically.js'
import { writeRefusal } from '../util/write-inside.js'
import { RefactorRefused, writtenText, type ChangeSet, type FileChange } from './change-set.js'

interface Staged {
  change: FileChange
  target: string
  temporary: string
  /** The new file of a move: it must not exist, and is linked into place rather than renamed over anything. */
  isNew: boolean
}

/**
 * `root`: the site's folder. A file reached through a link inside the site is written where the link leads,
 * which stays a link (as `--fix` writes); one whose text changed since the change set was made is refused.
 */
export function writeChangeSet(set: ChangeSet, site: string): void {
  const root = realpathSync(site)
  const plan = set.changes.map((change) => ({ change, target: change.absolute === set.move?.from ? set.move.to : realpathSync(change.absolute) }))
  for (const { change, target } of plan) {
    refuseUnsafe(target, root, target !== set.move?.to)
    if (readFileSync(change.absolute, 'utf8') !== writtenText({ ...change, after: change.before })) throw new RefactorRefused(`${shownPath(change.absolute)} changed since it was read; nothing was changed`)
  }
  if (set.move) refuseUnsafe(set.move.from, root, true)
  const made = set.move ? missingFolders(path.dirname(set.move.to)) : []
  const staged: Staged[] = []
  try {
    for (const folder of made) mkdirSync(folder)
    for (const { change, target } of plan) staged.push(stage(change, target, target === set.move?.to))
  } catch (error) {
    for (const item of staged) rmSync(item.temporary, { force: true })
    for (const folder of made.reverse()) rmdirSync(folder)
    throw error
  }
  commit(staged, set)
}

function refuseUnsafe(target: string, root: string, replace: boolean): void {
  const refusal = writeRefusal(target, { root, rootName: 'site', replace })
  if (refusal) throw new RefactorRefused(`${refusal.message}; nothing was changed`)
}

function stage(change: FileChange, target: string, isNew: boolean): Staged {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.docslint-${process.pid}-${randomBytes(4).toString('hex')}.tmp`)
  const mode = statSync(change.absolute, { throwIfNoEntry: false })?.mode
  writeFileSync(temporary, writtenText(change), { flag: 'wx', mode })
  if (mode !== undefined) chmodSync(temporary, mode)
  return { change, target, temporary, isNew }
}

/** Renames every staged file into place; puts back what was replaced when one fails. */
function commit(staged: Staged[], set: ChangeSet): void {
  const done: Staged[] = []
  try {
    for (const item of staged) {
      if (item.isNew) {
        // A link fails when something appeared at the target since it was checked: nothing is replaced.
        linkSync(item.temporary, item.target)
        unlinkSync(item.temporary)
      } else renameSync(item.temporary, item.target)
      done.push(item)
    }
    if (set.move) unlinkSync(set.move.from)
  } catch (error) {
    for (const item of staged) rmSync(item.temporary, { force: true })
    for (const item of done) {
      if (item.isNew) rmSync(item.target, { force: true })
      else writeAtomically(item.target, writtenText({ ...item.change, after: item.change.before }))
    }
    throw error
  }
}

/** The folders on the way to `folder` that do not exist yet, outermost first. */
function missingFolders(folder: string): string[] {
  const missing: string[] = []
  for (let at = folder; !existsSync(at) && path.dirname(at) !== at; at = path.dirname(at)) missing.push(at)
  return missing.reverse()
}
