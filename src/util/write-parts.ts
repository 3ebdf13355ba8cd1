import { closeSync, openSync, writeSync } from 'node:fs'

/** Writes a file given in pieces, a few hundred KiB at a time, never holding all of it; returns its size in bytes. */
export function writeParts(target: string, parts: Iterable<string>): number {
  const descriptor = openSync(target, 'w')
  let bytes = 0
  try {
    let pending: string[] = []
    let length = 0
    const flush = () => {
      const chunk = Buffer.from(pending.join(''))
      for (let written = 0; written < chunk.length; ) written += writeSync(descriptor, chunk, written)
      bytes += chunk.length
      pending = []
      length = 0
    }
    for (const part of parts) {
      pending.push(part)
      length += part.length
      if (length >= 256 * 1024) flush()
    }
    flush()
  } finally {
    closeSync(descriptor)
  }
  return bytes
}
