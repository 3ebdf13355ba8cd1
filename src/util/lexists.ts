import { lstatSync } from 'node:fs'

/** Whether anything is at a path: a dangling symbolic link or a FIFO included (existsSync follows links). */
export function lexists(file: string): boolean {
  try {
    lstatSync(file)
    return true
  } catch {
    return false
  }
}
