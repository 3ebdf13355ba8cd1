import path from 'node:path'

/** The endings of page files (without the dot, as unified-engine's `extensions` takes them). */
export const PAGE_EXTENSIONS = ['md', 'mdx'] as const

export function isPagePath(file: string): boolean {
  return (PAGE_EXTENSIONS as readonly string[]).includes(path.extname(file).slice(1))
}
