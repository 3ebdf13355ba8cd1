/**
 * The language after the opening fence (```` ```bash ````) turns on syntax highlighting and tells readers
 * what to paste where. Inside `<CodeGroup>`, `<RequestExample>` and `<ResponseExample>` each block is shown
 * as a tab whose label is the block's title, written after the language (```` ```js index.js ````), so a
 * block there without a title gets an unlabelled tab (the message shows a title that fits the block: a file
 * name of its language, `Terminal` for a shell, a status such as `200` in `<ResponseExample>`). Options after the title (`{1-3}`, `lines`, `wrap`,
 * `icon="..."`) are not a title.
 *
 * A block without a language is offered one only when its content leaves no doubt: `json` for JSON that
 * parses, `bash` for shell commands (after a `$ ` prompt, or lines that each start with a command such as
 * `npm`, `curl` or `git`), `text` for a lone URL or a tree drawn with `├──`. Code, YAML, JavaScript objects
 * and output get no guess. `--fix` writes `json` after the fence of a block that is JSON that parses, the
 * one guess that cannot be wrong; the other guesses are only offered.
 *
 * ## Fails
 *
 * ````mdx
 * ```
 * npm install acme
 * ```
 * ````
 *
 * ## Passes
 *
 * ````mdx
 * ```bash
 * npm install acme
 * ```
 * ````
 */
import { visitParents } from '../../src/page/visit.js'
import type { Code } from 'mdast'
import type { Node, Position } from 'unist'
import type { VFile } from 'vfile'
import { definePageRule } from '../../src/page/rule.js'
import { isJsxElement } from '../../src/page/jsx.js'
import { codeTitle, guessLanguage } from '../../src/page/code.js'
import type { Fix } from '../../src/fix/edit.js'

/** Components that show each code block inside them as a titled tab. */
const titledContainers = new Set(['CodeGroup', 'RequestExample', 'ResponseExample'])

export const codeLanguage = definePageRule(
  {
    id: 'code-language',
    description: 'code blocks must name their language (and their title inside `<CodeGroup>`)',
    severity: 'warn',
    fixable: 'writes `json` after the opening fence of a block without a language whose content is JSON that parses'
  },
  (tree, { file, report }) => {
    visitParents(tree, 'code', (node, ancestors) => {
      const place = fenceLine(node, file)
      if (!node.lang) {
        const guess = guessLanguage(node.value)
        if (guess) {
          const fix = guess.language === 'json' ? languageAfterFence(node, file, guess.language) : undefined
          report('Code block has no language: write it after the opening fence', { place, suggestion: guess.language, suggestionText: `\`${guess.language}\` (${guess.reason})`, fix })
        } else {
          report('Code block has no language: write it after the opening fence (```python, ```bash, ```json, ...)', { place })
        }
      }
      const container = ([...ancestors] as Node[]).reverse().find(isJsxElement)
      const name = container?.name
      if (name && titledContainers.has(name) && !codeTitle(node.meta)) {
        report(`Code block in \`<${name}>\` has no title: write it after the language (\`\`\`${node.lang ?? 'js'} ${exampleTitle(name, node.lang)}), it labels the block's tab`, { place })
      }
    })
  }
)

/** File names of each language's usual first file, to show a title that fits the block. */
const fileNames: Record<string, string> = {
  js: 'index.js', javascript: 'index.js', jsx: 'App.jsx', ts: 'index.ts', typescript: 'index.ts', tsx: 'App.tsx',
  py: 'main.py', python: 'main.py', go: 'main.go', rs: 'main.rs', rust: 'main.rs', java: 'Main.java', kt: 'Main.kt', kotlin: 'Main.kt',
  rb: 'main.rb', ruby: 'main.rb', php: 'index.php', cs: 'Program.cs', csharp: 'Program.cs', swift: 'main.swift', html: 'index.html',
  css: 'styles.css', json: 'config.json', yaml: 'config.yaml', yml: 'config.yaml', toml: 'config.toml', sql: 'query.sql'
}

/** A title to show in the message: a response's status, a shell's `Terminal`, a file name of the block's language, else `Example`. */
function exampleTitle(container: string, language: string | null | undefined): string {
  if (container === 'ResponseExample') return '200'
  const lang = (language ?? 'js').toLowerCase()
  if (['bash', 'sh', 'shell', 'zsh', 'console', 'terminal'].includes(lang)) return 'Terminal'
  return fileNames[lang] ?? 'Example'
}

/** Inserts the language right after the opening fence (```` ``` ```` → ```` ```json ````), where the fence line holds nothing else. */
function languageAfterFence(node: Code, file: VFile, language: string): Fix | undefined {
  const text = String(file.value)
  const start = node.position?.start.offset
  if (start === undefined) return undefined
  const lineEnd = text.indexOf('\n', start)
  const fence = /^[ \t]*(`{3,}|~{3,})[ \t]*\r?$/.exec(text.slice(start, lineEnd === -1 ? text.length : lineEnd))
  if (!fence) return undefined
  const at = start + fence[0].indexOf(fence[1]) + fence[1].length
  return { range: [at, at], text: language }
}

/** The opening fence line: the place to add a language or title, and short enough to read in a report. */
function fenceLine(node: Code, file: VFile): Position {
  const start = node.position!.start
  const text = String(file.value)
  const offset = start.offset ?? 0
  const lineEnd = text.indexOf('\n', offset)
  const length = (lineEnd === -1 ? text.length : lineEnd) - offset
  return { start, end: { line: start.line, column: start.column + length, offset: offset + length } }
}
