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

/** A language guessed from a code block's content, and why, for a message that offers it. */
export interface GuessedLanguage {
  language: string
  reason: string
}

/** Commands a line of shell starts with in documentation (`npm install acme`), when the block has no prompt. */
const commands = new Set(['npm', 'npx', 'pnpm', 'yarn', 'bun', 'bunx', 'pip', 'pip3', 'pipx', 'poetry', 'uv', 'curl', 'wget', 'git', 'docker', 'kubectl', 'helm', 'brew', 'apt', 'apt-get', 'sudo', 'cd', 'mkdir', 'cargo', 'mint', 'mintlify'])

/**
 * The language of a code block that has none, only where its content leaves no doubt: JSON that parses
 * (an object or a list), shell commands (every line after a `$ ` prompt, or every line a known command such
 * as `npm` or `curl`), and plain text (a lone URL, a tree drawn with `├──`). Anything else (JavaScript
 * objects, YAML, code in any language, output mixed with commands) gets no guess.
 */
export function guessLanguage(code: string): GuessedLanguage | undefined {
  const lines = code.split('\n').map((line) => line.trim()).filter(Boolean)
  if (lines.length === 0) return undefined
  if (isJsonDocument(code)) return { language: 'json', reason: 'the block is JSON' }
  if (lines.every((line) => line.startsWith('$ '))) return { language: 'bash', reason: 'the block is shell commands after a `$` prompt' }
  if (lines.every(isShellCommand)) return { language: 'bash', reason: 'the block is shell commands' }
  if (lines.length === 1 && /^[a-z][\w+.-]*:\/\/\S+$/i.test(lines[0])) return { language: 'text', reason: 'the block is a URL' }
  if (lines.some((line) => /[├└]──/.test(line))) return { language: 'text', reason: 'the block is a tree drawn in text' }
  return undefined
}

function isJsonDocument(code: string): boolean {
  const trimmed = code.trim()
  if (!/^[[{]/.test(trimmed)) return false
  try {
    JSON.parse(trimmed)
    return true
  } catch {
    return false
  }
}

/** `npm install acme`, `curl -X POST ...`, a continued line (`  -H "..."`), `export ACME_KEY=...`. */
function isShellCommand(line: string): boolean {
  if (/^export [A-Z_][A-Z0-9_]*=/.test(line) || /^-{1,2}[\w-]/.test(line)) return true
  const word = /^[\w.-]+/.exec(line)?.[0]
  // `git = ...` or `curl(...)` is code that names a variable or function after a command.
  return word !== undefined && commands.has(word) && !/^[\w.-]+\s*[=(:]/.test(line) && !/[;{}]\s*$/.test(line)
}
