import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import { VFileMessage } from 'vfile-message'
import type { Root } from 'mdast'
import type { Position } from 'unist'
import { pointFinder } from '../util/lines.js'
import type { VFile } from 'vfile'
import { explainParseError, type ParseFailure } from './parse-error.js'
import { checkPageBudget } from './budget.js'
import { applyCustomHeadingIds, blankCustomHeadingIds } from './custom-heading-id.js'
import { replaceInProse } from './prose-text.js'
import { placeUnplacedNodes } from './autolink-positions.js'
import { MAX_SKIMMED_NODES, skimPage } from './skim.js'

/**
 * Every page, `.md` included, is parsed as MDX with YAML front matter and GitHub-flavoured Markdown
 * (tables, strikethrough, task lists, bare URLs), as the site generator reads it.
 */
const pageParser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkMdx).freeze()

export type PageParse = { tree: Root; failure?: undefined } | { tree: Root; failure: ParseFailure }

/** How a page was read: not at all (too large, binary), without a tree (it does not parse), or parsed. */
export interface PageOutcome {
  unreadable?: string
  failure?: ParseFailure
  /** Where the page has a NUL character: the generator reads it as U+FFFD, mdx-syntax reports each. */
  strayNuls?: Position[]
}

/** The place of each NUL character of a page's text, or undefined when it has none (most pages). */
export function strayNulPlaces(text: string): Position[] | undefined {
  if (!text.includes('\u0000')) return undefined
  const pointAt = pointFinder(text)
  const places: Position[] = []
  for (let at = text.indexOf('\u0000'); at !== -1; at = text.indexOf('\u0000', at + 1)) places.push({ start: pointAt(at)!, end: pointAt(at + 1)! })
  return places
}

export function parsePage(text: string, file: VFile): PageParse {
  const custom = blankCustomHeadingIds(file.extname === '.md' ? markdownCommentsAsMdx(text) : text)
  const source = custom.text
  // A page past the parse budget would overflow the stack, or take minutes and gigabytes: it is not parsed, only
  // skimmed for what links to and from it need.
  const exceeded = checkPageBudget(source)
  if (exceeded) {
    const skim = skimPage(source, custom.byLine)
    const read = skim.truncated ? `the first ${MAX_SKIMMED_NODES.toLocaleString('en')} of its headings, links and images` : 'its front matter, headings, links and images'
    return { tree: skim.tree, failure: { ...exceeded, reason: `${exceeded.reason}. Only ${read} were read, for the links into and out of it`, skimmed: true } }
  }
  try {
    const tree = pageParser.parse(source) as Root
    applyCustomHeadingIds(tree, custom.byLine)
    placeUnplacedNodes(tree, source)
    return { tree }
  } catch (error) {
    if (!(error instanceof VFileMessage)) throw error
    return { tree: { type: 'root', children: [] }, failure: explainParseError(error, text) }
  }
}

/**
 * Markdown written inside an attribute (a Frame's caption), parsed as the page's own text is, without front
 * matter. Throws a VFileMessage where it is not valid MDX.
 */
const fragmentParser = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).freeze()

export function parseFragment(text: string): Root {
  return fragmentParser.parse(text) as Root
}

/** A bare remark parse of a page: the baseline the benchmark compares the whole check against. */
export function parsePageOnly(text: string): Root {
  return pageParser.parse(text) as Root
}

/**
 * In a `.md` page, an HTML comment is Markdown's own way to write a comment (and docslint's
 * `<!-- docslint-disable -->`), but MDX has no HTML comments. Each one outside code is rewritten as an MDX
 * comment of the same length (`<!--` → `{/* `, `-->` → `*\/}`), so every position in the page stays the same.
 */
export function markdownCommentsAsMdx(text: string): string {
  if (!text.includes('<!--')) return text
  return replaceInProse(text, /<!--([\s\S]*?)-->/, (_match, body) => `{/* ${body.replace(/\*\//g, '**')}*/}`)
}
