/**
 * The folders a check with a result cache lists, each listed once. The context stamp reads the names of the tool
 * files in each page folder and every folder above it (src/cache/context.ts), and a kept site stage the entries of
 * every folder below the root (src/cache/site-record.ts): on a site of thousands of pages those are the same few
 * folders of thousands of entries each, which the walk (src/discovery.ts) has just listed. The walk's listings are
 * taken as they are; a folder it did not list (one it does not publish, node_modules) is listed on the first ask.
 */
import { readdirSync } from 'node:fs'
import { listingOf, type FolderListing } from '../discovery/folder-listing.js'

export class FolderListings {
  private readonly known: Map<string, FolderListing | undefined>

  /** `walked`: the folders the walk listed, by absolute path. */
  constructor(walked: ReadonlyMap<string, FolderListing> = new Map()) {
    this.known = new Map(walked)
  }

  /** The folder's entries as the walk or an earlier ask found them, without listing it; undefined when none did. */
  listed(folder: string): FolderListing | undefined {
    return this.known.get(folder)
  }

  /** The folder's entries (by absolute path) as the first ask or the walk found them; undefined when it cannot be listed. */
  entries(folder: string): FolderListing | undefined {
    if (this.known.has(folder)) return this.known.get(folder)
    const entries = listing(folder)
    this.known.set(folder, entries)
    return entries
  }
}

/** A folder's listing, sorted by name; undefined when it cannot be listed. */
export function listing(folder: string): FolderListing | undefined {
  try {
    return listingOf(readdirSync(folder, { withFileTypes: true }))
  } catch {
    return undefined
  }
}
