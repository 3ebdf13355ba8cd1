/**
 * The new path the "Rename page" command asks for, checked before anything moves: a page path from the site
 * root, ending in `.mdx` or `.md`, that stays inside the site. Plain code, without VS Code, so that it is tested.
 */
import path from 'node:path'

/** Why `written` cannot be the page's new path, in a sentence; undefined when it can. */
export function newPagePathProblem(written: string, current: string): string | undefined {
  const trimmed = written.trim()
  if (trimmed === '') return 'Write the new path of the page, from the site root (`guides/setup.mdx`).'
  if (path.isAbsolute(trimmed) || /^[a-z]:[\\/]/i.test(trimmed)) return 'Write the path from the site root, not from the file system: `guides/setup.mdx`.'
  const normal = path.posix.normalize(trimmed.replace(/\\/g, '/'))
  if (normal === '..' || normal.startsWith('../')) return 'The new path climbs out of the site root with `..`; a page stays inside the site.'
  if (!/\.mdx?$/i.test(normal)) return `A page ends in \`.mdx\` or \`.md\`: \`${normal.replace(/\/$/, '')}${path.posix.extname(current) || '.mdx'}\`.`
  if (normal === current) return 'That is the page\'s path now.'
  return undefined
}

/** The part of the path the input box selects: the file name without its extension. */
export function nameSelection(current: string): [number, number] {
  const start = current.lastIndexOf('/') + 1
  const extension = path.posix.extname(current)
  return [start, current.length - extension.length]
}
