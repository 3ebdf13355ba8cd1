/**
 * What docslint may do with what it finds where the cache is kept (`--cache-location`, or the default): read
 * and replace its own cache file, a file that begins with a docslint cache's header, or make one where there
 * is nothing. Anything else is the user's and is left as it is: a page of the site, another tool's file, an
 * empty file, a folder, a device (`/dev/null`, which as root would have become a regular file), a FIFO (whose
 * read waits for a writer for ever), a socket, or a symbolic link to one of these or to nothing. The run is
 * then refused, in one line. A symbolic link to a docslint cache is followed: the cache it leads to is read
 * and replaced, and the link stays.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync, writeSync, type Stats } from 'node:fs'
import path from 'node:path'
import { makeFolders } from '../util/make-folders.js'
import { OPEN_NOT_FOLLOWING } from '../util/open-file.js'
import { writeAtomically } from '../util/write-atomically.js'

/** How every docslint cache file has begun, in every format so far: the JSON of its header, with its format first. */
const SIGNATURE = '{"format":"docslint-cache/'

/** What is at the cache's location is not docslint's to replace, or cannot be read or written. */
export class UnusableCacheLocation extends Error {
  override name = 'UnusableCacheLocation'
}

/**
 * docslint's cache at `location`, open to read the parts a check needs (a warm check reads a small part of a
 * large cache); undefined when there is nothing there yet. Throws UnusableCacheLocation when what is there is
 * not docslint's. It stays open until `close`: what it reads is the file as it was opened, even once another
 * check has replaced it.
 */
export function openCacheAt(location: string): StoredCache | undefined {
  const file = existingCacheFile(location)
  if (file === undefined) return undefined
  const fd = openOwnCache(location, file, OPEN_NOT_FOLLOWING)
  return new StoredCache(fd, fstatSync(fd).size)
}

/** An open cache file: its size when opened, and its bytes, read where asked. */
export class StoredCache {
  private open = true

  constructor(
    private readonly fd: number,
    readonly size: number
  ) {}

  /** The bytes from `at`, at most `length` of them (fewer at the end of the file); undefined when they cannot be read. */
  read(at: number, length: number): Buffer | undefined {
    if (!this.open) return undefined
    try {
      return readAt(this.fd, at, length)
    } catch {
      return undefined
    }
  }

  close(): void {
    if (this.open) closeSync(this.fd)
    this.open = false
  }
}

/**
 * Adds `bytes` at the end of docslint's cache at `location`, when it is still the file a check read: its size is
 * `expected.size` and it begins with `expected.header` (another check may have replaced it since, or added to it).
 * Returns false, writing nothing, when it is not; the caller then writes the cache whole. A write cut short leaves
 * a line without its end, which the next check reads as a damaged entry.
 */
export function appendCacheAt(location: string, bytes: Uint8Array, expected: { size: number; header: Uint8Array }): boolean {
  const file = existingCacheFile(location)
  if (file === undefined) return false
  const fd = openOwnCache(location, file, constants.O_RDWR | constants.O_APPEND | (OPEN_NOT_FOLLOWING & ~constants.O_RDONLY))
  try {
    if (fstatSync(fd).size !== expected.size || !readAt(fd, 0, expected.header.length).equals(expected.header)) return false
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written)
    return true
  } catch (error) {
    throw new UnusableCacheLocation(`the cache file ${location} cannot be written (${codeOf(error)}): name another file with --cache-location`)
  } finally {
    closeSync(fd)
  }
}

/** Up to `length` bytes of an open file from `at`. */
function readAt(fd: number, at: number, length: number): Buffer {
  const bytes = Buffer.allocUnsafe(length)
  let read = 0
  for (let got = 1; read < length && got > 0; read += got) got = readSync(fd, bytes, read, length - read, at + read)
  return bytes.subarray(0, read)
}

/**
 * Writes the cache at `location`, when what is there now is docslint's cache or nothing (a long `--watch` saves
 * many times): through a temporary file beside it, renamed over it, so that a check stopped halfway never
 * leaves half a cache. A link there to a docslint cache stays, and the cache it leads to is written.
 */
export function writeCacheAt(location: string, text: Uint8Array): void {
  const existing = existingCacheFile(location)
  if (existing !== undefined) closeSync(openOwnCache(location, existing, OPEN_NOT_FOLLOWING))
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
 * Opens the regular file `file` (the location, or where a link there leads) with `flags`, when it begins as
 * docslint's cache, and returns its descriptor. Opened not through a link and without waiting (a FIFO put in its
 * place since it was looked at), then checked to be a regular file still.
 */
function openOwnCache(location: string, file: string, flags: number): number {
  let fd: number | undefined
  try {
    fd = openSync(file, flags)
    const stats = fstatSync(fd)
    if (!stats.isFile()) throw refusal(location, file, kindOf(stats))
    if (readAt(fd, 0, SIGNATURE.length).toString('utf8') !== SIGNATURE) throw refusal(location, file, undefined)
    return fd
  } catch (error) {
    if (fd !== undefined) closeSync(fd)
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
