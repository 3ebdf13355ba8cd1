/**
 * The result cache (`--cache`, ESLint's conventions): each checked page's result (src/page/result.ts), keyed on
 * what decides it: the page's text, its path, the settings that apply to it and docslint's version. A page
 * whose key is unchanged is not parsed: its messages and facts come from the cache, and the site and OpenAPI
 * stages, which read facts, run again on every check. Kept across checks (`keptWarm`), it is the warm state of
 * `--watch` and the language server: a check after an edit parses only the pages whose text changed. The
 * OpenAPI stage keeps each spec's lint problems here too (`SpecLintStore`): reused while the spec's text, its
 * lint settings and the text of every file it `$ref`s are unchanged. `--check-external` keeps each web URL's
 * lasting outcome here too (`ExternalLinkStore`), reused while younger than its lifetime.
 *
 * Each page's line also says what it was made under: the page file's stamp (its size, times and inode) and the
 * check's context stamp (src/cache/context.ts), with the rule setup that applied to it. A page found with both
 * stamps unchanged is not even read (`unchanged`), as ESLint's cache skips a file of unchanged metadata.
 */
import { parsedJson } from '../util/parsed-json.js'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readSiteFile, type ReadRule } from '../site/read-file.js'
import { appendCacheAt, openCacheAt, writeCacheAt, type StoredCache } from './cache-file.js'
import { DROPPED, journalLines, readHeader, readLines, wholeFile, type CacheLine, type DataAt } from './cache-layout.js'
import { configId, pageId, parseLine, siteId, specId, urlId } from './cache-lines.js'
import { isExternalOutcome, isPageMessages, isPageResult, isRuleSetup, isSpecLintEntry, type SpecLintEntry } from './entry-shape.js'
import path from 'node:path'
import type { PageCheck } from '../page/check.js'
import type { PageResult } from '../page/result.js'
import type { SpecLintStore, SpecProblem } from '../openapi/model.js'
import type { RuleSetup } from '../config/settings.js'
import type { ExternalLinkStore, ExternalOutcome } from '../external/outcome.js'
import { projectWordsFor } from '../style/spelling.js'
import { severityOf } from '../rule.js'
import { ruleMetaOf } from '../../rules/index.js'
import { packageJson } from '../util/package.js'
import { isObject } from '../util/is-object.js'

/**
 * The first line of a cache file: its format, docslint's version and the rule setups the pages' lines name.
 * A cache of another format (1: pages only; 2: page facts with every heading's and component's place; 3: no
 * stamps; 4: no reference definitions among a page's links; 6: a page's messages and data in one field, no hash
 * of its data, no site stage; 7: every line's data in the line, no journal; 8: no docs.json lines, a site stage
 * keyed by docs.json's value) or another version, or a damaged one, is
 * started afresh; a file that is no docslint cache is never replaced (src/cache/cache-file.ts).
 */
const FORMAT = 'docslint-cache/9'

interface CacheHeader {
  format: string
  version: string
  /** Each rule setup a page's line names, by its id (a hash of its JSON). */
  setups: Record<string, RuleSetup>
  /** How many bytes the lines and the data part's first line take after this line: read at once. */
  lines: number
}

/** A page's result as the cache keeps it for `unchanged`: what its check found, and the rule setup that applied. */
export interface UnchangedPage {
  result: PageResult
  setup: RuleSetup
}

/** A page's line that the cache holds unchanged, as `heldUnchanged` found it: its setup id and data hash are the line's `setup` and `dataHash`. */
export interface HeldLine {
  readonly id: string
  readonly line: Readonly<CacheLine>
  readonly setup: RuleSetup
}

/** A page's messages as the cache line keeps them when it has none. */
const NO_MESSAGES = '[]'

/** A page the cache holds unchanged, its messages alone: what a check that reuses its site stage reports of it. */
export interface UnchangedMessages {
  messages: PageResult['messages']
  setup: RuleSetup
  /** The hash of its data (facts, how it was read): what the site stage compares. */
  dataHash: string
}

