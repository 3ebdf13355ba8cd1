import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fromHtml } from 'hast-util-from-html'
import type { Element, Root, RootContent } from 'hast'
import type { VFile } from 'vfile'
import { hasScheme } from '../../src/site/url.js'
import type { Site } from '../../src/site/model.js'
import { outputFile } from '../../src/preview/paths.js'
import { NAVIGATION_FILE } from '../../src/preview/shared-nav.js'
import { isSnippetPath } from '../../src/page/kind.js'

/** An href or src of the preview's output that names no file of the output. */
export interface BrokenReference {
  /** The output file it is written in (relative to the output root). */
  file: string
  /** As written there. */
  href: string
}

/** The attributes of HTML elements that lead a reader or the browser to another file. */
const REFERENCES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  iframe: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  embed: ['src'],
  object: ['data'],
  option: ['dataHref'],
  // An icon drawn from a sprite (src/preview/svg-symbols.ts) names its symbol's file.
  use: ['href', 'xLinkHref'],
  image: ['href', 'xLinkHref']
}

/** Attributes that list several files (`srcset`: each a URL and a width or density). */
const LISTS: Record<string, string[]> = { img: ['srcSet'], source: ['srcSet'] }

/** The files a stylesheet, or a `style` attribute, names with `url(...)`. */
function cssReferences(css: string): string[] {
  return Array.from(css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g), (match) => match[2])
}

/**
 * Every internal href and src of a built preview (its HTML files: links, images and their `srcset`, scripts,
 * icons' `<use>`, `url()` in styles; its stylesheets' `url()`; and the sidebar sections of its shared
 * navigation file, whose hrefs are written from the output root) that names no file of the output. External
 * URLs, in-page fragments and links to the output root's folders (`./`) are not followed.
 */
export function brokenReferences(out: string): BrokenReference[] {
  const broken: BrokenReference[] = []
  const check = (file: string, href: string) => {
    if (!resolves(out, file, href)) broken.push({ file, href })
  }
  const files = filesUnder(out)
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    for (const href of referencesOf(fromHtml(readFileSync(path.join(out, file), 'utf8')))) check(file, href)
  }
  for (const file of files.filter((name) => name.endsWith('.css'))) for (const href of cssReferences(readFileSync(path.join(out, file), 'utf8'))) check(file, href)
  for (const section of navigationSections(out)) for (const href of referencesOf(fromHtml(section, { fragment: true }))) check('index.html', href)
  return broken
}

function filesUnder(folder: string, prefix = ''): string[] {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? filesUnder(folder, relative) : [relative]
  })
}

function referencesOf(tree: Root | Element): string[] {
  const found: string[] = []
  const walk = (node: Root | RootContent) => {
    if (node.type === 'element') {
      for (const name of REFERENCES[node.tagName] ?? []) {
        const value = node.properties[name]
        if (typeof value === 'string') found.push(value)
      }
      for (const name of LISTS[node.tagName] ?? []) {
        const value = node.properties[name]
        if (value !== undefined) found.push(...String(value).split(',').map((candidate) => candidate.trim().split(/\s+/)[0]))
      }
      if (typeof node.properties.style === 'string') found.push(...cssReferences(node.properties.style))
      if (node.tagName === 'style') found.push(...node.children.flatMap((child) => (child.type === 'text' ? cssReferences(child.value) : [])))
      if (node.tagName === 'template') walk(node.content as Root)
    }
    if ('children' in node) for (const child of node.children) walk(child)
  }
  walk(tree)
  return found
}

/** The sidebar sections of `_docslint/navigation.js` (`window.docslintNav=[html, ...];`), as HTML. */
function navigationSections(out: string): string[] {
  const file = path.join(out, NAVIGATION_FILE)
  if (!existsSync(file)) return []
  const line = readFileSync(file, 'utf8').split('\n').find((text) => text.startsWith('window.docslintNav='))
  return line ? (JSON.parse(line.slice('window.docslintNav='.length).replace(/;$/, '')) as string[]) : []
}

/** Whether an href written in `file` is external or in-page, or names a file of the output. */
function resolves(out: string, file: string, href: string): boolean {
  const written = href.trim()
  if (written === '' || written.startsWith('#') || written.startsWith('//') || hasScheme(written)) return true
  const target = written.split('#')[0].split('?')[0]
  let decoded: string
  try {
    decoded = decodeURIComponent(target)
  } catch {
    return false
  }
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), decoded))
  if (resolved.startsWith('../')) return false
  const full = path.join(out, resolved)
  return existsSync(full) && (statSync(full).isFile() || existsSync(path.join(full, 'index.html')))
}

/** The rules whose messages say that a link or file reference written in the source leads nowhere. */
const LINK_RULES = new Set(['link-broken', 'asset-missing', 'link-extension', 'nav-missing-page', 'redirect-broken', 'import-missing'])

/**
 * The broken references that the check already reports in the source: a link rule's message on the page the
 * output file was built from, on docs.json (navbar, footer, tabs: on every page) or on a snippet (in every page
 * that imports it) that names the href as written (`` `../missing` ``). What is left is broken by the preview.
 */
export function brokenByThePreview(broken: BrokenReference[], site: Site, files: VFile[]): { preview: BrokenReference[]; source: BrokenReference[] } {
  const sourceOf = new Map(site.pages.filter((page) => !isSnippetPath(page.path)).map((page) => [outputFile(page.url), path.resolve(site.root, page.path)]))
  const namedBy = new Map<string, string[]>()
  for (const file of files) {
    const reasons = file.messages.filter((message) => LINK_RULES.has(message.ruleId ?? '')).map((message) => message.reason)
    if (reasons.length > 0) namedBy.set(path.resolve(file.path), reasons)
  }
  const pageSources = new Set(sourceOf.values())
  const everywhere = [...namedBy].filter(([file]) => !pageSources.has(file)).flatMap(([, reasons]) => reasons)
  const reported = ({ file, href }: BrokenReference) => {
    const reasons = [...(namedBy.get(sourceOf.get(file) ?? '') ?? []), ...everywhere]
    return reasons.some((reason) => reason.includes(`\`${href.trim()}\``))
  }
  return { preview: broken.filter((reference) => !reported(reference)), source: broken.filter(reported) }
}
