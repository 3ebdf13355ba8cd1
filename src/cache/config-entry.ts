/**
 * docs.json's analysis kept in the result cache, for a check on the command line that keeps the site stage there
 * (src/cache/site-reuse.ts). On a large site docs.json lists every page, and parsing and validating it is a good
 * part of a warm check after an edit of one page: while its file, the files it takes in with `$ref` and the
 * check's context are stamped as when it was analysed, and the site's record holds, its config rules' messages
 * come from here, and the record is keyed by the key it was analysed with (src/config/config-key.ts). Where the
 * record does not hold, the site rules read its analysis: docs.json is then analysed as in any check.
 *
 * Its line keeps the config rules' messages on docs.json and on each file a ref takes in, and the stamp of every
 * file a ref names (src/config/refs.ts): one edited, added or removed voids it.
 */
import { parsedJson } from '../util/parsed-json.js'
import path from 'node:path'
import { VFile } from 'vfile'
import { applyPageResult, messageRecord, type MessageRecord } from '../page/result.js'
import { CONFIG_FILE_NAMES } from '../config/files.js'
import { fileStamp } from '../util/file-stamp.js'
import { relativeFrom } from '../util/file-paths.js'
import { isObject } from '../util/is-object.js'
import { isPageMessages } from './entry-shape.js'
import type { RuleSetup } from '../config/settings.js'
import type { StringPool } from '../util/string-pool.js'
import type { PageCache } from './page-cache.js'

/** What the line of a docs.json keeps, as JSON: its messages, those on the files its refs take in (by absolute path), and the stamps of every file a ref names. */
interface ConfigEntry {
  messages: MessageRecord[]
  refFiles: [string, MessageRecord[]][]
  refStamps: [string, string][]
}

/** docs.json's analysis as the cache holds it unchanged: its key, the rule setup that applied, and its messages. */
export interface KeptConfig {
  key: string
  setup: RuleSetup
  entry: ConfigEntry
}

/** Whether an input is a site's docs.json (or mint.json) by its name. */
export function isConfigPath(file: string): boolean {
  return (CONFIG_FILE_NAMES as readonly string[]).includes(path.basename(file))
}

/** The analysis the cache holds for the docs.json at this path when it, the files its refs name and the context are as they were. */
export function keptConfig(absolutePath: string, cache: PageCache): KeptConfig | undefined {
  const line = cache.configLine(absolutePath)
  if (!line) return undefined
  const entry = parseConfigEntry(line.result)
  if (!entry) return void cache.dropConfigLine(absolutePath)
  return entry.refStamps.every(([file, stamp]) => fileStamp(file) === stamp) ? { key: line.key, setup: line.setup, entry } : undefined
}

/** docs.json as the processor would have left it after its config rules, from the cache: named from `cwd`, with the files its refs take in. */
export function keptConfigFile(kept: KeptConfig, absolutePath: string, strings: StringPool, cwd: string): VFile {
  const file = fileWith(absolutePath, kept.entry.messages, strings, cwd)
  file.data.ruleSetup = kept.setup
  file.data.configKey = kept.key
  file.data.keptRefFiles = kept.entry.refFiles.map(([absolute, messages]) => fileWith(absolute, messages, strings, cwd))
  return file
}

function fileWith(absolutePath: string, messages: MessageRecord[], strings: StringPool, cwd: string): VFile {
  const file = new VFile({ path: relativeFrom(cwd, absolutePath), cwd, value: '' })
  file.data.unifiedEngineGiven = true
  applyPageResult(file, strings.shared({ messages, data: {} }))
  return file
}

/**
 * Keeps the analysis of each docs.json among these files, as the engine left them (its config rules' messages, none
 * of the site stage's yet), for the next check. Only one read from disk is kept: the cache stamps its file.
 */
export function keepConfigs(files: VFile[], cache: PageCache): void {
  for (const file of files) {
    const parsed = file.data.docslintParsed
    if (parsed?.kind !== 'config' || !('config' in parsed) || file.data.configKey === undefined || !file.data.ruleSetup) continue
    const { refFiles = [], refStamps = [] } = parsed.config
    const entry: ConfigEntry = {
      messages: file.messages.map(messageRecord),
      refFiles: refFiles.map((ref) => [path.resolve(ref.cwd, ref.path), ref.messages.map(messageRecord)]),
      refStamps
    }
    cache.storeConfigLine(path.resolve(file.cwd, file.path), file.data.configKey, file.data.ruleSetup, JSON.stringify(entry))
  }
}

/** A line's result read back; undefined when it is not one of this shape (damaged, edited). */
export function parseConfigEntry(text: string): ConfigEntry | undefined {
  const value = parsedJson(text)
  if (!isObject(value) || !isPageMessages(value.messages) || !Array.isArray(value.refFiles) || !Array.isArray(value.refStamps)) return undefined
  const refFiles = value.refFiles.every((ref) => Array.isArray(ref) && ref.length === 2 && typeof ref[0] === 'string' && isPageMessages(ref[1]))
  const refStamps = value.refStamps.every((stamp) => Array.isArray(stamp) && stamp.length === 2 && stamp.every((field) => typeof field === 'string'))
  return refFiles && refStamps ? (value as unknown as ConfigEntry) : undefined
}
