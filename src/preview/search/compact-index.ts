/**
 * The search index as MiniSearch builds it (the browser loads it with `MiniSearch.loadJS`), kept compact while
 * the pages are written. MiniSearch keeps each term's postings in Maps, and its `toJSON()` copies the whole
 * index into objects before a byte is written: on the 3,000-page generated site that was 67 MB live and 100 MB
 * more to serialise, and the 10,000-page site (4 million postings, 88,000 sections) built in 1,050 MB. Here a
 * posting takes 2 or 3 bytes, already in the form the index files write (the gap from the previous section's
 * id, then the count), and the term shards are written a term at a time.
 *
 * MiniSearch's `add` is followed step by step (its own tokenizer, field lengths and running averages computed
 * alike), so the shards put together are the index MiniSearch's `toJSON()` gave, made compact (the form
 * miniSearchJson in index-file.ts reads back): test/preview/search.test.ts holds it against MiniSearch itself.
 */
import MiniSearch from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'

export interface CompactIndexOptions {
  fields: string[]
  /** Fields kept with each document for its result, written `[shortId, ...values]` ('' for a missing one). */
  storeFields: string[]
  /** A token as it is indexed; null leaves it out. */
  processTerm: (term: string) => string | null
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string, fieldName: string) => string[]

export class CompactIndex {
  /** For each term, its postings by field, in the order the fields were first met for the term. */
  private readonly terms = new SearchableMap<FieldPostings[]>()
  private readonly fieldIds: Record<string, number>
  /** By short id: each document's own id. */
  private readonly documentIds: number[] = []
  /**
   * Each document's number of distinct tokens in each field (-1: no such field), and its stored fields, flat:
   * an array per document, as MiniSearch keeps them, took some 300 bytes (a new array's room for 16 items).
   */
  private readonly fieldLengths: number[] = []
  private readonly storedValues: unknown[] = []
  private readonly averageFieldLengths: number[] = []

  constructor(private readonly options: CompactIndexOptions) {
    this.fieldIds = Object.fromEntries(options.fields.map((field, fieldId) => [field, fieldId]))
  }

  /** Adds a document as MiniSearch's `add` does: its id, stored fields, then each field's length and terms. */
  add(document: { id: number }): void {
    const valueOf = (field: string) => (document as Record<string, unknown>)[field]
    const shortId = this.documentIds.push(document.id) - 1
    for (const field of this.options.storeFields) this.storedValues.push(valueOf(field) ?? '')
    for (const field of this.options.fields) this.fieldLengths.push(-1)
    for (const field of this.options.fields) {
      const value = valueOf(field)
      if (value === null || value === undefined) continue
      const tokens = tokenize(String(value), field)
      const fieldId = this.fieldIds[field]
      this.addFieldLength(shortId, fieldId, new Set(tokens).size)
      for (const token of tokens) {
        const term = this.options.processTerm(token)
        if (term) this.postingsOf(term, fieldId).add(shortId)
      }
    }
  }

  /** How many sections were added. */
  get documentCount(): number {
    return this.documentIds.length
  }

  /** Each field's average number of distinct tokens, as MiniSearch keeps it. */
  get averageFieldLength(): number[] {
    return this.averageFieldLengths
  }

  /** Each section's number of distinct tokens in each field, `fields.length` numbers a section, -1 for a field it lacks. */
  get fieldLengthsFlat(): number[] {
    return this.fieldLengths
  }

  /** The stored fields of the sections from `from` up to `to` (excluded), an array of values a section ('' for a missing one). */
  storedFieldsOf(from: number, to: number): unknown[][] {
    return this.documentIds.slice(from, to).map((_, offset) => this.storedValuesOf(from + offset))
  }

  /**
   * The terms by the key of the shard they go into (termKey: their first two characters), each key with the
   * size its terms take in the file, roughly (a posting's varint bytes count as two characters and a comma).
   */
  keySizes(): Map<string, number> {
    const sizes = new Map<string, number>()
    for (const [term, fields] of this.terms) {
      const key = termKey(term)
      const size = term.length + 8 + fields.reduce((sum, postings) => sum + 6 + postings.byteLength * 3, 0)
      sizes.set(key, (sizes.get(key) ?? 0) + size)
    }
    return sizes
  }

