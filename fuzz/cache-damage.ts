/**
 * The `cache-entries` family (issue 32, items 2 and 6): a check with `--cache`, then the cache file damaged
 * (its header, one page's or the spec's line, a field of it, a page's data where the file keeps it apart, a line
 * added at its end, the whole file: in every wrong shape a result can have, cut short, changed by the JSON
 * mutations, random bytes), then two checks more. `--cache-location` may
 * also name what is no cache: a page, docs.json, the site's folder, a FIFO, a link to /dev/null or /dev/zero
 * (links made in the case's folder, never the devices themselves), a link to a user's file outside the site.
 * A damaged entry must be a miss, never a crash or a false message; nothing but docslint's own cache may be
 * replaced; nothing outside the site may be read because the cache names it.
 */
import { lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createRandom, type Random } from '../bench/random.js'
import type { CacheDamage, FuzzCase, SpecialEntry } from './case.js'
import { expand, type CaseFolder } from './case-folder.js'
import { mutateJson } from './mutate.js'

/** Where the cache is kept: the default (`.docslintcache` in the site, which has no node_modules), or a `--cache-location` and what is made there. */
const LOCATIONS: { location?: string; entries?: Record<string, SpecialEntry> }[] = [
  {},
  {},
  { location: '{cache}/' },
  { location: '{cache}/docslint.cache' },
  { location: '{site}/quickstart.mdx' },
  { location: '{site}/docs.json' },
  { location: '{site}' },
  { location: '{cache}/fifo', entries: { 'cache/fifo': { fifo: true } } },
  { location: '{cache}/null', entries: { 'cache/null': { link: '/dev/null' } } },
  { location: '{cache}/zero', entries: { 'cache/zero': { link: '/dev/zero' } } },
  // A link to a user's file that is no cache: refused, and the file left as it is. Not a canary: --cache-location is
  // named by the user and may be anywhere, so docslint reads the first bytes there to recognise its own cache.
  { location: '{cache}/user-file', entries: { 'cache/user-data.bin': { sparse: 4096 }, 'cache/user-file': { link: '{cache}/user-data.bin' } } },
  { location: '{cache}/dangling', entries: { 'cache/dangling': { link: '{outside}/no-such-cache' } } }
]

/** A page's result in every wrong shape: not an object, messages that are no list or hold no message, data of the wrong type, deep nesting. */
const PAGE_RESULTS = [
  '{}',
  '[]',
  'null',
  '0',
  '"x"',
  '{"messages":[null]}',
  '{"messages":{}}',
  '{"messages":"x"}',
  '{"messages":[{}]}',
  '{"messages":[{"reason":null,"line":"1","column":[],"ruleId":{},"place":"x"}]}',
  '{"messages":[],"data":null}',
  '{"messages":[],"data":[]}',
  '{"messages":[],"data":{"pageFacts":null}}',
  '{"messages":[],"data":{"pageFacts":{"headings":null,"links":{},"ids":"x"}}}',
  '{"messages":[],"data":{"docslintParsed":{"kind":"page","outcome":null}}}',
  '{"messages":[],"data":{"docslintParsed":null,"pageFacts":{"parsed":"yes"}}}',
  '{"__proto__":{"messages":[]},"constructor":null}',
  `${'['.repeat(100000)}${']'.repeat(100000)}`
]

/** A spec's lint in every wrong shape, and `$ref` lists that name files outside the site, a device or a FIFO. */
const SPEC_RESULTS = [
  '{"refs":[["{outside}/canary.json","x"]],"problems":[]}',
  '{"refs":[["/dev/zero",null]],"problems":[]}',
  '{"refs":[["/dev/urandom","x"]],"problems":[]}',
  '{"refs":[["{outside}/fifo",null]],"problems":[]}',
  '{"refs":null,"problems":[]}',
  '{"refs":[null],"problems":[]}',
  '{"refs":[[1,2]],"problems":[]}',
  '{"refs":{},"problems":[]}',
  '{"refs":[],"problems":null}',
  '{"refs":[],"problems":[null]}',
  '{"refs":[],"problems":[{"message":1,"line":"x"}]}',
  '{"refs":[],"problems":{}}',
  '{}',
  '[]'
]

/** A page's line keeps its messages (field 5) and its data (field 6) apart; the others' result is field 5. */
const RESULT_FIELDS = [5, 6]

