/**
 * What docslint may do with what it finds where the cache is kept (`--cache-location`, or the default): read
 * and replace its own cache file, a file that begins with a docslint cache's header, or make one where there
 * is nothing. Anything else is the user's and is left as it is: a page of the site, another tool's file, an
 * empty file, a folder, a device (`/dev/null`, which as root would have become a regular file), a FIFO (whose
 * read waits for a writer for ever), a socket, or a symbolic link to one of these or to nothing. The run is
 * then refused, in one line. A symbolic link to a docslint cache is followed: the cache it leads to is read
 * and replaced, and the link stays.
 */
import { existsSync, lstatSync, readFileSync, readSync, realpathSync, statSync, type Stats } from 'node:fs'
import path from 'node:path'
import { makeFolders } from '../util/make-folders.js'
import { withOpenFile } from '../util/open-file.js'
import { writeAtomically } from '../util/write-atomically.js'

/** How every docslint cache file has begun, in every format so far: the JSON of its header, with its format first. */
const SIGNATURE = '{"format":"docslint-cache/'

/** What is at the cache's location is not docslint's to replace, or cannot be read or written. */
export class UnusableCacheLocation extends Error {
  override name = 'UnusableCacheLocation'
}

/**
 * The bytes of docslint's cache at `location` (a check decodes only the parts it reads); undefined when there is
 * nothing there yet. Throws UnusableCacheLocation when what is there is not docslint's.
 */
export function readCacheAt(location: string): Buffer | undefined {
  const file = existingCacheFile(location)
  return file === undefined ? undefined : withOwnCache(location, file, (fd) => readFileSync(fd))
}

/**
 * Writes the cache at `location`, when what is there now is docslint's cache or nothing (a long `--watch` saves
 * many times): through a temporary file beside it, renamed over it, so that a check stopped halfway never
 * leaves half a cache. A link there to a docslint cache stays, and the cache it leads to is written.
 */
export function writeCacheAt(location: string, text: string | Uint8Array): void {
  const existing = existingCacheFile(location)
  if (existing !== undefined) withOwnCache(location, existing, () => undefined)
  const file = existing ?? location
  try {
    makeFolders(path.dirname(file))
    writeAtomically(file, text)
  } catch (error) {
    throw new UnusableCacheLocation(`the cache file ${location} cannot be written (${codeOf(error)}): name another file with --cache-location`)
  }
}

/**
 * The regular file at `location`, or the one a symbolic link there leads to; undefined when there is nothing.
 * Only its type is looked at (lstat, stat), so that a FIFO is never opened.
 */
function existingCacheFile(location: string): string | undefined {
  const stats = unlessMissing(location, (file) => lstatSync(file))
  if (stats === undefined) return undefined
  if (!stats.isSymbolicLink()) {
    if (!stats.isFile()) throw refusal(location, location, kindOf(stats))
    return location
  }
  const target = unlessMissing(location, (link) => realpathSync(link))
  const targetStats = target === undefined ? undefined : unlessMissing(target, (file) => statSync(file))
  if (targetStats === undefined) throw new UnusableCacheLocation(`the cache file ${location} is a symbolic link that leads to nothing: docslint does not write where a link leads; name a file with --cache-location, or remove the link`)
  if (!targetStats.isFile()) throw refusal(location, target!, kindOf(targetStats))
  return target
}

/** What `look` (lstat, realpath, stat) gives for `file`; undefined when nothing is there. */
function unlessMissing<T>(file: string, look: (file: string) => T): T | undefined {
  try {
    return look(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new UnusableCacheLocation(`the cache file ${file} cannot be used (${codeOf(error)}): name another file with --cache-location`)
  }
}

/**
 * Hands `use` the regular file `file` (the location, or where a link there leads), opened, when it begins as
 * docslint's cache. Opened not through a link and without waiting (a FIFO put in its place since it was looked
 * at), then checked to be a regular file still.
 */
function withOwnCache<T>(location: string, file: string, use: (fd: number) => T): T {
  const read = (fd: number, stats: Stats) => {
    if (!stats.isFile()) throw refusal(location, file, kindOf(stats))
    const start = Buffer.alloc(SIGNATURE.length)
    const length = readSync(fd, start, 0, start.length, 0)
    if (start.toString('utf8', 0, length) !== SIGNATURE) throw refusal(location, file, undefined)
    return use(fd)
  }
  try {
    return withOpenFile(file, read, true)
  } catch (error) {
    if (error instanceof UnusableCacheLocation) throw error
    throw new UnusableCacheLocation(`the cache file ${location} cannot be read (${codeOf(error)}): name another file with --cache-location`)
  }
}

/** The one line that refuses the location (or `file`, where a link there leads): a regular file that is no docslint cache (kind undefined), or something else. */
function refusal(location: string, file: string, kind: string | undefined): UnusableCacheLocation {
  const through = file === location ? '' : `a symbolic link to ${file}, `
  const why =
    kind === undefined
      ? `${through}not a docslint cache: docslint replaces only its own cache file; name a new file with --cache-location, or remove ${through ? 'the link' : 'this one'}`
      : `${through}${kind}, not a docslint cache: name a file with --cache-location, or leave out --cache to keep no cache`
  return new UnusableCacheLocation(`the cache file ${location} is ${why}`)
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder'
  if (stats.isCharacterDevice()) return 'a character device'
  if (stats.isBlockDevice()) return 'a block device'
  if (stats.isFIFO()) return 'a FIFO'
  if (stats.isSocket()) return 'a socket'
  return 'no regular file'
}

/** A file system error's code (`EACCES`), or its message. */
function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String((error as Error).message)
}
