/**
 * Renaming a heading (`docslint rename guides/setup.mdx#install "Install the CLI"`, or the editor's rename on
 * a heading): its text is replaced, and every `#fragment` link to an id the page's headings no longer have is
 * written with the id they have now. The ids are worked out again for the whole page, as the generator gives
 * them: a repeated heading's `-2` may move to another heading when one is renamed.
 */
import path from 'node:path'
import type { Heading } from 'mdast'
import type { Node, Position } from 'unist'
import { VFile } from 'vfile'
import { collectFacts } from '../page/facts.js'
import { isJsxElement, jsxName } from '../page/jsx.js'
import { parsePage } from '../page/parse.js'
import { visit } from '../page/visit.js'
import { writtenLinks } from '../site/inbound-links.js'
import type { Site, SitePage } from '../site/model.js'
import { snippetsOf } from '../site/snippets.js'
import { resolveLink } from '../site/url.js'
import { configLinks, replaceJsonString } from './config-links.js'
import { hrefLike, isRootRelative, urlRange } from './hrefs.js'
import { Edits, RefactorRefused, type ChangeSet, type ReadText } from './change-set.js'

/** `page`: its path from the site root (`guides/setup.mdx`); `anchor`: the heading's id as links write it. */
export function renameHeading(site: Site, pagePath: string, anchor: string, newText: string, read: ReadText): ChangeSet {
  const page = site.pages.find((candidate) => candidate.path === pagePath)
  if (!page) throw new RefactorRefused(`${pagePath} is not a page of the site at ${site.root}`)
  if (newText.trim() === '' || /[\r\n]/.test(newText)) throw new RefactorRefused('the new heading text must be one line, not empty')
  const edits = new Edits(read)
  const absolute = path.resolve(page.file.cwd, page.file.path)
  const before = headingsOf(edits.textOf(absolute), absolute)
  const index = before.findIndex((heading) => heading.slug === anchor)
  if (index === -1) throw new RefactorRefused(`${pagePath} has no heading with the id \`${anchor}\` (its ids: ${before.map((heading) => heading.slug).filter(Boolean).join(', ') || 'none'})`)
  const span = before[index].textSpan
  if (!span) throw new RefactorRefused(`the heading \`${anchor}\` of ${pagePath} has no text of its own to rename`)
  edits.replaceAt(absolute, span, newText)
  const after = headingsOf(edits.changeSet().changes[0].after, absolute)
  const renamed = new Map(before.flatMap((heading, at) => (heading.slug && after[at] && after[at].slug !== heading.slug ? [[heading.slug, after[at].slug]] : [])))
  rewriteAnchorLinks(site, page, renamed, edits)
  return edits.changeSet()
}

/** Links to the ids the rename changes, in pages and in docs.json: on the page itself, or for a snippet, on every page that imports it. */
function rewriteAnchorLinks(site: Site, page: SitePage, renamed: Map<string, string>, edits: Edits): void {
  const snippets = snippetsOf(site)
  const pageUrls = new Set((snippets.isSnippet(page) ? snippets.importers(page) : [page]).map((target) => target.url))
  for (const written of writtenLinks(site)) {
    const reads = written.readOn.filter((link) => pageUrls.has(link.url) && link.fragment !== undefined && renamed.has(link.fragment))
    if (reads.length === 0) continue
    const hrefs = new Set(reads.map((link) => hrefLike(written.link.url, link.from.url, link.url, path.posix.extname(page.path), renamed.get(link.fragment!))))
    const [href] = hrefs
    const absolute = path.resolve(written.page.file.cwd, written.page.file.path)
    const range = hrefs.size === 1 && href !== undefined ? urlRange(edits.textOf(absolute), written.link.position, written.link.url) : undefined
    if (range) edits.add(absolute, { range, text: href! })
    else edits.leaveAlone(absolute, written.link.position, `\`${written.link.url}\` is written with an escape or an entity, or leads to the heading on several pages in different ways`)
  }
  for (const { value, place } of configLinks(site)) {
    const led = isRootRelative(value) ? resolveLink(value, '/') : undefined
    if (led?.kind !== 'internal' || !pageUrls.has(led.url) || led.fragment === undefined || !renamed.has(led.fragment)) continue
    const href = hrefLike(value, '/', led.url, path.posix.extname(page.path), renamed.get(led.fragment))
    if (href) replaceJsonString(edits, site, place, href)
  }
}

/** The id of the heading whose text is at `offset` of a page's text, or undefined when no heading's text is there (the editor's rename on a heading). */
export function headingIdAt(text: string, absolute: string, offset: number): string | undefined {
  return headingsOf(text, absolute).find(({ slug, textSpan }) => slug && textSpan && textSpan.start.offset! <= offset && offset <= textSpan.end.offset!)?.slug
}

interface PlacedHeading {
  slug: string
  /** Where the heading's own text is written (without its `#`s, its custom id, or the `<h2>` tags). */
  textSpan?: Position
}

/** The page's headings with their ids (src/page/facts.ts) and where their text is written, in page order. */
function headingsOf(text: string, absolute: string): PlacedHeading[] {
  const file = new VFile({ path: absolute, value: text })
  const parsed = parsePage(text, file)
  if (parsed.failure) throw new RefactorRefused(`${absolute} does not parse as MDX: fix it before renaming its headings`)
  const slugs = collectFacts(parsed.tree, file).headings.map((heading) => heading.slug)
  const spans: (Position | undefined)[] = []
  // The same nodes, in the same order, as the facts take their headings from.
  visit(parsed.tree, (node: Node) => {
    if (!node.position) return
    if (node.type === 'heading' || (isJsxElement(node) && /^h[1-6]$/.test(jsxName(node) ?? ''))) spans.push(childrenSpan(node as Heading))
  })
  return slugs.map((slug, at) => ({ slug, textSpan: spans[at] }))
}

function childrenSpan(node: Heading): Position | undefined {
  const first = node.children[0]?.position
  const last = node.children.at(-1)?.position
  return first && last ? { start: first.start, end: last.end } : undefined
}
