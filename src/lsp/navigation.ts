/**
 * The language server's navigation: go to definition, document links, find references, hover on a link,
 * the outline and completion of links and `openapi:` references, in pages and in docs.json. Each answer is read
 * from the Site model of the last check and the open document's own facts (src/lsp/open-page.ts); the site is
 * never parsed again for a request.
 */
import path from 'node:path'
import type { DocumentLink, DocumentSymbol, Hover, Location, Position as LspPosition } from 'vscode-languageserver'
import type { TextDocument } from 'vscode-languageserver-textdocument'
import type { Site, SitePage } from '../site/model.js'
import { inboundOf } from '../site/inbound-links.js'
import { describeEndpoint } from '../openapi/endpoint-index.js'
import { rangeOf } from './diagnostics.js'
import { linkTargetOf, locationsOf, uriOf } from './locations.js'
import { openNavigation, openPage } from './open-page.js'
import { navigationReferences, pageReferences, referenceAt, type Reference, type Target } from './targets.js'
import { outlineOf } from './outline.js'
import { linkCompletionsAt, type LinkCompletion } from './link-completion.js'

/** An open document the site knows: a page, or the site's docs.json. */
export interface OpenDocument {
  site: Site
  document: TextDocument
  file: string
  isConfig: boolean
}

export function definitionAt(open: OpenDocument, position: LspPosition): Location[] {
  const reference = referenceAt(referencesOf(open), pointOf(position))
  return reference ? locationsOf(open.site, reference.target) : []
}

export function documentLinksOf(open: OpenDocument): DocumentLink[] {
  return referencesOf(open).flatMap(({ place, target }) => {
    const [location] = locationsOf(open.site, target)
    return location ? [{ range: rangeOf(place), target: linkTargetOf(location), tooltip: tooltipOf(target) }] : []
  })
}

/**
 * Every link and navigation entry that reaches a page: the page a link or entry under the cursor leads to, or
 * else the open page itself.
 */
export function referencesAt(open: OpenDocument, position: LspPosition, includeDeclaration: boolean): Location[] {
  const under = referenceAt(referencesOf(open), pointOf(position))?.target
  const page = under?.kind === 'page' ? under.page : open.isConfig ? undefined : openPage(open.site, open.document, open.file).page
  if (!page || !open.site.pages.includes(page)) return []
  const { links, entries } = inboundOf(open.site, page)
  const configFile = path.resolve(open.site.configFile.cwd, open.site.configFile.path)
  return [
    ...(includeDeclaration ? [{ uri: uriOf(path.join(open.site.root, page.path)), range: rangeOf(undefined) }] : []),
    ...links.map(({ page: from, link }) => ({ uri: uriOf(path.join(open.site.root, from.path)), range: rangeOf(link.position) })),
    ...entries.map((entry) => ({ uri: uriOf(configFile), range: rangeOf(entry.place) }))
  ]
}

/** On a link, an import or an entry: the title and description of the page it leads to, or the operation. */
export function hoverAt(open: OpenDocument, position: LspPosition): Hover | undefined {
  const reference = referenceAt(referencesOf(open), pointOf(position))
  return reference ? { contents: { kind: 'markdown', value: describeTarget(reference.target) }, range: rangeOf(reference.place) } : undefined
}

export function outlineOfPage(open: OpenDocument): DocumentSymbol[] {
  const { facts } = openPage(open.site, open.document, open.file)
  return outlineOf(facts.headings, facts.ids, open.document.positionAt(open.document.getText().length))
}

/** Pages, headings or operations, where the cursor is in a link or an `openapi:` value; undefined elsewhere. */
export function linkCompletions(open: OpenDocument, position: LspPosition): LinkCompletion[] | undefined {
  return linkCompletionsAt(openPage(open.site, open.document, open.file), open.document.getText(), open.document.offsetAt(position))
}

function referencesOf(open: OpenDocument): Reference[] {
  if (open.isConfig) return navigationReferences(open.site, openNavigation(open.site, open.document))
  return pageReferences(openPage(open.site, open.document, open.file))
}

function describeTarget(target: Target): string {
  if (target.kind === 'file') return `Snippet \`${path.basename(target.file)}\``
  if (target.kind === 'endpoints') return target.endpoints.map((endpoint) => `\`${describeEndpoint(endpoint)}\` in \`${endpoint.spec.name}\``).join('\n\n')
  return describePage(target.page, target.section?.name)
}

function describePage(page: SitePage, heading: string | undefined): string {
  const title = page.facts.title ?? page.path
  const lines = [`**${escapeMarkdown(title)}**${heading ? ` › ${escapeMarkdown(heading)}` : ''}`, page.facts.description && escapeMarkdown(page.facts.description), `\`${page.path}\``]
  return lines.filter(Boolean).join('\n\n')
}

function tooltipOf(target: Target): string {
  if (target.kind === 'page') return `Open ${target.page.path}${target.section ? ` at “${target.section.name}”` : ''}`
  if (target.kind === 'file') return `Open ${path.basename(target.file)}`
  return `Open ${describeEndpoint(target.endpoints[0])} in ${target.endpoints[0].spec.name}`
}

/** Page titles are the writer's text: Markdown's own characters in them are shown as written. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, '\\$&')
}

const pointOf = (position: LspPosition) => ({ line: position.line + 1, column: position.character + 1 })
