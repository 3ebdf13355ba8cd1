/**
 * How the cache file is laid out (format 8), so that a check reads only what it uses and writes only what
 * changed. A warm check of a large site after an edit of one page reads the lines of its pages (what each was
 * made under, its messages) but not their data (facts: most of the file), and adds the changed page's line at
 * the end instead of writing the whole file again.
 *
 *     {"format":"docslint-cache/8",...}        the header (src/cache/page-cache.ts)
 *     <id>\t<key>\t<made under>\t<setup>\t<data hash>\t<result>\t<data>     one line a result: the base
 *     DATA\t<bytes>                            where the base's data begins, and how long it is
 *     <data>\n ...                             each page's data, where its line's `@<offset>:<length>` says
 *     <line> ...                               the journal: lines added since, their data in the line
 *
 * A line's data is `@<offset>:<length>` (in the data part), the JSON itself, or `-` (none). Lines are read in order
 * and the last of an id wins; a line whose key is `-` drops its id. The journal is folded into a new base (the
 * file written whole, src/cache/cache-file.ts) once it grows past a share of the base. A line that cannot be read
 * is damaged: in the base, the whole file is (as a format 7 file was); in the journal, that line alone (the
 * line before it of the same id still holds, as the key and stamps of every line decide whether it is used).
 */
import type { StoredCache } from './cache-file.js'

/** One line of the cache file, as read or made: see src/cache/page-cache.ts for its fields. */
export interface CacheLine {
  /** The page or spec file, whose line is dropped from the cache once the file is gone; empty for a URL; the root of a site stage. */
  file: string
  key: string
  madeUnder: string
  setup: string
  dataHash: string
  result: string
  /** As made by this check or read in the line (its JSON text), or where the file keeps it. */
  data: string | DataAt
}

/** Where a line's data is in the file that was read: read only when used. */
export interface DataAt {
  at: number
  length: number
}

/** A line's id (its first field, as this version writes it) and the line; undefined for a line that is no line of this format. */
export type ParsedLine = [string, CacheLine] | undefined

/**
 * Reads a line's first six fields and its data, the line being `text` from `start` to `end` (the file's lines are
 * decoded as one text, not field by field: a warm check reads thousands): the caller decides what its first field names.
 */
export type LineParser = (text: string, start: number, end: number, dataAt: (field: string) => DataAt | undefined) => ParsedLine

/** What a read of the file found: its header line, its lines in order, and where its journal begins. */
export interface ReadLayout {
  header: Buffer
  /** The base's lines: undefined among them when the base is damaged. */
  base: ParsedLine[]
  /** The journal's lines that could be read (a damaged one is left out, `damaged` says so). */
  journal: [string, CacheLine][]
  /** Whether the journal had a line that could not be read, or the data part is cut short. */
  damaged: boolean
  /** The length of the base (header, lines and data) and of the journal after it, in bytes. */
  baseBytes: number
  journalBytes: number
}

const NEWLINE = 0x0a
const SEPARATOR = Buffer.from('\nDATA\t')
/** How a line's data field begins when it says where the data part keeps it: `@<offset>:<length>`, each of 1 to 15 digits. */
export const DATA_PLACE = 0x40
const MOST_DIGITS = 15

/**
 * The number the digits from `start` to `end` of `text` write; NaN for none, more than 15 or anything else. Read by
 * hand, not with a regular expression: a warm check reads the place of every page's data, and each match made an
 * array of captures and two strings to convert.
 */
function digitsValue(text: string, start: number, end: number): number {
  if (end - start < 1 || end - start > MOST_DIGITS) return NaN
  let value = 0
  for (let index = start; index < end; index++) {
    const digit = text.charCodeAt(index) - 0x30
    if (digit < 0 || digit > 9) return NaN
    value = value * 10 + digit
  }
  return value
}
/** The first read of the file; each next one as long as what was read, so that a large base is read in a few calls. */
const FIRST_READ = 1 << 20

/** The header line of the stored file, read on its own: a cache of another format is not read further. */
export function readHeader(stored: StoredCache): { header: Buffer; scan: FileScan } {
  const scan = new FileScan(stored)
  const end = scan.find(Buffer.from([NEWLINE]), 0)
  return { header: scan.bytes(0, end === -1 ? stored.size : end + 1), scan }
}

/**
 * The lines after the header, read with `parse`; the data part is not read. `linesBytes`: how long the header says the
 * lines and the data part's first line are, when it says so: they are then read at once, not in reads that double.
 */
