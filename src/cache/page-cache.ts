/**
 * The result cache (`--cache`, ESLint's conventions): each checked page's result (src/page/result.ts), keyed on
 * what decides it: the page's text, its path, the settings that apply to it and docslint's version. A page
 * whose key is unchanged is not parsed: its messages and facts come from the cache, and the site and OpenAPI
 * stages, which read facts, run again on every check. Kept across checks (`keptWarm`), it is the warm state of
 * `--watch` and the language server: a check after an edit parses only the pages whose text changed.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { writeAtomically } from '../util/write-atomically.js'
import path from 'node:path'
import type { PageCheck } from '../page/check.js'
import type { PageResult } from '../page/result.js'
import { projectWordsFor } from '../style/spelling.js'
import { severityOf } from '../rule.js'
import { ruleMetaOf } from '../../rules/index.js'
import { packageJson } from '../util/package.js'

/** The first line of a cache file: its format and docslint's version. Another tool's file, or a damaged one, is started afresh. */
const FORMAT = 'docslint-cache/1'

/** One page's line: its absolute path (as JSON), its key and its result (as JSON, parsed only when used). */
interface CacheLine {
  key: string
  result: string
}

/** Where the cache is kept: `--cache-location` as ESLint reads it (a folder holds a file named after the working folder), by default in node_modules/.cache/docslint/ when there is a node_modules folder, else `.docslintcache`. */
export function cacheFileOf(location: string | undefined, cwd: string): string {
  const given = location === undefined ? defaultLocation(cwd) : path.resolve(cwd, location)
  const folder = given.endsWith(path.sep) || /[\\/]$/.test(location ?? '') || isFolder(given)
  return folder ? path.join(given, `.cache_${createHash('sha1').update(cwd).digest('hex').slice(0, 12)}`) : given
}

function defaultLocation(cwd: string): string {
  return isFolder(path.join(cwd, 'node_modules')) ? path.join(cwd, 'node_modules', '.cache', 'docslint') + path.sep : path.join(cwd, '.docslintcache')
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory()
  } catch {
    return false
  }
}

export class PageCache {
  /** Results found in the cache file, by absolute path; those used or made by this check move to `current`. */
  private readonly previous: Map<string, CacheLine>
  private readonly current = new Map<string, CacheLine>()
  private damaged = false
  private counts = { checked: 0, reused: 0 }
  /** The pages the last check of a kept cache checked (parsed) and reused, set by `keptWarm`. */
  lastCheck = { checked: 0, reused: 0 }

  /** Reads the cache file; one that cannot be used is said in one line (`notice`) and replaced on save. Without a file, the cache lives in memory only. */
  constructor(
    readonly file: string | undefined,
    private readonly notice: (line: string) => void
  ) {
    this.previous = file === undefined ? new Map() : this.read(file)
  }

  /** How many pages the cache file holds results of. */
  get size(): number {
    return this.previous.size
  }

  /** The result kept for this page under this key, if any: fresh objects, which the check may change. */
  lookup(absolutePath: string, key: string): PageResult | undefined {
    const line = this.current.get(absolutePath) ?? this.previous.get(absolutePath)
    if (line?.key !== key) return undefined
    try {
      const result = JSON.parse(line.result) as PageResult
      this.current.set(absolutePath, line)
      this.counts.reused++
      return result
    } catch {
      this.reportDamage()
      return undefined
    }
  }

  /** Keeps a page's result, as it is now (later changes to it are not kept). */
  store(absolutePath: string, key: string, result: PageResult): void {
    this.current.set(absolutePath, { key, result: JSON.stringify(result) })
    this.counts.checked++
  }

  /**
   * Writes the cache: this check's results, and those of pages it did not see that still exist (another
   * site, a path not named this time). Written to a temporary file first, then renamed over the old one, so
   * that a check stopped halfway never leaves half a cache.
   */
  save(): void {
    if (this.file === undefined) return
    const lines = [JSON.stringify({ format: FORMAT, version: packageJson.version })]
    for (const [file, line] of this.previous) if (!this.current.has(file) && existsSync(file)) lines.push(lineOf(file, line))
    for (const [file, line] of this.current) lines.push(lineOf(file, line))
    mkdirSync(path.dirname(this.file), { recursive: true })
    writeAtomically(this.file, lines.join('\n') + '\n')
  }

  /**
   * Ready for the next check of a process that keeps the cache (`--watch`, the language server): the results
   * this check used or made are the ones to look up next time; those of pages it did not see are kept while
   * the page exists (another site the editor has open), so memory holds one result per page, not one per edit.
   */
  keptWarm(): void {
    for (const [file, line] of this.previous) if (!this.current.has(file) && existsSync(file)) this.current.set(file, line)
    this.previous.clear()
    for (const [file, line] of this.current) this.previous.set(file, line)
    this.current.clear()
    this.lastCheck = this.counts
    this.counts = { checked: 0, reused: 0 }
  }

  private read(file: string): Map<string, CacheLine> {
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      return new Map() // no cache yet
    }
    const [header, ...rest] = text.split('\n')
    const head = parsedJson(header) as { format?: unknown; version?: unknown } | undefined
    const lines = head?.format === FORMAT ? rest.filter(Boolean).map(parseLine) : [undefined]
    if (lines.some((line) => line === undefined)) {
      this.reportDamage()
      return new Map()
    }
    // Another version of docslint may check pages differently: its results are not reused.
    return head?.version === packageJson.version ? new Map(lines.map((line) => [line![0], line![1]])) : new Map()
  }

  private reportDamage(): void {
    if (!this.damaged) this.notice(`the cache file ${this.file} is not a docslint cache or is damaged: it is replaced`)
    this.damaged = true
  }
}

function lineOf(file: string, line: CacheLine): string {
  return `${JSON.stringify(file)}\t${line.key}\t${line.result}`
}

function parseLine(text: string): [string, CacheLine] | undefined {
  const [file, key, result] = text.split('\t', 3)
  const filePath = parsedJson(file)
  if (typeof filePath !== 'string' || !key || !result) return undefined
  return [filePath, { key, result: text.slice(file.length + key.length + 2) }]
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
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
