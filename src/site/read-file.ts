/**
 * The one rule for every file docslint reads, pages, docs.json, specs and the tool's own files alike: a regular
 * file (not a FIFO, a device, a socket or a folder), inside its root after resolving links, under a size cap.
 * A file that breaks it is refused, never read, and the refusal says why.
 *
 * The file is opened first, without waiting (`O_NONBLOCK`: opening a FIFO otherwise waits for a writer that
 * never comes), and its type and size are taken from what was opened (`fstat`): a FIFO or a device put in a
 * file's place after the site was walked is refused, not read. It is opened by its real path, which must not
 * be a link by then (`O_NOFOLLOW`), and read only to the cap, so a file that grows meanwhile is still refused.
 */
import { readSync, realpathSync, statSync, type Stats } from 'node:fs'
import { open, realpath, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { mebibytes, tooLargeReason } from '../file-size.js'
import { isInside } from './root.js'
import { OPEN_NOT_FOLLOWING, withOpenFile } from '../util/open-file.js'

/** Why a file is not read. */
export type Refusal =
  /** It leads, through a link, out of its root: where it really is. */
  | { kind: 'outside'; real: string }
  /** It is no regular file: what it is (`a FIFO`, `a character device`, `a folder`). */
  | { kind: 'not-a-file'; what: string }
  | { kind: 'too-large'; bytes: number; limit: number }
  /** Opening or reading it failed: the error code (`ENOENT`, `EACCES`, `ELOOP`). */
  | { kind: 'unreadable'; code: string }

export type Refused = { refusal: Refusal }
export type Read = { text: string } | Refused

export interface ReadRule {
  /** The folder the file must stay inside after its links are resolved; undefined for a file the user named, which may be anywhere. */
  root: string | undefined
  /** Larger files are refused. */
  maxBytes: number
}

/** A file's text (UTF-8), or why it is not read. */
export function readSiteFile(file: string, rule: ReadRule): Read {
  const place = realPlace(file, rule.root)
  if ('refusal' in place) return place
  const read = (descriptor: number, stats: Stats): Read => {
    const refused = refusalOf(stats, rule.maxBytes)
    if (refused) return refused
    const reading = new Reading(stats.size, rule.maxBytes)
    for (let room = reading.room(); room; room = reading.room()) {
      const text = reading.took(readSync(descriptor, ...room, null))
      if (text !== undefined) return { text }
    }
    return tooLarge(Math.max(stats.size, rule.maxBytes + 1), rule.maxBytes)
  }
  try {
    return withOpenFile(place.real, read, true)
  } catch (error) {
    return unreadable(error)
  }
}

/** The same, without blocking the thread: for the pages of a site, read many at once. */
export async function readSiteFileAsync(file: string, rule: ReadRule): Promise<Read> {
  await readingTurns.take()
  try {
    return await readNow(file, rule)
  } finally {
    readingTurns.give()
  }
}

/**
 * Files read at once without blocking: unified-engine hands over a few hundred pages together, and each read
 * holds a file open; a common limit of open files is 256 (`ulimit -n`), past which every open fails.
 */
const READS_AT_ONCE = 64

/** Turns to do something that only so many may do at once, given in the order they were asked for. */
class Turns {
  private readonly waiting: (() => void)[] = []

  constructor(private free: number) {}

  async take(): Promise<void> {
    if (this.free > 0) this.free--
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
  }

  give(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.free++
  }
}

const readingTurns = new Turns(READS_AT_ONCE)

async function readNow(file: string, rule: ReadRule): Promise<Read> {
  const place = await realPlaceAsync(file, rule.root)
  if ('refusal' in place) return place
  let handle: FileHandle
  try {
    handle = await open(place.real, OPEN_NOT_FOLLOWING)
  } catch (error) {
    return unreadable(error)
  }
  try {
    const stats = await handle.stat()
    const refused = refusalOf(stats, rule.maxBytes)
    if (refused) return refused
    const reading = new Reading(stats.size, rule.maxBytes)
    for (let room = reading.room(); room; room = reading.room()) {
      const text = reading.took((await handle.read(...room, null)).bytesRead)
      if (text !== undefined) return { text }
    }
    return tooLarge(Math.max(stats.size, rule.maxBytes + 1), rule.maxBytes)
  } catch (error) {
    return unreadable(error)
  } finally {
    await handle.close()
  }
}

/**
 * Whether a file is there to be read, without reading it (an image, a page a navigation entry names): its size,
 * or why it would be refused. Its size is not held against a cap: only what is read has one.
 */
export function statSiteFile(file: string, root: string | undefined): { size: number } | Refused {
  const place = realPlace(file, root)
  if ('refusal' in place) return place
  try {
    const stats = statSync(place.real)
    return refusalOf(stats, Infinity) ?? { size: stats.size }
  } catch (error) {
    return unreadable(error)
  }
}

/** Whether a file is refused only because it is not there: for a file looked for, nothing to read. */
export function isMissing(refusal: Refusal): boolean {
  return refusal.kind === 'unreadable' && refusal.code === 'ENOENT'
}

/**
 * Why a file of the site is not read, for a message on it: `it is a FIFO, not a regular file`; over the size limit,
 * which `--max-file-size` sets for the files of a site, what tooLargeReason says.
 */
export function refusalReason(refusal: Refusal): string {
  return refusal.kind === 'too-large' ? tooLargeReason(refusal.bytes, refusal.limit) : `it ${described(refusal, 'the site root')}`
}

/**
 * Why a file is not read, in the one line of a run that fails on it: `.docslintrc.json is a link to a file outside
 * the site (/etc/passwd); docslint does not read it`. Never what the file holds.
 */
export function refusalLine(shown: string, refusal: Refusal, outsideOf = 'the site'): string {
  return `${shown} ${described(refusal, outsideOf)}${refusal.kind === 'unreadable' ? '' : '; docslint does not read it'}`
}

function described(refusal: Refusal, outsideOf: string): string {
  switch (refusal.kind) {
    case 'outside':
      return `is a link to a file outside ${outsideOf} (${refusal.real})`
    case 'not-a-file':
      return `is ${refusal.what}, not a regular file`
    case 'too-large':
      return `is too large (${mebibytes(refusal.bytes)}; the limit is ${mebibytes(refusal.limit)})`
    case 'unreadable':
      return refusal.code === 'ENOENT' ? 'does not exist' : `cannot be read (${refusal.code}); check that it is a file you may read`
  }
}

/** Where a file really is, when that is inside `root` (or there is no root). */
function realPlace(file: string, root: string | undefined): { real: string } | Refused {
  try {
    return placeInside(realpathSync.native(file), root)
  } catch (error) {
    return unreadable(error)
  }
}

async function realPlaceAsync(file: string, root: string | undefined): Promise<{ real: string } | Refused> {
  try {
    return placeInside(await realpath(file), root)
  } catch (error) {
    return unreadable(error)
  }
}

function placeInside(real: string, root: string | undefined): { real: string } | Refused {
  return root === undefined || isInside(real, realRoot(root)) ? { real } : { refusal: { kind: 'outside', real } }
}

/** A root by its real path (the same call as its files', so that both are spelt alike); as given when it cannot be resolved. */
function realRoot(root: string): string {
  try {
    return realpathSync.native(root)
  } catch {
    return path.resolve(root)
  }
}

function refusalOf(stats: Stats, maxBytes: number): Refused | undefined {
  if (!stats.isFile()) return { refusal: { kind: 'not-a-file', what: kindOf(stats) } }
  return stats.size > maxBytes ? tooLarge(stats.size, maxBytes) : undefined
}

function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO'
  if (stats.isCharacterDevice()) return 'a character device'
  if (stats.isBlockDevice()) return 'a block device'
  if (stats.isSocket()) return 'a socket'
  return stats.isDirectory() ? 'a folder' : 'something other than a file'
}

