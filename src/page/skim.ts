/**
 * A light reading of a page that is over the parse budget (src/page/budget.ts), so that a page docslint cannot
 * afford to parse still takes part in the site's checks: links into it find its headings, and its own links and
 * files are checked. Such pages are real (a generated reference page of a few MB renders on the site), and
 * without this every link into one of its headings was reported broken.
 *
 * The page is read line by line, in time and memory that grow with its size only, into a shallow tree that the
 * page facts are collected from as from a parsed one (src/page/facts.ts): the front matter, ATX headings outside
 * fenced code (their text with inline code, links and emphasis as the parser would read them, custom ids
 * `{#id}`), Markdown links and images (`[text](url)`, `![alt](url)`), and the string attributes of elements
 * (`href`, `src`, `id`, an accordion's `title`, ...), a tag spanning lines included. Elements nest only within
 * a line, at most MAX_NESTING deep. What the scan does not read: reference links, bare URLs, headings written
 * as setext underlines, and anything a JavaScript expression makes.
 */
import type { Heading, Image, InlineCode, Link, PhrasingContent, Root, RootContent, Text, Yaml } from 'mdast'
import type { MdxJsxAttribute, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { Position } from 'unist'
import { codeSpans, MAX_NESTING, VOID_ELEMENTS } from './budget.js'

/**
 * The most links, images, headings and elements a skim keeps: a page of 5 MiB of nothing but `[a](b)` holds
 * 800,000, which as nodes and facts would take gigabytes. Real generated pages hold a few thousand.
 */
export const MAX_SKIMMED_NODES = 100_000

/** A page's shallow tree, and whether the scan stopped at MAX_SKIMMED_NODES. */
export interface Skim {
  tree: Root
  truncated: boolean
}

/** Skims `text` (its custom heading ids already blanked: `customIds` holds them by line, 1-based). */
export function skimPage(text: string, customIds: Map<number, string>): Skim {
  const lines = text.split('\n')
  const children: RootContent[] = []
  const frontmatter = frontmatterOf(lines)
  if (frontmatter) children.push(frontmatter.node)
  const reader = new LineReader()
  let fence: string | undefined
  // Where each line starts in the page, for positions with offsets as the parser gives them.
  let lineOffset = lines.slice(0, frontmatter?.lines ?? 0).reduce((sum, line) => sum + line.length + 1, 0)
  for (let index = frontmatter?.lines ?? 0; index < lines.length && reader.kept < MAX_SKIMMED_NODES; lineOffset += lines[index].length + 1, index++) {
    const line = lines[index].replace(/\r$/, '')
    const prefix = /^[ \t]*(?:>[ \t]*)*/.exec(line)![0]
    const rest = line.slice(prefix.length)
    const marker = /^(`{3,}|~{3,})/.exec(rest)?.[1]
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && rest.slice(marker.length).trim() === '') fence = undefined
      continue
    }
    if (marker && !reader.inTag) {
      fence = marker
      continue
    }
    const node = reader.line(line, index + 1, lineOffset, prefix.length, customIds.get(index + 1))
    if (node) children.push(node)
  }
  return { tree: { type: 'root', children }, truncated: reader.kept >= MAX_SKIMMED_NODES }
}

/** The YAML front matter between `---` lines at the page's start, as the parser gives it, and how many lines it takes. */
function frontmatterOf(lines: string[]): { node: Yaml; lines: number } | undefined {
  if (lines[0]?.replace(/\r$/, '') !== '---') return undefined
  const close = lines.findIndex((line, index) => index > 0 && line.replace(/\r$/, '').trimEnd() === '---')
  if (close < 0) return undefined
  const value = lines.slice(1, close).join('\n')
  const end = { line: close + 1, column: lines[close].length + 1, offset: lines.slice(0, close + 1).join('\n').length }
  return { node: { type: 'yaml', value, position: { start: { line: 1, column: 1, offset: 0 }, end } }, lines: close + 1 }
}

/** A Markdown link or image at a `[` or `![`: its text (one level of brackets inside), its destination and optional title. */
const LINK = /(!?)\[((?:[^[\]\\\n]|\\.|\[(?:[^[\]\\\n]|\\.)*\])*)\]\([ \t]*(?:<([^<>\n]*)>|((?:[^\s()<>\\]|\\.|\((?:[^\s()<>\\]|\\.)*\))*))(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?[ \t]*\)/y
/** Where something of interest may start: a code span, a link or image, a tag, an escape. */
const NEXT = /[`[!<\\]/g
const TAG = /<(\/?)([A-Za-z][\w.:-]*)/y
/** One attribute in a tag: its name, and a string value if it has one (quoted, or a string in braces). */
const ATTRIBUTE = /([A-Za-z_:$][\w:.$-]*)(?:[ \t]*=[ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|\{[ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|`([^`$\n]*)`)[ \t]*\}))?/y
const HEADING = /^(#{1,6})(?=[ \t]|$)[ \t]*(.*?)(?:[ \t]+#+)?[ \t]*$/

interface OpenTag {
  node: MdxJsxTextElement
  /** Whether the element may have children (not self-closed, not a void element). */
  pending: boolean
}

/** Reads lines one at a time; a tag left open at a line's end takes the attributes of the next lines. */
class LineReader {
  kept = 0
  private tag: OpenTag | undefined
  private lineNumber = 0
  private lineOffset = 0

  get inTag(): boolean {
    return this.tag !== undefined
  }

  /** The line's heading, or a paragraph holding its links, images and elements; undefined when it has none. */
  line(text: string, lineNumber: number, lineOffset: number, from: number, customId: string | undefined): RootContent | undefined {
    this.lineNumber = lineNumber
    this.lineOffset = lineOffset
    const heading = this.tag ? undefined : HEADING.exec(text.slice(from))
    if (heading) {
      const start = text.length - text.slice(from).length + heading[1].length
      const contentFrom = heading[2] === '' ? text.length : text.indexOf(heading[2], start)
      const node: Heading = { type: 'heading', depth: heading[1].length as Heading['depth'], children: this.inline(text, contentFrom, contentFrom + heading[2].length, true, codeSpansOf(text)), position: this.place(from, text.length) }
      if (customId) node.data = { hProperties: { id: customId } }
      this.kept++
      return node
    }
    const children = this.inline(text, from, text.length, false, codeSpansOf(text))
    return children.length > 0 ? { type: 'paragraph', children, position: this.place(from, text.length) } : undefined
  }

  /**
   * The inline nodes of `text` from `from` to `to`: links, images, code spans and elements (with text, where
   * `withText`: a heading's text is its id). Elements opened on the line hold what follows them until they close.
   */
  private inline(text: string, from: number, to: number, withText: boolean, spans: CodeSpans): PhrasingContent[] {
    const top: PhrasingContent[] = []
    const open: MdxJsxTextElement[] = []
    const into = () => (open.length > 0 ? open[open.length - 1].children : top)
    let textFrom = from
    const addText = (until: number) => {
      if ((withText || open.length > 0) && until > textFrom) into().push(textNode(text.slice(textFrom, until)))
    }
    let index = from
    if (this.tag) index = this.attributes(text, index, to, open)
    textFrom = index
    NEXT.lastIndex = index
    for (let next = NEXT.exec(text); next && next.index < to && this.kept < MAX_SKIMMED_NODES; next = NEXT.exec(text)) {
      index = next.index
      const char = text[index]
      let end = index + 1
      if (char === '\\') {
        addText(index)
        textFrom = index + 1
        end = index + 2
      } else if (char === '`') {
        end = (spans?.get(index) ?? index) + 1
        let ticks = 1
        while (text[index + ticks] === '`') ticks++
        if (end > index + ticks) {
          addText(index)
          into().push({ type: 'inlineCode', value: codeValue(text.slice(index + ticks, end - ticks)) } satisfies InlineCode)
          textFrom = end
        }
      } else if (char === '<') {
        end = this.tagAt(text, index, to, open, () => {
          addText(index)
          return into()
        })
        if (end !== index + 1) textFrom = end
      } else {
        LINK.lastIndex = index
        const link = char === '!' && text[index + 1] !== '[' ? null : LINK.exec(text)
        if (link && LINK.lastIndex <= to) {
          addText(index)
          into().push(this.linkNode(link, text, index, withText || open.length > 0, spans))
          end = LINK.lastIndex
          textFrom = end
        }
      }
      NEXT.lastIndex = Math.max(end, index + 1)
    }
    addText(to)
    return top
  }

  /** A `<Name` or `</Name` at `index`: opens an element (its attributes read up to `>`), or closes the open one of that name. */
  private tagAt(text: string, index: number, to: number, open: MdxJsxTextElement[], container: () => PhrasingContent[]): number {
    TAG.lastIndex = index
    const tag = TAG.exec(text)
    if (!tag) return index + 1
    const into = container()
    if (tag[1]) {
      const at = open.map((node) => node.name).lastIndexOf(tag[2])
      if (at >= 0) open.length = at
      const close = text.indexOf('>', TAG.lastIndex)
      return close < 0 ? TAG.lastIndex : close + 1
    }
    const node: MdxJsxTextElement = { type: 'mdxJsxTextElement', name: tag[2], attributes: [], children: [], position: this.place(index, TAG.lastIndex) }
    this.kept++
    into.push(node)
    this.tag = { node, pending: !VOID_ELEMENTS.has(tag[2].toLowerCase()) }
    return this.attributes(text, TAG.lastIndex, to, open)
  }

  /** Reads the open tag's attributes from `index` up to its `>` (or the line's end); returns where reading stopped. */
  private attributes(text: string, index: number, to: number, open: MdxJsxTextElement[]): number {
    const tag = this.tag!
    while (index < to) {
      const char = text[index]
      if (char === '>' || (char === '/' && text[index + 1] === '>')) {
        const end = index + (char === '>' ? 1 : 2)
        tag.node.position!.end = { line: this.lineNumber, column: end + 1, offset: this.lineOffset + end }
        if (char === '>' && tag.pending && open.length < MAX_NESTING) open.push(tag.node)
        this.tag = undefined
        return end
      }
      ATTRIBUTE.lastIndex = index
      const attribute = /[A-Za-z_:$]/.test(char) ? ATTRIBUTE.exec(text) : null
      if (!attribute) {
        index = char === '{' ? skipBraces(text, index, to) : index + 1
        continue
      }
      const value = attribute.slice(2).find((part) => part !== undefined)
      tag.node.attributes.push({ type: 'mdxJsxAttribute', name: attribute[1], value: value ?? null, position: this.place(index, ATTRIBUTE.lastIndex) } satisfies MdxJsxAttribute)
      index = ATTRIBUTE.lastIndex
      if (text[index] === '{') index = skipBraces(text, index, to)
    }
    return to
  }

  private linkNode(link: RegExpExecArray, text: string, index: number, withText: boolean, spans: CodeSpans): Link | Image {
    this.kept++
    const url = unescape(link[3] ?? link[4] ?? '')
    const position = this.place(index, LINK.lastIndex)
    if (link[1]) return { type: 'image', url, alt: unescape(link[2]), position }
    const end = LINK.lastIndex
    // The text of a link may hold an image (a badge: `[![Build](/badge.svg)](https://ci...)`).
    const children = this.inline(text, index + 1, index + 1 + link[2].length, withText, spans)
    LINK.lastIndex = end
    return { type: 'link', url, children, position }
  }

  private place(from: number, to: number): Position {
    return {
      start: { line: this.lineNumber, column: from + 1, offset: this.lineOffset + from },
      end: { line: this.lineNumber, column: to + 1, offset: this.lineOffset + to }
    }
  }
}

/** The code spans of a line (see `codeSpans`), found once for the line and the link texts in it; none without a backtick. */
type CodeSpans = Map<number, number> | undefined

function codeSpansOf(text: string): CodeSpans {
  return text.includes('`') ? codeSpans(text) : undefined
}

function textNode(value: string): Text {
  return { type: 'text', value: unescape(value.replace(/(?<![\w\\])[*_]+|[*_]+(?![\w])|~~/g, '')) }
}

/** A code span's content as the parser gives it: one space stripped from each end when both have one. */
function codeValue(value: string): string {
  return /^ .*[^ ].* $/.test(value) ? value.slice(1, -1) : value
}

/** Backslash escapes of punctuation removed, and the entities a heading most often holds decoded. */
function unescape(value: string): string {
  return value
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&(amp|lt|gt|quot|apos|#(\d{1,7})|#x([\da-f]{1,6}));/gi, (entity, name: string, decimal?: string, hex?: string) => {
      const code = decimal ? Number(decimal) : hex ? parseInt(hex, 16) : undefined
      if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name.toLowerCase()] ?? entity
    })
}

/** Where the `{...}` at `index` ends (after its `}`), counting nested braces; the line's end when it does not. */
function skipBraces(text: string, index: number, to: number): number {
  let depth = 0
  for (let at = index; at < to; at++) {
    if (text[at] === '{') depth++
    else if (text[at] === '}' && --depth === 0) return at + 1
  }
  return to
}
