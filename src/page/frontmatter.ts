import { isMap, isScalar, parseDocument, type Document, type Node as YamlNode } from 'yaml'
import { duplicateKeys, firstAlias, yamlNestingProblem } from './yaml-budget.js'
import { pointFinder } from '../util/lines.js'
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
  const base = text.indexOf('\n', start) + 1
  const toPoint = pointFinder(text)
  const placeOf = (from: number, to: number): Position => ({
    start: toPoint(base + from)!,
    end: toPoint(base + Math.max(from, to))!
  })
  const frontmatter: Frontmatter = { place: node.position!, fields: new Map(), errors: [] }
  const tooDeep = yamlNestingProblem(node.value)
  if (tooDeep) {
    frontmatter.errors.push({ reason: tooDeep.reason, place: placeOf(...tooDeep.range) })
    return frontmatter
  }
  const document = parseDocument(node.value, { uniqueKeys: false, prettyErrors: false })
  for (const error of document.errors) {
    const reason = error.message.split('\n')[0]
    const [from, to] = errorRange(node.value, reason, error.pos)
    frontmatter.errors.push({ reason, place: placeOf(from, to) })
  }
  for (const duplicate of document.errors.length > 0 ? [] : duplicateKeys(document)) {
    const [from, to] = errorRange(node.value, duplicate.reason, duplicate.range)
    frontmatter.errors.push({ reason: duplicate.reason, place: placeOf(from, to) })
  }
  if (frontmatter.errors.length > 0) return frontmatter
  const contents = document.contents
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    frontmatter.data = {}
    return frontmatter
  }
  if (!isMap(contents)) {
    const [from, to] = contents.range ?? [0, node.value.length]
    frontmatter.errors.push({ reason: 'Front matter must be a mapping of keys to values (`title: ...`)', place: placeOf(from, to) })
    return frontmatter
  }
  const data = dataOf(document)
  if (!data) {
    const [from, to] = firstAlias(document) ?? [0, node.value.length]
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

/** The quote that opens a scalar (after `key:` or `-`), searching back from where parsing stopped. */
function openingQuote(yaml: string, quote: string, before: number): number | undefined {
  for (let index = yaml.lastIndexOf(quote, before - 1); index >= 0; index = yaml.lastIndexOf(quote, index - 1)) {
    const lineStart = yaml.lastIndexOf('\n', index - 1) + 1
    if (/^\s*(?:[^:\n]*:|-)\s*$/.test(yaml.slice(lineStart, index))) return index
  }
  return undefined
}
