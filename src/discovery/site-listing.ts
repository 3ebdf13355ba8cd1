/**
 * A site listed ahead of the walk, in a thread of its own while this one loads docslint's modules
 * (src/discovery/prefetch.ts): every folder reached without a link, with its entries and the stamp of each page
 * file. The walk (src/discovery.ts) takes a folder's listing from it only while the folder is as it was then;
 * anything else it lists itself, as it would without it: links, folders that cannot be listed, what the
 * listing left out.
 */
import { readdirSync, statSync, type Stats } from 'node:fs'
import path from 'node:path'
import { isPagePath } from '../page/kind.js'
import { findSiteRoot } from '../site/root.js'
import { fileStamp, folderStamp, listingOf, type FolderListing } from './folder-listing.js'

/** One folder as the listing thread found it. */
export interface ListedFolder {
  /** Its path from the root, `/` separators ('' for the root). */
  relative: string
  /** Its own stamp, taken before its entries were read. */
  stamp: string
  /** When it was listed (Date.now()), just before its stamp was taken. */
  listedAt: number
  listing: PackedListing
}

/**
 * A FolderListing as it crosses between threads: its names and stamps each joined into one string by `/`, which no
 * name holds. 20,000 strings cost this thread some milliseconds to receive; two, nothing.
 */
export interface PackedListing {
  names: string
  kinds: string
  stamps: string
  sizes: Float64Array
}

/** What the listing thread sends back: the site root it found from the folder it was given, and its folders. */
export interface ListedSite {
  root: string
  folders: ListedFolder[]
}

/** Folders the site generator never publishes that can hold a great many files: the walk never asks for them. */
const NEVER_LISTED = new Set(['.git', 'node_modules'])

/**
 * Lists the site of the first of `paths` (from `cwd`) that is in one, or else the site at or above `cwd`, as
 * findSiteRoot finds them, without following a link; undefined where there is none. `paths` are the command's
 * words that are no options: a folder named (the hook's `args: [docs]`), or an option's value, which only costs
 * a look. A folder that cannot be listed is left out, for the walk to list and report.
 */
export function listSiteAhead(cwd: string, paths: string[] = []): ListedSite | undefined {
  const site = siteOf(cwd, paths)
  if (!site) return undefined
  const folders: ListedFolder[] = []
  const queue = [{ path: path.normalize(site.root), relative: '' }]
  for (let folder = queue.pop(); folder; folder = queue.pop()) {
    const listed = listFolderAhead(folder.path, folder.relative)
    if (!listed) continue
    folders.push(listed.folder)
    const { names, kinds } = listed.listing
    for (let index = 0; index < names.length; index++) {
      const name = names[index]
      if (kinds[index] !== 'd' || NEVER_LISTED.has(name)) continue
      queue.push({ path: inFolder(folder.path, name), relative: folder.relative === '' ? name : `${folder.relative}/${name}` })
    }
  }
  return { root: site.root, folders }
}

function siteOf(cwd: string, paths: string[]): { root: string } | undefined {
  for (const given of paths) {
    const absolute = path.resolve(cwd, given)
    const site = findSiteRoot(statOrUndefined(absolute)?.isDirectory() ? absolute : path.dirname(absolute))
    if (site) return site
  }
  return findSiteRoot(cwd)
}

function listFolderAhead(folder: string, relative: string): { folder: ListedFolder; listing: FolderListing } | undefined {
  const listedAt = Date.now()
  try {
    const stamp = folderStamp(statSync(folder))
    const { names, kinds } = listingOf(readdirSync(folder, { withFileTypes: true }))
    const stamps: string[] = []
    const sizes = new Float64Array(names.length)
    for (let index = 0; index < names.length; index++) {
      const stats = kinds[index] === 'f' && isPagePath(names[index]) ? statOrUndefined(inFolder(folder, names[index])) : undefined
      stamps.push(stats ? fileStamp(stats) : '')
      sizes[index] = stats ? stats.size : -1
    }
    return { folder: { relative, stamp, listedAt, listing: { names: names.join('/'), kinds, stamps: stamps.join('/'), sizes } }, listing: { names, kinds } }
  } catch {
    return undefined
  }
}

/**
 * The listed folders of one site, by their path from the root, each handed out while it still is as listed.
 * A folder's modification time changes whenever an entry is added, removed or renamed; one changed too close
 * to its listing to tell (two changes within the file system's clock step leave one time) is listed again.
 */
export class SiteListing {
  private readonly folders: Map<string, ListedFolder>

  constructor(readonly site: ListedSite) {
    this.folders = new Map(site.folders.map((folder) => [folder.relative, folder]))
  }

  /** The listing of the folder at `folder` (reached without a link, `relative` from the root) when it still holds; otherwise undefined. */
  listingOf(folder: string, relative: string): FolderListing | undefined {
    const listed = this.folders.get(relative)
    if (!listed) return undefined
    const stats = statOrUndefined(folder)
    if (!stats?.isDirectory() || folderStamp(stats) !== listed.stamp || changedNear(stats, listed.listedAt)) return undefined
    return unpacked(listed.listing)
  }
}

function unpacked({ names, kinds, stamps, sizes }: PackedListing): FolderListing {
  return { names: names === '' ? [] : names.split('/'), kinds, stamps: stamps.split('/'), sizes }
}

/**
 * Whether a folder's last change was too close to `time` to be told from a change just after it. Where the file
 * system keeps times to the second or coarser (whole seconds: FAT keeps two), three seconds; otherwise a tenth.
 */
function changedNear(stats: Stats, time: number): boolean {
  const step = stats.ctimeMs % 1000 === 0 && stats.mtimeMs % 1000 === 0 ? 3000 : 100
  return stats.ctimeMs > time - step || stats.mtimeMs > time - step
}

function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false })
  } catch {
    return undefined
  }
}

/** A name in a folder, as path.join would give it for a folder path that is already normal. */
export function inFolder(folder: string, name: string): string {
  if (folder === '.') return name
  return folder.endsWith(path.sep) ? folder + name : folder + path.sep + name
}
