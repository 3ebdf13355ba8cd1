/**
 * Completion of what a page refers to, from the Site model: the site's page URLs after `](/` and `href="/`,
 * the headings of a page after `#` (`](#`, `](/other#`), and the site's operations after `openapi: ` in the
 * front matter. Each item replaces what is written from the start of the path, fragment or value to the cursor.
 */
import { isLinkPage, type Site, type SitePage } from '../site/model.js'
import { snippetsOf } from '../site/snippets.js'
import { referenceTo } from '../openapi/endpoint-index.js'
import { valueAt } from '../openapi/pointer.js'
import { isObject } from '../util/is-object.js'
import { linkTarget } from './targets.js'
import type { OpenPage } from './open-page.js'

export interface LinkCompletion {
  label: string
  kind: 'page' | 'heading' | 'operation'
  /** The offsets of the text the item replaces. */
  replace: [number, number]
  detail?: string
}

/** `](`, `](<`, `href="`, `href='`, `href={"`: where a link's target starts. */
const LINK_OPENER = String.raw`(?:\]\(\s*<?|\bhref\s*=\s*\{?\s*["'\x60])`
const PATH_TYPED = new RegExp(`${LINK_OPENER}(/[^\\s()"'\\x60<>#]*)$`)
const FRAGMENT_TYPED = new RegExp(`${LINK_OPENER}([^\\s()"'\\x60<>#]*)#([^\\s()"'\\x60<>#]*)$`)
const OPENAPI_TYPED = /^openapi:[ \t]+(["']?)([^"'\n]*)$/

export function linkCompletionsAt(open: OpenPage, text: string, offset: number): LinkCompletion[] | undefined {
  const line = text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset)
  const fragment = FRAGMENT_TYPED.exec(line)
  if (fragment) return headingItems(open, fragment[1], [offset - fragment[2].length, offset])
  const typedPath = PATH_TYPED.exec(line)
  if (typedPath) return pageItems(open.site, [offset - typedPath[1].length, offset])
  const value = OPENAPI_TYPED.exec(line)
  if (value && inFrontmatter(text, offset)) return operationItems(open.site, [offset - value[2].length, offset])
  return undefined
}

function pageItems(site: Site, replace: [number, number]): LinkCompletion[] {
  const snippets = snippetsOf(site)
  return [...site.pageByUrl.values()]
    .filter((page) => !snippets.isSnippet(page) && !isLinkPage(page))
    .map((page) => ({ label: page.url, kind: 'page' as const, replace, ...detailOf(page) }))
    .sort((a, b) => a.label.localeCompare(b.label))
}

function headingItems(open: OpenPage, written: string, replace: [number, number]): LinkCompletion[] {
  const target = linkTarget(open, written === '' ? '#' : written)
  if (!target) return []
  const facts = target.page === open.page ? open.facts : target.page.facts
  const headings = facts.headings.filter((heading) => heading.slug !== '').map((heading) => ({ label: heading.slug, detail: `${'#'.repeat(heading.depth)} ${heading.text}` }))
  // `<h2 id="x">` is a heading already.
  const anchors = facts.ids.filter((anchor) => !headings.some((heading) => heading.label === anchor.id)).map((anchor) => ({ label: anchor.id, detail: `<${anchor.element}>` }))
  return [...headings, ...anchors].map((item) => ({ ...item, kind: 'heading' as const, replace }))
}

function operationItems(site: Site, replace: [number, number]): LinkCompletion[] {
  const { index } = site.openapi
  return index.endpoints.map((endpoint) => {
    const load = endpoint.spec.load
    const operation = load.state === 'loaded' ? valueAt(load.document.parsed, endpoint.pointer) : undefined
    const summary = isObject(operation) && typeof operation.summary === 'string' ? operation.summary : undefined
    return { label: referenceTo(index, endpoint), kind: 'operation' as const, replace, detail: summary ? `${summary} (${endpoint.spec.name})` : endpoint.spec.name }
  })
}

function detailOf(page: SitePage): { detail?: string } {
  return page.facts.title ? { detail: page.facts.title } : {}
}

/** Whether `offset` is inside the page's front matter: after its opening `---` line and before its closing one. */
function inFrontmatter(text: string, offset: number): boolean {
  if (!/^---\r?\n/.test(text)) return false
  const close = /\r?\n---[ \t]*(\r?\n|$)/g
  close.lastIndex = 3
  const end = close.exec(text)
  return offset > 3 && (!end || offset <= end.index)
}
