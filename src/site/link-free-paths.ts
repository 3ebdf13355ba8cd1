/**
 * Where a path below a site root leads, without resolving its real path when no symbolic link can be on the way.
 * Resolving the real path of every file the site rules look for (each navigation entry, as `.mdx` and as `.md`)
 * took the largest share of the site stage on a large site: the C library's realpath looks at every folder of
 * the path, and the root's again, for each one. Here each folder below the root is looked at once (lstat, kept
 * per folder); a file in folders that are no links is where its path says, so one lstat of it tells whether it
 * is there. Only where a link is on the way (a linked folder, or the file itself a link) does the caller resolve
 * the real path, as before.
 */
import { lstatSync } from 'node:fs'
import path from 'node:path'

/** What lstat says of a path: a file there, nothing usable there, or a link that only the real path explains. */
export type PathEntry = 'found' | 'missing' | 'resolve'

/** What a folder below the root is: a folder (no link on the way to it), a link (or below one), or no folder. */
type FolderKind = 'folder' | 'link' | 'none'

export class LinkFreePaths {
  private readonly folders = new Map<string, FolderKind>()
  private readonly root: string

  constructor(root: string) {
    this.root = path.resolve(root)
  }

  /**
   * What is at `target`, an absolute path inside the root: `found` a regular file reached through no link,
   * `missing` nothing there or no regular file (a folder, a FIFO; a folder on the way missing or no folder), and
   * `resolve` where a link is on the way or is the file: its real path tells where it leads.
   */
  entryAt(target: string): PathEntry {
    if (target === this.root) return 'resolve'
    const folder = this.folderKind(path.dirname(target))
    if (folder !== 'folder') return folder === 'link' ? 'resolve' : 'missing'
    const stats = lstatOrUndefined(target)
    if (stats === undefined) return 'missing'
    return stats.isSymbolicLink() ? 'resolve' : stats.isFile() ? 'found' : 'missing'
  }

  /** The kind of a folder at or below the root, looking at each folder on the way once. */
  private folderKind(folder: string): FolderKind {
    if (folder === this.root) return 'folder'
    let kind = this.folders.get(folder)
    if (kind === undefined) {
      const parent = path.dirname(folder)
      // A path outside the root (never given: the caller keeps to it) has no folder of the site on its way.
      const above = parent === folder ? 'none' : this.folderKind(parent)
      kind = above === 'folder' ? ownKind(folder) : above
      this.folders.set(folder, kind)
    }
    return kind
  }
}

function ownKind(folder: string): FolderKind {
  const stats = lstatOrUndefined(folder)
  return stats === undefined ? 'none' : stats.isSymbolicLink() ? 'link' : stats.isDirectory() ? 'folder' : 'none'
}

/** The path's own metadata; undefined when it cannot be had (missing, not allowed, a folder on the way that is a file): nothing to read there. */
function lstatOrUndefined(file: string) {
  try {
    return lstatSync(file)
  } catch {
    return undefined
  }
}
