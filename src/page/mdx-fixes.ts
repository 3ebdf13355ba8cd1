/**
 * Fixes for the HTML that stops a page from parsing as MDX, made on the text since there is no tree: every
 * HTML comment outside code becomes an MDX comment, every void element outside code is self-closed. The
 * parser stops at the first one; the others would stop it next, so they are fixed together.
 */
import { fixBetween, type Fix } from '../fix/edit.js'
import { replaceInProse } from './prose-text.js'

/** `<!-- note -->` → `{/* note *\/}`; a comment with a brace in it is left (MDX would read the brace as code). */
export function htmlCommentsFix(text: string): Fix | undefined {
  const output = replaceInProse(text, /<!--([\s\S]*?)-->/, (match, body) => (/[{}]/.test(body) ? match : `{/*${body.replace(/\*\//g, '* /')}*/}`), { skipFrontMatter: true })
  return fixBetween(text, output)
}

/** An attribute as MDX reads it: a name, and a quoted or braced value (an unquoted value does not parse, fixed or not). */
const attribute = String.raw`\s+[\w:.-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{[^{}]*\}))?`

/** `<br>` → `<br />`, `<img src="a.png">` → `<img src="a.png" />`, for the element named (case as written). */
export function voidElementsFix(text: string, name: string): Fix | undefined {
  const tag = new RegExp(`<(${escapeName(name)})((?:${attribute})*)\\s*>`, 'g')
  const output = replaceInProse(text, tag, (_match, written, attributes) => `<${written}${attributes} />`, { skipFrontMatter: true })
  return fixBetween(text, output)
}

function escapeName(name: string): string {
  return name.replace(/[^A-Za-z0-9]/g, '')
}
