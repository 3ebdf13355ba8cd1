/**
 * Rewriting a page's text where it is prose: outside fenced code blocks, inline code spans and (when asked)
 * front matter. The parser needs it for the `.md` pages' HTML comments, and `--fix` for the MDX a page does not
 * parse with, where there is no tree to find the prose by.
 */
import { outsideFences } from './fences.js'

export interface ProseOptions {
  /** Leave the YAML front matter at the top of the page as it is. */
  skipFrontMatter?: boolean
}

/**
 * Replaces each match of `pattern` (a global regular expression) in the page's prose with what `replace` makes
 * of it; a match inside inline code is left alone.
 */
export function replaceInProse(text: string, pattern: RegExp, replace: (match: string, ...groups: string[]) => string, options: ProseOptions = {}): string {
  const frontMatter = options.skipFrontMatter ? (/^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)?.[0] ?? '') : ''
  // Inline code spans are matched first, so that a match written inside one is left alone.
  const withCode = new RegExp(`(\`+)[\\s\\S]*?\\1|${pattern.source}`, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)
  const change = (prose: string) =>
    prose.replace(withCode, (match: string, ticks: string | undefined, ...groups: unknown[]) =>
      ticks !== undefined ? match : replace(match, ...(groups.slice(0, -2) as string[]))
    )
  return frontMatter + outsideFences(text.slice(frontMatter.length), change)
}
