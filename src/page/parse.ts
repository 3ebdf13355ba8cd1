import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkFrontmatter from 'remark-frontmatter'
import remarkMdx from 'remark-mdx'
import { VFileMessage } from 'vfile-message'
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { explainParseError, type ParseFailure } from '../../rules/page/mdx-syntax.js'

/** Every page, `.md` included, is parsed as MDX with YAML front matter, as the site generator reads it. */
const pageParser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).freeze()

export type PageParse = { tree: Root; failure?: undefined } | { tree: Root; failure: ParseFailure }

export function parsePage(text: string, file: VFile): PageParse {
  try {
    return { tree: pageParser.parse(file) as Root }
  } catch (error) {
    if (!(error instanceof VFileMessage)) throw error
    return { tree: { type: 'root', children: [] }, failure: explainParseError(error, text) }
  }
}

/** A bare remark parse of a page: the baseline the benchmark compares the whole check against. */
export function parsePageOnly(text: string): Root {
  return pageParser.parse(text) as Root
}