/** The other fields of a line: the page it is the result of (outside the site, relative, not a path), its key, what it was made under, its rule setup, the hash of its data. */
const FIELDS: Record<number, string[]> = {
  0: ['"{outside}/canary.json"', '"quickstart.mdx"', '{"spec":1}', '{"spec":"{outside}/canary.yaml"}', '1', 'null'],
  1: ['x', '', '-'],
  2: ['-', 'x y', '0:0:0:0 x'],
  3: ['-', 'no-such-setup', '__proto__'],
  4: ['-', 'x', 'no-such-hash']
}

/** Header lines: not an object, of this format but without the version or the setups, setups of the wrong shape. */
const HEADERS = ['{}', '[]', 'null', '', '{"format":"docslint-cache/8"}', '{"format":"docslint-cache/8","setups":[]}', '{"format":"docslint-cache/8","setups":{"x":null}}']

export function cacheEntries(random: Random): Pick<FuzzCase, 'files' | 'entries' | 'args' | 'cacheDamage' | 'build'> {
  const { location, entries = {} } = random.pick(LOCATIONS)
  const damage = cacheDamage(random)
  const outsideFifo = 'text' in damage.edit && damage.edit.text.includes('{outside}/fifo')
  return {
    files: {},
    entries: outsideFifo ? { ...entries, 'outside/fifo': { fifo: true } } : entries,
    args: ['--cache', ...(location ? ['--cache-location', location] : [])],
    cacheDamage: damage,
    build: false
  }
}

function cacheDamage(random: Random): CacheDamage {
  switch (random.int(0, 10)) {
    case 0:
      return { where: 'header', edit: random.chance(0.5) ? { text: random.pick(HEADERS) } : { mutate: random.int(0, 2 ** 31) } }
    case 1:
    case 2:
    case 3:
      return { where: random.int(0, 6), field: random.pick(RESULT_FIELDS), edit: { text: random.pick(PAGE_RESULTS) } }
    case 4:
      return { where: random.int(0, 6), field: random.pick(RESULT_FIELDS), edit: random.chance(0.5) ? { mutate: random.int(0, 2 ** 31) } : { cut: random.next() } }
    case 5:
      return { where: 'spec', field: 5, edit: { text: random.pick(SPEC_RESULTS) } }
    case 6: {
      const field = random.int(0, 4)
      return { where: random.chance(0.7) ? random.int(0, 6) : 'spec', field, edit: { text: random.pick(FIELDS[field]) } }
    }
    case 7:
      return { where: random.int(0, 6), edit: { text: random.pick(['garbage', '\t\t\t\t', 'a\tb\tc', '"x"\tk\t-\t-']) } }
    case 8:
      return { where: random.pick(['file', 'header', random.int(0, 6)]), field: random.pick(RESULT_FIELDS), edit: { bytes: randomBytes(random).toString('base64') } }
    case 9:
      return random.chance(0.5) ? { where: 'data', field: random.int(0, 6), edit: randomEdit(random) } : { where: 'journal', field: random.pick(RESULT_FIELDS), edit: randomEdit(random) }
    default:
      return { where: 'file', edit: random.chance(0.5) ? { cut: random.next() } : { text: random.pick(['', '\n', '\ufeff', 'not a cache\n']) } }
  }
}

/** A result's damage: a wrong shape, a cut, a JSON mutation or random bytes. */
function randomEdit(random: Random): CacheDamage['edit'] {
  switch (random.int(0, 3)) {
    case 0:
      return { text: random.pick(PAGE_RESULTS) }
    case 1:
      return { cut: random.next() }
    case 2:
      return { mutate: random.int(0, 2 ** 31) }
    default:
      return { bytes: randomBytes(random).toString('base64') }
  }
}

function randomBytes(random: Random): Buffer {
  return Buffer.from(Array.from({ length: random.int(1, 64) }, () => random.int(0, 255)))
}

/**
 * The cache file the first check wrote, if it wrote a plain file: the location named (a file, or a folder
 * holding one `.cache_*` file), or `.docslintcache` in the site. Links, FIFOs and devices are never opened here.
 */
export function writtenCacheFile(caseFolder: CaseFolder, args: string[]): string | undefined {
  const named = args.includes('--cache-location') ? expand(args[args.indexOf('--cache-location') + 1], caseFolder) : path.join(caseFolder.site, '.docslintcache')
  const candidates = isFolder(named) ? readdirSync(named).filter((name) => name.startsWith('.cache_')).map((name) => path.join(named, name)) : [named]
  return candidates.find((file) => isPlainFile(file) && isDocslintCache(file))
}

