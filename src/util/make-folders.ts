import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Makes a folder and the folders above it that are missing, one at a time, and throws the first error (ENOENT,
 * EACCES, ...). Node's `mkdirSync(folder, { recursive: true })` never returns where the file system answers
 * ENOENT under a folder that exists (`/proc/anything/out` spins at 100% CPU), so docslint never uses it.
 */
export function makeFolders(folder: string): void {
  const missing: string[] = []
  for (let at = path.resolve(folder); !existsSync(at) && path.dirname(at) !== at; at = path.dirname(at)) missing.push(at)
  for (const at of missing.reverse()) mkdirSync(at)
}
