import { h } from 'hastscript'
import path from 'node:path'
import type { SitePage } from '../site/model.js'
import type { RenderedContent } from './content.js'
import { drawnWarning } from './library/render.js'

/**
 * The content of a page the check did not parse (over the file size limit or the parse budget, binary, not
 * UTF-8, or with an MDX syntax error, built with `--force`): the page is still written, at its URL and in the
 * sidebar, so no link to it breaks, and it says why its content is missing, with the check's own message.
 */
export function unrenderedContent(page: SitePage): RenderedContent {
  const why = page.file.messages.find((message) => message.fatal === true) ?? page.file.messages[0]
  const where = why?.line ? `${page.path}:${why.line}:${why.column ?? 1}` : page.path
  const said = why ? [h('p', [h('code', where), ' ', why.reason, why.ruleId ? [' (', h('code', why.ruleId), ')'] : []])] : []
  const main = drawnWarning([h('p', `The preview cannot show this page: docslint could not check ${path.posix.basename(page.path)}. Fix the problem below (\`docslint check\` reports it too) and the page's content comes back.`), ...said], 'unrendered')
  return { main: { type: 'root', children: main }, aside: { type: 'root', children: [] }, toc: [], placeholders: [] }
}
