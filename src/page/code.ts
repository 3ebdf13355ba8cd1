/** Lines of a code block, 1-based and inclusive: `{1,3-5}` is [[1, 1], [3, 5]]. */
export type LineRange = [number, number]

/**
 * A code block's options, from its meta string (what follows the language on the fence line), in the grammar
 * the site generator documents (create/code.mdx): a title (the words that are no option, or `title="..."`),
 * line highlights (`{1,3-5}`, `highlight={1-2,5}`), `focus=2,4-5`, flags (`lines`, `wrap`, `expandable`,
 * `twoslash`, `nocopy`), `icon=...`, and any other `key=value` (Mermaid's `placement`, `actions`). String and
 * boolean values may be quoted with `""` or `''` or not at all; expressions are wrapped in `{}`.
 */
export interface CodeMeta {
  title?: string
  icon?: string
  highlight: LineRange[]
  focus: LineRange[]
  lines: boolean
  wrap: boolean
  expandable: boolean
  twoslash: boolean
  /** false with `nocopy` (`nocopy="false"` keeps the button). */
  copy: boolean
  /** Every `key=value` as written, quotes and braces taken off; a bare flag is `true`. */
  options: Record<string, string | boolean>
}

/**
 * Bare words that are options, not part of the title: the generator's (create/code.mdx), and the spellings of
 * other tools (`showLineNumbers`, `noCopy`) that no title holds. `copy` is a word of titles ("Copy the key").
 */
const FLAGS = new Set(['lines', 'wrap', 'expandable', 'twoslash', 'nocopy', 'showLineNumbers', 'noCopy'])

/** One option of a meta string: `{...}`, `key=value` (quoted, braced or bare) or a word. */
const TOKEN = /\{[^}]*\}|([\w-]+)=("[^"]*"|'[^']*'|\{[^}]*\}|\S*)|\S+/g

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const parsed: CodeMeta = { highlight: [], focus: [], lines: false, wrap: false, expandable: false, twoslash: false, copy: true, options: {} }
  const words: string[] = []
  for (const [token, key, value] of (meta ?? '').matchAll(TOKEN)) {
    if (token.startsWith('{')) parsed.highlight.push(...lineRanges(token))
    else if (key !== undefined) parsed.options[key] = unwrapped(value)
    else if (FLAGS.has(token)) parsed.options[token] = true
    else words.push(token)
  }
  const { options } = parsed
  const text = (name: string) => (typeof options[name] === 'string' ? (options[name] as string).trim() || undefined : undefined)
  const flag = (name: string) => options[name] === true || options[name] === 'true'
  parsed.title = text('title') ?? (words.join(' ') || undefined)
  parsed.icon = text('icon')
  parsed.highlight.push(...lineRanges(text('highlight')))
  parsed.focus = lineRanges(text('focus'))
  parsed.lines = flag('lines') || flag('showLineNumbers')
  parsed.wrap = flag('wrap')
  parsed.expandable = flag('expandable')
  parsed.twoslash = flag('twoslash')
  parsed.copy = !(flag('nocopy') || flag('noCopy'))
  return parsed
}

/** A value without its quotes or braces; `true` and `false` as written stay strings (`{false}` is `'false'`). */
function unwrapped(value: string): string {
  return /^(["'{]).*(["'}])$/s.test(value) ? value.slice(1, -1) : value
}

/** `1,3-5`, `{1-2,5}` or `[1,3]` as ranges; anything that is no line number or range is left out. */
export function lineRanges(written: string | undefined): LineRange[] {
  if (!written) return []
  return written
    .replace(/^[{[]|[}\]]$/g, '')
    .split(',')
    .flatMap((part): LineRange[] => {
      const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part)
      if (!match) return []
      const start = Number(match[1])
      const end = match[2] === undefined ? start : Number(match[2])
      return start >= 1 && end >= start ? [[start, end]] : []
    })
}

/** The title of a code block from its meta string: `index.js`, `Example request {1-3}`, `title="Install"`. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  return parseCodeMeta(meta).title
}

/** A language guessed from a code block's content, and why, for a message that offers it. */
export interface GuessedLanguage {
  language: string
  reason: string
}

/** Commands a line of shell starts with in documentation (`npm install acme`), when the block has no prompt. */
const commands = new Set(['npm', 'npx', 'pnpm', 'yarn', 'bun', 'bunx', 'pip', 'pip3', 'pipx', 'poetry', 'uv', 'curl', 'wget', 'git', 'docker', 'kubectl', 'helm', 'brew', 'apt', 'apt-get', 'sudo', 'cd', 'mkdir', 'cargo', 'mint', 'mintlify'])

/**
 * The language of a code block that has none, only where its content leaves no doubt: JSON that parses
 * (an object or a list), shell commands (every line after a `$ ` prompt, or every line a known command such
 * as `npm` or `curl`), and plain text (a lone URL, a tree drawn with `├──`). Anything else (JavaScript
 * objects, YAML, code in any language, output mixed with commands) gets no guess.
 */
export function guessLanguage(code: string): GuessedLanguage | undefined {
  const lines = code.split('\n').map((line) => line.trim()).filter(Boolean)
  if (lines.length === 0) return undefined
  if (isJsonDocument(code)) return { language: 'json', reason: 'the block is JSON' }
  if (lines.every((line) => line.startsWith('$ '))) return { language: 'bash', reason: 'the block is shell commands after a `$` prompt' }
  if (lines.every(isShellCommand)) return { language: 'bash', reason: 'the block is shell commands' }
  if (lines.length === 1 && /^[a-z][\w+.-]*:\/\/\S+$/i.test(lines[0])) return { language: 'text', reason: 'the block is a URL' }
  if (lines.some((line) => /[├└]──/.test(line))) return { language: 'text', reason: 'the block is a tree drawn in text' }
  return undefined
}

function isJsonDocument(code: string): boolean {
  const trimmed = code.trim()
  if (!/^[[{]/.test(trimmed)) return false
  try {
    JSON.parse(trimmed)
    return true
  } catch {
    return false
  }
}

/** `npm install acme`, `curl -X POST ...`, a continued line (`  -H "..."`), `export ACME_KEY=...`. */
function isShellCommand(line: string): boolean {
  if (/^export [A-Z_][A-Z0-9_]*=/.test(line) || /^-{1,2}[\w-]/.test(line)) return true
  const word = /^[\w.-]+/.exec(line)?.[0]
  // `git = ...` or `curl(...)` is code that names a variable or function after a command.
  return word !== undefined && commands.has(word) && !/^[\w.-]+\s*[=(:]/.test(line) && !/[;{}]\s*$/.test(line)
}
