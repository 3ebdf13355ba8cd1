/**
 * Errors of the operating system (Node's system errors: an errno `code` such as `EACCES`, the `syscall`, the
 * `path`) said the way a user can act on: they come from the user's machine (permissions, a full disk, a file
 * where a folder should be), not from a bug of docslint.
 */
import { shownPath } from './shown-path.js'

export interface SystemError extends Error {
  code: string
  syscall: string
  path?: string
  dest?: string
}

/** What each error means, and what to do about it. */
const MEANINGS: Record<string, { what: string; todo?: string }> = {
  EACCES: { what: 'permission denied', todo: 'check the permissions of the file and of its folder' },
  EPERM: { what: 'operation not permitted', todo: 'check the permissions of the file and of its folder' },
  ENOENT: { what: 'no such file or folder', todo: 'check the path' },
  ENOTDIR: { what: 'a part of the path is a file, not a folder', todo: 'check the path' },
  EISDIR: { what: 'it is a folder', todo: 'name a file' },
  EEXIST: { what: 'something is there already', todo: 'move it away, or choose another path' },
  ENOTEMPTY: { what: 'the folder is not empty', todo: 'empty it, or choose another path' },
  EFBIG: { what: 'the file would be larger than this system allows', todo: 'raise the file size limit (`ulimit -f`)' },
  ENOSPC: { what: 'no space left on the device', todo: 'free some space' },
  EDQUOT: { what: 'the disk quota is used up', todo: 'free some space' },
  EROFS: { what: 'the file system is read-only', todo: 'choose a path on a writable one' },
  EMFILE: { what: 'too many open files', todo: 'raise the limit of open files (`ulimit -n`)' },
  ENFILE: { what: 'too many open files on the system', todo: 'close some programs, or raise the limit' },
  ELOOP: { what: 'too many symbolic links, or a link that leads back to itself', todo: 'check the links on the path' },
  ENAMETOOLONG: { what: 'the name is too long', todo: 'choose a shorter path' },
  EBUSY: { what: 'it is busy', todo: 'try again once it is free' },
  ETXTBSY: { what: 'it is busy', todo: 'try again once it is free' },
  EXDEV: { what: 'it is on another file system', todo: 'choose a path on the same one' },
  EIO: { what: 'input/output error', todo: 'check the disk' },
  ENOMEM: { what: 'not enough memory', todo: 'free some memory, or raise the memory limit' }
}

/** What docslint was doing, by the system call that failed (`open` of a report, `mkdir` of a folder). */
const ACTIONS: Record<string, string> = {
  open: 'open',
  read: 'read',
  write: 'write',
  fsync: 'write',
  close: 'close',
  mkdir: 'make the folder',
  rmdir: 'remove the folder',
  scandir: 'list the folder',
  opendir: 'list the folder',
  stat: 'look at',
  lstat: 'look at',
  fstat: 'look at',
  access: 'access',
  unlink: 'delete',
  rename: 'move',
  copyfile: 'copy',
  link: 'link',
  symlink: 'link',
  realpath: 'follow the links of',
  readlink: 'read the link',
  chmod: 'change the mode of',
  chown: 'change the owner of',
  utime: 'set the times of',
  watch: 'watch'
}

/** Whether `error` is a Node system error: an errno code (`EACCES`) and the system call that gave it. */
export function isSystemError(error: unknown): error is SystemError {
  const { code, syscall } = (error ?? {}) as Partial<SystemError>
  return error instanceof Error && typeof code === 'string' && /^E[A-Z0-9]+$/.test(code) && typeof syscall === 'string'
}

/** `permission denied (EACCES); check the permissions of the file and of its folder`: the error, without its path. */
export function systemErrorReason(error: SystemError): string {
  const meaning = MEANINGS[error.code]
  // Node's own message for a code not listed: `EXYZ: what it means, syscall 'path'`.
  const what = meaning?.what ?? /^E[A-Z0-9]+: ([^,]+)/.exec(error.message)?.[1] ?? 'failed'
  return `${what} (${error.code})${meaning?.todo ? `; ${meaning.todo}` : ''}`
}

/** `cannot open docs/report.json: permission denied (EACCES); check ...`: the whole failure, paths from `cwd`. */
export function describeSystemError(error: SystemError, cwd = process.cwd()): string {
  const shown = (file: string) => shownPath(file, cwd)
  const action = ACTIONS[error.syscall] ?? error.syscall
  const where = error.path ? ` ${shown(error.path)}${error.dest ? ` to ${shown(error.dest)}` : ''}` : ''
  return `cannot ${action}${where}: ${systemErrorReason(error)}`
}

/** Why an operation failed, for a message of the caller's: a system error as systemErrorReason says it, any other by its message. */
export function reasonOf(error: unknown): string {
  return isSystemError(error) ? systemErrorReason(error) : error instanceof Error ? error.message : String(error)
}
