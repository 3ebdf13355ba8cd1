import { isMap, isScalar, parseDocument, type Document, type Node as YamlNode } from 'yaml'
import { duplicateKeys, firstAlias, yamlNestingProblem } from './yaml-budget.js'
import { nextLineStart, pointFinder } from '../util/lines.js'
import type { Root, Yaml } from 'mdast'
import type { Position } from 'unist'
import type { VFile } from 'vfile'

/** One top-level key of the front matter, with where its key and its value are written. */
export interface FrontmatterField {
  value: unknown
  key: Position
  /** Where the value is written; the key's own place when the value is empty (`title:`). */
  place: Position
}

export interface FrontmatterError {
  reason: string
  place: Position
}

export interface Frontmatter {
  /** The whole block, fences included. */
  place: Position
  /** Parsed data; undefined when the YAML does not parse or is not a mapping. */
  data?: Record<string, unknown>
  fields: Map<string, FrontmatterField>
  errors: FrontmatterError[]
}

/** Reads are shared: the front-matter rules and the page facts all ask for the same block. */
const cache = new WeakMap<Yaml, Frontmatter>()

/** The page's YAML front matter, parsed with positions in the page; undefined when the page has none. */
export function readFrontmatter(tree: Root, file: VFile): Frontmatter | undefined {
  const node = tree.children[0]
  if (node?.type !== 'yaml' || !node.position) return undefined
  let frontmatter = cache.get(node)
  if (!frontmatter) {
    frontmatter = parseFrontmatter(node, file)
    cache.set(node, frontmatter)
  }
  return frontmatter
}

function parseFrontmatter(node: Yaml, file: VFile): Frontmatter {
  const text = String(file.value)
  const start = node.position!.start.offset ?? 0
  // The YAML starts on the line after the opening `---`.
  const base = nextLineStart(text, start)
  const toPoint = pointFinder(text)
  const written = withLineFeeds(node.value)
  const { text: yaml, original } = indentQuotedContinuations(written)
  // Offsets in the YAML as written (node.value), and in the YAML as parsed (continuation lines indented).
  const placeOfWritten = (from: number, to: number): Position => ({ start: toPoint(base + from)!, end: toPoint(base + Math.max(from, to))! })
  const placeOf = (from: number, to: number): Position => placeOfWritten(original(from), original(to))
  const frontmatter: Frontmatter = { place: node.position!, fields: new Map(), errors: [] }
  const tooDeep = yamlNestingProblem(written)
  if (tooDeep) {
    frontmatter.errors.push({ reason: tooDeep.reason, place: placeOfWritten(...tooDeep.range) })
    return frontmatter
  }
  // Duplicate keys are found in one pass afterwards (the parser's own check is quadratic in the number of keys).
  const document = parseDocument(yaml, { uniqueKeys: false, prettyErrors: false })
  // Only the first error: the ones after it mostly follow from it (a quote left open swallows the next key).
  const error = document.errors[0]
  const first = error ? { reason: error.message.split('\n')[0], range: error.pos } : duplicateKeys(document)[0]
  if (first) {
    const [from, to] = errorRange(yaml, first.reason, first.range)
    frontmatter.errors.push({ reason: first.reason, place: placeOf(from, to) })
    return frontmatter
  }
  const contents = document.contents
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    frontmatter.data = {}
    return frontmatter
  }
  if (!isMap(contents)) {
    const [from, to] = contents.range ?? [0, yaml.length]
    frontmatter.errors.push({ reason: 'Front matter must be a mapping of keys to values (`title: ...`)', place: placeOf(from, to) })
    return frontmatter
  }
  const data = dataOf(document)
  if (!data) {
    const [from, to] = firstAlias(document) ?? [0, yaml.length]
    frontmatter.errors.push({ reason: `its aliases (\`*name\`) expand to more than ${MAX_ALIAS_COUNT} copies of what they name; write the values out`, place: placeOf(from, to) })
    return frontmatter
  }
  frontmatter.data = data
  for (const pair of contents.items) {
    const key = pair.key as YamlNode | null
    if (!isScalar(key)) continue
    const keyRange = key.range ?? [0, 0]
    const value = pair.value as YamlNode | null
    const valueRange = value?.range
    frontmatter.fields.set(String(key.value), {
      value: frontmatter.data[String(key.value)],
      key: placeOf(keyRange[0], keyRange[1]),
      place: valueRange && valueRange[1] > valueRange[0] ? placeOf(valueRange[0], valueRange[1]) : placeOf(keyRange[0], keyRange[1])
    })
  }
  return frontmatter
}

