/**
 * The `source` of a docs.json redirect, read the way the site generator documents it (path-to-regexp's
 * syntax): `/old/page`, `:name` for one path segment, `:name*` for any number of segments (`:name+` one or
 * more, `:name?` one or none), and a partial wildcard `*` for the rest of a segment (`/articles/concepts-*`).
 * `\` escapes the next character. A regular-expression group (`(\\d+)`) or a `{...}` group is syntax
 * docslint does not evaluate: the redirect is then not followed, and not reported either.
 *
 * Nothing here builds a regular expression from the user's text: a source is compiled to a few instructions
 * that a Pike VM runs (src: Russ Cox, "Regular Expression Matching: the Virtual Machine Approach"), in time
 * linear in the URL times the size of the source, whatever the source is.
 */
import { withoutTrailingSlashes } from '../util/slashes.js'

/** One instruction of a compiled source. `split` tries `first`, then `second` (the priority of captures). */
type Instruction =
  | { op: 'char'; char: string }
  | { op: 'segment' } // any character but `/`
  | { op: 'split'; first: number; second: number }
  | { op: 'jump'; to: number }
  | { op: 'save'; slot: number }
  | { op: 'match' }

export interface RedirectPattern {
  program: Instruction[]
  /** The parameter names, in order; a partial wildcard is named `*`. */
  names: string[]
}

/**
 * Why a source cannot be a redirect, and the index of the character that shows it. `kind` marks a query or an
 * anchor: a source is a path, which has neither (the generator's redirects page forbids them in sources).
 */
export interface PatternError {
  reason: string
  index: number
  kind?: 'query' | 'anchor'
}

/** A source too long to be a path someone wrote, or with more parameters than one would: it is reported, not compiled. */
export const MAX_SOURCE_LENGTH = 2048
export const MAX_PARAMETERS = 16

type Token = { kind: 'text'; char: string } | { kind: 'param'; name: string; modifier: '' | '*' | '+' | '?'; prefix: string } | { kind: 'wildcard' }

/** The compiled pattern; a PatternError for a source that is not one; undefined for syntax docslint does not evaluate. */
export function compileRedirectSource(source: string): RedirectPattern | PatternError | undefined {
  if (source.length > MAX_SOURCE_LENGTH) return { reason: `is longer than ${MAX_SOURCE_LENGTH} characters`, index: MAX_SOURCE_LENGTH }
  const tokens = tokenize(withoutTrailingSlashes(source) || '/')
  if (!Array.isArray(tokens)) return tokens
  if (tokens.some((token) => token === 'group')) return undefined
  const parameters = (tokens as Token[]).filter((token) => token.kind !== 'text').length
  if (parameters > MAX_PARAMETERS) return { reason: `has ${parameters} parameters and wildcards; at most ${MAX_PARAMETERS} are read`, index: 0 }
  return compile(tokens as Token[])
}

function tokenize(source: string): Array<Token | 'group'> | PatternError {
  const tokens: Array<Token | 'group'> = []
  for (let index = 0; index < source.length; index++) {
    const char = source[index]
    if (char === '\\') {
      if (index + 1 >= source.length) return { reason: 'ends with `\\`, which escapes nothing', index }
      tokens.push({ kind: 'text', char: source[++index] })
    } else if (char === ':') {
      const name = /^\w+/.exec(source.slice(index + 1, index + 1 + MAX_SOURCE_LENGTH))?.[0]
      if (!name) return { reason: 'has a `:` without a parameter name after it (write `:name`, or `\\:` for a colon)', index }
      index += name.length
      const modifier = '*+?'.includes(source[index + 1] ?? '.') ? (source[++index] as '*' | '+' | '?') : ''
      // As in path-to-regexp, an optional or repeated parameter takes the `/` before it along.
      const prefix = modifier !== '' && isSlash(tokens.at(-1)) ? '/' : ''
      if (prefix) tokens.pop()
      tokens.push({ kind: 'param', name, modifier, prefix })
    } else if (char === '*') {
      const previous = tokens.at(-1)
      if (previous !== undefined && previous !== 'group' && previous.kind !== 'text') {
        return { reason: 'has a `*` right after another wildcard or parameter; one `*` is enough', index }
      }
      tokens.push({ kind: 'wildcard' })
    } else if (char === '?' && !isWildcard(tokens.at(-1))) {
      return { reason: 'starts a query with `?`', index, kind: 'query' }
    } else if (char === '#') {
      return { reason: 'starts an anchor with `#`', index, kind: 'anchor' }
    } else if (char === '+' || char === '?') {
      return { reason: `has a \`${char}\` that follows no parameter (write \`:name${char}\`)`, index }
    } else if (char === '(' || char === '{') {
      const end = closingIndex(source, index)
      if (end === undefined) return { reason: `has a \`${char}\` that is never closed`, index }
      tokens.push('group')
      index = end
    } else if (char === ')' || char === '}') {
      return { reason: `has a \`${char}\` that closes nothing`, index }
    } else {
      tokens.push({ kind: 'text', char })
    }
  }
  return tokens
}

const isWildcard = (token: Token | 'group' | undefined) => token !== undefined && token !== 'group' && token.kind === 'wildcard'
const isSlash = (token: Token | 'group' | undefined) => token !== undefined && token !== 'group' && token.kind === 'text' && token.char === '/'

