import { createHighlighterCoreSync, type CodeToHastOptions, type HighlighterCore, type LanguageRegistration, type ShikiTransformer } from '@shikijs/core'
import { transformerMetaHighlight, transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers'
import { createJavaScriptRegexEngine } from '@shikijs/engine-javascript'
import bash from '@shikijs/langs/bash'
import css from '@shikijs/langs/css'
import diff from '@shikijs/langs/diff'
import go from '@shikijs/langs/go'
import html from '@shikijs/langs/html'
import java from '@shikijs/langs/java'
import javascript from '@shikijs/langs/javascript'
import json from '@shikijs/langs/json'
import jsx from '@shikijs/langs/jsx'
import markdown from '@shikijs/langs/markdown'
import php from '@shikijs/langs/php'
import python from '@shikijs/langs/python'
import ruby from '@shikijs/langs/ruby'
import rust from '@shikijs/langs/rust'
import sql from '@shikijs/langs/sql'
import tsx from '@shikijs/langs/tsx'
import typescript from '@shikijs/langs/typescript'
import yaml from '@shikijs/langs/yaml'
import githubDark from '@shikijs/themes/github-dark'
import githubLight from '@shikijs/themes/github-light'
import type { Element, Root } from 'hast'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { BoundedCache } from './bounded-cache.js'
import { parseCodeMeta, type LineRange } from '../page/code.js'
import { TwoThemeHighlighter } from './two-themes.js'

/**
 * Code highlighting with shiki, bundled with the languages docs sites mostly show and the two GitHub themes.
 * Both themes are written at once as CSS variables (`--shiki-light`, `--shiki-dark`), so the mode toggle
 * recolours code without JavaScript, and the output is the same for the same code.
 *
 * Highlighting is most of what a preview build costs beyond the check, so: a grammar is loaded the first time a
 * block of its language is met (a site showing bash and JSON never compiles the other sixteen), one highlighter
 * serves the whole process, and a block already highlighted (an install command on every page) is not
 * highlighted again.
 */
const BUNDLE: LanguageRegistration[] = [bash, css, diff, go, html, java, javascript, json, jsx, markdown, php, python, ruby, rust, sql, tsx, typescript, yaml].flat()

/** Each grammar of the bundle (the modules above and the grammars they embed) by its name, once. */
const grammarsByName = new Map(BUNDLE.map((grammar) => [grammar.name, grammar]))
const grammarsByScope = new Map([...grammarsByName.values()].map((grammar) => [grammar.scopeName, grammar]))

/** Every language name and alias the bundle knows, lower case, to the grammar's name: `ts` → `typescript`. */
const languageNames = new Map([...grammarsByName.values()].flatMap((grammar) => [grammar.name, ...(grammar.aliases ?? [])].map((name) => [name.toLowerCase(), grammar.name] as const)))

/** Characters in a line above which it is not coloured. */
const MAX_COLOURED_LINE = 2000

/** The light and the dark theme, in the order of the options' `themes`. */
const THEMES: [string, string] = ['github-light', 'github-dark']

function newHighlighter(): HighlighterCore {
  return createHighlighterCoreSync({ themes: [githubLight, githubDark], langs: [], engine: createJavaScriptRegexEngine() })
}

/**
 * The highlighter of this thread: each block tokenized once for both themes (src/preview/two-themes.ts), with
 * half the work of shiki's own way. `plain` is shiki's own way, made only for a block the first cannot colour.
 */
let twoThemes: { highlighter: HighlighterCore; once: TwoThemeHighlighter } | undefined
let plain: HighlighterCore | undefined

function shiki(): { highlighter: HighlighterCore; once: TwoThemeHighlighter } {
  if (!twoThemes) {
    const highlighter = newHighlighter()
    twoThemes = { highlighter, once: new TwoThemeHighlighter(highlighter, THEMES) }
  }
  return twoThemes
}

/**
 * Loads a grammar with every bundled grammar it can reach (embedded languages, lazily embedded ones such as
 * the languages of fenced code inside Markdown, and scopes its rules include), all in one call. A grammar
 * compiled before a language it includes was loaded would keep that language plain, so loading on demand must
 * give each grammar everything it would have had with the whole bundle loaded: the same HTML for the same code.
 */
function ensureLoaded(highlighter: HighlighterCore, name: string): void {
  const loaded = new Set(highlighter.getLoadedLanguages())
  if (loaded.has(name)) return
  const needed = reachableGrammars(name).filter((grammar) => !loaded.has(grammar.name))
  highlighter.loadLanguageSync(...needed)
}

function reachableGrammars(name: string): LanguageRegistration[] {
  const found = new Map<string, LanguageRegistration>()
  const pending = [name]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const grammar = grammarsByName.get(next)
    if (!grammar || found.has(grammar.name)) continue
    found.set(grammar.name, grammar)
    pending.push(...dependencies(grammar))
  }
  return [...found.values()]
}

