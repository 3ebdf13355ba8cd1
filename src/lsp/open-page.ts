/**
 * An open page or docs.json as the navigation requests read it: its facts (links, headings, imports, `openapi:`)
 * from its text as it is now, parsed alone (the last site check may be several keystrokes old, and its
 * places with it), and the Site model of that last check for everything else. A page that does not parse
 * while the writer types keeps the facts of the last check.
 */
import path from 'node:path'
import { VFile } from 'vfile'
import type { TextDocument } from 'vscode-languageserver-textdocument'
import { parsePage } from '../page/parse.js'
import { collectFacts, emptyFacts, type PageFacts } from '../page/facts.js'
import { parseJson } from '../config/json.js'
import { configFormatOf } from '../config/format.js'
import { currentEntries, navigationEntries, type NavigationEntry } from '../site/navigation.js'
import type { Site, SitePage } from '../site/model.js'
import { pageUrl } from '../site/url.js'

/** The open page: where the site serves it, and its facts as it is written now. */
export interface OpenPage {
  site: Site
  /** The page in the Site model; a page written since the last check is made up from its path. */
  page: SitePage
  facts: PageFacts
}

const parsedPages = new WeakMap<TextDocument, { version: number; facts?: PageFacts }>()

export function openPage(site: Site, document: TextDocument, file: string): OpenPage {
  const relative = path.relative(site.root, file).split(path.sep).join('/')
  const known = site.pages.find((page) => page.path === relative)
  const facts = factsNow(document, file, known) ?? known?.facts ?? emptyFacts()
  const page = known ?? { file: new VFile({ path: file }), path: relative, url: pageUrl(relative), facts }
  return { site, page, facts }
}

/**
 * The facts of the document's current text: the last check's when it checked this text (the server keeps each
 * page's text), else parsed once per version; undefined when it does not parse.
 */
function factsNow(document: TextDocument, file: string, known: SitePage | undefined): PageFacts | undefined {
  const kept = parsedPages.get(document)
  if (kept?.version === document.version) return kept.facts
  const text = document.getText()
  const facts = known?.facts.parsed && String(known.file.value) === text ? known.facts : parsedFacts(text, file)
  parsedPages.set(document, { version: document.version, facts })
  return facts
}

function parsedFacts(text: string, file: string): PageFacts | undefined {
  const vfile = new VFile({ path: file, value: text })
  const { tree, failure } = parsePage(text, vfile)
  return failure ? undefined : collectFacts(tree, vfile)
}

const parsedConfigs = new WeakMap<TextDocument, { version: number; entries?: NavigationEntry[] }>()

/** The navigation entries of an open docs.json as it is written now; the last check's when it is not JSON now. */
export function openNavigation(site: Site, document: TextDocument): NavigationEntry[] {
  const kept = parsedConfigs.get(document)
  if (kept?.version === document.version) return kept.entries ?? site.navigation
  const parsed = parseJson(document.getText())
  const value = parsed.value
  let entries: NavigationEntry[] | undefined
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    entries = configFormatOf(value) === 'current' ? currentEntries(value as Record<string, unknown>, parsed) : navigationEntries((value as { navigation?: unknown }).navigation, parsed)
  }
  parsedConfigs.set(document, { version: document.version, entries })
  return entries ?? site.navigation
}
