import { closeSync, constants, fstatSync, openSync, type Stats } from 'node:fs'

// Windows has neither O_NONBLOCK nor O_NOFOLLOW: there a file is opened for reading only.
/** Flags that open a file to read without waiting (a FIFO opens at once). */
export const OPEN_WITHOUT_WAITING = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)
/** The same, refusing a symbolic link (ELOOP). */
export const OPEN_NOT_FOLLOWING = OPEN_WITHOUT_WAITING | (constants.O_NOFOLLOW ?? 0)

/**
 * Opens a file to read and hands `use` its descriptor and what it is, as the open file says (a path looked at
 * before may have been replaced since), then closes it. Opened without waiting: a FIFO's open waits for a
 * writer for ever, and O_NONBLOCK opens it at once, for `use` to see that it is no regular file (nor is a
 * device such as /dev/zero, whose read never ends). With `noFollow`, a symbolic link is not opened (ELOOP).
 */
export function withOpenFile<T>(file: string, use: (fd: number, stats: Stats) => T, noFollow = false): T {
  const fd = openSync(file, noFollow ? OPEN_NOT_FOLLOWING : OPEN_WITHOUT_WAITING)
  try {
    return use(fd, fstatSync(fd))
  } finally {
    closeSync(fd)
  }
}