/**
 * One line of the cache file, tab-separated: what it is the result of, as JSON (a page: its absolute path; a
 * spec's lint: `{"spec": <absolute path>}`; a web URL's check: `{"url": <url>}`; a site stage: `{"site": <root>}`;
 * docs.json's analysis: `{"config": <absolute path>}`, made under its file's stamp and the context stamp, with its rule setup),
 * its key, what it was made under (a page's file and context stamps, a URL's time of check in milliseconds, `-`
 * when unknown), the id of the page's rule setup (`-` for the others), a hash of a page's data (`-` for the
 * others), and its result as JSON, parsed only when used: a page's messages and its data apart (the site stage
 * may need the messages alone), the others' in the first of the two (`-` in the second). Where each line is kept in
 * the file: src/cache/cache-layout.ts. `-`: a field's value when there is none.
 */
const UNKNOWN = '-'

/**
 * The journal (the lines added after the file was written whole) may grow to this share of the file before the
 * file is written whole again: each check reads the journal whole, and a hook run adds a line or two.
 */
const JOURNAL_SHARE = 1 / 8
/** ... and to this many bytes whatever the file's size: a small file is cheap to write whole, but not on every run. */
const JOURNAL_LEAST = 64 * 1024

// Re-exported for the callers that open the cache with it.
export { cacheFileOf } from './cache-location.js'

export class PageCache implements SpecLintStore, ExternalLinkStore {
  /** Results found in the cache file, by their first field (the page's path, or the spec's, as JSON); those used or made by this check move to `current`. */
  private readonly previous: Map<string, CacheLine>
  private readonly current = new Map<string, CacheLine>()
  private damaged = false
  private counts = { checked: 0, reused: 0 }
  /** The pages the last check of a kept cache checked (parsed) and reused, set by `keptWarm`. */
  lastCheck = { checked: 0, reused: 0 }
  /** The rule setups of the pages' lines, by id, and the id of each setup object met (one object serves many pages). */
  private readonly setups = new Map<string, RuleSetup>()
  private readonly setupIds = new WeakMap<RuleSetup, string>()
  /** This check's file stamps by absolute path, and its context stamp (undefined: pages are not stamped). */
  private stamps = new Map<string, string>()
  private context: string | undefined
  /** The lifetime of URL results that this cache's last external check used: older ones are dropped on save. */
  private externalMaxAge = Infinity
  /** The ids whose line this check made, remade or dropped: what a save adds to the file. Without one, nothing is written. */
  private readonly changedIds = new Set<string>()
  /** Whether the next save writes the file whole: there is none yet, or it is of another format or version, or damaged. */
  private rewrite = false
  /** The file as read, open to read the data of its lines when they are used. */
  private stored: StoredCache | undefined
  /** The file as this cache last read or wrote it: its header line, the rule setups it names, the length of its base and journal. */
  private written: { header: Buffer; setups: Set<string>; baseBytes: number; journalBytes: number } | undefined

  /**
   * Reads the cache file; a damaged one is said in one line (`notice`) and replaced on save. Throws
   * UnusableCacheLocation when the file is not docslint's to replace. Without a file, the cache lives in memory only.
   */
  constructor(
    readonly file: string | undefined,
    private readonly notice: (line: string) => void
  ) {
    this.previous = file === undefined ? new Map() : this.read(file)
  }

  /** How many pages the cache holds results of that this check has not used yet. */
  get size(): number {
    let pages = 0
    for (const id of this.previous.keys()) if (id.startsWith('"') && !this.current.has(id)) pages++
    return pages
  }

  /** The pages this check has checked (parsed) and reused so far. */
  get counted(): { checked: number; reused: number } {
    return { ...this.counts }
  }

  /**
   * What this check's pages are made under: each page file's stamp, by absolute path, and the context stamp
   * (undefined when the context cannot be stamped). The results stored from now on are marked with them.
   */
  stampWith(stamps: Map<string, string>, context: string | undefined): void {
    this.stamps = stamps
    this.context = context
  }

