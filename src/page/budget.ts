import type { Point } from 'unist'
import { EmphasisDepth } from './emphasis-depth.js'

/**
 * What a page may cost before it is parsed. The MDX parser and the tree walkers after it are recursive and
 * some of their work grows faster than the page: 50,000 nested `<div>`s overflow the stack, 500 list items
 * nested by indentation take half a minute, 7,000 nested `{` take a minute, a 2 MB line of `![` takes 2 GB. The parser's memory grows with
 * the tokens it makes, about 7 KB for each line and each character of markup of ordinary MDX: a page of
 * 1 MB of it (65,000 of them) takes 510 MB, one of 700 KB (under 50,000) 350 MB. A page past these limits
 * is not a page anyone writes by hand; it gets one message at the place the limit is passed, and is not
 * parsed.
 *
 * Emphasis nests too: `*a *b ... b* a*` or two runs of thousands of `*` make emphasis inside emphasis, which
 * the parser matches in time that grows with the square of the runs (4,000 levels: 11 s) and walkers then
 * recurse into. Its depth is found as the parser matches the runs (src/page/emphasis-depth.ts).
 *
 * The real sites docslint was measured on nest at most 5 levels (lists, block quotes and elements inside each
 * other) and hold at most 10,000 lines and characters of markup in a page.
 */
export const MAX_NESTING = 32
export const MAX_TOKENS = 50_000
/**
 * An unclosed `[` makes the parser's bare-URL step (GFM autolink literals) walk back to it from every later
 * character of its paragraph, so its time grows with the square of the text after the bracket: 40,000 characters
 * took 5 s. This bounds the sum, over the page, of the square of the text each unclosed `[` is followed by in
 * its paragraph (20,000 characters: about a second); a real paragraph runs to a few hundred.
 */
export const MAX_OPEN_BRACKET_COST = 400_000_000
/** Front matter is YAML: nested past this, it is refused before the YAML parser recurses into it. */
export const MAX_YAML_NESTING = 64

export interface BudgetExceeded {
  reason: string
  place: Point
}

/** Characters that start or end markup: each may become a token, a node and its positions. */
const MARKUP = new Set('<>[]!&*_`{}|#~\\')
/** The same characters, to jump over the text between them (most of a page) instead of looking at each character. */
const NEXT_MARKUP = new RegExp(`[${[...MARKUP].join('').replace(/[\\\]^-]/g, '\\$&')}]`, 'g')
export const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])

/**
 * Scans the page once, line by line, for how deep its lists, block quotes and elements nest (an estimate
 * from the text, as the parser would nest them) and how much markup it holds; code in fences is passed over.
 */
export function checkPageBudget(text: string): BudgetExceeded | undefined {
  const scan = new Scan()
  let line = 1
  for (const lineText of text.split('\n')) {
    const exceeded = scan.line(lineText, line)
    if (exceeded) return exceeded
    line++
  }
  return undefined
}

class Scan {
  /** The content column of each open list item, outermost first. */
  private items: number[] = []
  private elements = 0
  /** Open `{` of MDX expressions (outside tags): the expression parser's time grows with their square. */
  private braces = 0
  /** Lines and characters of markup so far. */
  private tokens = 0
  private fence: string | undefined
  /** Inside a tag that goes on past its line: its quote, its `{}` depth, and the character before its `>`. */
  private tag: { quote?: string; braces: number; last: string } | undefined
  /** The emphasis runs of the paragraph being read. */
  private emphasis = new EmphasisDepth()
  /** The unclosed `[`s of the paragraph: how many, where the first is, how much text follows it, and the page's cost so far. */
  private brackets = { open: 0, first: undefined as { line: number; column: number } | undefined, after: 0, cost: 0 }

