/**
 * The site stage kept in the result cache (`--cache`), for the check that follows on the command line (a
 * pre-commit hook after an edit of one page): the site and OpenAPI rules' messages of the last check, by file, and
 * what they were worked out from. When nothing they read has changed since, they are put back without running a
 * site rule, and without reading the facts of the pages that come from the cache; otherwise the rules run, as in
 * a cold check, and the record is made again. The result is always the one a cold check gives.
 *
 * What the site rules read: the pages (each one's data, rule setup and path), docs.json (its value, the settings
 * made of it and its rule setup: keyed by its text and that of the files it takes in with `$ref`, which decide both
 * and the places of the messages on them), the files linked out of the root, and the disk: whether a file a page or docs.json
 * names is there (an image, a page's `.md` twin, a redirect's target folder), the `package.json`, `tsconfig.json`
 * and `jsconfig.json` an import is resolved with. The first are the record's key (`siteKey`); the disk is the
 * record's `tree`: what every folder below the root holds (its entries' names and kinds: a file added, removed or
 * renamed changes it; a page saved through a new file, as some editors do, does not) and the stamps of those three
 * files. A site the record cannot describe is not recorded, and checked every time:
 * one with OpenAPI specs or endpoint references (specs are files whose text is read), web link outcomes, a
 * symbolic link below its root (where it leads may change without a stamp here changing), or too many folders.
 */
import { parsedJson } from '../util/parsed-json.js'
import { createHash } from 'node:crypto'
import { lstatSync } from 'node:fs'
import { FolderListings, listing } from './folder-listings.js'
import type { EntryKind, FolderListing } from '../discovery/folder-listing.js'
import path from 'node:path'
import type { VFile } from 'vfile'
import type { MessageRecord } from '../page/result.js'
import { isPageMessages } from './entry-shape.js'
import { isObject } from '../util/is-object.js'

/** A page of the site as the key reads it: its path from the root, its rule setup's id and its data's hash (src/cache/page-cache.ts). */
export interface KeyedPage {
  path: string
  setup: string
  dataHash: string
}

/** What the cache keeps of a site stage. */
export interface SiteRecord {
  /** A hash of each folder's entries below the root, and the stamps of the files an import is resolved with, by absolute path (`-`: not there). */
  tree: [string, string][]
  /** The site and OpenAPI rules' messages, before the pages' inline controls, by the absolute path of their file. */
  messages: Record<string, MessageRecord[]>
}

/** Files at the root that the site rules read (src/site/imports.ts): their edits change no folder's stamp. */
const READ_AT_ROOT = ['package.json', 'tsconfig.json', 'jsconfig.json']
/** Folders not looked into: what an import finds in node_modules is told by its own stamp (a scope added or removed). */
const NOT_LOOKED_INTO = new Set(['node_modules', '.git'])
/** A site with more folders than this is not recorded: stamping them would cost more than it saves. */
const MAX_FOLDERS = 5000

/** The key of a site stage: a hash of everything the site rules read but the disk. */
export function siteKey(root: string, configFile: VFile, configSetup: string, pages: KeyedPage[], linkedOut: { file: VFile; target: string }[]): string {
  const hash = createHash('sha1').update(root).update('\0').update(path.resolve(configFile.cwd, configFile.path)).update('\0').update(configSetup)
  // docs.json's value and the settings made of it, by what they are made of (src/config/config-key.ts).
  hash.update('\0').update(configFile.data.configKey ?? '-')
  // Hashed as one text: one update a page cost as much as the rest of the key.
  const sorted = [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  hash.update(sorted.map((page) => `\0${page.path}\t${page.setup}\t${page.dataHash}`).join(''))
  for (const { file, target } of linkedOut) hash.update(`\0${path.resolve(file.cwd, file.path)}\t${target}`)
  return hash.digest('base64')
}

/**
 * What each folder below the root holds, and the stamps of the files read at it; undefined when the site cannot be
 * recorded (a symbolic link, too many folders). `cacheFile` is left out of its folder's listing: the first check
 * creates it beside the pages, which would otherwise change the root's listing and void the record it just wrote.
 */
export function treeOf(root: string, cacheFile?: string): [string, string][] | undefined {
  const tree: [string, string][] = READ_AT_ROOT.map((name) => [path.join(root, name), stampOf(path.join(root, name))])
  const pending = [root]
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    const entries = withoutFile(listing(folder), folder, cacheFile)
    if (entries === undefined || entries.kinds.includes('l') || tree.length > MAX_FOLDERS) return undefined
    tree.push([folder, listingHash(entries)])
    if (folder !== root && NOT_LOOKED_INTO.has(path.basename(folder))) continue
    entries.names.forEach((name, index) => {
      if (entries.kinds[index] === 'd') pending.push(path.join(folder, name))
    })
  }
  return tree
}

/**
 * Whether every folder of the tree holds what it held (`cacheFile` left out, as treeOf does), and every file's stamp is
 * as it was. `listings`: the folders as the check lists them.
 */
export function treeHolds(tree: [string, string][], cacheFile?: string, listings = new FolderListings()): boolean {
  return tree.every(([file, seen]) => (seen.startsWith(LISTED) ? listingHash(withoutFile(listings.entries(file), file, cacheFile)) : stampOf(file)) === seen)
}

const LISTED = 'l:'

/** A folder's listing, less `leftOut` where it is in that folder. */
function withoutFile(entries: FolderListing | undefined, folder: string, leftOut: string | undefined): FolderListing | undefined {
  if (entries === undefined || leftOut === undefined || path.dirname(leftOut) !== folder) return entries
  const at = entries.names.indexOf(path.basename(leftOut))
  if (at === -1) return entries
  return { names: entries.names.filter((_, index) => index !== at), kinds: entries.kinds.slice(0, at) + entries.kinds.slice(at + 1) }
}

/**
 * A folder's entries, by name and kind, as one hash: each entry's `<name>\0<kind>\0`, in the order of their names
 * (a link or anything else but a file or folder is `o`). The listing is sorted by name, and those strings sort as the
 * names do (no name holds `\0`, which sorts first), so they are hashed as one in its order.
 */
function listingHash(entries: FolderListing | undefined): string {
  if (entries === undefined) return '-'
  const listed = entries.names.map((name, index) => `${name}\0${HASHED_KIND[entries.kinds[index] as EntryKind]}\0`)
  return LISTED + createHash('sha1').update(listed.join('')).digest('base64')
}

const HASHED_KIND: Record<EntryKind, string> = { f: 'f', d: 'd', l: 'o', o: 'o' }

/** What changes when a file's text may have changed: its times, size and inode; `-` when nothing is there. */
function stampOf(file: string): string {
  try {
    const stats = lstatSync(file)
    return `f:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`
  } catch {
    return '-'
  }
}

/** A record read back from the cache; undefined when it is not one (damaged, edited): then the site rules run. */
export function parseSiteRecord(text: string): SiteRecord | undefined {
  const value = parsedJson(text)
  if (!isObject(value) || !Array.isArray(value.tree) || !isObject(value.messages)) return undefined
  const tree = value.tree.every((entry) => Array.isArray(entry) && entry.length === 2 && entry.every((field) => typeof field === 'string'))
  const messages = Object.values(value.messages).every(isPageMessages)
  return tree && messages ? (value as unknown as SiteRecord) : undefined
}