  /**
   * The result kept for this page when its file and the context are as they were when it was made, with the
   * rule setup that applied then: the page need not be read. Fresh objects, which the check may change.
   */
  unchanged(absolutePath: string): UnchangedPage | undefined {
    const held = this.heldUnchanged(absolutePath)
    return held && this.unchangedOf(held)
  }

  /** `unchanged`, of a page found held with `heldUnchanged`. */
  unchangedOf(held: HeldLine): UnchangedPage | undefined {
    const result = this.take(held.id, held.line.key, isPageResult)
    if (!result) return undefined
    this.counts.reused++
    return { result, setup: held.setup }
  }

  /** `unchanged`, the messages alone, of a page found held with `heldUnchanged`: the page's data is not parsed. */
  unchangedMessages(held: HeldLine): UnchangedMessages | undefined {
    const { id, line } = held
    // Most pages have no message: their line is kept as it is, with nothing to parse or to check.
    const messages = line.result === NO_MESSAGES ? [] : this.take(id, line.key, isPageMessages, 'messages')
    if (!messages) return undefined
    if (line.result === NO_MESSAGES) this.current.set(id, line)
    this.counts.reused++
    return { messages, setup: held.setup, dataHash: line.dataHash }
  }

  /**
   * The line of a page the cache holds unchanged (its file and the context stamped as when its result was made,
   * its rule setup known), without parsing it: a warm check finds each page's line once, and takes what it needs
   * of it from there.
   */
  heldUnchanged(absolutePath: string): HeldLine | undefined {
    const id = pageId(absolutePath)
    const line = this.current.get(id) ?? this.previous.get(id)
    if (line === undefined || line.dataHash === UNKNOWN || !this.isMadeUnderNow(line, absolutePath)) return undefined
    const setup = this.setups.get(line.setup)
    return setup && { id, line, setup }
  }

  /** The id a rule setup is kept under (a hash of it). */
  setupIdOf(setup: RuleSetup): string {
    return this.setupId(setup)
  }

  /** The hash of the data of the page's result that this check used or made; undefined when it has none. */
  dataHashOf(absolutePath: string): string | undefined {
    const hash = this.current.get(pageId(absolutePath))?.dataHash
    return hash === UNKNOWN ? undefined : hash
  }

  /** The result kept for this page under this key, if any: fresh objects, which the check may change. */
  lookup(absolutePath: string, key: string, setup: RuleSetup): PageResult | undefined {
    const id = pageId(absolutePath)
    const result = this.take(id, key, isPageResult)
    if (!result) return undefined
    // Made under other stamps (a file touched but not changed): it now holds for these.
    this.current.set(id, { ...this.current.get(id)!, madeUnder: this.madeUnder(absolutePath), setup: this.setupId(setup) })
    this.changedIds.add(id)
    this.counts.reused++
    return result
  }

  /**
   * The result the cache file held for this page under this key (an earlier text of the page: a change's base) as
   * the check started, without taking it for this check. Undefined when it held none, another text's, or a damaged one.
   */
  earlierResult(absolutePath: string, key: string): PageResult | undefined {
    const line = this.previous.get(pageId(absolutePath))
    if (line?.key !== key) return undefined
    const result = this.pageResultOf(line)
    return isPageResult(result) ? result : undefined
  }

  /** Keeps a page's result, as it is now (later changes to it are not kept), with the rule setup that applied. */
  store(absolutePath: string, key: string, result: PageResult, setup: RuleSetup): void {
    const data = JSON.stringify(result.data)
    const dataHash = createHash('sha1').update(data).digest('base64')
    this.set(pageId(absolutePath), { file: absolutePath, key, madeUnder: this.madeUnder(absolutePath), setup: this.setupId(setup), dataHash, result: JSON.stringify(result.messages), data })
    this.counts.checked++
  }

  /** Keeps a line of this check: it replaces what the file held under its id. */
  private set(id: string, line: CacheLine): void {
    this.current.set(id, line)
    this.changedIds.add(id)
  }

