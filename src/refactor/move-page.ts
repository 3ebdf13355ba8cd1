/**
 * Moving a page (`docslint rename guides/old.mdx guides/new.mdx`, or a file renamed in the editor): the
 * navigation entries that list it, every link that leads to it (absolute, relative, reference definitions,
 * components' `href`, in pages and snippets), the imports of a moved snippet, the hrefs and redirect
 * destinations of docs.json, and the page's own relative links, images and imports, which lead elsewhere from
 * its new folder, are rewritten in place; a redirect from
 * its old URL to the new one is added when readers could reach the page. Nothing is written here.
 */
import path from 'node:path'
import { findNodeAtLocation, modify, parseTree, type FormattingOptions } from 'jsonc-parser'
import { offsetOf, type Fix } from '../fix/edit.js'
import type { Segment } from '../config/json.js'
import { isPagePath } from '../page/kind.js'
import { entryPath } from '../site/entries.js'
import { resolveImport } from '../site/imports.js'
import { linksTo } from '../site/inbound-links.js'
import type { Site, SitePage } from '../site/model.js'
import { reachablePages } from '../site/reachable.js'
import { redirectTarget } from '../site/redirects.js'
import { snippetsOf } from '../site/snippets.js'
import { pageUrl, resolveLink } from '../site/url.js'
import { hrefLike, isRootRelative, namesPath, urlRange } from './hrefs.js'
import { configLinks, fileOfPlace, replaceJsonString } from './config-links.js'
import { Edits, RefactorRefused, type ChangeSet, type ReadText } from './change-set.js'

/** `from` and `to`: paths from the site root, with `/` separators and the page's extension (`guides/old.mdx`). */
export function movePage(site: Site, from: string, to: string, read: ReadText): ChangeSet {
  const page = site.pages.find((candidate) => candidate.path === from)
  if (!page) throw new RefactorRefused(`${from} is not a page of the site at ${site.root}`)
  if (!isPagePath(to)) throw new RefactorRefused(`${to} is not a page path: a page ends in .mdx or .md`)
  const newUrl = pageUrl(to)
  const taken = site.pageByUrl.get(newUrl)
  if (taken && taken !== page) throw new RefactorRefused(`${taken.path} is already served at ${newUrl}`)
  const shadowing = redirectTarget(site.redirects, newUrl)
  if (shadowing !== undefined && newUrl !== page.url) throw new RefactorRefused(`docs.json redirects ${newUrl} to ${shadowing}: a page there would never be served`)
  const edits = new Edits(read)
  // The moved file is part of the change set even when none of its text changes: it is written at its new path.
  edits.textOf(absoluteOf(site, from))
  const move = new PageMove(site, page, to, edits)
  move.rewriteInboundLinks()
  move.rewriteOwnLinks()
  move.rewriteImports()
  move.rewriteNavigation()
  move.rewriteConfigLinks()
  move.addRedirect()
  return move.edits.changeSet({ from: absoluteOf(site, from), to: absoluteOf(site, to) })
}

function absoluteOf(site: Site, sitePath: string): string {
  return path.join(site.root, ...sitePath.split('/'))
}

class PageMove {
  readonly newUrl: string
  private readonly extension: string

  constructor(
    private readonly site: Site,
    private readonly page: SitePage,
    private readonly to: string,
    readonly edits: Edits
  ) {
    this.newUrl = pageUrl(to)
    this.extension = path.posix.extname(to)
  }

  /** Links written in other files: each gets the href that leads to the new URL from every page it is read on. */
  rewriteInboundLinks(): void {
    for (const written of linksTo(this.site, this.page)) {
      if (written.page === this.page) continue
      const fromUrls = written.readOn.map((read) => read.from.url)
      this.rewriteLink(written.page, written.link, fromUrls, this.newUrl)
    }
  }

  /** The page's own relative links, read from its new URL: each is written again to lead where it led. */
  rewriteOwnLinks(): void {
    // Images and other files the page shows are found from its URL as its links are.
    for (const link of [...this.page.facts.links, ...this.page.facts.assets]) {
      if (!namesPath(link.url)) continue
      const led = resolveLink(link.url, this.page.url)
      if (led.kind !== 'internal') continue
      const target = led.url === this.page.url ? this.newUrl : led.url
      if (isRootRelative(link.url) && target === led.url) continue
      this.rewriteLink(this.page, link, [this.newUrl], target)
    }
  }

