/**
 * Which files of a site are checked. unified-engine's own search follows every symbolic link and reads
 * whatever it finds (a link to `/` walks the whole file system, a FIFO page hangs, `/dev/zero` never ends),
 * so docslint walks the site itself and hands the engine a list of files. `.docslintignore` does not change
 * the list: it only limits the report (src/config/ignore-files.ts).
 *
 * The walk never leaves the site root: every folder is listed once, by its real path, so a link back into
 * the site (`ln -s . loop`) adds nothing, and a link to a folder outside it (`ln -s / r`, `ln -s .. up`) is
 * not followed. Only regular files are read: FIFOs, sockets and devices are not pages. A page that is a link
 * out of the root is still handed over, with an empty value, so that it is reported (nav-outside-root,
 * see src/processor.ts) without being read.
 */
import { statSync, type Stats } from 'node:fs'
import { readdir, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { VFile } from 'vfile'
import { isToolFileName } from './config/tool-files.js'
import { fileStamp, listingOf, type FolderListing } from './discovery/folder-listing.js'
import { takeListing } from './discovery/prefetch.js'
import { inFolder, SiteListing } from './discovery/site-listing.js'
import { isPagePath } from './page/kind.js'
import { isMissing, readSiteFileAsync, refusalReason } from './site/read-file.js'
import { isInside } from './site/root.js'
import { unpublishedIn, type Unpublished } from './site/unpublished.js'

/** A file found in a site: read it from `path`, or, when it is a link out of the root, only report where it leads. */
export interface SiteFile {
  path: string
  /** Its size in bytes, known for the files found by the walk. */
  size?: number
  /** What its metadata says of its content (size, times, inode), known for the files found by the walk: the result cache takes a page with the same stamp as unchanged. */
  stamp?: string
  /** The real path of a file reached through a symbolic link that leaves the site root. */
  outside?: string
}

/** A folder to list: the path it is reached by, where it really is, and its path from the root (`/` separators, '' for the root). */
interface Folder {
  path: string
  real: string
  relative: string
  /** Reached through a symbolic link (or below one): never in a listing made ahead, which follows none. */
  linked?: boolean
}

/** Thrown when a folder of the site cannot be listed. */
export class DiscoveryFailure extends Error {
  override name = 'DiscoveryFailure'
}

/**
 * The page files of the site at `root` (or the files `accepts` takes, by path), sorted by path; what the site
 * generator does not publish is left out (src/site/unpublished.ts).
 */
export async function findSiteFiles(root: string, accepts: (file: string) => boolean = isPagePath): Promise<SiteFile[]> {
  return (await walkSite(root, accepts)).files
}

/** What walkSite finds. */
export interface WalkedSite {
  files: SiteFile[]
  toolFiles: string[]
  /** The folders that hold the files found, as path.dirname gives them. */
  fileFolders: Set<string>
  /** Each folder listed at its own path (not through a link), by absolute path: the result cache reads them again. */
  listings: Map<string, FolderListing>
}

/**
 * The page files of the site (or those `accepts` takes), and the tool's files in its folders (src/config/tool-files.ts),
 * whatever they are: unified-engine reads the configuration files itself, so each is checked first; docslint
 * reads the ignore files (src/config/ignore-files.ts). The folders still as the listing made ahead found them
 * (src/discovery/prefetch.ts: the first walk of a check started from the command line) are taken from it.
 */
export async function walkSite(root: string, accepts: (file: string) => boolean = isPagePath, ahead?: SiteListing): Promise<WalkedSite> {
  const listed = ahead ?? (await listedAhead(root))
  const rootReal = await realpath(root)
  const walk = new SiteWalk(rootReal, unpublishedIn(root), accepts, listed)
  await walk.run({ path: path.normalize(root), real: rootReal, relative: '' })
  return { files: walk.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)), toolFiles: walk.toolFiles.sort(), fileFolders: walk.fileFolders, listings: walk.listings }
}

/** The listing the command started ahead of its first walk (src/discovery/prefetch.ts), when it is of this site. */
async function listedAhead(root: string): Promise<SiteListing | undefined> {
  const site = await takeListing(root)
  return site && new SiteListing(site)
}

/** A file to check: its path, to be read (see toRead), or a file with its text. */
export type EngineInput = string | VFile

/**
 * A file to check: its path, to be read, or a file with an empty value that is not read (a link out of the root;
 * a file over the size limit, with its size for the message).
 */
export function engineInput(file: SiteFile, maxBytes: number): EngineInput {
  if (file.outside !== undefined) return new VFile({ path: file.path, value: '' })
  if (file.size !== undefined && file.size > maxBytes) return new VFile({ path: file.path, value: '', data: { docslintFileSize: file.size } })
  return file.path
}

/**
 * What unified-engine is given for a file it would read by path: the file, empty, for docslint's processor to read
 * (readGivenFile) under the rule of every file docslint reads (src/site/read-file.ts), inside the site at `root`.
 * unified-engine reads whatever a path names, and a FIFO or a device put in a page's place after the walk would
 * hang it or fill the memory.
 */
export function toRead(input: EngineInput, root: string): EngineInput {
  return typeof input === 'string' ? new VFile({ path: input, value: '', data: { docslintReadUnder: root } }) : input
}

/**
 * Reads a file given by toRead, when unified-engine hands it to the processor (as it would have read it then), and
 * returns its text. A file refused is left empty, with why: its size when too large, the reason when it is no
 * regular file or cannot be read (both reported on it); a link out of the root is reported as such
 * (src/processor.ts).
 */