/** The index of the bracket that closes the one at `start` (nesting and escapes counted), if any. */
function closingIndex(source: string, start: number): number | undefined {
  const open = source[start]
  const close = open === '(' ? ')' : '}'
  let depth = 0
  for (let index = start; index < source.length; index++) {
    if (source[index] === '\\') index++
    else if (source[index] === open) depth++
    else if (source[index] === close && --depth === 0) return index
  }
  return undefined
}

function compile(tokens: Token[]): RedirectPattern {
  const program: Instruction[] = []
  const names: string[] = []
  const emit = (instruction: Instruction) => program.push(instruction) - 1
  for (const token of tokens) {
    if (token.kind === 'text') {
      emit({ op: 'char', char: token.char })
      continue
    }
    const slot = names.push(token.kind === 'wildcard' ? '*' : token.name) - 1
    if (token.kind === 'wildcard') {
      emit({ op: 'save', slot: 2 * slot })
      const loop = emit({ op: 'split', first: program.length + 1, second: program.length + 3 })
      emit({ op: 'segment' })
      emit({ op: 'jump', to: loop })
      emit({ op: 'save', slot: 2 * slot + 1 })
      continue
    }
    compileParam(token, slot, program)
  }
  emit({ op: 'match' })
  return { program, names }
}

/** `prefix` and one segment, or more separated by `/` for `*` and `+`; the whole of it may be left out for `*` and `?`. */
function compileParam(token: Extract<Token, { kind: 'param' }>, slot: number, program: Instruction[]): void {
  const emit = (instruction: Instruction) => program.push(instruction) - 1
  const optional = token.modifier === '*' || token.modifier === '?'
  const skip = optional ? emit({ op: 'split', first: program.length + 1, second: -1 }) : -1
  for (const char of token.prefix) emit({ op: 'char', char })
  emit({ op: 'save', slot: 2 * slot })
  const segment = emit({ op: 'segment' })
  emit({ op: 'split', first: segment, second: program.length + 1 })
  if (token.modifier === '*' || token.modifier === '+') {
    // Another `/segment`, or the end of the parameter.
    emit({ op: 'split', first: program.length + 1, second: program.length + 3 })
    emit({ op: 'char', char: '/' })
    emit({ op: 'jump', to: segment })
  }
  emit({ op: 'save', slot: 2 * slot + 1 })
  if (optional) (program[skip] as { second: number }).second = program.length
}

/** No server takes a URL this long (8 KiB is the common limit): a longer one is never redirected. */
export const MAX_URL_LENGTH = 8192

/** The one path a pattern without parameters or wildcards matches (`/old/page`); undefined for any other pattern. */
export function literalPathOf(pattern: RedirectPattern): string | undefined {
  if (pattern.names.length > 0) return undefined
  let path = ''
  for (const instruction of pattern.program) {
    if (instruction.op === 'char') path += instruction.char
    else if (instruction.op !== 'match') return undefined
  }
  return path
}

/** The values of the parameters when `url` (without a trailing `/`) matches the pattern, by name; undefined when it does not. */
export function matchRedirect(pattern: RedirectPattern, url: string): Map<string, string> | undefined {
  if (url.length > MAX_URL_LENGTH) return undefined
  const path = withoutTrailingSlashes(url) || '/'
  const slots = run(pattern.program, path)
  if (!slots) return undefined
  const values = new Map<string, string>()
  pattern.names.forEach((name, index) => {
    const [start, end] = [slots[2 * index], slots[2 * index + 1]]
    if (!values.has(name)) values.set(name, start === undefined || end === undefined ? '' : path.slice(start, end))
  })
  return values
}

/** A Pike VM: every thread advances one character at a time, so the work is the URL's length times the program's. */
function run(program: Instruction[], input: string): (number | undefined)[] | undefined {
  let current: Thread[] = []
  addThread(program, current, new Set(), 0, [], 0)
  for (let position = 0; position <= input.length && current.length > 0; position++) {
    const next: Thread[] = []
    const seen = new Set<number>()
    for (const thread of current) {
      const instruction = program[thread.pc]
      if (instruction.op === 'match') {
        if (position === input.length) return thread.slots
        continue
      }
      const char = input[position]
      if (char === undefined) continue
      if ((instruction.op === 'char' && instruction.char === char) || (instruction.op === 'segment' && char !== '/')) {
        addThread(program, next, seen, thread.pc + 1, thread.slots, position + 1)
      }
    }
    current = next
  }
  return undefined
}

interface Thread {
  pc: number
  slots: (number | undefined)[]
}

/** Follows jumps, splits and saves (in priority order) to the instructions that read a character or match. */
function addThread(program: Instruction[], list: Thread[], seen: Set<number>, pc: number, slots: (number | undefined)[], position: number): void {
  const stack: { pc: number; slots: (number | undefined)[] }[] = [{ pc, slots }]
  while (stack.length > 0) {
    const { pc: at, slots: held } = stack.pop()!
    if (seen.has(at)) continue
    seen.add(at)
    const instruction = program[at]
    if (instruction.op === 'jump') stack.push({ pc: instruction.to, slots: held })
    else if (instruction.op === 'split') stack.push({ pc: instruction.second, slots: held }, { pc: instruction.first, slots: held })
    else if (instruction.op === 'save') {
      const copy = [...held]
      copy[instruction.slot] = position
      stack.push({ pc: at + 1, slots: copy })
    } else list.push({ pc: at, slots: held })
  }
}
