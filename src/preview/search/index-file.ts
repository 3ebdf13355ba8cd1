/**
 * The preview's full-text search, built while the pages are written: one MiniSearch document per section of
 * a page (the text before its first heading, then each h2-h4 with what follows), in one index per scope (a
 * language and version of the site: a reader searches the pages of the one they read). Each scope's index is
 * written in shards, `.js` files that hand their part to a global callback, so a script tag loads them and
 * search works from `file://`, where a page may not fetch JSON:
 *
 * - `meta.js`: the options, the pages (title, file, number of sections), each section's field lengths, and
 *   the first term key of each term shard;
 * - `t<n>.js`: the terms whose key (their first two characters, termKey) falls in the shard, with postings;
 * - `s<n>.js`: the heading and heading id of SECTIONS_PER_CHUNK sections, read for the results shown.
 *
 * A query loads the meta, the shards of its terms and the sections of its first results: on the 1,000-page
 * generated site the whole index was 4.9 MB, loaded on the first keystroke. The browser loads MiniSearch's own
 * browser build (copied from the package, never from a CDN) the same way.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Root } from 'hast'
import { arrayParts, CompactIndex, termKey } from './compact-index.js'
import { pageSections, type PageSection } from './sections.js'
import { writeParts } from '../../util/write-parts.js'
import { makeFolders } from '../../util/make-folders.js'

export const SEARCH_FOLDER = '_docslint/search'
export const MINISEARCH_FILE = '_docslint/minisearch.js'
/** The global function each shard calls with its name (`0/t3`) and its data; the search script defines it. */
export const SEARCH_CALLBACK = 'docslintSearchPart'
/** A term shard is closed once its terms take this many bytes, roughly (a key's terms are never split). */
export const TERM_SHARD_BYTES = 48 * 1024
/** The sections whose headings and ids one `s<n>.js` file holds. */
export const SECTIONS_PER_CHUNK = 500

/** A section as indexed: the page's title and the heading are searched with the text; a result shows the page's title and the heading. */
interface SectionDocument {
  id: number
  title: string
  heading?: string
  text: string
  /** The heading's id, for the result's `#fragment`. */
  slug?: string
}

/**
 * Words too common to tell sections apart: each would list nearly every section of a site (on trigger.dev
 * "the" alone took 23 KB). Dropped from the index and from queries alike.
 */
const STOP_WORDS = (
  'a an and are as at be been but by can do does for from had has have he her his how i if in into is it its me my of on or our ' +
  'she so than that the their them then there these they this those to us was we were what when where which who why will with would you your'
).split(' ')

/**
 * The options the index is built with; the browser adds the same `processTerm` (MiniSearch loads an index only
 * with the options it was built with). The stored fields are kept in the `s<n>.js` files, not in MiniSearch.
 */
export const INDEX_OPTIONS = {
  fields: ['title', 'heading', 'text'],
  storeFields: ['heading', 'slug']
}

/**
 * MiniSearch's `processTerm`, in Node and in the browser (search.js carries this function's source, so it
 * must use nothing but its arguments): lower case; stop words and terms made of punctuation or symbols alone
 * (`=`, box-drawing lines) dropped.
 */
export function searchTerm(term: string, stopWords: Record<string, boolean>): string | null {
  const lower = term.toLowerCase()
  return stopWords[lower] === true || /^[\p{P}\p{S}]+$/u.test(lower) ? null : lower
}

/** What `meta.js` of a scope holds. */
export interface SearchMeta {
  options: typeof INDEX_OPTIONS
  stopWords: string[]
  /** Every scope of the site, as `[folder, label]`: a search that finds nothing here looks in the others. */
  scopes: [string, string][]
  /** Each page: title, output file, and how many sections it has (its sections' ids follow each other). */
  pages: [string, string, number][]
  documentCount: number
  /** Each section's number of distinct tokens in each field, `fields.length` numbers a section, -1 for a field it lacks. */
  fieldLength: number[]
  averageFieldLength: number[]
  /** The first term key of each term shard, ascending: a key is in the last shard whose first key is not above it. */
  shards: string[]
  /** The sections whose stored fields one `s<n>.js` holds. */
  chunk: number
}

