import { createHighlighterCoreSync, type CodeToHastOptions, type HighlighterCore, type LanguageRegistration } from '@shikijs/core'
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
export function highlight(code: string, lang: string | null | undefined): Element {
  const key = keyOf(code, lang)
  const kept = highlighted.get(key)
  if (kept !== undefined) return JSON.parse(inflateRawSync(kept).toString('utf8')) as Element
  const pre = highlightNow(code, languageOf(key))
  highlighted.set(key, deflated(pre), code.length)
  return pre
}

/**
 * A page's code block as the preview shows it: its text (without the one line ending a fence may leave) in its
 * language. The same call wherever it is made: where the page is checked (src/preview/tree.ts, in a worker thread
 * of a build) and at render time for a block that came without it (src/preview/content.ts).
 */
export function highlightCodeBlock(value: string, lang: string | null | undefined): Element {
  return highlight(codeOf(value), lang)
}

/** A code block of a page, as the preview's pool of highlighting threads gets it (src/preview/pooled-highlighting.ts). */
export interface CodeBlock {
  value: string
  lang?: string | null
}

/**
 * A code block highlighted as this thread's cache keeps it (deflated JSON, in an ArrayBuffer of its own, so it
 * can be moved to another thread): what a worker thread of the preview's pool sends back.
 */
export function highlightedBlockBytes({ value, lang }: CodeBlock): Uint8Array {
  const code = codeOf(value)
  const key = keyOf(code, lang)
  let kept = highlighted.get(key)
  if (kept === undefined) {
    kept = deflated(highlightNow(code, languageOf(key)))
    highlighted.set(key, kept, code.length)
  }
  return new Uint8Array(kept)
}

/** Keeps a block another thread highlighted (highlightedBlockBytes), so that highlightCodeBlock takes it from here. */
export function keepHighlightedBlock({ value, lang }: CodeBlock, bytes: Uint8Array): void {
  const code = codeOf(value)
  highlighted.set(keyOf(code, lang), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), code.length)
}

/** Whether highlightCodeBlock would take the block from the cache. */
export function hasHighlightedBlock({ value, lang }: CodeBlock): boolean {
  return highlighted.has(keyOf(codeOf(value), lang))
}

function codeOf(value: string): string {
  return value.replace(/\n$/, '')
}

/** A block's key in the cache: the language as the bundle names it (`text` for one it does not know or none), and the code. */
function keyOf(code: string, lang: string | null | undefined): string {
  const known = (lang ? languageNames.get(lang.toLowerCase()) : undefined) ?? 'text'
  return `${known}\n${code}`
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

function highlightNow(code: string, language: string): Element {
  const options: CodeToHastOptions = {
    lang: language,
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
