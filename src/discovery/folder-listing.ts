/**
 * What one folder of a site holds, as the walk reads it (src/discovery.ts), whether listed in this thread or ahead
 * of it by the listing thread (src/discovery/prefetch.ts): kept to Node's own modules so that the thread starts
 * small.
 */
import type { Dirent, Stats } from 'node:fs'

/** What an entry is: a regular file, a folder, a symbolic link, or anything else (a FIFO, a socket, a device). */
export type EntryKind = 'f' | 'd' | 'l' | 'o'

/** A folder's entries, sorted by name: so that of two links to one folder, the same one is followed on every run. */
export interface FolderListing {
  names: string[]
  /** One EntryKind a name. */
  kinds: string
  /** The stamp of each regular file already looked at ('' for the others, which the walk stats itself). */
  stamps?: string[]
  /** The size in bytes of each file with a stamp. */
  sizes?: ArrayLike<number>
}

export function entryKind(entry: Dirent): EntryKind {
  if (entry.isFile()) return 'f'
  if (entry.isDirectory()) return 'd'
  return entry.isSymbolicLink() ? 'l' : 'o'
}

/** The listing of `entries` as readdir gives them, sorted by name. */
export function listingOf(entries: Dirent[]): FolderListing {
  const sorted = entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return { names: sorted.map((entry) => entry.name), kinds: sorted.map(entryKind).join('') }
}

/**
 * A file's stamp: what changes whenever its content may have changed. As ESLint's cache does by default, a
 * file whose size and modification time are the same is taken as unchanged; the change time and inode add
 * a file replaced by another (a checkout, a rename over it) that kept both.
 */
export function fileStamp(stats: Stats): string {
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`
}

/** A folder's stamp: its modification time changes whenever an entry is added, removed or renamed in it. */
export function folderStamp(stats: Stats): string {
  return `${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}:${stats.dev}`
}
