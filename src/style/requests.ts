/**
 * HTTP requests in code examples, and whether the example does anything when the response is an error: the
 * request calls of JavaScript/TypeScript (`fetch`, `axios`, `got`, `ky`), Python (`requests`, `httpx`,
 * `aiohttp`) and shell (`curl`), found by pattern in a code block's text, with their place in the page.
 */
import type { Code } from 'mdast'
import type { Point, Position } from 'unist'
import type { VFile } from 'vfile'

export type Language = 'javascript' | 'python' | 'shell'

const LANGUAGES: Record<string, Language> = {
  js: 'javascript', javascript: 'javascript', jsx: 'javascript', mjs: 'javascript', cjs: 'javascript', node: 'javascript',
  ts: 'javascript', typescript: 'javascript', tsx: 'javascript',
  py: 'python', python: 'python', python3: 'python',
  bash: 'shell', sh: 'shell', shell: 'shell', zsh: 'shell', curl: 'shell', console: 'shell'
}

export function languageOf(code: Code): Language | undefined {
  return code.lang ? LANGUAGES[code.lang.toLowerCase()] : undefined
}

/** The call that sends a request, per language, as group 1; `fetch` that is a method of something else is not it. */
const REQUEST: Record<Language, RegExp> = {
  javascript: /(?<![\w.$])((?:fetch|got|ky)\s*\(|axios(?:\.(?:get|post|put|patch|delete|head|request))?\s*\()/g,
  python: /(?<![\w.])((?:requests|httpx|session|client|aiohttp)\.(?:get|post|put|patch|delete|head|request)\s*\()/g,
  shell: /(?:^|[\s;&|(])(curl)\s/gm
}

/** A definition named `fetch` (a server's or a worker's handler: `async fetch(request) {`), not a call. */
const DEFINITION = /(?:^|\s)(?:async|function|static)$|^$/
const DEFINITION_AFTER = /^[^)]*\)\s*(?::\s*[^{;]+)?\{/

/** What counts as handling the error: a status check, a throw, a catch, `raise_for_status`, `--fail`. */
const ERROR_PATH: Record<Language, RegExp> = {
  javascript: /\.ok\b|\.status(?:Code|Text)?\b|\bcatch\b|\bthrow\b|validateStatus|throwHttpErrors|\bonError\b/,
  python: /raise_for_status|status_code|\.ok\b|\.status\b|\bexcept\b/,
  shell: /--fail\b|--fail-with-body\b|(?:^|\s)-[a-zA-Z]*f[a-zA-Z]*\b|\|\|\s*exit\b|-w\s+['"]?%\{http_code\}/m
}

export interface RequestCall {
  language: Language
  /** The call as written (`fetch`, `requests.post`, `curl`). */
  call: string
  /** Offset of the call in the code's value. */
  offset: number
}

/** The first request call of a code block that has no error path, or undefined. */
export function unhandledRequest(code: Code): RequestCall | undefined {
  const language = languageOf(code)
  if (!language || ERROR_PATH[language].test(code.value)) return undefined
  for (const match of code.value.matchAll(REQUEST[language])) {
    const offset = match.index + match[0].indexOf(match[1])
    if (language === 'javascript' && isDefinition(code.value, offset, match[1])) continue
    return { language, call: match[1].replace(/\s*\($/, ''), offset }
  }
  return undefined
}

function isDefinition(value: string, offset: number, call: string): boolean {
  const lineStart = value.lastIndexOf('\n', offset - 1) + 1
  const before = value.slice(lineStart, offset).trim()
  return DEFINITION.test(before) && DEFINITION_AFTER.test(value.slice(offset + call.length))
}

/**
 * Where an offset of a fenced code block's value is in the page. Each line of the value is its source line less
 * the indentation (or `> `) of the block's container, so it ends the source line.
 */
export function placeInCode(code: Code, file: VFile, offset: number, length: number): Position | undefined {
  const start = code.position?.start
  if (!start) return undefined
  const before = code.value.slice(0, offset)
  const line = before.split('\n').length - 1
  const column = offset - (before.lastIndexOf('\n') + 1)
  const valueLine = code.value.split('\n')[line]
  const sourceLine = String(file).split(/\r?\n/)[start.line + line]
  if (sourceLine === undefined || !sourceLine.endsWith(valueLine)) return undefined
  const point = (at: number): Point => ({ line: start.line + 1 + line, column: sourceLine.length - valueLine.length + at + 1 })
  return { start: point(column), end: point(column + length) }
}
