/**
 * The folders a check with a result cache lists, each listed once. The context stamp reads the names of the tool
 * files in each page folder and every folder above it (src/cache/context.ts), and a kept site stage the entries of
 * every folder below the root (src/cache/site-record.ts): on a site of thousands of pages those are the same few
 * folders of thousands of entries each, listed twice in every warm check.
 */
import { readdirSync, type Dirent } from 'node:fs'

export class FolderListings {
  private readonly listed = new Map<string, Dirent[] | undefined>()

  /** The folder's entries as the first ask found them; undefined when it cannot be listed. */
  entries(folder: string): Dirent[] | undefined {
    if (this.listed.has(folder)) return this.listed.get(folder)
    const entries = listing(folder)
    this.listed.set(folder, entries)
    return entries
  }
}

function listing(folder: string): Dirent[] | undefined {
  try {
    return readdirSync(folder, { withFileTypes: true })
  } catch {
    return undefined
  }
}
