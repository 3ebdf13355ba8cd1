/**
 * The framing of the messages an editor sends the language server (`Content-Length: <n>` and other header
 * lines, a blank line, then n bytes of JSON), checked before vscode-jsonrpc's reader sees it. That reader
 * reports a missing or non-numeric Content-Length, then reads on from the middle of the broken message, so it
 * misreads every message after it and the server never answers again; it takes `-5` as a length (and corrupts
 * its buffer), and it keeps all it receives while it waits for the 10^12 bytes of a huge length or for the end of
 * a header that never ends. The check passes the bytes on unchanged for the reader to read, and fails the
 * stream at the first message it cannot frame, saying why; the server then stops (src/cli/lsp.ts).
 *
 * It accepts only what the reader frames the same way: a header of printable ASCII lines, each with a colon,
 * one Content-Length of digits, so that both find the same end of header and of body.
 */
import { Transform, type TransformCallback } from 'node:stream'

/** The largest message read: six times the largest page checked by default (src/file-size.ts), as JSON. */
export const MAX_MESSAGE_MIB = 32
const MAX_MESSAGE_BYTES = MAX_MESSAGE_MIB * 1024 * 1024
/** The longest header: an editor's are two short lines. */
export const MAX_HEADER_BYTES = 4096

const END_OF_HEADER = Buffer.from('\r\n\r\n')
/** Printable ASCII and CR LF pairs, nothing else: a lone CR or LF would make the reader find another end of the header. */
const HEADER_TEXT = /^(?:[\x20-\x7e]|\r\n)*$/

/** A message the editor sent that cannot be framed; the message says why, in words. */
export class FramingError extends Error {
  override name = 'FramingError'
}

export class FramingCheck extends Transform {
  /** The start of a header whose end has not come yet. */
  private header = Buffer.alloc(0)
  /** How many bytes of the current message's body are still to come. */
  private bodyLeft = 0

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const problem = this.follow(chunk)
    if (problem) done(new FramingError(problem))
    else done(null, chunk)
  }

  override _flush(done: TransformCallback): void {
    done(this.bodyLeft > 0 || this.header.length > 0 ? new FramingError('the input ended in the middle of a message') : null)
  }

  /** Follows the messages through `chunk`; what is wrong with the first that cannot be framed. */
  private follow(chunk: Buffer): string | undefined {
    let at = 0
    while (at < chunk.length) {
      if (this.bodyLeft > 0) {
        const taken = Math.min(this.bodyLeft, chunk.length - at)
        this.bodyLeft -= taken
        at += taken
        continue
      }
      // Never more than the longest header is kept, so a chunk is searched in bounded pieces.
      const known = this.header.length
      const header = Buffer.concat([this.header, chunk.subarray(at, at + MAX_HEADER_BYTES + END_OF_HEADER.length - known)])
      const end = header.indexOf(END_OF_HEADER)
      if (end === -1) {
        if (header.length > MAX_HEADER_BYTES) return `its header is longer than ${MAX_HEADER_BYTES} bytes without the blank line that ends it`
        this.header = header
        return undefined
      }
      const length = bodyLength(header.subarray(0, end).toString('latin1'))
      if (typeof length === 'string') return length
      this.header = Buffer.alloc(0)
      this.bodyLeft = length
      at += end + END_OF_HEADER.length - known
    }
    return undefined
  }
}

/** The body's length a header gives, or what is wrong with the header. */
function bodyLength(header: string): number | string {
  if (!HEADER_TEXT.test(header)) return 'its header has a character other than printable ASCII'
  const lines = header.split('\r\n')
  // An empty header has no Content-Length, said below.
  const withoutColon = lines.find((line) => line !== '' && !line.includes(':'))
  if (withoutColon !== undefined) return `its header line \`${shortened(withoutColon)}\` has no colon`
  // As the reader reads them: the name up to the first colon, any case; the value trimmed.
  const lengths = lines.filter((line) => line.slice(0, line.indexOf(':')).toLowerCase() === 'content-length').map((line) => line.slice(line.indexOf(':') + 1).trim())
  if (lengths.length === 0) return 'it has no Content-Length'
  if (lengths.length > 1) return `it has ${lengths.length} Content-Length headers`
  if (!/^\d+$/.test(lengths[0])) return `its Content-Length is not a number of bytes (\`${shortened(lengths[0])}\`)`
  const length = Number(lengths[0])
  if (length > MAX_MESSAGE_BYTES) return `it is larger than ${MAX_MESSAGE_MIB} MiB (Content-Length: ${shortened(lengths[0])})`
  return length
}

function shortened(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}...` : text
}
