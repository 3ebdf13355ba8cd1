/**
 * The title of a code block from its meta string (what follows the language on the fence line):
 * `index.js`, `Example request {1-3}`, `title="Install"`. Highlight ranges (`{1-3}`), `key=value` options
 * and the site generator's flags (`lines`, `wrap`, `expandable`, ...) are not part of the title.
 */
export function codeTitle(meta: string | null | undefined): string | undefined {
  if (!meta) return undefined
  const quoted = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta)
  if (quoted) return (quoted[1] ?? quoted[2] ?? quoted[3]).trim() || undefined
  const title = meta
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/(?:^|\s)[\w-]+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !flags.has(word))
    .join(' ')
  return title || undefined
}

const flags = new Set(['lines', 'wrap', 'expandable', 'twoslash', 'showLineNumbers', 'copy', 'noCopy'])
