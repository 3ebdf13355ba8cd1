import path from 'node:path'

/** The endings of page files (without the dot, as unified-engine's `extensions` takes them). */
export const PAGE_EXTENSIONS = ['md', 'mdx'] as const

export function isPagePath(file: string): boolean {
  return (PAGE_EXTENSIONS as readonly string[]).includes(path.extname(file).slice(1))
}

/**
 * A file in a `snippets/` folder is a piece of the pages that import it, not a page: the generator publishes
 * no page for it, and what encloses it (front matter, a `<Steps>` around its `<Step>`) is the importer's.
 */
export function isSnippetPath(file: string): boolean {
  return /(^|[\\/])snippets[\\/]/.test(file)
}

/**
 * The link a page's front matter makes it (`url: "https://acme.dev/changelog"`): the generator lists the page in
 * the navigation as a link to that address and publishes no body for it. Undefined for other pages.
 */
export function linkPageUrl(frontmatter: Record<string, unknown> | undefined): string | undefined {
  const url = frontmatter?.url
  return typeof url === 'string' && url.trim() !== '' ? url : undefined
}
