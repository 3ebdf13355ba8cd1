import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { toHtml } from 'hast-util-to-html'
import type { Site, SitePage } from '../site/model.js'
import { renderContent, type Placeholder } from './content.js'
import { unrenderedContent } from './unrendered.js'
import { loadDiagramScript, MERMAID_FILE, mermaidScript } from './mermaid.js'
import { ISLANDS_FILE, islandScript, loadIslandScript } from './library/island-script.js'
import { isSnippetPath } from '../page/kind.js'
import { SnippetTrees } from './snippets.js'
import { previewTreeOf } from './tree.js'
import { PooledHighlighting } from './pooled-highlighting.js'
import { highlightPoolFor } from '../workers/pool.js'
import { preparedAhead } from '../util/prepared-ahead.js'
import { withBoundedHeapGrowth } from '../util/heap-growth.js'
import { makeAccessible } from './accessible.js'
import { shareRepeatedIcons } from './svg-symbols.js'
import { COMPONENTS_STYLE_FILE, pageShell, SCRIPT_FILE, STYLE_FILE } from './layout.js'
import { COMPONENTS_STYLE } from './library/style.js'
import { currentLook, legacyLook, type SiteLook } from './look.js'
import { currentNavigation } from './divisions.js'
import { legacyNavigation } from './navigation.js'
import { pageTitle, type SiteNavigation } from './nav-parts.js'
import { NAVIGATION_FILE, SharedNavigation, type SharedVersion } from './shared-nav.js'
import { MANIFEST_FILE, prepareOutput, PreviewFailure, writeManifest } from './output.js'
import { outputFile, relativeHref } from './paths.js'
import { isInside } from '../site/root.js'
import { makeFolders } from '../util/make-folders.js'
import { SCRIPT } from './script.js'
import { SiteLinks } from './site-links.js'
import { STYLE } from './style.js'
import { endpointPagesOf } from './endpoint/pages.js'
import { renderEndpointPage } from './endpoint/render.js'
import { PLAYGROUND_FILE } from './playground/markup.js'
import { PLAYGROUND_SCRIPT } from './playground/script.js'
import { SEARCH_SCRIPT_FILE } from './search/box.js'
import { SEARCH_SCRIPT } from './search/client.js'
import { MINISEARCH_FILE, miniSearchBrowserBuild, SEARCH_FOLDER, type PreviewSearch, type WrittenSearch } from './search/index-file.js'
import { SearchScopes } from './search/scopes.js'
import { IconFiles, siteIconLibrary } from './icons.js'
import { previewSearchFor } from '../workers/search-thread.js'

export interface PreviewResult {
  pages: number
  /** The components shown as placeholders, by kind and name, with the pages (URLs) they are on. */
  placeholders: PlaceholderUse[]
  /** Every file written, relative to the output folder, sorted. */
  files: string[]
  bytes: number
}

/** A component the preview shows as a labelled placeholder box, and on how many pages. */
export interface PlaceholderUse extends Placeholder {
  pages: number
}

export interface PreviewOptions {
  /** Threads for the build, as `--concurrency` gives them (src/workers/pool.ts): code is highlighted in the others. */
  concurrency?: number
}

/**
 * Writes the static preview of a checked site into `outDir`, from its Site model and the compact page trees
 * the check kept (`file.data.previewTree`, serialised): one `.html` file per page, the files its pages and docs.json
 * use, and `_docslint/` (stylesheet and script). The same model gives byte-identical files, whatever the
 * threads. Rendering makes much short-lived garbage: the heap is kept to twice what is live meanwhile
 * (src/util/heap-growth.ts).
 */
export function writePreview(site: Site, outDir: string, options: PreviewOptions = {}): Promise<PreviewResult> {
  return withBoundedHeapGrowth(() => writePreviewOnce(site, outDir, options))
}

async function writePreviewOnce(site: Site, outDir: string, options: PreviewOptions): Promise<PreviewResult> {
  const preview = previewOf(site)
  if (!preview) throw new PreviewFailure('docs.json could not be read, so there is no site to build')
  const output = new OutputFiles(prepareOutput(site.root, outDir))
  const pool = await highlightPoolFor(site.pages.length, options.concurrency)
  const search = previewSearchFor(site.pages.length, options.concurrency)
  try {
    const placeholders = new PlaceholderPages()
    const pages = await writePages(site, preview.look, preview.navigation, output, { highlighting: pool && new PooledHighlighting(pool), search, placeholders })
    // A page's HTML file wins over a site file of the same name (`guide.html` beside `guide.mdx`).
    for (const file of [...output.assets].filter((asset) => !output.has(asset) && asset !== MANIFEST_FILE).sort()) output.copy(file, path.join(site.root, file))
    return { pages, placeholders: placeholders.uses(), files: [...output.written].sort(), bytes: output.bytes }
  } finally {
    // Even a build that fails halfway leaves its manifest, so the next build can clear what it wrote.
    writeManifest(output.out, [...output.written], [...output.copied])
    await Promise.all([pool?.close(), search.close()])
  }
}

