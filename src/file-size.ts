/**
 * The size limit of every file docslint reads: pages, docs.json and OpenAPI files, local or fetched
 * (`--max-file-size <MiB>`). Larger files are not documentation anyone writes by hand; they are reported, not
 * read.
 */
import type { VFile } from 'vfile'

export const DEFAULT_MAX_FILE_MIB = 5
export const DEFAULT_MAX_FILE_BYTES = DEFAULT_MAX_FILE_MIB * 1024 * 1024

/** `7.4 MiB`, `12 KiB`, `900 bytes`. */
export function mebibytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MiB`
  return bytes >= 1024 ? `${Number((bytes / 1024).toFixed(1))} KiB` : `${bytes} bytes`
}

/** Why a file of `bytes` is not read: its size, and the limit with the flag that sets it. */
export function tooLargeReason(bytes: number, limit: number): string {
  return `the file is too large to check (${mebibytes(bytes)}; the limit is ${mebibytes(limit)}, set with \`--max-file-size <MiB>\`)`
}

/** The same for a download that went past the limit before it ended. */
export function downloadTooLargeReason(limit: number): string {
  return `the answer is larger than the limit of ${mebibytes(limit)} (set with \`--max-file-size <MiB>\`), so it was not read to its end`
}

/**
 * Whether a text read as UTF-8 was UTF-16 with its byte order mark: FF FE or FE FF, two bytes no UTF-8 has
 * (each read as U+FFFD), and the NUL bytes that are half of every ASCII character in UTF-16 (a page has some:
 * its line breaks). The site generator reads pages as UTF-8 only.
 */
function isUtf16(text: string): boolean {
  return text.startsWith('\uFFFD\uFFFD') && text.includes('\u0000')
}

/** Why a page or docs.json is not parsed (too large, binary, UTF-16, not read), or undefined when it can be. */
export function unreadableReason(text: string, file: VFile, limit: number): string | undefined {
  // Discovery leaves a file over the limit unread (src/discovery.ts), with its size, and one it cannot read with why.
  if (file.data.docslintUnreadable !== undefined) return file.data.docslintUnreadable
  const bytes = file.data.docslintFileSize ?? Buffer.byteLength(text)
  if (bytes > limit) return tooLargeReason(bytes, limit)
  if (isUtf16(text)) return 'the file is UTF-16 (it starts with a UTF-16 byte order mark), not UTF-8: save it as UTF-8'
  if (isBinary(text)) return 'the file is binary (it contains NUL bytes), not text'
  return undefined
}

/**
 * Whether a text with NUL bytes is a binary file (an image named as a page) rather than text with a stray NUL,
 * which is a character to delete (mdx-syntax reports it where it is): its NULs come with bytes that are not
 * UTF-8 (each read as U+FFFD), as image and archive bytes do, or are more than one character in ten.
 */
function isBinary(text: string): boolean {
  if (!text.includes('\u0000')) return false
  const nuls = text.split('\u0000').length - 1
  return text.includes('\uFFFD') || nuls * 10 > text.length
}