  /**
   * Imports are resolved from the file that writes them: those of the moved file's (`./x`, `../snippets/x`) and
   * those of any file that imports it (a snippet moved) are written again, from the root or relative as they were.
   */
  rewriteImports(): void {
    for (const file of this.site.pages) {
      const movedHere = file === this.page
      for (const fact of file.facts.imports) {
        const resolution = resolveImport(this.site, file, fact.source)
        if (resolution.kind !== 'found' || !/^\.{0,2}\//.test(fact.source)) continue
        const target = resolution.path === this.page.path ? this.to : resolution.path
        if (!movedHere && target === resolution.path) continue
        const specifier = specifierLike(fact.source, movedHere ? this.to : file.path, target)
        const absolute = path.resolve(file.file.cwd, file.file.path)
        const [start, end] = [offsetOf(fact.position.start, this.edits.textOf(absolute)) + 1, offsetOf(fact.position.end, this.edits.textOf(absolute)) - 1]
        if (this.edits.textOf(absolute).slice(start, end) === fact.source) this.edits.add(absolute, { range: [start, end], text: specifier })
      }
    }
  }

  /** Navigation entries that name the page, in docs.json and in the files it takes in with `$ref`. */
  rewriteNavigation(): void {
    const entry = this.page.path.replace(/\.mdx?$/i, '')
    for (const item of this.site.navigation) {
      if (item.endpoint || entryPath(item.value) !== entry) continue
      const written = item.value.trim()
      const slash = written.startsWith('/') ? '/' : ''
      const ending = /\.mdx?$/i.test(written) ? this.extension : ''
      replaceJsonString(this.edits, this.site, item.place, `${slash}${this.to.replace(/\.mdx?$/i, '')}${ending}`)
    }
  }

  /** The `href`s of docs.json (navbar, footer, tabs, anchors) and the redirect destinations that lead to the page. */
  rewriteConfigLinks(): void {
    for (const { value, place } of configLinks(this.site)) {
      if (!isRootRelative(value) || !this.leadsToPage(value)) continue
      const href = hrefLike(value, '/', this.newUrl, this.extension)
      if (href) replaceJsonString(this.edits, this.site, place, href)
    }
  }

  /**
   * A redirect from the old URL to the new, when readers may know the old one: the page is listed in the
   * navigation or reached from it (not a snippet, not a page nothing leads to), and no redirect has it yet.
   */
  addRedirect(): void {
    const document = this.site.document
    if (!document || this.newUrl === this.page.url || snippetsOf(this.site).isSnippet(this.page)) return
    if (!reachablePages(this.site).has(this.page)) return
    if (redirectTarget(this.site.redirects, this.page.url) !== undefined) return
    const redirects = (document.value as { redirects?: unknown } | undefined)?.redirects
    const place = redirects === undefined ? undefined : document.rangeOf(['redirects'])
    const file = fileOfPlace(this.site, place ?? document.rangeOf([]))
    if (redirects !== undefined && !Array.isArray(redirects)) return
    // Redirects kept in a file of their own (`"redirects": {"$ref": "redirects.json"}`) are that file's whole value.
    const at: Segment[] = place?.file ? [-1] : ['redirects', -1]
    const text = this.edits.textOf(file)
    for (const edit of appended(text, at, { source: this.page.url, destination: this.newUrl })) this.edits.add(file, edit)
  }

  private leadsToPage(href: string): boolean {
    const led = resolveLink(href, '/')
    return led.kind === 'internal' && led.url === this.page.url
  }

  /** One link, written again to lead to `target` (keeping its fragment) from each page it is read on: relative when one href does for all, else from the root. */
  private rewriteLink(file: SitePage, link: SitePage['facts']['links'][number], fromUrls: string[], target: string): void {
    const styled = [...new Set(fromUrls.map((fromUrl) => hrefLike(link.url, fromUrl, target, this.extension)))]
    const href = styled.length === 1 && styled[0] !== undefined ? styled[0] : hrefLike(`/${link.url.trim().replace(/^(\.\.?\/)+/, '')}`, '/', target, this.extension, resolvedFragment(link.url))
    const absolute = path.resolve(file.file.cwd, file.file.path)
    const range = href === undefined ? undefined : urlRange(this.edits.textOf(absolute), link.position, link.url)
    if (range && href !== undefined) this.edits.add(absolute, { range, text: href })
    else this.edits.leaveAlone(absolute, link.position, `\`${link.url}\` is written with an escape or an entity, or no one href leads to ${target} from every page it is read on`)
  }

}

function resolvedFragment(href: string): string | undefined {
  const led = resolveLink(href, '/')
  return led.kind === 'internal' ? led.fragment : undefined
}

/** An import specifier written like `written` (from the root or relative, with or without the extension) that leads from the file at `fromPath` to `target`. */
function specifierLike(written: string, fromPath: string, target: string): string {
  const file = written.startsWith('/') ? `/${target}` : path.posix.relative(path.posix.dirname(fromPath), target)
  const styled = written.startsWith('/') || file.startsWith('../') ? file : `./${file}`
  return path.posix.extname(written) ? styled : styled.slice(0, styled.length - path.posix.extname(styled).length)
}

/**
 * The edit that appends `item` to the array at `at` (`-1` last) in the way its items are written: on a line of
 * its own at their indentation, one line or several as the last one is. Only an empty or missing array is
 * written by jsonc-parser's formatter: it would write the whole array again.
 */
function appended(text: string, at: Segment[], item: Record<string, string>): Fix[] {
  const last = findNodeAtLocation(parseTree(text)!, at.slice(0, -1))?.children?.at(-1)
  if (!last) return modify(text, at, item, { formattingOptions: formattingOf(text), isArrayInsertion: true }).map((edit) => ({ range: [edit.offset, edit.offset + edit.length], text: edit.content }))
  const end = last.offset + last.length
  const lineStart = text.lastIndexOf('\n', last.offset) + 1
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0]
  const written = text.slice(last.offset, end)
  const { eol, insertSpaces, tabSize } = formattingOf(text)
  const oneLine = `{ ${Object.entries(item).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(', ')} }`
  const lines = JSON.stringify(item, null, insertSpaces ? ' '.repeat(tabSize ?? 2) : '\t').split('\n').join(eol + indent)
  const separator = text.slice(lineStart, last.offset).trim() === '' ? `,${eol}${indent}` : ', '
  return [{ range: [end, end], text: `${separator}${/[\r\n]/.test(written) ? lines : oneLine}` }]
}

/** The indentation and line ending docs.json is written with, which an added redirect follows. */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  '
  return { insertSpaces: !indent.startsWith('\t'), tabSize: indent.startsWith('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' }
}
