/**
 * Where a path below a site root leads, without resolving its real path when no symbolic link can be on the way.
 * Resolving the real path of every file the site rules look for (each navigation entry, as `.mdx` and as `.md`)
 * took the largest share of the site stage on a large site: a system call or more for each, most of them for
 * files that are not there. Here each folder below the root is looked at once (lstat, and its entries listed,
 * kept per folder): a file in folders that are no links is where its path says, and its folder's listing tells
 * whether it is there and what it is. Only where a link is on the way (a linked folder, or the file itself a
 * link) does the caller resolve the real path, as before. A name the listing lacks in this spelling but has in
 * another case, or one with other than ASCII letters, is looked up on its own (lstat): a file system may match
 * names without regard to case or to Unicode normalisation.
 */
import { lstatSync, readdirSync, type Dirent } from 'node:fs'
import path from 'node:path'

/** What lstat says of a path: a file there, nothing usable there, or a link that only the real path explains. */
export type PathEntry = 'found' | 'missing' | 'resolve'

/** A folder's entries, by name. */
interface Listing {
  byName: Map<string, Dirent>
  lowerCase: Set<string>
}

const ASCII = /^[\x20-\x7e]*$/

/** What a folder below the root is: a folder (no link on the way to it), a link (or below one), or no folder. */
type FolderKind = 'folder' | 'link' | 'none'

export class LinkFreePaths {
  private readonly folders = new Map<string, FolderKind>()
  private readonly listings = new Map<string, Listing | undefined>()
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
    const folder = path.dirname(target)
    const kind = this.folderKind(folder)
    if (kind !== 'folder') return kind === 'link' ? 'resolve' : 'missing'
    const name = path.basename(target)
    const listed = this.listingOf(folder)
    const entry = listed?.byName.get(name)
    if (entry) return kindOf(entry) ?? lstatEntry(target)
    return listed && !listed.lowerCase.has(name.toLowerCase()) && ASCII.test(name) ? 'missing' : lstatEntry(target)
  }

  /** A folder's entries by name, and their names in lower case; undefined when it cannot be listed (then each file is looked up alone). */
  private listingOf(folder: string): Listing | undefined {
    if (!this.listings.has(folder)) this.listings.set(folder, listing(folder))
    return this.listings.get(folder)
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

function listing(folder: string): Listing | undefined {
  try {
    const entries = readdirSync(folder, { withFileTypes: true })
    return { byName: new Map(entries.map((entry) => [entry.name, entry])), lowerCase: new Set(entries.map((entry) => entry.name.toLowerCase())) }
  } catch {
    return undefined
  }
}

/** What a listed entry is; undefined when the listing does not say (a file system that gives no types). */
function kindOf(entry: Dirent): PathEntry | undefined {
  if (entry.isSymbolicLink()) return 'resolve'
  if (entry.isFile()) return 'found'
  const known = entry.isDirectory() || entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice()
  return known ? 'missing' : undefined
}

/** A file looked up alone: what lstat says of it. */
function lstatEntry(target: string): PathEntry {
  const stats = lstatOrUndefined(target)
  if (stats === undefined) return 'missing'
  return stats.isSymbolicLink() ? 'resolve' : stats.isFile() ? 'found' : 'missing'
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