const dependencyCache = new WeakMap<LanguageRegistration, string[]>()

/** The names of the bundled grammars that one grammar embeds or includes. */
function dependencies(grammar: LanguageRegistration): string[] {
  let names = dependencyCache.get(grammar)
  if (!names) {
    const embedded = [...(grammar.embeddedLangs ?? []), ...(grammar.embeddedLangsLazy ?? [])]
    const included = includedScopes(grammar).flatMap((scope) => grammarsByScope.get(scope)?.name ?? [])
    names = [...new Set([...embedded, ...included])].filter((dependency) => grammarsByName.has(dependency))
    dependencyCache.set(grammar, names)
  }
  return names
}

/** The scopes a grammar's rules include from other grammars (`source.js`, `text.html.basic#tags`), anywhere in it. */
function includedScopes(value: unknown, scopes: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) includedScopes(item, scopes)
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'include' && typeof item === 'string' && !item.startsWith('#') && !item.startsWith('$')) scopes.push(item.split('#')[0])
      else includedScopes(item, scopes)
    }
  }
  return scopes
}

/**
 * Highlighted blocks by language and code, as deflated JSON: the same code gives the same tree, so a block met
 * again is decoded from here (0.2 ms for 4,000 characters of TypeScript), not coloured again (14 ms). The
 * budget (characters of code) bounds the memory on a site whose blocks never repeat. A block's tree, a span
 * per token with its colours, takes about ten times its code as JSON and more as objects (a 1,000-page site
 * kept 36 MB of them); deflated, less than its code.
 */
const highlighted = new BoundedCache<Buffer>(1_000_000)

/** The `<pre>` of a code block, highlighted when its language is known, plain otherwise: a tree of its own, which the caller may change. */
export function highlight(code: string, lang: string | null | undefined, marks: LineMarks = NO_MARKS): Element {
  const key = keyOf(code, lang, marks)
  const kept = highlighted.get(key)
  if (kept !== undefined) return JSON.parse(inflateRawSync(kept).toString('utf8')) as Element
  const pre = highlightNow(code, languageOf(key), marks)
  highlighted.set(key, deflated(pre), code.length)
  return pre
}

/**
 * A page's code block as the preview shows it: its text (without the one line ending a fence may leave) in its
 * language, with the options of its meta string that change the `<pre>` (src/page/code.ts, parseCodeMeta):
 * highlighted and focused lines (`{1,3-5}`, `highlight=`, `focus=`, and the `[!code ++]`, `[!code --]`,
 * `[!code highlight]`, `[!code focus]` comments, through shiki's own transformers), line numbers (`lines`) and
 * wrapping (`wrap`) as classes the stylesheet reads. The title, icon and copy button are the caller's. The
 * same call wherever it is made: where the page is checked (src/preview/tree.ts, in a worker thread of a
 * build) and at render time for a block that came without it (src/preview/content.ts).
 */
export function highlightCodeBlock(value: string, lang: string | null | undefined, meta?: string | null): Element {
  const code = codeOf(value)
  const options = parseCodeMeta(meta)
  const pre = highlight(code, lang, marksOf(options, code))
  const classes = [options.lines && 'line-numbers', options.wrap && 'wrap'].filter((name): name is string => typeof name === 'string')
  // shiki writes its classes as `class`, which its transformers add to.
  if (classes.length > 0) pre.properties.class = [...classNames(pre), ...classes]
  return pre
}

/** A Mermaid block is a diagram, drawn in the browser (src/preview/mermaid.ts), never highlighted. */
export function isDiagram(lang: string | null | undefined): boolean {
  return lang?.toLowerCase() === 'mermaid'
}

/** A code block of a page, as the preview's pool of highlighting threads gets it (src/preview/pooled-highlighting.ts). */
export interface CodeBlock {
  value: string
  lang?: string | null
  meta?: string | null
}

/**
 * A code block highlighted as this thread's cache keeps it (deflated JSON, in an ArrayBuffer of its own, so it
 * can be moved to another thread): what a worker thread of the preview's pool sends back.
 */
export function highlightedBlockBytes(block: CodeBlock): Uint8Array {
  const { code, key, marks } = cacheEntryOf(block)
  let kept = highlighted.get(key)
  if (kept === undefined) {
    kept = deflated(highlightNow(code, languageOf(key), marks))
    highlighted.set(key, kept, code.length)
  }
  return new Uint8Array(kept)
}

/** Keeps a block another thread highlighted (highlightedBlockBytes), so that highlightCodeBlock takes it from here. */
export function keepHighlightedBlock(block: CodeBlock, bytes: Uint8Array): void {
  const { code, key } = cacheEntryOf(block)
  highlighted.set(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), code.length)
}

/** Whether highlightCodeBlock would take the block from the cache. */
export function hasHighlightedBlock(block: CodeBlock): boolean {
  return highlighted.has(cacheEntryOf(block).key)
}

