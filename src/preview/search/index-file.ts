/**
 * The preview's full-text search, built while the pages are written: one MiniSearch document per section of
 * a page (the text before its first heading, then each h2-h4 with what follows), serialised into a `.js` file
 * that sets a global. A script tag loads it, so search works from `file://`, where a page may not fetch JSON.
 * The browser loads MiniSearch's own browser build (copied from the package, never from a CDN) and the index
 * only when the reader first opens the search box. Stored per section: its page's number, its heading and the
 * heading's id; each page's title and file are written once.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Root } from 'hast'
import { arrayParts, CompactIndex } from './compact-index.js'
import { pageSections, type PageSection } from './sections.js'
import { writeParts } from '../../util/write-parts.js'

export const SEARCH_INDEX_FILE = '_docslint/search-index.js'
export const MINISEARCH_FILE = '_docslint/minisearch.js'
/** The global the index file sets, which the search script reads. */
export const SEARCH_GLOBAL = 'docslintSearchIndex'

/** A section as indexed: the page's title and the heading are searched with the text; a result shows the page's title and the heading. */
interface SectionDocument {
  id: number
  title: string
  heading?: string
  text: string
  /** The page's place in the file's page list (its title and output file are written once per page, not per section). */
  page: number
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

/** The options the index is built with; the browser adds the same `processTerm` (MiniSearch loads an index only with the options it was built with). */
export const INDEX_OPTIONS = {
  fields: ['title', 'heading', 'text'],
  storeFields: ['page', 'heading', 'slug']
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

/**
 * MiniSearch's serialised index from the compact one that the index file holds: each term's postings written
 * `[fieldId, [docDelta, frequency, ...], ...]` (ids as gaps from the previous one) instead of
 * `{"fieldId": {"docId": frequency}}`, and the stored fields of each section as `[id, page, heading, slug]`
 * (on trigger.dev this halves the file; src/preview/search/compact-index.ts writes it). Runs in the browser
 * too: search.js carries this function's source, so it uses nothing but its argument.
 */
export function expandIndex(compact: Record<string, unknown>): Record<string, unknown> {
  const index = (compact.index as unknown[][]).map((entry) => {
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
  const storedFields: Record<string, Record<string, unknown>> = {}
  for (const [shortId, page, heading, slug] of compact.storedFields as [number, number, string, string][]) storedFields[shortId] = { page, heading: heading || undefined, slug: slug || undefined }
  return Object.assign({}, compact, { index, storedFields })
}

/** A build's search index, made as its pages are rendered: here (SearchIndex) or in a thread of its own (src/workers/search-thread.ts). */
export interface PreviewSearch {
  /** Adds a page; `file` is its output file (`guides/intro.html`), `content` its rendered main content. */
  addPage(file: string, title: string, description: string | undefined, content: Root): void
  /** Writes the index file at `target`; resolves to its size in bytes. */
  write(target: string): Promise<number>
  close(): Promise<void>
}

export class SearchIndex implements PreviewSearch {
  private readonly stopWords: Record<string, boolean> = Object.fromEntries(STOP_WORDS.map((word) => [word, true]))
  private readonly search = new CompactIndex({ ...INDEX_OPTIONS, processTerm: (term) => searchTerm(term, this.stopWords) })
  private readonly pages: [string, string][] = []
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
    const page = this.pages.push([title, file]) - 1
    const documents = sections.map((section): SectionDocument => ({ id: this.nextId++, title, heading: section.heading, text: section.text, page, slug: section.slug }))
    // A page with no text at all is still found by its title.
    for (const document of documents.length > 0 ? documents : [{ id: this.nextId++, title, text: '', page }]) this.search.add(document)
  }

  async write(target: string): Promise<number> {
    return writeParts(target, this.scriptParts())
  }

  async close(): Promise<void> {}

  /** The index file's text: `window.docslintSearchIndex = {options, stopWords, pages, index}`, the JSON as `JSON.stringify` writes it. */
  script(): string {
    return [...this.scriptParts()].join('')
  }

  /**
   * The index file's text in pieces, a term of the index at a time, to be written as they come: the whole text
   * (6 MB for 1,000 generated pages) and `JSON.stringify`'s work on it are never in memory at once.
   */
  *scriptParts(): Generator<string> {
    yield `window.${SEARCH_GLOBAL}={"options":${JSON.stringify(INDEX_OPTIONS)},"stopWords":${JSON.stringify(STOP_WORDS)},"pages":`
    yield* arrayParts(this.pages)
    yield ',"index":'
    yield* this.search.jsonParts()
    yield '};\n'
  }
}

/** MiniSearch's browser build (a UMD file that defines `window.MiniSearch`), as the package ships it. */
export function miniSearchBrowserBuild(): string {
  // The package's exports do not name the browser build: it is found beside the CommonJS entry.
  const entry = createRequire(import.meta.url).resolve('minisearch')
  return readFileSync(path.join(path.dirname(entry), '..', 'umd', 'index.js'), 'utf8')
}
