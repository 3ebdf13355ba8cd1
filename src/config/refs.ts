/**
 * docs.json split into files with `$ref`, as the generator reads it: an object `{"$ref": "./fr.json"}` anywhere
 * stands for the value of that file, a path relative to the file that holds the ref, inside the site root; the
 * referenced file may hold refs of its own; the keys beside `$ref` are merged over an object (and ignored beside
 * any other value); a cycle, a path out of the root, a missing file or invalid JSON fails the generator's build.
 *
 * The resolved document is what every later stage reads (the schema, the Site model, the preview, the language
 * server). Its `rangeOf` finds each value in the file it was read from, through the mounts: the places in the
 * resolved tree where a file's value (or a key beside a ref) was put.
 */
import path from 'node:path'
import { VFile } from 'vfile'
import { parseJson, type JsonDocument, type JsonPlace, type Segment } from './json.js'
import { readRefFile } from './ref-file.js'
import { syntaxExplanation } from './json-syntax.js'
import { isDrivePath, isInside } from '../site/root.js'
import { isObject } from '../util/is-object.js'
import { fileStamp } from '../util/file-stamp.js'

/** A ref that cannot be followed: why, and where (on the ref's value, or in the referenced file for invalid JSON). */
export interface RefProblem {
  reason: string
  place: JsonPlace
}

export interface ResolvedConfig {
  document: JsonDocument
  problems: RefProblem[]
  /** Where a ref could not be followed: what the schema finds there is the ref's fault, not the value's. */
  brokenAt: Segment[][]
  /** The files referenced, read: the messages about their values are on them. */
  files: VFile[]
  /**
   * Every file a ref names, read or not (missing, refused), by absolute path, with its stamp taken before it was
   * read: while they hold, the resolved document is what it was (the result cache keeps docs.json's analysis by them).
   */
  stamps: [string, string][]
}

/** Refs nested deeper than this are not followed (a chain this long is a mistake, and each level recurses). */
const MAX_REF_DEPTH = 32

/** One file read: docs.json itself (without `file`: its messages are on docs.json's own VFile) or a referenced one. */
interface Source {
  absolute: string
  document: JsonDocument
  file?: VFile
}

/** The value at `at` in the resolved tree is the one at `from` in `source`; `keyHere`: its key too (a key beside a ref). */
interface Mount {
  at: Segment[]
  source: Source
  from: Segment[]
  keyHere: boolean
}

/** Resolves every ref of a parsed docs.json (`file`, whose folder is the site root); without refs, the document is returned as it is. */
export function resolveRefs(document: JsonDocument, file: VFile, maxBytes: number): ResolvedConfig {
  const absolute = path.resolve(file.cwd, file.path)
  if (!hasRef(document.value)) return { document, problems: [], brokenAt: [], files: [], stamps: [] }
  const resolver = new Resolver(path.dirname(absolute), file, maxBytes)
  const root: Source = { absolute, document }
  resolver.mounts.push({ at: [], source: root, from: [], keyHere: true })
  const value = resolver.resolve(document.value, root, [], [], [absolute])
  return { document: resolver.resolvedDocument(document, value), problems: resolver.problems, brokenAt: resolver.brokenAt, files: [...resolver.files.values()].flatMap((read) => ('source' in read ? [read.source.file!] : [])), stamps: [...resolver.stamps] }
}

function hasRef(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasRef)
  if (!isObject(value)) return false
  return '$ref' in value || Object.values(value).some(hasRef)
}

type FileRead = { source: Source } | { reason: string }

class Resolver {
  readonly mounts: Mount[] = []
  readonly problems: RefProblem[] = []
  readonly brokenAt: Segment[][] = []
  /** Each file once, by absolute path, however many refs name it. */
  readonly files = new Map<string, FileRead>()
  /** The stamp of each file named, taken before it is read. */
  readonly stamps = new Map<string, string>()

  constructor(
    private readonly root: string,
    private readonly configFile: VFile,
    private readonly maxBytes: number
  ) {}

  /** The value at `from` in `source`, put at `at` of the resolved tree; `chain`: the files being resolved, to find cycles. */
  resolve(value: unknown, source: Source, from: Segment[], at: Segment[], chain: string[]): unknown {
    if (Array.isArray(value)) return value.map((item, index) => this.resolve(item, source, [...from, index], [...at, index], chain))
    if (!isObject(value)) return value
    if ('$ref' in value) return this.follow(value, source, from, at, chain)
    const resolved = Object.create(null) as Record<string, unknown>
    for (const [key, item] of Object.entries(value)) resolved[key] = this.resolve(item, source, [...from, key], [...at, key], chain)
    return resolved
  }