/** The lines a block's meta string marks, each range cut to the block's lines (`{1-999999999}` on a 3-line block is 1-3). */
export interface LineMarks {
  highlight: LineRange[]
  focus: LineRange[]
}

const NO_MARKS: LineMarks = { highlight: [], focus: [] }

function marksOf(options: LineMarks, code: string): LineMarks {
  const count = code.split('\n').length
  const cut = (ranges: LineRange[]) => ranges.flatMap(([start, end]): LineRange[] => (start <= count ? [[start, Math.min(end, count)]] : []))
  return { highlight: cut(options.highlight), focus: cut(options.focus) }
}

function cacheEntryOf({ value, lang, meta }: CodeBlock): { code: string; key: string; marks: LineMarks } {
  const code = codeOf(value)
  const marks = marksOf(parseCodeMeta(meta), code)
  return { code, key: keyOf(code, lang, marks), marks }
}

function classNames(element: Element): string[] {
  const value: unknown = element.properties.class
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : []
}

function codeOf(value: string): string {
  return value.replace(/\n$/, '')
}

/** A block's key in the cache: the language as the bundle names it (`text` for one it does not know or none), the lines it marks, and the code. */
function keyOf(code: string, lang: string | null | undefined, marks: LineMarks): string {
  const known = (lang ? languageNames.get(lang.toLowerCase()) : undefined) ?? 'text'
  const marked = marks.highlight.length + marks.focus.length > 0 ? JSON.stringify(marks) : ''
  return `${known}\n${marked}\n${code}`
}

function languageOf(key: string): string {
  return key.slice(0, key.indexOf('\n'))
}

/**
 * Copied out: zlib's result is a view of its 16 KiB output chunk, which a few hundred bytes would otherwise keep
 * alive (2,100 blocks of a 1,000-page site held 35 MB that way).
 */
function deflated(pre: Element): Buffer {
  return Buffer.from(deflateRawSync(JSON.stringify(pre), { level: 1 }))
}

/** `{1-3,5}`: the ranges written the way transformerMetaHighlight reads them. */
const rangesText = (ranges: LineRange[]) => `{${ranges.map(([start, end]) => (start === end ? `${start}` : `${start}-${end}`)).join(',')}}`

/**
 * The focused lines of the meta string (`focus=2,4-5`), marked as transformerNotationFocus marks a `[!code focus]`
 * line: shiki's transformers read no `focus=` of their own.
 */
function transformerMetaFocus(focus: LineRange[]): ShikiTransformer {
  return {
    name: 'docslint:meta-focus',
    line(line, number) {
      if (focus.some(([start, end]) => number >= start && number <= end)) this.addClassToHast(line, 'focused')
    },
    pre(pre) {
      if (focus.length > 0) this.addClassToHast(pre, 'has-focused')
    }
  }
}

function highlightNow(code: string, language: string, marks: LineMarks): Element {
  const options: CodeToHastOptions = {
    lang: language,
    meta: { __raw: marks.highlight.length > 0 ? rangesText(marks.highlight) : undefined },
    transformers: [
      transformerNotationDiff(),
      transformerNotationHighlight(),
      transformerNotationFocus(),
      transformerMetaHighlight(),
      transformerMetaFocus(marks.focus)
    ],
    themes: { light: THEMES[0], dark: THEMES[1] },
    defaultColor: false,
    // shiki gives up on a line after 500 ms by default and leaves it uncoloured: on a loaded machine (the first
    // line, while the grammar's expressions compile) that made the output depend on timing. No limit: the
    // same code always gives the same HTML.
    tokenizeTimeLimit: 0,
    // A limit by length keeps that determinism and bounds the time: a 10,000-character line of quotes took
    // 30 s to colour. A line this long is minified or generated code, shown uncoloured.
    tokenizeMaxLineLength: MAX_COLOURED_LINE
  }
  const pre = preOf(colour(code, language, options))
  // The notation transformers keep the comments they parsed on the `<code>`: nothing reads them after.
  for (const child of pre.children) if (child.type === 'element') delete child.data
  delete pre.data
  // A code block scrolls sideways: it is focusable, so the keyboard can scroll it (axe's scrollable-region-focusable).
  delete pre.properties.tabindex
  pre.properties.tabIndex = 0
  return pre
}

/** The block coloured in one tokenization where that can be done, else in shiki's own way (the same HTML). */
function colour(code: string, language: string, options: CodeToHastOptions): Root {
  const { highlighter, once } = shiki()
  if (language !== 'text') ensureLoaded(highlighter, language)
  try {
    return once.codeToHast(code, options)
  } catch {
    plain ??= newHighlighter()
    if (language !== 'text') ensureLoaded(plain, language)
    return plain.codeToHast(code, options) as Root
  }
}

function preOf(root: Root): Element {
  return root.children.find((child): child is Element => child.type === 'element')!
}
