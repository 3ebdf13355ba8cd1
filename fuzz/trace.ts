/**
 * What a traced run did to files outside its bounds, read from the strace log (`strace -f -y`: each file
 * descriptor is followed by the real path it stands for, links resolved):
 * - a write: a file opened for writing, or a path created, renamed, removed, linked or changed in mode, outside
 *   the site, `--out`, the case's cache folder and its own HOME and TMPDIR;
 * - a read: bytes read from, or names listed in, a file outside the site root, or anything reached through a
 *   link that leaves the root. Opening a file is no read (a run may open a path, see it is a device and refuse it).
 * Reading is allowed, outside the site, of docslint's own installation, of Node and the libraries it loads, and
 * of what Node reads at start (OpenSSL's configuration and certificates, /proc, /sys, /dev/urandom); listing the
 * folders above the root is allowed too: the tool's configuration is looked for there, as ESLint looks.
 */
import { realpathSync } from 'node:fs'
import path from 'node:path'
import { isInside } from '../src/site/root.js'

export interface Bounds {
  /** The site root: read and written freely. */
  root: string
  /** Other folders the run may write in and read from: `--out`, the cache folder, HOME, TMPDIR. */
  writable: string[]
  /** Files the harness itself has the run write (the peak memory reports). */
  harnessFiles: string[]
  /** Installations the run may read: docslint's, a `--target` build's. */
  installs: string[]
  /** Files whose mere reading is a leak, whatever else allows it. */
  canaries: string[]
}

export interface TraceFindings {
  writes: string[]
  reads: string[]
}

/** What Node and the system libraries read at start and while running, besides docslint's installation (each a file or a folder). */
const SYSTEM_READS = [
  process.execPath, // Node itself (reads its own binary for snapshots)
  '/etc/ld.so.cache', // the dynamic loader, loading Node's libraries
  '/lib',
  '/lib64',
  '/usr/lib',
  '/etc/ssl', // Node's OpenSSL: its configuration and the CA certificates, read at start
  // The system's time zone, which V8 reads the first time a date is made in local time: loading the preview's
  // component library (@mintlify/components, for build) does so. A time zone, not anything of a user's.
  '/etc/localtime',
  '/usr/share/zoneinfo',
  '/proc', // V8 and libuv: memory maps, cgroup limits, CPU counts
  '/sys',
  '/dev/urandom', // crypto's seed
  '/dev/random',
  '/dev/null'
]

const WRITE_FLAGS = /O_WRONLY|O_RDWR|O_CREAT|O_TRUNC|O_APPEND/

/** The calls that change a path, and which of their arguments (directory descriptor, path) name it. */
const CHANGES: Record<string, number[][]> = {
  creat: [[-1, 0]],
  truncate: [[-1, 0]],
  rename: [[-1, 0], [-1, 1]],
  renameat: [[0, 1], [2, 3]],
  renameat2: [[0, 1], [2, 3]],
  unlink: [[-1, 0]],
  unlinkat: [[0, 1]],
  rmdir: [[-1, 0]],
  mkdir: [[-1, 0]],
  mkdirat: [[0, 1]],
  symlink: [[-1, 1]],
  symlinkat: [[1, 2]],
  link: [[-1, 1]],
  linkat: [[2, 3]],
  chmod: [[-1, 0]],
  fchmodat: [[0, 1]],
  chown: [[-1, 0]],
  lchown: [[-1, 0]],
  fchownat: [[0, 1]],
  mknod: [[-1, 0]],
  mknodat: [[0, 1]]
}

const READS = new Set(['read', 'pread64', 'readv', 'preadv', 'preadv2', 'getdents64'])

interface Call {
  name: string
  args: string[]
  result: number
  /** The real path of the descriptor a call returned (`-y`). */
  resultPath?: string
}

export function traceFindings(log: string, bounds: Bounds): TraceFindings {
  const writes = new Set<string>()
  const reads = new Set<string>()
  /** The path each descriptor was opened by, as given (not resolved), by its number: what tells a read through a link. */
  const openedAs = new Map<string, string>()
  const above = foldersAbove(bounds.root)
  for (const call of calls(log)) {
    if (call.result < 0) continue
    if (call.name === 'open' || call.name === 'openat' || call.name === 'openat2') {
      const [dirfd, file, flags] = call.name === 'open' ? ['', call.args[0], call.args[1]] : call.args
      const given = resolved(dirfd, file)
      if (given === undefined) continue
      const real = call.resultPath ?? given
      openedAs.set(`${call.result} ${real}`, given)
      if (WRITE_FLAGS.test(flags ?? '') && !mayWrite(real, bounds)) writes.add(`${call.name} ${real}${real === given ? '' : ` (as ${given})`}`)
    } else if (call.name in CHANGES) {
      for (const [dirfd, at] of CHANGES[call.name]) {
        const target = resolvedParent(resolved(dirfd >= 0 ? call.args[dirfd] : '', call.args[at]))
        if (target !== undefined && !mayWrite(target, bounds)) writes.add(`${call.name} ${target}`)
      }
    } else if ((READS.has(call.name) || call.name === 'copy_file_range' || call.name === 'sendfile') && call.result > 0) {
      // copy_file_range and sendfile read from their first descriptor (sendfile's is the second).
      const descriptor = call.name === 'sendfile' ? call.args[1] : call.args[0]
      const real = descriptorPath(descriptor)
      if (real === undefined) continue
      const given = openedAs.get(`${/^\d+/.exec(descriptor)?.[0]} ${real}`) ?? real
      const listing = call.name === 'getdents64'
      if (!mayRead(real, given, listing, bounds, above)) reads.add(`${listing ? 'listed' : 'read'} ${real}${real === given ? '' : ` (through ${given})`}`)
    }
  }
  return { writes: [...writes], reads: [...reads] }
}