/**
 * Whether a file is a cache docslint wrote (its header): a location docslint refused (`--cache-location
 * site/docs.json`) holds the user's file, which the harness must not damage in the cache's name.
 */
function isDocslintCache(file: string): boolean {
  return readFileSync(file, 'latin1').startsWith('{"format":"docslint-cache/')
}

function isFolder(file: string): boolean {
  try {
    return lstatSync(file).isDirectory()
  } catch {
    return false
  }
}

function isPlainFile(file: string): boolean {
  try {
    return lstatSync(file).isFile()
  } catch {
    return false
  }
}

/** Damages the cache file as the case says. */
export function damageCache(file: string, damage: CacheDamage, caseFolder: CaseFolder): void {
  const bytes = readFileSync(file)
  if (damage.where === 'file') {
    writeFileSync(file, edited(bytes, damage.edit, caseFolder))
    return
  }
  const lines = bytes.toString('latin1').split('\n')
  if (damage.where === 'journal') {
    writeFileSync(file, Buffer.concat([bytes, journalLine(lines, damage, caseFolder)]))
    return
  }
  const index = damage.where === 'header' ? 0 : damage.where === 'data' ? dataLineOf(lines, damage.field ?? 0) : lineOf(lines, damage.where)
  if (index === undefined) return
  const fields = lines[index].split('\t')
  const at = damage.field === undefined || damage.where === 'data' || damage.field >= fields.length ? undefined : damage.field
  const old = Buffer.from(at === undefined ? lines[index] : fields[at], 'latin1')
  const replaced = edited(old, damage.edit, caseFolder).toString('latin1')
  if (at === undefined) lines[index] = replaced
  else {
    // The result is the rest of the line, tabs included.
    fields[at] = replaced
    lines[index] = fields.join('\t')
  }
  writeFileSync(file, Buffer.from(lines.join('\n'), 'latin1'))
}

/** The n-th line of the data part (modulo their number), where the file keeps its pages' data apart (src/cache/cache-layout.ts). */
function dataLineOf(lines: string[], n: number): number | undefined {
  const start = lines.findIndex((line) => line.startsWith('DATA\t')) + 1
  const data = start > 0 ? lines.slice(start).map((_, index) => start + index).filter((index) => lines[index].startsWith('{"docslintParsed"')) : []
  return data.length > 0 ? data[n % data.length] : undefined
}

/** The first page's line, its field damaged and its data in the line, added at the end of the file as a check adds its changed lines; cut short at times (a write stopped halfway). */
function journalLine(lines: string[], damage: CacheDamage, caseFolder: CaseFolder): Buffer {
  const index = lineOf(lines, 0)
  if (index === undefined) return Buffer.alloc(0)
  const fields = lines[index].split('\t')
  const at = damage.field ?? 5
  fields[at] = edited(Buffer.from(fields[at], 'latin1'), damage.edit, caseFolder).toString('latin1')
  const line = Buffer.from(fields.join('\t'), 'latin1')
  return 'cut' in damage.edit ? line : Buffer.concat([line, Buffer.from('\n')])
}

/** The index of the spec's line, or of the n-th page's line (modulo their number). */
function lineOf(lines: string[], where: 'spec' | number): number | undefined {
  const entries = lines.map((_, index) => index).filter((index) => index > 0)
  if (where === 'spec') return entries.find((index) => lines[index].startsWith('{"spec"'))
  const pages = entries.filter((index) => lines[index].startsWith('"'))
  return pages.length > 0 ? pages[where % pages.length] : undefined
}

function edited(old: Buffer, edit: CacheDamage['edit'], caseFolder: CaseFolder): Buffer {
  if ('text' in edit) return Buffer.from(expand(edit.text, caseFolder), 'utf8')
  if ('cut' in edit) return old.subarray(0, Math.floor(old.length * edit.cut))
  if ('bytes' in edit) return Buffer.from(edit.bytes, 'base64')
  return Buffer.from(mutatedJson(old.toString('utf8'), edit.mutate), 'utf8')
}

/** The JSON text changed by one of the JSON mutations (a value of the wrong type, a deep or long value, a key removed), or cut in half when it is no JSON. */
function mutatedJson(text: string, seed: number): string {
  try {
    return JSON.stringify(mutateJson(JSON.parse(text), createRandom(seed)))
  } catch {
    return text.slice(0, text.length >> 1)
  }
}