export function readLines(scan: FileScan, headerBytes: number, parse: LineParser, linesBytes?: number): ReadLayout {
  if (linesBytes !== undefined) scan.readTo(headerBytes + linesBytes)
  const separator = scan.find(SEPARATOR, headerBytes - 1)
  if (separator === -1) {
    // No data part: every line holds its data (a file written by hand, or cut short in its base).
    const base = linesIn(scan.bytes(headerBytes, scan.size), parse, () => undefined).lines
    return { header: scan.bytes(0, headerBytes), base, journal: [], damaged: false, baseBytes: scan.size, journalBytes: 0 }
  }
  const separatorEnd = scan.find(Buffer.from([NEWLINE]), separator + 1)
  const dataLength = Number(separatorEnd === -1 ? NaN : scan.bytes(separator + SEPARATOR.length, separatorEnd).toString('latin1'))
  const dataStart = separatorEnd + 1
  const dataAt = (field: string): DataAt | undefined => {
    const colon = field.indexOf(':')
    const offset = field.charCodeAt(0) === DATA_PLACE ? digitsValue(field, 1, colon) : NaN
    const length = digitsValue(field, colon + 1, field.length)
    return offset + length <= dataLength ? { at: dataStart + offset, length } : undefined
  }
  const base = linesIn(scan.bytes(headerBytes, separator + 1), parse, dataAt).lines
  const journalStart = dataStart + dataLength
  if (!Number.isSafeInteger(dataLength) || dataLength < 0 || journalStart > scan.size) {
    return { header: scan.bytes(0, headerBytes), base: [...base, undefined], journal: [], damaged: true, baseBytes: scan.size, journalBytes: 0 }
  }
  const journal = linesIn(scan.bytes(journalStart, scan.size), parse, () => undefined)
  const read = journal.lines.filter((line) => line !== undefined)
  return { header: scan.bytes(0, headerBytes), base, journal: read, damaged: read.length < journal.lines.length || journal.cut, baseBytes: journalStart, journalBytes: scan.size - journalStart }
}

/** The lines of a part of the file; `cut`: the last line has no end (a write stopped halfway), and is left out. */
function linesIn(bytes: Buffer, parse: LineParser, dataAt: (field: string) => DataAt | undefined): { lines: ParsedLine[]; cut: boolean } {
  const text = bytes.toString('utf8')
  const lines: ParsedLine[] = []
  let at = 0
  while (at < text.length) {
    const end = text.indexOf('\n', at)
    if (end === -1) return { lines: [...lines, undefined], cut: true }
    if (end > at) lines.push(parse(text, at, end, dataAt))
    at = end + 1
  }
  return { lines, cut: false }
}

/** The file read from its start as far as a search needs, in reads that double in length. */
export class FileScan {
  private read: Buffer = Buffer.alloc(0)

  constructor(private readonly stored: StoredCache) {}

  get size(): number {
    return this.stored.size
  }

  /** Where `pattern` first is at or after `from`; -1 when it is nowhere in the file (which is then read whole). */
  find(pattern: Buffer, from: number): number {
    for (;;) {
      const found = this.read.indexOf(pattern, Math.max(0, from))
      if (found !== -1 || !this.readMore()) return found
    }
  }

  /** The bytes from `start` to `end`: from what was read where it reaches that far, else read now. */
  bytes(start: number, end: number): Buffer {
    if (end <= this.read.length) return this.read.subarray(start, end)
    return this.stored.read(start, end - start) ?? Buffer.alloc(0)
  }

  /** Reads the file as far as `end` (or its end) in one read, where not read yet. */
  readTo(end: number): void {
    const length = Math.min(end, this.stored.size)
    if (length <= this.read.length) return
    // Read again from the start, not added to what was read: one copy less of the part read already (the header's megabyte).
    const all = this.stored.read(0, length)
    if (all && all.length > this.read.length) this.read = all
  }

  private readMore(): boolean {
    if (this.read.length >= this.stored.size) return false
    const more = this.stored.read(this.read.length, Math.max(FIRST_READ, this.read.length))
    if (!more || more.length === 0) return false
    this.read = this.read.length === 0 ? more : Buffer.concat([this.read, more])
    return true
  }
}

/**
 * The file written whole: the header, each line with its data moved to the data part. `headerOf` makes the header
 * line, given how many bytes the lines and the data part's first line take after it; `dataOf` gives a line's data
 * as bytes (undefined: the line has none).
 */
export function wholeFile(headerOf: (linesBytes: number) => string, lines: [string, CacheLine][], dataOf: (line: CacheLine) => Uint8Array | undefined): Buffer {
  const heads: Buffer[] = []
  const data: Uint8Array[] = []
  let offset = 0
  for (const [id, line] of lines) {
    const bytes = dataOf(line)
    heads.push(Buffer.from(`${headOf(id, line)}${bytes ? `@${offset}:${bytes.length}` : '-'}\n`))
    if (!bytes) continue
    data.push(bytes, NEWLINE_BYTES)
    offset += bytes.length + 1
  }
  heads.push(Buffer.from(`DATA\t${offset}\n`))
  const linesBytes = heads.reduce((sum, head) => sum + head.length, 0)
  return Buffer.concat([Buffer.from(headerOf(linesBytes) + '\n'), ...heads, ...data])
}

const NEWLINE_BYTES = Buffer.from('\n')

/** Lines to add to the journal, their data in the line; undefined: the id is dropped. */
export function journalLines(lines: [string, CacheLine | undefined][], dataOf: (line: CacheLine) => Uint8Array | undefined): Buffer {
  const parts: Uint8Array[] = []
  for (const [id, line] of lines) {
    if (!line) {
      parts.push(Buffer.from(`${id}\t${DROPPED}\t-\t-\t-\t-\t-\n`))
      continue
    }
    const bytes = dataOf(line)
    parts.push(Buffer.from(headOf(id, line)), bytes ?? Buffer.from('-'), NEWLINE_BYTES)
  }
  return Buffer.concat(parts)
}

/** The key of a line that drops its id. */
export const DROPPED = '-'

/** A line's first six fields, each followed by a tab. */
function headOf(id: string, line: CacheLine): string {
  return `${id}\t${line.key}\t${line.madeUnder}\t${line.setup}\t${line.dataHash}\t${line.result}\t`
}
