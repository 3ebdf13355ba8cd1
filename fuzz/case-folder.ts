/**
 * The temporary folder a fuzz case runs in, and nothing outside it: `site/` (the example site with the case's
 * files and entries), `out/` (the preview of a build), `cache/` (where a case may put its cache), `outside/`
 * (files beside the site that hold a canary secret: reading one is reading outside the site), and a `home/` and
 * `tmp/` of its own for HOME and TMPDIR, so that docslint never meets the real user's folders. Special entries
 * are made here too: links (to the machine's devices as well: only links, never the devices themselves), FIFOs,
 * folders and sparse files.
 */
import { execFileSync } from 'node:child_process'
import { closeSync, cpSync, ftruncateSync, lstatSync, mkdirSync, mkdtempSync, openSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync, type BigIntStats } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isInside } from '../src/site/root.js'
import type { FuzzCase, SpecialEntry } from './case.js'
import { BASE_SITE } from './base-site.js'

/** A secret no docslint output holds unless docslint read a file outside the site. */
export const CANARY = 'canary-5e1f0c-do-not-read'

/** The files of `outside/`: a configuration, YAML, a passwd-like file and an ignore file, each holding the canary. */
export const CANARY_FILES: Record<string, string> = {
  'canary.json': JSON.stringify({ rules: { [CANARY]: 'warn' } }),
  'canary.yaml': `rules:\n  ${CANARY}: warn\n`,
  'canary.txt': `root:x:0:0:${CANARY}:/root:/bin/bash\n`,
  'canary-ignore': `${CANARY}/\n`
}

export interface CaseFolder {
  folder: string
  site: string
  out: string
  cache: string
  outside: string
  home: string
  tmp: string
  /** Where each Node process of the case writes its peak memory (fuzz/rss-probe.ts). */
  rss: string
}

/** The folders of the cases running now, removed if the harness itself ends first (Ctrl-C). */
const live = new Set<string>()
process.once('exit', () => {
  for (const folder of live) rmSync(folder, { recursive: true, force: true })
})

/** Makes the case's folder (its real path: what the kernel reports for files in it) with the site and the entries. */
export function materialise(fuzzCase: FuzzCase): CaseFolder {
  const folder = realpathSync.native(mkdtempSync(path.join(tmpdir(), 'docslint-fuzz-')))
  live.add(folder)
  const at = (name: string) => path.join(folder, name)
  const caseFolder: CaseFolder = { folder, site: at('site'), out: at('out'), cache: at('cache'), outside: at('outside'), home: at('home'), tmp: at('tmp'), rss: at('rss') }
  cpSync(BASE_SITE, caseFolder.site, { recursive: true })
  for (const name of ['cache', 'outside', 'home', 'tmp']) mkdirSync(at(name))
  for (const [name, text] of Object.entries(CANARY_FILES)) writeFileSync(path.join(caseFolder.outside, name), text)
  for (const [file, text] of Object.entries(fuzzCase.files)) {
    const target = path.join(caseFolder.site, file)
    if (text === null) rmSync(target, { force: true })
    else {
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, text)
    }
  }
  for (const [name, entry] of Object.entries(fuzzCase.entries ?? {})) makeEntry(caseFolder, name, entry)
  return caseFolder
}

/** The text with `{site}`, `{outside}`, `{cache}`, `{out}` replaced by the case's folders. */
export function expand(text: string, caseFolder: CaseFolder): string {
  return text.replace(/\{(site|outside|cache|out)\}/g, (_, name: 'site' | 'outside' | 'cache' | 'out') => caseFolder[name])
}

function makeEntry(caseFolder: CaseFolder, name: string, entry: SpecialEntry): void {
  const target = path.join(caseFolder.folder, name)
  // A case file names its own entries; none may be made outside the case's folder.
  if (!isInside(target, caseFolder.folder) || target === caseFolder.folder) throw new Error(`the entry ${name} is not inside the case's folder`)
  mkdirSync(path.dirname(target), { recursive: true })
  rmSync(target, { recursive: true, force: true })
  if ('link' in entry) symlinkSync(expand(entry.link, caseFolder), target)
  else if ('fifo' in entry) execFileSync('mkfifo', [target])
  else if ('folder' in entry) mkdirSync(target)
  else {
    const fd = openSync(target, 'w')
    ftruncateSync(fd, entry.sparse)
    closeSync(fd)
  }
}

/** Removes the case's folder: links are removed, never followed, and a FIFO is never opened. */
export function removeCaseFolder(caseFolder: CaseFolder): void {
  rmSync(caseFolder.folder, { recursive: true, force: true })
  live.delete(caseFolder.folder)
}

/** Each entry of the case's folder (links not followed, nothing opened) with what identifies its content: type, size, times, inode. */
export type Snapshot = Map<string, string>

export function snapshot(caseFolder: CaseFolder): Snapshot {
  const found: Snapshot = new Map()
  const walk = (folder: string) => {
    let names: string[]
    try {
      names = readdirSync(folder)
    } catch {
      return
    }
    for (const name of names) {
      const file = path.join(folder, name)
      let stats: BigIntStats
      try {
        stats = lstatSync(file, { bigint: true })
      } catch {
        continue
      }
      found.set(file, `${stats.mode}:${stats.size}:${stats.mtimeNs}:${stats.ino}`)
      if (stats.isDirectory()) walk(file)
    }
  }
  walk(caseFolder.folder)
  return found
}

/**
 * What a run changed that it must not: any entry that was there before it (the user's files: pages, the
 * configuration, the files outside) changed or gone, and any new entry outside the site, `out/`, `cache/`,
 * `tmp/` and `home/`. A new file in the site is allowed: the cache is kept there by default.
 */
export function forbiddenChanges(before: Snapshot, after: Snapshot, caseFolder: CaseFolder, ours: string[]): string[] {
  const writable = [caseFolder.site, caseFolder.out, caseFolder.cache, caseFolder.tmp, caseFolder.home]
  const changed: string[] = []
  for (const [file, stamp] of before) {
    const now = after.get(file)
    if (now === undefined) changed.push(`removed ${file}`)
    else if (now !== stamp && !(isFolderStamp(stamp) && isFolderStamp(now))) changed.push(`changed ${file}`)
  }
  for (const file of after.keys()) {
    if (!before.has(file) && !ours.includes(file) && !writable.some((folder) => isInside(file, folder))) changed.push(`created ${file}`)
  }
  return changed
}

/** A folder's times change when a file is added to it, which is allowed (a folder replaced by a file is not). */
const isFolderStamp = (stamp: string) => (BigInt(stamp.split(':')[0]) & 0o170000n) === 0o040000n

/** The devices a broken run could replace (issue 32: a cache written over /dev/null). The fuzz run stops at once if one is no longer a device. */
const DEVICES = ['/dev/null', '/dev/zero', '/dev/urandom']

export function devicesIntact(): string | undefined {
  for (const device of DEVICES) {
    try {
      if (!lstatSync(device).isCharacterDevice()) return `${device} is no longer a character device`
    } catch {
      return `${device} is gone`
    }
  }
  return undefined
}
