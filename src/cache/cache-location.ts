/**
 * Where the result cache is kept, worked out from `--cache-location` and the working folder alone: the check
 * reads the file there (src/cache/page-cache.ts), and the command line's launcher looks whether it exists before
 * loading anything else (src/cli/relaunch.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

/** Where the cache is kept: `--cache-location` as ESLint reads it (a folder holds a file named after the working folder), by default in node_modules/.cache/docslint/ when there is a node_modules folder, else `.docslintcache`. */
export function cacheFileOf(location: string | undefined, cwd: string): string {
  const given = location === undefined ? defaultLocation(cwd) : path.resolve(cwd, location)
  const folder = given.endsWith(path.sep) || /[\\/]$/.test(location ?? '') || isFolder(given)
  return folder ? path.join(given, `.cache_${createHash('sha1').update(cwd).digest('hex').slice(0, 12)}`) : given
}

/** Whether the cache file at `location` (or the default one), from `cwd`, is there: a check with `--cache` then reuses it. */
export function cacheFileThere(location: string | undefined, cwd: string): boolean {
  return existsSync(cacheFileOf(location, cwd))
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