/**
 * MiniSearch's serialised index (what `MiniSearch.loadJS` reads) from a scope's meta and the term entries
 * loaded so far, each `[term, fieldId, [idGap, count, ...], ...]`. A section's id is its short id. Runs in
 * the browser too: search.js carries this function's source, so it uses nothing but its arguments.
 */
export function miniSearchJson(meta: SearchMeta, entries: unknown[][]): Record<string, unknown> {
  const width = meta.options.fields.length
  const documentIds: Record<number, number> = {}
  const fieldLength: Record<number, (number | null)[]> = {}
  for (let id = 0; id < meta.documentCount; id++) {
    documentIds[id] = id
    const lengths: (number | null)[] = meta.fieldLength.slice(id * width, (id + 1) * width)
    while (lengths.length > 0 && lengths[lengths.length - 1] === -1) lengths.pop()
    if (lengths.length > 0) fieldLength[id] = lengths.map((length) => (length === -1 ? null : length))
  }
  const fieldIds: Record<string, number> = {}
  meta.options.fields.forEach((field, id) => {
    fieldIds[field] = id
  })
  const index = entries.map((entry) => {
    const fields: Record<string, Record<string, number>> = {}
    for (let at = 1; at < entry.length; at += 2) {
      const postings: Record<string, number> = {}
      const flat = entry[at + 1] as number[]
      let id = 0
      for (let i = 0; i < flat.length; i += 2) {
        id += flat[i]
        postings[id] = flat[i + 1]
      }
      fields[entry[at] as number] = postings
    }
    return [entry[0], fields]
  })
  const count = meta.documentCount
  return { documentCount: count, nextId: count, documentIds, fieldIds, fieldLength, averageFieldLength: meta.averageFieldLength, storedFields: {}, dirtCount: 0, index, serializationVersion: 2 }
}

/**
 * The term shard a key is in, by the first keys of the shards (ascending). Runs in the browser too: search.js
 * carries this function's source, so it uses nothing but its arguments.
 */
export function shardOfKey(key: string, firstKeys: string[]): number {
  let low = 0
  let high = firstKeys.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (firstKeys[middle] <= key) low = middle
    else high = middle - 1
  }
  return low
}

/** A build's search index, made as its pages are rendered: here (ScopedSearch) or in a thread of its own (src/workers/search-thread.ts). */
export interface PreviewSearch {
  /** Adds a page to the index of its scope; `file` is its output file (`guides/intro.html`), `content` its rendered main content. */
  addPage(file: string, title: string, description: string | undefined, content: Root, scope: number): void
  /** Writes every scope's files under `folder`, scope n in `folder/n`; `labels`: each scope's name. */
  write(folder: string, labels: string[]): Promise<WrittenSearch>
  close(): Promise<void>
}

/** The files written (relative to the search folder, `/` between folders) and their bytes. */
export interface WrittenSearch {
  files: string[]
  bytes: number
}

/** One file of a scope's index: its name in the scope's folder (without `.js`), and its text in pieces. */
export interface SearchFile {
  name: string
  parts: Iterable<string>
}

/** The index of one scope. */
export class SearchIndex {
  private readonly stopWords: Record<string, boolean> = Object.fromEntries(STOP_WORDS.map((word) => [word, true]))
  private readonly search = new CompactIndex({ ...INDEX_OPTIONS, processTerm: (term) => searchTerm(term, this.stopWords) })
  private readonly pages: [string, string, number][] = []
  private nextId = 0

  /** Adds a page's sections (its description searched with the first); `file` is the page's output file (`guides/intro.html`). */
  addPage(file: string, title: string, description: string | undefined, content: Root): void {
    this.addSections(file, title, description, pageSections(content))
  }

