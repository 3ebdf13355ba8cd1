/**
 * A file's absolute path, and its path from a folder, worked out once per file: the site stage asks them of every
 * file of the site each time it runs, and in the editor it runs after each edit on the same files (a site of
 * 10,000 pages spent a tenth of a second per edit resolving paths it had resolved before).
 */
import path from 'node:path'
import type { VFile } from 'vfile'

interface Known {
  /** What the paths were worked out from: a file renamed since, or asked of from another cwd, is worked out anew. */
  cwd: string
  path: string
  absolute: string
  /** The file's path from each folder asked of, made with the first folder asked of other than the first: most files are asked of from one. */
  relative?: Map<string, string>
  firstFolder?: string
  fromFirstFolder?: string
}

/**
 * By file: the strings are compared, not joined into a key, which would cost as much as resolving the path again.
 * Kept on the file under a symbol of this module's, not in a WeakMap: a warm check knows the paths of 10,000 files,
 * and a WeakMap's entries cost each collection of the heap more than the files themselves.
 */
const KNOWN = Symbol('docslint.knownPaths')

type WithKnown = VFile & { [KNOWN]?: Known }

function knownPaths(file: VFile): Known | undefined {
  return (file as WithKnown)[KNOWN]
}

function keepPaths(file: VFile, paths: Known): void {
  ;(file as WithKnown)[KNOWN] = paths
}

/** The file's absolute path, from `cwd` when its path is relative. */
export function absolutePathOf(file: VFile, cwd: string): string {
  return knownOf(file, cwd).absolute
}

/** The file's path from `folder`, as path.relative gives it (with the system's separators). */
export function relativePathOf(file: VFile, cwd: string, folder: string): string {
  const paths = knownOf(file, cwd)
  if (paths.firstFolder === folder) return paths.fromFirstFolder!
  let relative = paths.relative?.get(folder)
  if (relative === undefined) {
    relative = relativeFrom(folder, paths.absolute)
    if (paths.firstFolder === undefined) {
      paths.firstFolder = folder
      paths.fromFirstFolder = relative
    } else (paths.relative ??= new Map()).set(folder, relative)
  }
  return relative
}

/**
 * Tells the file's absolute path, known to its maker (a page taken from the result cache, by the absolute path it
 * was found under), so that it is not worked out again from `cwd`: as absolutePathOf would give it.
 */
export function knowAbsolutePath(file: VFile, cwd: string, absolute: string): void {
  if (!knownPaths(file)) keepPaths(file, { cwd, path: file.path, absolute })
}

function knownOf(file: VFile, cwd: string): Known {
  const paths = knownPaths(file)
  // An absolute path is the same from every cwd.
  if (paths && paths.path === file.path && (paths.cwd === cwd || path.isAbsolute(file.path))) return paths
  const worked: Known = { cwd, path: file.path, absolute: path.resolve(cwd, file.path) }
  // The first cwd asked is kept: a file asked of from two would otherwise be worked out anew each time.
  if (!paths) keepPaths(file, worked)
  return worked
}

/**
 * The path of `absolute` from `folder`, as path.relative gives it, for two absolute paths as path.resolve gives them:
 * cut from the string where `absolute` is below `folder` (a site's pages are), path.relative's work elsewhere.
 */
export function relativeFrom(folder: string, absolute: string): string {
  if (absolute.startsWith(folder)) {
    if (absolute.length === folder.length) return ''
    if (folder.endsWith(path.sep)) return absolute.slice(folder.length)
    if (absolute[folder.length] === path.sep) return absolute.slice(folder.length + 1)
  }
  return path.relative(folder, absolute)
}
