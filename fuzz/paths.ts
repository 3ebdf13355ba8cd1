import path from 'node:path'

/**
 * Whether `file` is `folder` or below it. Not src/site/root.ts isInside, which takes a name beginning with two
 * dots (`..docslintcache.tmp`, the cache's temporary file beside it) for a climb out of the folder.
 */
export function within(file: string, folder: string): boolean {
  const relative = path.relative(folder, file)
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
}