/**
 * The YAML with each carriage return that ends a line alone made a line feed: Markdown takes it as a line
 * ending (the page's positions count it so), the yaml package does not. The length, and so every offset, is
 * the same.
 */
function withLineFeeds(yaml: string): string {
  return yaml.replace(/\r(?!\n)/g, '\n')
}

/** As the YAML library's default: more copies than this through aliases is an "alias bomb" (a billion laughs). */
const MAX_ALIAS_COUNT = 100

/** The front matter's values; undefined when its aliases expand past MAX_ALIAS_COUNT (the YAML library refuses them). */
function dataOf(document: Document): Record<string, unknown> | undefined {
  try {
    return document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as Record<string, unknown>
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) return undefined
    throw error
  }
}

/**
 * The yaml parser points at where it gave up; for two common mistakes the author's own text is a better
 * place: the quote that is never closed (the parser stops at the end of the block), and the whole repeated
 * key (the parser marks its first character).
 */
function errorRange(yaml: string, reason: string, [from, to]: [number, number]): [number, number] {
  const quote = /^Missing closing (["'])quote/.exec(reason)?.[1]
  if (quote) {
    const opening = openingQuote(yaml, quote, from)
    return opening === undefined ? [from, to] : [opening, to]
  }
  if (reason.startsWith('Map keys must be unique')) {
    const end = /^[^:\n]*/.exec(yaml.slice(from))![0].trimEnd().length
    return [from, from + Math.max(end, 1)]
  }
  return [from, to]
}

/** The quote that opens a scalar (after `key:`, `-` or at a line's start), searching back from where parsing stopped. */
function openingQuote(yaml: string, quote: string, before: number): number | undefined {
  // lastIndexOf(quote, -1) finds a quote at 0 again: stop after checking the first character.
  for (let index = yaml.lastIndexOf(quote, before - 1); index >= 0; index = index === 0 ? -1 : yaml.lastIndexOf(quote, index - 1)) {
    const lineStart = yaml.lastIndexOf('\n', index - 1) + 1
    if (/^\s*(?:[^:\n]*:|-)?\s*$/.test(yaml.slice(lineStart, index))) return index
  }
  return undefined
}

/** The front matter as the yaml package can read it, and the offset in the page's own text of an offset in it. */
interface Indented {
  text: string
  original: (offset: number) => number
}

/**
 * The site generator's YAML reader takes a quoted value continued on lines indented no deeper than its key
 * (`description: "Line one.⏎Line two."`, the second line at column 0) as one folded value; the yaml package
 * follows the YAML 1.2 spec, which wants those lines indented under the key, and stops at a missing quote.
 * So the continuation lines of a quoted value are indented one column deeper than its key before parsing,
 * and positions are mapped back past the spaces added.
 */
function indentQuotedContinuations(yaml: string): Indented {
  const lines = yaml.split('\n')
  const added: { at: number; count: number }[] = []
  let open: { quote: string; indent: number } | undefined
  let offset = 0
  const out = lines.map((line) => {
    let text = line
    if (open) {
      const indent = /^ */.exec(line)![0].length
      if (line.trim() !== '' && indent <= open.indent) {
        const count = open.indent + 1 - indent
        added.push({ at: offset, count })
        text = ' '.repeat(count) + line
      }
      if (closingQuote(text, open.quote, 0) !== undefined) open = undefined
    } else {
      const start = /^( *)(?:[^\s#'"-][^#\n]*?:|-) +(["'])/.exec(line)
      if (start && closingQuote(line, start[2], start[0].length) === undefined) open = { quote: start[2], indent: start[1].length }
    }
    offset += text.length + 1
    return text
  })
  const original = (position: number): number => {
    let shift = 0
    for (const { at, count } of added) {
      if (position < at) break
      shift += Math.min(count, position - at)
    }
    return position - shift
  }
  return { text: out.join('\n'), original }
}

/** Where a quoted value that started before `from` closes on this line (`\"` and `''` escape), if it does. */
function closingQuote(line: string, quote: string, from: number): number | undefined {
  for (let index = from; index < line.length; index++) {
    if (quote === '"' && line[index] === '\\') index++
    else if (line[index] === quote) {
      if (quote === "'" && line[index + 1] === "'") index++
      else return index
    }
  }
  return undefined
}