/**
 * A file's bytes as they are read, into one buffer: first one byte longer than the size stat'ed, so that a file
 * read whole ends with a read of nothing; one that grew since is read on into a longer buffer, up to one byte
 * past the cap.
 */
class Reading {
  private buffer: Buffer
  private length = 0

  constructor(
    statedBytes: number,
    private readonly maxBytes: number
  ) {
    this.buffer = Buffer.allocUnsafe(Math.min(statedBytes, maxBytes) + 1)
  }

  /** Where the next read goes (buffer, offset, length); undefined once more than the cap was read. */
  room(): [Buffer, number, number] | undefined {
    if (this.length === this.buffer.length) {
      if (this.length > this.maxBytes) return undefined
      this.buffer = Buffer.concat([this.buffer], Math.min(this.buffer.length * 2, this.maxBytes + 1))
    }
    return [this.buffer, this.length, this.buffer.length - this.length]
  }

  /** Notes what a read gave; the text once a read gives nothing (the end of the file). */
  took(bytesRead: number): string | undefined {
    this.length += bytesRead
    return bytesRead === 0 ? this.buffer.toString('utf8', 0, this.length) : undefined
  }
}

function tooLarge(bytes: number, limit: number): Refused {
  return { refusal: { kind: 'too-large', bytes, limit } }
}

function unreadable(error: unknown): Refused {
  return { refusal: { kind: 'unreadable', code: (error as NodeJS.ErrnoException).code ?? String(error) } }
}
