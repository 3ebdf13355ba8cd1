/**
 * Values a message can offer as the fix because the page itself says them: a title (its `sidebarTitle`, its
 * first heading, its file name) and a description (the first sentence of its introduction). Each is offered
 * only when it plainly fits; a wrong suggestion is worse than none.
 */
import path from 'node:path'
import { toString } from 'mdast-util-to-string'
import { parse } from 'yaml'
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { readFrontmatter } from './frontmatter.js'
import { headingsOf } from './headings.js'

/** A value for the fix, and where on the page it comes from (for the message). */
export interface Grounded {
  value: string
  source: string
}

/** The page's title as the page gives it: its `sidebarTitle`, else a level-1 heading, else its file name. */
export function groundedTitle(tree: Root, file: VFile): Grounded | undefined {
  const sidebarTitle = readFrontmatter(tree, file)?.data?.sidebarTitle
  if (typeof sidebarTitle === 'string' && sidebarTitle.trim() !== '') return { value: sidebarTitle.trim(), source: 'its `sidebarTitle`' }
  const heading = headingsOf(tree)[0]
  // A level-1 heading in the body is the page's title written where the generator does not look for it; a
  // lower one names a section.
  const text = heading?.depth === 1 ? toString(heading.node).trim() : ''
  if (text !== '') return { value: text, source: 'its level-1 heading' }
  const name = titleFromFileName(file.path)
  return name ? { value: name, source: 'its file name' } : undefined
}

/** Words written in capitals in a title made from a file name (`api-keys` is "API keys"). */
const acronyms = new Set(['api', 'apis', 'sdk', 'sdks', 'cli', 'url', 'urls', 'id', 'ids', 'json', 'yaml', 'http', 'https', 'mcp', 'ai', 'llm', 'llms', 'sso', 'ui', 'faq', 'faqs', 'oauth', 'jwt', 'sql', 'css', 'html', 'ci', 'cd', 'ssh', 'dns', 'aws', 'gcp'])

/**
 * `getting-started.mdx` is "Getting started"; an index page takes its folder's name. Names that are no words
 * (`index` at the root, `page-2`, `v1`, `untitled`, `readme`, `new`) give nothing.
 */
export function titleFromFileName(filePath: string): string | undefined {
  const parsed = path.posix.parse(filePath.split(path.sep).join('/'))
  const base = parsed.name === 'index' ? path.posix.basename(parsed.dir) : parsed.name
  const words = base.split(/[-_\s]+/).filter(Boolean)
  if (words.length === 0 || words.some((word) => !/^\p{L}+$/u.test(word))) return undefined
  if (words.join('').length < 4 || ['untitled', 'readme', 'new', 'draft', 'test', 'temp', 'page', 'docs'].includes(words.join('').toLowerCase())) return undefined
  const written = words.map((word, index) => {
    const lower = word.toLowerCase()
    if (acronyms.has(lower)) return lower.toUpperCase()
    return index === 0 ? lower[0].toUpperCase() + lower.slice(1) : lower
  })
  return written.join(' ')
}

/**
 * The first sentence of the page's introduction: the paragraph the body opens with, before any heading,
 * when it is a sentence of its own (four words or more, ending with `.`, `!` or `?`, at most 200 characters).
 * A lead-in to what follows ("Run the following command:") is no description.
 */
export function groundedDescription(tree: Root): Grounded | undefined {
  const first = tree.children.find((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm' && !isComment(node))
  if (first?.type !== 'paragraph') return undefined
  const text = toString(first).replace(/\s+/g, ' ').trim()
  // A sentence ends where the next one starts with a capital (so not at "e.g. the").
  const sentence = /^.+?[.!?](?=\s+[\p{Lu}\d"'([]|$)/u.exec(text)?.[0]
  if (!sentence || sentence.length > 200 || sentence.split(' ').length < 4 || /https?:\/\//.test(sentence)) return undefined
  return { value: sentence, source: 'the first sentence of the page' }
}

function isComment(node: Root['children'][number]): boolean {
  return (node.type === 'mdxFlowExpression' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)) || node.type === 'html'
}

/** A front-matter value as YAML writes it: plain when that reads back as the same string, else double-quoted. */
export function yamlValue(value: string): string {
  try {
    if (parse(value) === value && !value.includes('\n')) return value
  } catch {
    // Not plain YAML: quoted below.
  }
  return JSON.stringify(value)
}