export async function readGivenFile(file: VFile, maxBytes: number): Promise<string> {
  const read = await readSiteFileAsync(path.resolve(file.cwd, file.path), { root: file.data.docslintReadUnder, maxBytes })
  if ('refusal' in read) {
    const { refusal } = read
    if (refusal.kind === 'too-large') file.data.docslintFileSize = refusal.bytes
    else if (refusal.kind !== 'outside') file.data.docslintUnreadable = refusalReason(refusal)
    // Deleted since the walk found it (a branch switched): no page any more, which the engine says once for all.
    if (isMissing(refusal)) file.data.docslintGone = true
    return ''
  }
  file.value = read.text
  return read.text
}

/** One named file (the site's docs.json) as a SiteFile of the site at `root`; undefined when it is no regular file. */
export async function siteFileAt(file: string, root: string): Promise<SiteFile | undefined> {
  const real = await realPathOf(file)
  if (real === undefined) return undefined
  if (!isInside(real, await realpath(root))) return { path: file, outside: real }
  const stats = await statOf(real)
  return stats?.isFile() ? { path: file, size: stats.size, stamp: fileStamp(stats) } : undefined
}

class SiteWalk {
  readonly files: SiteFile[] = []
  readonly toolFiles: string[] = []
  readonly fileFolders = new Set<string>()
  readonly listings = new Map<string, FolderListing>()
  /** Real paths of the folders listed or queued: none is listed twice. */
  private readonly seen = new Set<string>()
  /** Folders reached directly; all are listed before any reached through a link, so a folder is found at its own path. */
  private readonly folders: Folder[] = []
  private readonly linkedFolders: Folder[] = []

  constructor(
    private readonly rootReal: string,
    private readonly unpublished: Unpublished,
    private readonly accepts: (file: string) => boolean,
    private readonly ahead: SiteListing | undefined
  ) {}

  /** Whether the site generator publishes this file or folder, by its path from the root (`/` separators). */
  private published(relative: string, folder: boolean): boolean {
    return !this.unpublished(relative, folder)
  }

  async run(start: Folder): Promise<void> {
    this.seen.add(start.real)
    this.folders.push(start)
    for (let folder = this.next(); folder; folder = this.next()) await this.list(folder)
  }

  private next(): Folder | undefined {
    const direct = this.folders.pop()
    if (direct) return direct
    // A folder reached through a link is listed only when it was not listed at its own path (or through another link).
    let linked = this.linkedFolders.shift()
    while (linked && this.seen.has(linked.real)) linked = this.linkedFolders.shift()
    if (linked) this.seen.add(linked.real)
    return linked
  }

  private async list(folder: Folder): Promise<void> {
    const listing = (!folder.linked && this.ahead?.listingOf(folder.path, folder.relative)) || (await listFolder(folder.path))
    if (!folder.linked) this.listings.set(path.resolve(folder.path), listing)
    const found = this.files.length
    for (let index = 0; index < listing.names.length; index++) {
      // Only a link is looked at asynchronously: a promise for each of 10,000 pages would cost more than their walk.
      const link = this.addEntry(folder, listing, index)
      if (link) await link
    }
    // Each file found is in this folder: path.dirname once, not for each.
    if (this.files.length > found) this.fileFolders.add(path.dirname(this.files[found].path))
  }

  private addEntry(folder: Folder, { names, kinds, stamps, sizes }: FolderListing, index: number): Promise<void> | undefined {
    const name = names[index]
    const kind = kinds[index]
    // Joined, not path.join: an entry's name has no separator, and a site's files are many.
    const file = inFolder(folder.path, name)
    const relative = folder.relative === '' ? name : `${folder.relative}/${name}`
    // unified-engine looks for the tool's files whether the generator publishes them or not.
    if (isToolFileName(name)) this.toolFiles.push(file)
    if (!this.published(relative, kind === 'd')) return undefined
    if (kind === 'l') return this.addLink(file, relative)
    if (kind === 'd') this.addFolder({ path: file, real: inFolder(folder.real, name), relative, linked: folder.linked })
    else if (kind === 'f' && this.accepts(file)) {
      const stamp = stamps?.[index]
      // One stat at a time, in this thread: a promise and a thread-pool task for each of 10,000 pages cost 2.5 times the CPU.
      this.files.push(stamp ? { path: file, size: sizes![index], stamp } : siteFileOf(file, statNow(file)))
    }
    return undefined
  }

  private addFolder(folder: Folder): void {
    if (this.seen.has(folder.real)) return
    this.seen.add(folder.real)
    this.folders.push(folder)
  }

  /** A link is followed only to a regular file or a folder inside the root; a page linked out of it is reported, never read. */
  private async addLink(file: string, relative: string): Promise<void> {
    const real = await realPathOf(file)
    if (real === undefined) return
    if (!isInside(real, this.rootReal)) {
      if (this.accepts(file)) this.files.push({ path: file, outside: real })
      return
    }
    const stats = await statOf(real)
    if (stats?.isDirectory() && this.published(relative, true)) this.linkedFolders.push({ path: file, real, relative, linked: true })
    else if (stats?.isFile() && this.accepts(file)) this.files.push(siteFileOf(file, stats))
  }
}

function siteFileOf(file: string, stats: Stats | undefined): SiteFile {
  return stats ? { path: file, size: stats.size, stamp: fileStamp(stats) } : { path: file }
}

/** Where a path really leads; undefined for a dangling link, a loop of links, or a path without access. */
async function realPathOf(file: string): Promise<string | undefined> {
  return realpath(file).catch(() => undefined)
}

async function statOf(file: string): Promise<Stats | undefined> {
  return stat(file).catch(() => undefined)
}

function statNow(file: string): Stats | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false })
  } catch {
    return undefined
  }
}

async function listFolder(folder: string): Promise<FolderListing> {
  try {
    return listingOf(await readdir(folder, { withFileTypes: true }))
  } catch (error) {
    throw new DiscoveryFailure(`cannot list the folder ${folder} (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
  }
}