  line(text: string, line: number): BudgetExceeded | undefined {
    const { indent, rest, marks } = this.tag ? { indent: 0, rest: text, marks: [] } : containerPrefix(text)
    // Every line costs its tokens, blank lines and code included (the parser keeps tokens for each line's
    // ending: 200,000 blank lines took 470 MB); markup inside code is only text.
    if (++this.tokens > MAX_TOKENS) return this.tooLarge(line, 0)
    if (!this.tag && this.inFence(rest)) {
      this.brackets = { open: 0, first: undefined, after: 0, cost: this.brackets.cost }
      return undefined
    }
    // Emphasis never goes on past a blank line, a heading or a line of only `*`, `_` and `-` (a thematic break).
    const breaks = !this.tag && (rest.trim() === '' || /^#{1,6}(?:[ \t]|$)/.test(rest) || /^[-*_ \t]+$/.test(rest))
    if (breaks) {
      this.emphasis = new EmphasisDepth()
      this.brackets = { open: 0, first: undefined, after: 0, cost: this.brackets.cost }
    }
    // Where on this line the text after an unclosed `[` starts.
    let bracketFrom = this.brackets.open > 0 ? 0 : undefined
    if (!this.tag && rest.trim() !== '') this.items = this.items.filter((column) => column <= indent)
    let depth = this.items.length + this.elements + this.braces
    for (const mark of marks) {
      if (mark.content !== undefined) this.items.push(mark.content)
      if (++depth > MAX_NESTING) return this.nestedTooDeep(line, mark.at)
    }
    const containers = depth - this.elements - this.braces
    const deeper = () => containers + this.elements + this.braces > MAX_NESTING
    const spans = text.includes('`') ? codeSpans(text) : undefined
    for (let index = text.length - rest.length; index < text.length; index++) {
      if (this.tag) {
        if (containers + this.elements + this.braces + this.inTag(text, index) > MAX_NESTING) return this.nestedTooDeep(line, index)
        if (MARKUP.has(text[index]) && ++this.tokens > MAX_TOKENS) return this.tooLarge(line, index)
        continue
      }
      // Text between markup characters changes nothing here.
      NEXT_MARKUP.lastIndex = index
      const next = NEXT_MARKUP.exec(text)
      if (!next) break
      index = next.index
      const char = text[index]
      if (++this.tokens > MAX_TOKENS) return this.tooLarge(line, index)
      if (char === '`') index = spans?.get(index) ?? index
      else if (char === '*' || char === '_') {
        const end = runEnd(text, index)
        this.tokens += end - index - 1
        if (this.tokens > MAX_TOKENS) return this.tooLarge(line, index)
        if (!breaks && containers + this.elements + this.braces + this.emphasis.run(text, index, end) > MAX_NESTING) return this.emphasisTooDeep(line, index)
        index = end - 1
      } else if (char === '[' && this.braces === 0) {
        if (this.brackets.open++ === 0) {
          this.brackets.first = { line, column: index + 1 }
          bracketFrom = index
        }
      } else if (char === ']' && this.braces === 0 && this.brackets.open > 0) {
        if (--this.brackets.open === 0) {
          this.bracketsClosed(index - (bracketFrom ?? index))
          bracketFrom = undefined
        }
      } else if (char === '{') this.braces++
      else if (char === '}') this.braces = Math.max(0, this.braces - 1)
      else if (char === '<') {
        const at = index
        index = this.tagStart(text, index)
        if (deeper()) return this.nestedTooDeep(line, at)
      }
      if (char === '{' && deeper()) return this.nestedTooDeep(line, index)
    }
    if (bracketFrom !== undefined && this.brackets.open > 0 && this.bracketsCost(text.length - bracketFrom) > MAX_OPEN_BRACKET_COST) return this.bracketTooCostly()
    return undefined
  }

  /** Adds the text after an unclosed `[` on one line to what follows it; returns the page's cost so far. */
  private bracketsCost(length: number): number {
    this.brackets.after += length
    this.brackets.cost += length * this.brackets.after
    return this.brackets.cost
  }

  /** The `[` was closed: what followed it on this line counts, and the next `[` starts afresh. */
  private bracketsClosed(length: number): void {
    this.bracketsCost(length)
    this.brackets.after = 0
    this.brackets.first = undefined
  }

  /** At a `<`: a closing tag closes an element; an opening one opens it until its `>` shows it self-closed. */
  private tagStart(text: string, start: number): number {
    const closing = text[start + 1] === '/'
    const name = /^[A-Za-z][\w.:-]*/.exec(text.slice(closing ? start + 2 : start + 1, start + 66))?.[0] ?? ''
    if (closing) {
      this.elements = Math.max(0, this.elements - 1)
      return start + 1
    }
    // `a < b`, an autolink (`<https://...>`, `<a@b.c>`) and a void element (`<br>`) open nothing.
    if (name === '' ? text[start + 1] !== '>' : /^[^\s<>]*[:@]/.test(text.slice(start + 1, start + 66)) || VOID_ELEMENTS.has(name.toLowerCase())) return start
    this.elements++
    this.tag = { braces: 0, last: '' }
    return start + name.length
  }

  /** One character of a tag's attributes, and the depth of `{}` in them; at its `>`, a `/` before it makes the element self-closed. */
  private inTag(text: string, index: number): number {
    const tag = this.tag!
    const char = text[index]
    // Quotes hide braces only in an attribute's value (`title="{"`): inside `{}` the expression parser counts
    // every brace, those in JavaScript strings too.
    if (tag.quote) {
      if (char === tag.quote) tag.quote = undefined
    } else if (tag.braces === 0 && (char === '"' || char === "'")) tag.quote = char
    else if (char === '{') tag.braces++
    else if (char === '}') tag.braces = Math.max(0, tag.braces - 1)
    else if (char === '>' && tag.braces === 0) {
      if (tag.last === '/') this.elements--
      this.tag = undefined
    }
    if (char !== ' ' && char !== '\t') tag.last = char
    return this.tag ? tag.braces : 0
  }

  private tooLarge(line: number, index: number): BudgetExceeded {
    return {
      reason: `The page holds more than ${MAX_TOKENS.toLocaleString('en')} lines and characters of markup (\`<\`, \`[\`, \`*\`, \`&\`, ...) by here: docslint does not check a page this large (it would take minutes and gigabytes); split it into several pages`,
      place: { line, column: index + 1 }
    }
  }

  private nestedTooDeep(line: number, index: number): BudgetExceeded {
    return {
      reason: `The page nests more than ${MAX_NESTING} levels deep here (lists, block quotes, elements and \`{}\` expressions inside each other): docslint does not check a page this deep; flatten it`,
      place: { line, column: index + 1 }
    }
  }

  private bracketTooCostly(): BudgetExceeded {
    return {
      reason: 'This `[` is never closed, and the text after it is too long to check (the Markdown parser\'s time grows with its square): close it with `]`, or write `\\[` for a bracket',
      place: this.brackets.first!
    }
  }

  private emphasisTooDeep(line: number, index: number): BudgetExceeded {
    return {
      reason: `The page nests emphasis (\`*\`, \`_\`) more than ${MAX_NESTING} levels deep here, with the lists and elements around it: docslint does not check a page this deep; write the \`*\` as \`\\*\` or in inline code where they are not emphasis`,
      place: { line, column: index + 1 }
    }
  }

  /** Whether the line is inside (or opens or closes) a fenced code block. */
  private inFence(rest: string): boolean {
    const marker = /^(`{3,}|~{3,})/.exec(rest)?.[1]
    if (this.fence) {
      if (marker && marker[0] === this.fence[0] && marker.length >= this.fence.length && rest.slice(marker.length).trim() === '') this.fence = undefined
      return true
    }
    if (marker) this.fence = marker
    return marker !== undefined
  }
}

/**
 * The inline code spans of a line, as where each run of backticks that opens one ends the span (the last
 * backtick of the next run of the same length): one pass from the right, so a line of unclosed runs stays linear.
 */
export function codeSpans(text: string): Map<number, number> {
  const runs: [number, number][] = []
  for (let index = text.indexOf('`'); index >= 0; index = text.indexOf('`', index)) {
    const start = index
    while (text[index] === '`') index++
    runs.push([start, index - start])
  }
  const spans = new Map<number, number>()
  const nextRunEnd = new Map<number, number>()
  for (const [start, length] of runs.reverse()) {
    const close = nextRunEnd.get(length)
    spans.set(start, close ?? start + length - 1)
    nextRunEnd.set(length, start + length - 1)
  }
  return spans
}

/** Where the run of the character at `start` ends. */
function runEnd(text: string, start: number): number {
  let end = start
  while (text[end] === text[start]) end++
  return end
}

/** A block quote marker (`>`) or list marker (`-`, `*`, `+`, `1.`) at the start of a line; a list item's content starts at `content`. */
interface Mark {
  at: number
  content?: number
}

/** The container markers a line starts with (past the limit, more change nothing), and the indentation before the first. */
function containerPrefix(text: string): { indent: number; rest: string; marks: Mark[] } {
  let index = 0
  const marks: Mark[] = []
  const spaces = () => {
    while (text[index] === ' ' || text[index] === '\t') index++
  }
  spaces()
  const indent = index
  while (marks.length <= MAX_NESTING) {
    const at = index
    if (text[index] === '>') {
      index++
      spaces()
      marks.push({ at })
      continue
    }
    const marker = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(text.slice(index, index + 11))?.[0]
    if (!marker) break
    index += marker.length
    spaces()
    marks.push({ at, content: index })
  }
  return { indent, rest: text.slice(index), marks }
}
