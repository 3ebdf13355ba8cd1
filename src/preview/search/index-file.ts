/**
 * The preview's full-text search, built while the pages are written: one MiniSearch document per section of
 * a page (the text before its first heading, then each h2-h4 with what follows), serialised into a `.js` file
 * that sets a global. A script tag loads it, so search works from `file://`, where a page may not fetch JSON.
 * The browser loads MiniSearch's own browser build (copied from the package, never from a CDN) and the index
 * only when the reader first opens the search box.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Root } from 'hast'
import MiniSearch, { type Options } from 'minisearch'
import { pageSections } from './sections.js'

export const SEARCH_INDEX_FILE = '_docslint/search-index.js'
export const MINISEARCH_FILE = '_docslint/minisearch.js'
/** The global the index file sets, which the search script reads. */
export const SEARCH_GLOBAL = 'docslintSearchIndex'

/** A section as indexed: the page's title and the heading are searched with the text, and shown in a result. */
interface SectionDocument {
  id: number
  title: string
  heading?: string
  text: string
  /** The page's output file relative to the output root, with the heading's `#id`. */
  href: string
}

/** The same options on both sides: MiniSearch loads an index only with the options it was built with. */
export const INDEX_OPTIONS: Options<SectionDocument> = {
  fields: ['title', 'heading', 'text'],
  storeFields: ['title', 'heading', 'href']
}

export class SearchIndex {
  private readonly search = new MiniSearch<SectionDocument>(INDEX_OPTIONS)
  private nextId = 0

  /** Adds a page's sections (its description searched with the first); `file` is the page's output file (`guides/intro.html`). */
  addPage(file: string, title: string, description: string | undefined, content: Root): void {
    const sections = pageSections(content)
    if (description) {
      if (sections[0]?.heading === undefined && sections.length > 0) sections[0].text = `${description} ${sections[0].text}`
      else sections.unshift({ text: description })
    }
    const documents = sections.map((section): SectionDocument => ({
      id: this.nextId++,
      title,
      heading: section.heading,
      text: section.text,
      href: section.slug ? `${file}#${encodeURIComponent(section.slug)}` : file
    }))
    // A page with no text at all is still found by its title.
    this.search.addAll(documents.length > 0 ? documents : [{ id: this.nextId++, title, text: '', href: file }])
  }

  /** The index file's text: `window.docslintSearchIndex = {options, index}`, the JSON as `JSON.stringify` writes it. */
  script(): string {
    return [...this.scriptParts()].join('')
  }

  /**
   * The index file's text in pieces, a term of the index at a time, to be written as they come: the whole text
   * (6 MB for 1,000 generated pages) and `JSON.stringify`'s work on it are never in memory at once.
   */
  *scriptParts(): Generator<string> {
    yield `window.${SEARCH_GLOBAL}={"options":${JSON.stringify(INDEX_OPTIONS)},"index":{`
    let first = true
    for (const [key, value] of Object.entries(this.search.toJSON())) {
      // JSON.stringify leaves out a key whose value is undefined.
      if (value === undefined) continue
      yield `${first ? '' : ','}${JSON.stringify(key)}:`
      first = false
      if (key === 'index' && Array.isArray(value)) yield* arrayParts(value)
      else yield JSON.stringify(value)
    }
    yield '}};\n'
  }
}

/** An array as JSON.stringify writes it, an item at a time. */
function* arrayParts(items: unknown[]): Generator<string> {
  yield '['
  for (let at = 0; at < items.length; at++) yield `${at === 0 ? '' : ','}${JSON.stringify(items[at]) ?? 'null'}`
  yield ']'
}

/** MiniSearch's browser build (a UMD file that defines `window.MiniSearch`), as the package ships it. */
export function miniSearchBrowserBuild(): string {
  // The package's exports do not name the browser build: it is found beside the CommonJS entry.
  const entry = createRequire(import.meta.url).resolve('minisearch')
  return readFileSync(path.join(path.dirname(entry), '..', 'umd', 'index.js'), 'utf8')
}