  /** The entries of the terms of these keys as MiniSearch's JSON has them, made compact: `[term, fieldId, [gap, count, ...], ...]`, each as JSON text. */
  *termEntries(keys: string[]): Generator<string> {
    for (const key of keys) {
      // A one-character key holds that term alone; a longer key every term it begins.
      const terms: Iterable<[string, FieldPostings[]]> = key.length < 2 ? [[key, this.terms.get(key) ?? []]] : this.terms.atPrefix(key)
      for (const [term, fields] of terms) {
        if (fields.length === 0 || termKey(term) !== key) continue
        // MiniSearch's JSON keys a term's fields by their ids, so they come out in the order of the ids.
        const byId = [...fields].sort((a, b) => a.fieldId - b.fieldId)
        yield JSON.stringify([term, ...byId.flatMap((postings) => [postings.fieldId, postings.numbers()])])
      }
    }
  }

  private postingsOf(term: string, fieldId: number): FieldPostings {
    const fields = this.terms.fetch(term, () => [])
    let postings = fields.find((candidate) => candidate.fieldId === fieldId)
    if (!postings) fields.push((postings = new FieldPostings(fieldId)))
    return postings
  }

  /**
   * As MiniSearch's `addFieldLength`: the running average over every document so far (the `shortId` before this
   * one), those without the field too, computed in the same steps so that it comes out the same.
   */
  private addFieldLength(shortId: number, fieldId: number, length: number): void {
    this.fieldLengths[shortId * this.options.fields.length + fieldId] = length
    this.averageFieldLengths[fieldId] = ((this.averageFieldLengths[fieldId] || 0) * shortId + length) / (shortId + 1)
  }

  private storedValuesOf(shortId: number): unknown[] {
    const width = this.options.storeFields.length
    return this.storedValues.slice(shortId * width, (shortId + 1) * width)
  }
}

/**
 * One term's postings in one field, as the index file writes them: `[id gap, count, ...]`, ids ascending. Kept
 * as variable-length integers (7 bits a byte; most gaps and counts take one) in a byte array that doubles as it
 * fills; the last posting's count stays apart until another id comes, since it may still grow.
 */
class FieldPostings {
  private bytes = new Uint8Array(8)
  private length = 0
  private lastId = -1
  private lastGap = 0
  private lastCount = 0

  constructor(readonly fieldId: number) {}

  /** The bytes its postings take (the last one not counted until the next comes). */
  get byteLength(): number {
    return this.length + 2
  }

  add(shortId: number): void {
    if (shortId === this.lastId) {
      this.lastCount++
      return
    }
    if (this.lastCount > 0) this.writePosting()
    this.lastGap = shortId - Math.max(this.lastId, 0)
    this.lastCount = 1
    this.lastId = shortId
  }

  numbers(): number[] {
    const numbers: number[] = []
    for (let at = 0; at < this.length; ) {
      let value = 0
      for (let shift = 0; ; shift += 7) {
        const byte = this.bytes[at++]
        value += (byte & 0x7f) * 2 ** shift
        if (byte < 0x80) break
      }
      numbers.push(value)
    }
    return this.lastCount > 0 ? [...numbers, this.lastGap, this.lastCount] : numbers
  }

  private writePosting(): void {
    this.writeNumber(this.lastGap)
    this.writeNumber(this.lastCount)
  }

  private writeNumber(value: number): void {
    // A number below 2^32 takes 5 bytes at most.
    if (this.length + 5 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2)
      grown.set(this.bytes)
      this.bytes = grown
    }
    for (let rest = value; ; rest = Math.floor(rest / 128)) {
      if (rest < 0x80) {
        this.bytes[this.length++] = rest
        return
      }
      this.bytes[this.length++] = (rest % 128) | 0x80
    }
  }
}

/** An array as JSON.stringify writes it, an item at a time. */
export function* arrayParts(items: unknown[]): Generator<string> {
  yield '['
  for (let at = 0; at < items.length; at++) yield `${at === 0 ? '' : ','}${JSON.stringify(items[at]) ?? 'null'}`
  yield ']'
}

/**
 * The key of the shard a term is in: its first two characters (a term of one character is a key of its own).
 * Runs in the browser too: search.js carries this function's source, so it uses nothing but its argument.
 */
export function termKey(term: string): string {
  return term.length < 2 ? term : term.slice(0, 2)
}
