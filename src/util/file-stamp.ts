import { statSync } from 'node:fs'
import { fileStamp as stampOfStats } from '../discovery/folder-listing.js'

/**
 * What a file's metadata says of its content, through links (what a read of it finds): its size, times and inode;
 * `-` when nothing can be read there. The result cache takes a file whose stamp is unchanged as unchanged, as
 * ESLint's cache does (src/discovery.ts stamps the pages the same way, with the same function).
 */
export function fileStamp(file: string): string {
  try {
    return stampOfStats(statSync(file))
  } catch {
    return '-'
  }
}