  private follow(value: Record<string, unknown>, source: Source, from: Segment[], at: Segment[], chain: string[]): unknown {
    const { $ref: ref, ...siblings } = value
    const target = this.target(ref, source, [...from, '$ref'], chain)
    if ('reason' in target) {
      this.problems.push({ reason: target.reason, place: target.place })
      this.brokenAt.push(at)
      return this.resolve(siblings, source, from, at, chain)
    }
    this.mounts.push({ at, source: target.source, from: [], keyHere: false })
    const referenced = this.resolve(target.source.document.value, target.source, [], at, [...chain, target.source.absolute])
    if (!isObject(referenced)) return referenced
    for (const [key, item] of Object.entries(siblings)) {
      this.mounts.push({ at: [...at, key], source, from: [...from, key], keyHere: true })
      referenced[key] = this.resolve(item, source, [...from, key], [...at, key], chain)
    }
    return referenced
  }

  /** The file a ref names, read and parsed; or why it cannot be, placed on the ref's value (`refPath` in `source`). */
  private target(ref: unknown, source: Source, refPath: Segment[], chain: string[]): { source: Source } | { reason: string; place: JsonPlace } {
    const place = placeIn(source, refPath)
    const written = typeof ref === 'string' ? ` \`${ref}\`` : ''
    if (typeof ref !== 'string' || ref.trim() === '') return { reason: '`$ref` must be a relative path to a JSON file in the project, as a string', place }
    if (path.isAbsolute(ref) || path.win32.isAbsolute(ref) || isDrivePath(ref) || /^[a-z][a-z0-9+.-]*:/i.test(ref)) {
      return { reason: `\`$ref\`${written} must be a relative path (like \`./config/navigation.json\`), from the file that holds it`, place }
    }
    const absolute = path.resolve(path.dirname(source.absolute), ref)
    if (!isInside(absolute, this.root)) return { reason: `\`$ref\`${written} leads out of the site root: the generator reads refs only inside the project`, place }
    if (chain.includes(absolute)) {
      const cycle = [...chain.slice(chain.indexOf(absolute)), absolute].map((file) => path.relative(this.root, file)).join(' → ')
      return { reason: `\`$ref\`${written} makes a cycle (${cycle}): a file cannot include itself`, place }
    }
    if (chain.length > MAX_REF_DEPTH) return { reason: `\`$ref\`${written} nests refs more than ${MAX_REF_DEPTH} files deep: docslint does not follow them further`, place }
    const read = this.read(absolute)
    if ('reason' in read) return { reason: `\`$ref\`${written} cannot be read: ${read.reason}`, place }
    const syntax = read.source.document.syntaxErrors[0]
    if (syntax) {
      const at = { ...read.source.document.positionAt(syntax.offset, Math.max(syntax.length, 1)), file: read.source.file }
      return { reason: `Invalid JSON in \`${path.relative(this.root, absolute)}\` (named by \`$ref\` in \`${path.relative(this.root, source.absolute)}\`): ${syntaxExplanation(syntax.code)}`, place: at }
    }
    return read
  }

  private read(absolute: string): FileRead {
    const known = this.files.get(absolute)
    if (known) return known
    this.stamps.set(absolute, fileStamp(absolute))
    const read = readRefFile(absolute, this.root, this.maxBytes)
    const { cwd } = this.configFile
    const made: FileRead = 'reason' in read ? read : { source: { absolute, document: parseJson(read.text), file: new VFile({ path: path.relative(cwd, absolute), cwd, value: read.text }) } }
    this.files.set(absolute, made)
    return made
  }

  resolvedDocument(document: JsonDocument, value: unknown): JsonDocument {
    const referenced = [...this.files.values()].flatMap((read) => ('source' in read ? [read.source] : []))
    const duplicateKeys = [...document.duplicateKeys, ...referenced.flatMap((source) => source.document.duplicateKeys.map((duplicate) => ({ ...duplicate, at: { ...duplicate.at, file: source.file } })))]
    return {
      ...document,
      value,
      duplicateKeys,
      rangeOf: (at, part = 'value') => {
        const found = part === 'key' ? this.keyMount(at) : this.valueMount(at)
        return placeIn(found.source, [...found.from, ...at.slice(found.at.length)], part)
      }
    }
  }

  /** The mount the value at `at` was read through: the deepest, and of two at one place, the ref's (the other is the key beside it). */
  private valueMount(at: Segment[]): Mount {
    let best = this.mounts[0]
    for (const mount of this.mounts) {
      if (!isAtOrBelow(at, mount.at)) continue
      if (mount.at.length > best.at.length || (mount.at.length === best.at.length && !mount.keyHere)) best = mount
    }
    return best
  }

  /** A key is written in the file of the object that holds it, unless it is a key beside a ref. */
  private keyMount(at: Segment[]): Mount {
    const beside = this.mounts.find((mount) => mount.keyHere && mount.at.length === at.length && at.length > 0 && isAtOrBelow(at, mount.at))
    if (beside) return beside
    return this.valueMount(at.slice(0, -1))
  }
}

/** Whether the path `pathTo` is `prefix` or leads below it. */
export function isAtOrBelow(pathTo: Segment[], prefix: Segment[]): boolean {
  return prefix.length <= pathTo.length && prefix.every((segment, index) => pathTo[index] === segment)
}

function placeIn(source: Source, at: Segment[], part: 'key' | 'value' = 'value'): JsonPlace {
  const range = source.document.rangeOf(at, part)
  return source.file ? { ...range, file: source.file } : range
}
