import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import { CONFIG_FILE_NAMES } from '../config/files.js'

/** The site root above (or at) `start`, and the config file found there: docs.json before mint.json. */
export function findSiteRoot(start: string): { root: string; configFile: string } | undefined {
  let dir = path.resolve(start)
  for (;;) {
    for (const name of CONFIG_FILE_NAMES) {
      const candidate = path.join(dir, name)
      if (existsSync(candidate) && statSync(candidate).isFile()) return { root: dir, configFile: candidate }
    }
    const parent = path.dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

/** `C:\\docs` or `c:/docs`: a Windows file-system path, which no site path may be. */
export function isDrivePath(value: string): boolean {
  return /^[a-z]:[\\/]/i.test(value)
}

/** Whether `child` is `parent` or below it. Only a first segment that is exactly `..` climbs out: `..notes.mdx` is a file inside. */
export function isInside(child: string, parent: string): boolean {
  return isRelativeInside(path.relative(parent, child))
}

/** Whether a path from a folder (path.relative's) is the folder or below it. */
export function isRelativeInside(relative: string): boolean {
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
}

/**
 * Where a file really is when it is reached through a symbolic link (the file's own, or a linked folder
 * above it) that leads out of its site root; undefined for files that stay inside.
 */
export function linkOutOfSite(file: string): string | undefined {
  // Files given in memory (a virtual docs.json, an editor's buffer) are no links.
  if (!existsSync(file)) return undefined
  const real = realpathSync(file)
  if (real === file && !lstatSync(file).isSymbolicLink()) return undefined
  const site = findSiteRoot(path.dirname(file))
  if (!site) return undefined
  return isInside(real, realpathSync(site.root)) ? undefined : real
}