  /** Drops a line: the next save writes it no more. */
  private drop(id: string): void {
    this.previous.delete(id)
    this.current.delete(id)
    this.changedIds.add(id)
  }

  /** What a page's result is made under in this check: its file stamp and the context stamp, or UNKNOWN. */
  private madeUnder(absolutePath: string): string {
    const stamp = this.stamps.get(absolutePath)
    return stamp === undefined || this.context === undefined ? UNKNOWN : `${stamp} ${this.context}`
  }

  /** Whether a line was made under what this check's page at this path is made under: `madeUnder`, compared without joining its two parts (a warm check asks it of every page). */
  private isMadeUnderNow(line: CacheLine, absolutePath: string): boolean {
    const stamp = this.stamps.get(absolutePath)
    const context = this.context
    if (stamp === undefined || context === undefined) return false
    const made = line.madeUnder
    return made.length === stamp.length + 1 + context.length && made.charCodeAt(stamp.length) === SPACE && made.startsWith(stamp) && made.endsWith(context)
  }

  private setupId(setup: RuleSetup): string {
    let id = this.setupIds.get(setup)
    if (id === undefined) {
      id = createHash('sha1').update(JSON.stringify(setup)).digest('base64')
      this.setupIds.set(setup, id)
      if (!this.setups.has(id)) this.setups.set(id, setup)
    }
    return id
  }

  /**
   * The problems kept for the lint of the spec at this path under this key, if every file the lint read
   * through a `$ref` still holds what it held then (an edited, added or removed file: undefined).
   */
  lookupSpecLint(absolutePath: string, key: string, within: ReadRule): SpecProblem[] | undefined {
    const id = specId(absolutePath)
    const entry = this.take(id, key, isSpecLintEntry)
    if (!entry) return undefined
    if (entry.refs.some(([file, hash]) => refHash(file, within) !== hash)) {
      this.drop(id)
      return undefined
    }
    return entry.problems
  }

  /** Keeps a spec's lint problems, with the hashes of the files it read through `$ref`s (absolute paths), as they are now. */
  storeSpecLint(absolutePath: string, key: string, within: ReadRule, refs: string[], problems: SpecProblem[]): void {
    const entry: SpecLintEntry = { refs: [...new Set(refs)].sort().map((file) => [file, refHash(file, within)]), problems }
    this.set(specId(absolutePath), otherLine(absolutePath, key, UNKNOWN, JSON.stringify(entry)))
  }

  /** The outcome kept for a web URL under this key, when checked less than `maxAgeSeconds` before `now`. */
  lookupExternal(url: string, key: string, maxAgeSeconds: number, now: number): ExternalOutcome | undefined {
    this.externalMaxAge = maxAgeSeconds
    const id = urlId(url)
    const line = this.current.get(id) ?? this.previous.get(id)
    if (line === undefined || !isFresh(line, maxAgeSeconds, now)) return undefined
    return this.take(id, key, isExternalOutcome)
  }

  storeExternal(url: string, key: string, outcome: ExternalOutcome, checkedAt: number): void {
    this.set(urlId(url), otherLine('', key, String(checkedAt), JSON.stringify(outcome)))
  }

  /** Whether a line of an earlier check is worth keeping: its page or spec still exists, or its URL's result is still fresh. */
  private stillHolds(line: CacheLine): boolean {
    return line.file === '' ? isFresh(line, this.externalMaxAge, Date.now()) : existsSync(line.file)
  }

  /** The site stage kept for the site at this root (src/cache/site-record.ts), as its key and its JSON; undefined when none. */
  siteRecord(root: string): { key: string; record: string } | undefined {
    const line = this.previous.get(siteId(root))
    return line && { key: line.key, record: line.result }
  }

  /** Keeps the site stage of the site at this root, or drops the one kept (undefined): the next check of the site reads it. */
  storeSiteRecord(root: string, kept: { key: string; record: string } | undefined): void {
    const id = siteId(root)
    const before = this.previous.get(id)
    if (kept && before?.key === kept.key && before.result === kept.record) return void this.current.set(id, before)
    if (!kept && !before) return
    if (kept) this.set(id, otherLine(root, kept.key, UNKNOWN, kept.record))
    else this.drop(id)
  }