  /** Adds a page as addPage does, given its sections (src/preview/search/sections.ts), which this takes over and may change. */
  addSections(file: string, title: string, description: string | undefined, sections: PageSection[]): void {
    if (description) {
      if (sections[0]?.heading === undefined && sections.length > 0) sections[0].text = `${description} ${sections[0].text}`
      else sections.unshift({ text: description })
    }
    // A page with no text at all is still found by its title.
    const documents = (sections.length > 0 ? sections : [{ text: '' }]).map((section): SectionDocument => ({ id: this.nextId++, title, heading: section.heading, text: section.text, slug: section.slug }))
    this.pages.push([title, file, documents.length])
    for (const document of documents) this.search.add(document)
  }

  /** The scope's files: its meta, its term shards, its sections' stored fields. `scopes`: every scope's `[folder, label]`. */
  *files(scopes: [string, string][]): Generator<SearchFile> {
    const shards = this.termShards()
    const meta: SearchMeta = {
      options: INDEX_OPTIONS,
      stopWords: STOP_WORDS,
      scopes,
      pages: this.pages,
      documentCount: this.search.documentCount,
      fieldLength: this.search.fieldLengthsFlat,
      averageFieldLength: this.search.averageFieldLength,
      shards: shards.map((keys) => keys[0]),
      chunk: SECTIONS_PER_CHUNK
    }
    yield { name: 'meta', parts: [JSON.stringify(meta)] }
    for (const [at, keys] of shards.entries()) yield { name: `t${at}`, parts: arrayOf(this.search.termEntries(keys)) }
    for (let from = 0, at = 0; from < this.search.documentCount; from += SECTIONS_PER_CHUNK, at++) {
      yield { name: `s${at}`, parts: arrayParts(this.search.storedFieldsOf(from, from + SECTIONS_PER_CHUNK)) }
    }
  }

  /** The term keys, ascending, cut into shards of about TERM_SHARD_BYTES (a key whose terms take more is a shard alone). */
  private termShards(): string[][] {
    const sizes = this.search.keySizes()
    const shards: string[][] = [[]]
    let size = 0
    for (const key of [...sizes.keys()].sort()) {
      if (size >= TERM_SHARD_BYTES) {
        shards.push([])
        size = 0
      }
      shards[shards.length - 1].push(key)
      size += sizes.get(key)!
    }
    return shards[0].length > 0 ? shards : [['']]
  }
}

/** JSON text of an array, given its items' JSON texts. */
function* arrayOf(items: Iterable<string>): Generator<string> {
  yield '['
  let first = true
  for (const item of items) {
    yield first ? item : `,${item}`
    first = false
  }
  yield ']'
}

/** The search indexes of a build, one per scope, written here (or in the search thread). */
export class ScopedSearch implements PreviewSearch {
  private readonly scopes = new Map<number, SearchIndex>()

  addPage(file: string, title: string, description: string | undefined, content: Root, scope: number): void {
    this.addSections(file, title, description, pageSections(content), scope)
  }

  addSections(file: string, title: string, description: string | undefined, sections: PageSection[], scope: number): void {
    let index = this.scopes.get(scope)
    if (!index) this.scopes.set(scope, (index = new SearchIndex()))
    index.addSections(file, title, description, sections)
  }

  async write(folder: string, labels: string[]): Promise<WrittenSearch> {
    const scopes = labels.map((label, at): [string, string] => [String(at), label]).filter(([at]) => this.scopes.has(Number(at)))
    const written: WrittenSearch = { files: [], bytes: 0 }
    for (const [scope, index] of [...this.scopes].sort((a, b) => a[0] - b[0])) {
      makeFolders(path.join(folder, String(scope)))
      for (const file of index.files(scopes)) {
        const name = `${scope}/${file.name}`
        written.files.push(`${name}.js`)
        written.bytes += writeParts(path.join(folder, `${name}.js`), [`${SEARCH_CALLBACK}(${JSON.stringify(name)},`, ...file.parts, ');\n'])
      }
    }
    return written
  }

  async close(): Promise<void> {}
}

/** MiniSearch's browser build (a UMD file that defines `window.MiniSearch`), as the package ships it. */
export function miniSearchBrowserBuild(): string {
  // The package's exports do not name the browser build: it is found beside the CommonJS entry.
  const entry = createRequire(import.meta.url).resolve('minisearch')
  return readFileSync(path.join(path.dirname(entry), '..', 'umd', 'index.js'), 'utf8')
}