function mayWrite(file: string, bounds: Bounds): boolean {
  return bounds.harnessFiles.includes(file) || [bounds.root, ...bounds.writable].some((folder) => isInside(file, folder))
}

function mayRead(real: string, given: string, listing: boolean, bounds: Bounds, above: Set<string>): boolean {
  if (bounds.canaries.some((canary) => isInside(real, canary))) return false
  // Through a link that leaves the root: never, whatever the link leads to (/dev/zero, /etc/passwd).
  if (isInside(given, bounds.root) && !isInside(real, bounds.root)) return false
  if ([bounds.root, ...bounds.writable, ...bounds.installs].some((folder) => isInside(real, folder))) return true
  if (listing && above.has(real)) return true
  return SYSTEM_READS.some((allowed) => isInside(real, allowed))
}

/** Each folder above the root, up to /. */
function foldersAbove(root: string): Set<string> {
  const found = new Set<string>()
  for (let folder = path.dirname(root); !found.has(folder); folder = path.dirname(folder)) found.add(folder)
  return found
}

/** The calls of the log, each joined from its `<unfinished ...>` and `<... resumed>` halves. */
function* calls(log: string): Generator<Call> {
  const pending = new Map<string, string>()
  for (const line of log.split('\n')) {
    const match = /^(\d+) +(.*)$/.exec(line)
    if (!match) continue
    const [, pid, rest] = match
    let text = rest
    if (text.endsWith('<unfinished ...>')) {
      pending.set(pid, text.slice(0, -'<unfinished ...>'.length))
      continue
    }
    const resumed = /^<\.\.\. \w+ resumed>(.*)$/.exec(text)
    if (resumed) {
      text = (pending.get(pid) ?? '') + resumed[1]
      pending.delete(pid)
    }
    const call = parseCall(text)
    if (call) yield call
  }
}

/** `name(args) = result<path>`, the arguments split at the top level (strings may hold commas and brackets). */
function parseCall(text: string): Call | undefined {
  const head = /^(\w+)\(/.exec(text)
  const tail = /\) += (-?\d+)(?:<(.*?)>)?(?: .*)?$/.exec(text)
  if (!head || !tail) return undefined
  const inner = text.slice(head[0].length, tail.index)
  return { name: head[1], args: splitArgs(inner), result: Number(tail[1]), resultPath: tail[2] && realPathOf(tail[2]) }
}

function splitArgs(inner: string): string[] {
  const args: string[] = []
  let current = ''
  let depth = 0
  let quoted = false
  for (let index = 0; index < inner.length; index++) {
    const char = inner[index]
    if (quoted) {
      current += char
      if (char === '\\') current += inner[++index] ?? ''
      else if (char === '"') quoted = false
    } else if (char === '"') {
      quoted = true
      current += char
    } else if ('[{<('.includes(char)) {
      depth++
      current += char
    } else if (']}>)'.includes(char)) {
      depth--
      current += char
    } else if (char === ',' && depth === 0) {
      args.push(current.trim())
      current = ''
    } else current += char
  }
  if (current.trim() !== '') args.push(current.trim())
  return args
}

/** A path argument: a quoted string, with strace's escapes undone. */
function unquoted(arg: string | undefined): string | undefined {
  const match = /^"((?:[^"\\]|\\.)*)"/.exec(arg ?? '')
  if (!match) return undefined
  return Buffer.from(
    match[1].replace(/\\(x[0-9a-f]{2}|[0-7]{1,3}|.)/g, (_, code: string) => {
      if (code[0] === 'x') return String.fromCharCode(parseInt(code.slice(1), 16))
      if (/^[0-7]/.test(code)) return String.fromCharCode(parseInt(code, 8))
      return ({ n: '\n', t: '\t', r: '\r', v: '\v', f: '\f' } as Record<string, string>)[code] ?? code
    }),
    'latin1'
  ).toString('utf8')
}

/** The real path a descriptor argument stands for (`3</tmp/x>`, `AT_FDCWD</tmp>`); undefined for pipes, sockets and the like. */
function descriptorPath(arg: string | undefined): string | undefined {
  const match = /^[\w-]+<(.*)>$/.exec(arg ?? '')
  return match ? realPathOf(match[1]) : undefined
}

function realPathOf(shown: string): string | undefined {
  const file = shown.replace(/ \(deleted\)$/, '')
  return file.startsWith('/') ? file : undefined
}

/** A path argument made absolute against its directory descriptor (or the working folder strace shows for AT_FDCWD). */
function resolved(dirfd: string, arg: string | undefined): string | undefined {
  const file = unquoted(arg)
  if (file === undefined) return undefined
  if (path.isAbsolute(file)) return path.normalize(file)
  const folder = descriptorPath(dirfd)
  return folder === undefined ? undefined : path.join(folder, file)
}

/**
 * A path whose last part is not followed (renamed, removed, created), with the folder it is in resolved as it is
 * now: a write through a linked folder is a write where the folder leads.
 */
function resolvedParent(file: string | undefined): string | undefined {
  if (file === undefined) return undefined
  try {
    return path.join(realpathSync.native(path.dirname(file)), path.basename(file))
  } catch {
    return file
  }
}