  /**
   * The line kept for the docs.json at this path (src/cache/config-entry.ts) when its file and the check's context
   * are stamped as when it was made: its key, the rule setup that applied then, and its result as written.
   */
  configLine(absolutePath: string): { key: string; setup: RuleSetup; result: string } | undefined {
    const madeUnder = this.madeUnder(absolutePath)
    const id = configId(absolutePath)
    const line = this.current.get(id) ?? this.previous.get(id)
    const setup = madeUnder !== UNKNOWN && line?.madeUnder === madeUnder ? this.setups.get(line.setup) : undefined
    if (!setup) return undefined
    this.current.set(id, line!)
    return { key: line!.key, setup, result: line!.result }
  }

  /** Keeps the analysis of the docs.json at this path, made under this check's stamps (none kept without them). */
  storeConfigLine(absolutePath: string, key: string, setup: RuleSetup, result: string): void {
    const madeUnder = this.madeUnder(absolutePath)
    if (madeUnder === UNKNOWN) return
    const id = configId(absolutePath)
    const line: CacheLine = { ...otherLine(absolutePath, key, madeUnder, result), setup: this.setupId(setup) }
    const before = this.current.get(id) ?? this.previous.get(id)
    // The same analysis again (docs.json analysed for a site whose record did not hold) is not written again.
    if (before && before.key === key && before.madeUnder === madeUnder && before.setup === line.setup && before.result === result) return void this.current.set(id, before)
    this.set(id, line)
  }

  /** A docs.json line whose result is of another shape (the file damaged or edited): said once, and dropped. */
  dropConfigLine(absolutePath: string): void {
    this.reportDamage()
    this.drop(configId(absolutePath))
  }

  /**
   * The result under this line's key, parsed afresh, and kept for the next check. A result of another shape
   * (the file damaged or edited) is a miss, and its line is dropped: the check makes it again.
   */
  private take<T>(id: string, key: string, isValid: (value: unknown) => value is T, part: 'messages' | 'whole' = 'whole'): T | undefined {
    const line = this.current.get(id) ?? this.previous.get(id)
    if (line?.key !== key) return undefined
    const result = part === 'messages' || line.data === UNKNOWN ? parsedJson(line.result) : this.pageResultOf(line)
    if (!isValid(result)) {
      this.reportDamage()
      this.drop(id)
      return undefined
    }
    this.current.set(id, line)
    return result
  }

  /**
   * Writes the cache: this check's results, and those of pages it did not see that still exist (another
   * site, a path not named this time). Only over docslint's own cache, or where there is nothing: the lines
   * this check made, remade or dropped are added at the end of the file as it was read, or, when that is not
   * possible or the added lines have grown past a share of the file, the file is written whole, atomically
   * (src/cache/cache-file.ts, cache-layout.ts).
   */
  save(): void {
    if (this.file === undefined) return
    for (const [id, line] of this.previous) if (!this.current.has(id) && !this.stillHolds(line)) this.drop(id)
    // A check that made, remade and dropped nothing leaves the file as it was: a hook run after no edit writes nothing.
    if (!this.rewrite && this.changedIds.size === 0) return
    if (this.rewrite || !this.appended(this.file)) this.writeWhole(this.file)
    this.rewrite = false
    this.changedIds.clear()
  }

  /** The file is no longer read: the data of lines read from it is then unknown (a one-time check closes it once it is saved). */
  close(): void {
    this.stored?.close()
  }