/** The look and the navigation of a site, read from docs.json in whichever format it is written; undefined when it could not be read. */
function previewOf(site: Site): { look: SiteLook; navigation: SiteNavigation } | undefined {
  if (site.config) return { look: legacyLook(site.config), navigation: legacyNavigation(site, site.config) }
  const value = site.configFile.data.siteConfig?.value
  if (site.settings?.format !== 'current' || !value) return undefined
  return { look: currentLook(value), navigation: currentNavigation(site, value) }
}

/**
 * How many pages ahead of the one being rendered have their trees decoded and their code sent to be
 * highlighted, per highlighting thread: enough to keep each busy while the main thread renders (it waits only
 * for the first page, while the threads load the highlighter).
 */
const PAGES_AHEAD_PER_THREAD = 16

/** What renders beside the main thread (src/workers/): the code's highlighting (in a build on several threads) and the search index. */
interface RenderHelpers {
  highlighting: PooledHighlighting | undefined
  search: PreviewSearch
  placeholders: PlaceholderPages
}

/** The pages each placeholder component is on, for the build's one line per kind. */
class PlaceholderPages {
  private readonly pages = new Map<string, { placeholder: Placeholder; urls: Set<string> }>()

  add(url: string, placeholders: Placeholder[]): void {
    for (const placeholder of placeholders) {
      const key = `${placeholder.kind} ${placeholder.name}`
      const entry = this.pages.get(key) ?? { placeholder, urls: new Set<string>() }
      entry.urls.add(url)
      this.pages.set(key, entry)
    }
  }

  uses(): PlaceholderUse[] {
    return [...this.pages.values()].map(({ placeholder, urls }) => ({ ...placeholder, pages: urls.size })).sort((a, b) => b.pages - a.pages || a.name.localeCompare(b.name))
  }
}

/**
 * Renders and writes each page, one at a time: its tree is decoded, rendered, written and let go (a build of n
 * pages holds n serialised trees, and the objects of the page being rendered and of the few whose code is being
 * highlighted meanwhile). Then the home redirect, style, script and search index; returns the page count.
 */
async function writePages(site: Site, look: SiteLook, navigation: SiteNavigation, output: OutputFiles, { highlighting, search, placeholders }: RenderHelpers): Promise<number> {
  // A snippet is a piece of the pages that import it, rendered in them, not a page of its own.
  // A page the check could not parse is written too, saying why (src/preview/unrendered.ts): links to it still lead somewhere.
  const pages = site.pages.filter((page) => site.pageByUrl.get(page.url) === page && !isSnippetPath(page.path))
  const made = endpointPagesOf(site).made.map((endpoint) => endpoint.page)
  const unparsed = new Set(pages.filter((page) => !page.file.data.previewTree))
  const snippets = new SnippetTrees(site)
  const sharedNav = new SharedNavigation(new SiteLinks(site, 'index.html', '/', output.assets), sharedVersions(navigation))
  const scopes = new SearchScopes(site)
  const iconLibrary = siteIconLibrary(site)
  const iconFiles = new IconFiles()
  let playground = false
  let diagrams = false
  let islands = false
  const ahead = highlighting ? PAGES_AHEAD_PER_THREAD * highlighting.threads : 1
  const treeOf = (page: SitePage) => {
    const own = previewTreeOf(page.file)
    return own && snippets.expand(page, own)
  }
  // Pages of the site, then the pages made for the endpoints the navigation names.
  const rendered = preparedAhead([...pages, ...made], ahead, (page) => {
    const tree = treeOf(page)
    return { value: { page, tree }, ready: highlighting?.prepare(tree) ?? Promise.resolve() }
  })
  for await (const { page, tree } of rendered) {
    const links = SiteLinks.forPage(site, page, output.assets)
    const contentLinks = { href: (url: string) => links.href(url), iconLibrary, iconHref: (name: string, type?: string) => iconFiles.hrefOf(name, { type, library: iconLibrary }, links) }
    const shown = renderEndpointPage(site, page, links, tree ? renderContent(tree, contentLinks) : unparsed.has(page) ? unrenderedContent(page) : undefined, tree)
    playground ||= shown.playground
    diagrams = loadDiagramScript(shown.content.main, links) || diagrams
    islands = loadIslandScript(shown.content.main, shown.content.aside, links) || islands
    placeholders.add(page.url, shown.content.placeholders)
    makeAccessible([shown.content.main, shown.content.aside])
    const view = navigation.view(page, links)
    const scope = scopes.of(page)
    const html = pageShell({ site, look, page: shown.page, links, content: shown.content, navigation: view, groups: sharedNav.place(view.sidebar, page, links), searchScope: scope })
    shareRepeatedIcons(html)
    output.write(outputFile(page.url), toHtml(html) + '\n')
    for (const each of scopes.indexedIn(page)) search.addPage(outputFile(page.url), pageTitle(shown.page), page.facts.description, shown.content.main, each)
  }
  // The index is written by its own thread, if it has one, while this one writes the other files.
  const searchIndex = output.writeFolderWith(SEARCH_FOLDER, (folder) => search.write(folder, scopes.labels))
  // Awaited below; should a write in between throw, its failure is the one reported.
  searchIndex.catch(() => undefined)
  if (playground) output.write(PLAYGROUND_FILE, PLAYGROUND_SCRIPT)
  if (diagrams) output.write(MERMAID_FILE, mermaidScript())
  if (islands) output.write(ISLANDS_FILE, islandScript())
  const home = navigation.home ?? pages[0]
  if (!output.has('index.html') && home) output.write('index.html', homeRedirect(relativeHref('index.html', outputFile(home.url))))
  output.write(STYLE_FILE, STYLE)
  output.write(COMPONENTS_STYLE_FILE, COMPONENTS_STYLE)
  output.write(SCRIPT_FILE, SCRIPT)
  output.write(NAVIGATION_FILE, sharedNav.script())
  output.write(SEARCH_SCRIPT_FILE, SEARCH_SCRIPT)
  output.write(MINISEARCH_FILE, miniSearchBrowserBuild())
  for (const [file, source] of iconFiles.files()) output.write(file, readFileSync(source, 'utf8'))
  await searchIndex
  return pages.length + made.length
}

