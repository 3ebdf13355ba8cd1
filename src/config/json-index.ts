/**
 * Where each value and key of a JSON document is written, kept in typed arrays, and the document's value, both
 * made in one pass of jsonc-parser's `visit`. docs.json's messages need the place of any key or value as long
 * as the site is checked; jsonc-parser's `parseTree` keeps it as a tree of objects, about 35 bytes of memory for
 * each byte of JSON (a docs.json of 40,000 versions, 3 MB, made a tree of 111 MB). Here it is about 2.
 *
 * The places and the value are those of `parseTree`, `findNodeAtLocation` and `getNodeValue`: a key written
 * twice is found at its first place and has its last value; a key without a value is not found; the value is
 * built of objects without a prototype, so no key (`__proto__` included) is more than a key.
 */
import { visit, type ParseError, type ParseOptions } from 'jsonc-parser'

/** A step of a path into a JSON document: an object's key or an array's position. */
export type Segment = string | number

const LITERAL = 0
const OBJECT = 1
const ARRAY = 2

/** A value being read: an object or array whose end has not been reached, or the document around everything. */
interface Frame {
  node: number
  children: number[]
  value: unknown[] | Record<string, unknown>
  /** In an object: the key read last, until its value is read (or a `,` says it has none). */
  key?: { offset: number; length: number; name: string }
  /** In an object: each key's first place, to find keys written twice. */
  keys?: Map<string, { offset: number; length: number }>
}

/** A key written again in the same object: where, and where first. */
export interface RepeatedKey {
  key: string
  offset: number
  length: number
  firstOffset: number
  firstLength: number
}

export interface JsonRead {
  index: JsonIndex | undefined
  value: unknown
  repeatedKeys: RepeatedKey[]
}

/** Growable columns, made typed arrays once the document is read. */
class Columns {
  kind: number[] = []
  offset: number[] = []
  length: number[] = []
  keyOffset: number[] = []
  keyLength: number[] = []
  childStart: number[] = []
  childCount: number[] = []
  childList: number[] = []
}

export function readJson(text: string, errors: ParseError[], options: ParseOptions): JsonRead {
  const columns = new Columns()
  /** Keys whose text is not their name (written with escapes), by the node of their value. */
  const escapedKeys = new Map<number, string>()
  const repeatedKeys: RepeatedKey[] = []
  const top: Frame = { node: -1, children: [], value: [] }
  const stack: Frame[] = [top]
  const current = () => stack[stack.length - 1]

  const addNode = (kind: number, offset: number, length: number, value: unknown): number => {
    const frame = current()
    const node = columns.kind.push(kind) - 1
    columns.offset.push(offset)
    columns.length.push(length)
    columns.childStart.push(0)
    columns.childCount.push(0)
    const key = frame.key
    columns.keyOffset.push(key ? key.offset : -1)
    columns.keyLength.push(key ? key.length : -1)
    if (key && text.slice(key.offset + 1, key.offset + key.length - 1) !== key.name) escapedKeys.set(node, key.name)
    frame.children.push(node)
    if (Array.isArray(frame.value)) frame.value.push(value)
    else if (key) frame.value[key.name] = value
    frame.key = undefined
    return node
  }
  const open = (kind: number, offset: number) => {
    const value: Frame['value'] = kind === OBJECT ? (Object.create(null) as Record<string, unknown>) : []
    const node = addNode(kind, offset, -1, value)
    stack.push({ node, children: [], value, ...(kind === OBJECT ? { keys: new Map() } : {}) })
  }
  const close = (offset: number, length: number) => {
    const frame = stack.pop()!
    columns.length[frame.node] = offset + length - columns.offset[frame.node]
    keepChildren(columns, frame)
  }

  visit(
    text,
    {
      onObjectBegin: (offset) => open(OBJECT, offset),
      onObjectProperty: (name, offset, length) => {
        const frame = current()
        frame.key = { offset, length, name }
        const first = frame.keys?.get(name)
        if (!first) frame.keys?.set(name, { offset, length })
        else repeatedKeys.push({ key: name, offset, length, firstOffset: first.offset, firstLength: first.length })
      },
      onObjectEnd: close,
      onArrayBegin: (offset) => open(ARRAY, offset),
      onArrayEnd: close,
      onLiteralValue: (value: unknown, offset, length) => void addNode(LITERAL, offset, length, value),
      onSeparator: (separator) => {
        if (separator === ',') current().key = undefined
      },
      onError: (error, offset, length) => void errors.push({ error, offset, length })
    },
    options
  )
  // Objects and arrays a syntax error left open keep what was read of them, without an end.
  while (stack.length > 1) keepChildren(columns, stack.pop()!)
  const root = top.children[0]
  return { index: root === undefined ? undefined : new JsonIndex(text, columns, escapedKeys, root), value: (top.value as unknown[])[0], repeatedKeys }
}

function keepChildren(columns: Columns, frame: Frame): void {
  columns.childStart[frame.node] = columns.childList.length
  columns.childCount[frame.node] = frame.children.length
  for (const child of frame.children) columns.childList.push(child)
}

export class JsonIndex {
  private readonly kind: Uint8Array
  private readonly offset: Int32Array
  private readonly length: Int32Array
  private readonly keyOffset: Int32Array
  private readonly keyLength: Int32Array
  private readonly childStart: Int32Array
  private readonly childCount: Int32Array
  private readonly childList: Int32Array

  constructor(
    private readonly text: string,
    columns: Columns,
    private readonly escapedKeys: Map<number, string>,
    private readonly root: number
  ) {
    this.kind = Uint8Array.from(columns.kind)
    this.offset = Int32Array.from(columns.offset)
    this.length = Int32Array.from(columns.length)
    this.keyOffset = Int32Array.from(columns.keyOffset)
    this.keyLength = Int32Array.from(columns.keyLength)
    this.childStart = Int32Array.from(columns.childStart)
    this.childCount = Int32Array.from(columns.childCount)
    this.childList = Int32Array.from(columns.childList)
  }

  /** The offset and length of the value at `path`, or of its key; undefined when the document has none there. */
  find(path: Segment[], part: 'key' | 'value'): { offset: number; length: number } | undefined {
    const node = this.nodeAt(path)
    if (node === undefined) return undefined
    if (part === 'key' && this.keyOffset[node] >= 0) return { offset: this.keyOffset[node], length: this.keyLength[node] }
    return { offset: this.offset[node], length: this.length[node] }
  }

  private nodeAt(path: Segment[]): number | undefined {
    let node = this.root
    for (const segment of path) {
      const next = typeof segment === 'string' ? this.property(node, segment) : this.item(node, segment)
      if (next === undefined) return undefined
      node = next
    }
    return node
  }

  /** The first value of the object written under `name`. */
  private property(node: number, name: string): number | undefined {
    if (this.kind[node] !== OBJECT) return undefined
    const start = this.childStart[node]
    for (let index = start; index < start + this.childCount[node]; index++) {
      const child = this.childList[index]
      if (this.keyOffset[child] >= 0 && this.keyName(child) === name) return child
    }
    return undefined
  }

  private item(node: number, position: number): number | undefined {
    if (this.kind[node] !== ARRAY || !Number.isInteger(position) || position < 0 || position >= this.childCount[node]) return undefined
    return this.childList[this.childStart[node] + position]
  }

  private keyName(node: number): string {
    return this.escapedKeys.get(node) ?? this.text.slice(this.keyOffset[node] + 1, this.keyOffset[node] + this.keyLength[node] - 1)
  }
}