  /** Adds this check's lines to the file's journal; false when they belong in a file written whole. */
  private appended(file: string): boolean {
    const written = this.written
    if (written === undefined) return false
    const lines = [...this.changedIds].map((id): [string, CacheLine | undefined] => [id, this.current.get(id)])
    // The header names the rule setups: a line of another one is written with a new header.
    if (lines.some(([, line]) => line !== undefined && line.setup !== UNKNOWN && !written.setups.has(line.setup))) return false
    const bytes = journalLines(lines, (line) => this.dataBytes(line))
    if (written.journalBytes + bytes.length > Math.max(JOURNAL_LEAST, written.baseBytes * JOURNAL_SHARE)) return false
    if (!appendCacheAt(file, bytes, { size: written.baseBytes + written.journalBytes, header: written.header })) return false
    written.journalBytes += bytes.length
    return true
  }

  /** Writes the file whole: the lines of this check and those kept from the last. */
  private writeWhole(file: string): void {
    const lines: [string, CacheLine][] = []
    const setups: Record<string, RuleSetup> = {}
    const add = (id: string, line: CacheLine) => {
      lines.push([id, line])
      const setup = this.setups.get(line.setup)
      if (setup) setups[line.setup] = setup
    }
    for (const [id, line] of this.previous) if (!this.current.has(id)) add(id, line)
    for (const [id, line] of this.current) add(id, line)
    const headerOf = (linesBytes: number) => JSON.stringify({ format: FORMAT, version: packageJson.version, setups, lines: linesBytes } satisfies CacheHeader)
    const stored = this.storedData(lines)
    const bytes = wholeFile(headerOf, lines, (line) => (isDataAt(line.data) ? stored(line.data) : bytesOf(line.data)))
    writeCacheAt(file, bytes)
    // The lines read from the last file keep reading their data there: it stays open until `close`.
    this.written = { header: bytes.subarray(0, bytes.indexOf(NEWLINE) + 1), setups: new Set(Object.keys(setups)), baseBytes: bytes.length, journalBytes: 0 }
  }

  /** The data of these lines that the file read keeps, read at once: one read, not one a page. */
  private storedData(lines: [string, CacheLine][]): (at: DataAt) => Uint8Array | undefined {
    const places = lines.map(([, line]) => line.data).filter(isDataAt)
    if (places.length === 0 || !this.stored) return () => undefined
    const start = Math.min(...places.map((place) => place.at))
    const end = Math.max(...places.map((place) => place.at + place.length))
    const bytes = this.stored.read(start, end - start)
    return (place) => (bytes && place.at + place.length - start <= bytes.length ? bytes.subarray(place.at - start, place.at - start + place.length) : undefined)
  }

  /** A line's data as bytes: as made, as read, or read now from the file; undefined when it has none or it cannot be read. */
  private dataBytes(line: CacheLine): Uint8Array | undefined {
    if (isDataAt(line.data)) {
      const bytes = this.stored?.read(line.data.at, line.data.length)
      return bytes?.length === line.data.length ? bytes : undefined
    }
    return bytesOf(line.data)
  }