/** The versions of the select, each leading to its first page: their hrefs from the output root, for the shared file. */
function sharedVersions(navigation: SiteNavigation): SharedVersion[] {
  return navigation.versions.map(({ version, first }) => ({ version, href: first ? relativeHref('index.html', outputFile(first.url)) : undefined }))
}

/** The files written into the output folder (relative paths, for the manifest), and the site files the pages use, to copy. */
class OutputFiles {
  readonly written = new Set<string>()
  readonly assets = new Set<string>()
  /** The files copied from the site as they are, which `--serve` sandboxes (src/preview/sandbox.ts). */
  readonly copied = new Set<string>()
  bytes = 0

  constructor(readonly out: string) {}

  has(file: string): boolean {
    return this.written.has(file)
  }

  write(file: string, content: string): void {
    writeFileSync(this.target(file), content)
    this.bytes += Buffer.byteLength(content)
  }

  /** Writes files into a folder of the output with `write`, which is given the folder and resolves to the files it wrote (relative to it). */
  async writeFolderWith(folder: string, write: (target: string) => Promise<WrittenSearch>): Promise<void> {
    const target = this.inside(folder)
    makeFolders(target)
    try {
      const written = await write(target)
      for (const file of written.files) this.written.add(`${folder}/${file}`)
      this.bytes += written.bytes
    } catch (error) {
      // What was written before the failure is still noted, so that the next build clears it.
      for (const file of readdirSync(target, { recursive: true, withFileTypes: true })) {
        if (file.isFile()) this.written.add(path.relative(this.out, path.join(file.parentPath, file.name)).split(path.sep).join('/'))
      }
      throw error
    }
  }

  copy(file: string, source: string): void {
    const target = this.target(file)
    this.copied.add(file)
    copyFileSync(source, target)
    this.bytes += statSync(target).size
  }

  /**
   * Where a file of the output goes, proven inside the output folder (outputFile names no other place; this
   * guards every write against a name made elsewhere). Noted as written before it is: a file left
   * half-written is still cleared by the next build.
   */
  private target(file: string): string {
    const target = this.inside(file)
    makeFolders(path.dirname(target))
    this.written.add(file)
    return target
  }

  /** Where a file or folder of the output goes, proven inside the output folder. */
  private inside(file: string): string {
    const target = path.resolve(this.out, file)
    if (target === this.out || !isInside(target, this.out)) throw new PreviewFailure(`the preview's file \`${file}\` would be outside the output folder ${this.out}; it is not written`)
    return target
  }
}

/** A site without a page at `/` still opens at `index.html`: it leads to the first page of the navigation. */
function homeRedirect(href: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${href}"><title>Redirecting</title></head><body><a href="${href}">Continue to the documentation</a></body></html>\n`
}