  /** A page's result from its line's two parts; undefined when either is no JSON. */
  private pageResultOf(line: CacheLine): unknown {
    const messages = parsedJson(line.result)
    const data = this.dataBytes(line)
    const parsed = data && parsedJson(Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8'))
    return messages === undefined || parsed === undefined ? undefined : { messages, data: parsed }
  }

  /**
   * Ready for the next check of a process that keeps the cache (`--watch`, the language server): the results
   * this check used or made are the ones to look up next time; those of pages it did not see are kept while
   * the page exists (another site the editor has open), so memory holds one result per page, not one per edit.
   */
  keptWarm(): void {
    for (const [id, line] of this.previous) if (!this.current.has(id) && this.stillHolds(line)) this.current.set(id, line)
    this.previous.clear()
    for (const [id, line] of this.current) this.previous.set(id, line)
    this.current.clear()
    this.lastCheck = this.counts
    this.counts = { checked: 0, reused: 0 }
    this.changedIds.clear()
    this.rewrite = false
  }

  private read(file: string): Map<string, CacheLine> {
    const stored = openCacheAt(file)
    if (stored === undefined) {
      // No cache yet: the first check writes one, even of a site without pages.
      this.rewrite = true
      return new Map()
    }
    this.stored = stored
    const { header, scan } = readHeader(stored)
    const head = parsedJson(header.toString('utf8'))
    // Another format or version of docslint may check pages differently: its results are not reused.
    if (isObject(head) && (head.format !== FORMAT || head.version !== packageJson.version)) {
      this.rewrite = true
      return new Map()
    }
    const setups = isObject(head) ? head.setups : undefined
    const linesBytes = isObject(head) && Number.isSafeInteger(head.lines) && (head.lines as number) > 0 ? (head.lines as number) : undefined
    const layout = isObject(setups) ? readLines(scan, header.length, parseLine, linesBytes) : undefined
    if (!layout || layout.base.some((line) => line === undefined)) {
      this.reportDamage()
      return new Map()
    }
    // A damaged journal line is left out: the line before it of the same page, if any, is used while its key and stamps hold.
    if (layout.damaged) this.reportDamage()
    // A damaged rule setup is left out: the pages checked under it are checked again.
    for (const [id, setup] of Object.entries(setups!)) {
      if (isRuleSetup(setup)) this.setups.set(id, setup)
      else this.reportDamage()
    }
    this.written = { header: layout.header, setups: new Set(this.setups.keys()), baseBytes: layout.baseBytes, journalBytes: layout.journalBytes }
    // The last line of an id wins: a journal's line replaces the base's, or drops it.
    const lines = new Map<string, CacheLine>()
    for (const part of [layout.base as [string, CacheLine][], layout.journal]) {
      for (const [id, line] of part) {
        if (line.key === DROPPED) lines.delete(id)
        else lines.set(id, line)
      }
    }
    return lines
  }

  private reportDamage(): void {
    if (!this.damaged) this.notice(`the cache file ${this.file} is damaged: it is replaced`)
    this.damaged = true
    this.rewrite = true
  }
}

/** The line of a spec's lint, a URL's check or a site stage: no rule setup, no data apart. */
function otherLine(file: string, key: string, madeUnder: string, result: string): CacheLine {
  return { file, key, madeUnder, setup: UNKNOWN, dataHash: UNKNOWN, result, data: UNKNOWN }
}

function isDataAt(data: CacheLine['data']): data is DataAt {
  return typeof data === 'object'
}

/** A line's data made or read, as bytes; undefined when it has none. */
function bytesOf(data: string): Uint8Array | undefined {
  return data === UNKNOWN ? undefined : Buffer.from(data)
}

const SPACE = 0x20
const NEWLINE = 0x0a

/** Whether a URL's line was made less than `maxAgeSeconds` before `now` (its `madeUnder` is its time of check). */
function isFresh(line: CacheLine, maxAgeSeconds: number, now: number): boolean {
  const checkedAt = Number(line.madeUnder)
  return Number.isFinite(checkedAt) && checkedAt <= now && now - checkedAt < maxAgeSeconds * 1000
}

/**
 * The content hash of a file a spec's `$ref`s read, or null when it is not read: missing, no regular file, outside
 * the spec's site, over the size limit (src/site/read-file.ts). A damaged cache entry may name any path; only the site's are looked at.
 */
function refHash(file: string, within: ReadRule): string | null {
  const read = readSiteFile(file, within)
  return 'refusal' in read ? null : createHash('sha1').update(read.text).digest('base64')
}


/**
 * What a page's result depends on: its text (or, unread because too large, its size), where it is (rules
 * suggest from the file name), the settings that apply to it, docslint's version, and the project's word list
 * when the spelling rule is on.
 */
export function pageKey(text: string, absolutePath: string, fileSize: number | undefined, check: PageCheck): string {
  const spelling = ruleMetaOf('prose-spelling')
  const words = spelling && severityOf(spelling, check.setup.rules) !== 'off' ? projectWordsFor(absolutePath) : []
  const settings = { setup: check.setup, components: check.settings.components, limit: check.maxFileBytes, preview: Boolean(check.keepPreviewTrees), fileSize, words }
  return createHash('sha1').update(packageJson.version).update('\0').update(absolutePath).update('\0').update(JSON.stringify(settings)).update('\0').update(text).digest('base64')
}

