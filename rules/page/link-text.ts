/**
 * Links use specific, actionable text. Readers scan links, and screen readers list them out of
 * context, so "click here" or "read more" says nothing; a raw URL is hard to read and to say. Reported:
 * empty link text, text that is only a vague phrase (`here`, `click here`, `this`, `link`, `read more`,
 * `learn more`, `more`), and a link written with a raw URL longer than `maxUrlLength` characters as its text
 * (`[https://github.com/acme/sdk/blob/main/docs/setup.md](...)`).
 * A vague link to a page of the site is told that page's name: the heading its fragment leads to, else the
 * page's `title`, else its `sidebarTitle`. Nothing is offered for a link that leads to no page, nor for a
 * snippet's relative link, which leads to a different page on each page that imports it.
 * A bare URL in the text, which Markdown turns into a link, is most often a value to read or copy ("set the
 * callback URL to https://...") and passes, unless option `bareUrls` is on: then one longer than
 * `maxUrlLength` characters is reported. Markdown links and
 * `<a>` elements are both checked; a link around an image takes the image's alt text as its name, whether
 * the image is Markdown (`[![Add to Slack](x.png)](...)`) or an element (`<a href="..."><img alt="Add to
 * Slack" src="x.png" /></a>`), and an `aria-label` on an `<a>` names it.
 *
 * ## Fails
 *
 * ```mdx
 * To create an API key, [click here](/api-keys).
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * [Create an API key](/api-keys) before you send requests.
 * ```
 */
import { visit } from '../../src/page/visit.js'
import type { Node, Parent } from 'unist'
import type { Image, InlineCode, Link, Text } from 'mdast'
import { definePageRule } from '../../src/page/rule.js'
import { attributeNamed, attributeString, isJsxElement, type JsxElement } from '../../src/page/jsx.js'
import { hasScheme, resolveLink } from '../../src/site/url.js'
import { pageAt, type Site, type SitePage } from '../../src/site/model.js'
import { snippetsOf } from '../../src/site/snippets.js'

interface Options {
  phrases: string[]
  maxUrlLength: number
  bareUrls: boolean
}

export const linkText = definePageRule<Options>(
  {
    id: 'link-text',
    description: 'link text must be specific and actionable',
    severity: 'warn',
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        phrases: { type: 'array', items: { type: 'string' }, description: 'Link texts too vague to say where a link goes; compared without case and surrounding punctuation.' },
        maxUrlLength: { type: 'integer', minimum: 0, description: 'The longest raw URL accepted as link text (and as a bare URL, when `bareUrls` is on).' },
        bareUrls: { type: 'boolean', description: 'Also report bare URLs in the text (turned into links) longer than `maxUrlLength`.' }
      }
    },
    defaultOptions: {
      phrases: ['here', 'click here', 'this', 'this page', 'link', 'this link', 'read more', 'learn more', 'more', 'click'],
      maxUrlLength: 40,
      bareUrls: false
    }
  },
  (tree, { file, options, report }) => {
    const phrases = new Set(options.phrases.map(normalise))
    const source = String(file.value)
    visit(tree, (node) => {
      // An `<a>` without `href` is an anchor to link to (`<a id="setup" />`), not a link.
      if (node.type !== 'link' && !(isJsxElement(node) && node.name === 'a' && attributeNamed(node, 'href'))) return
      const text = linkName(node).trim()
      const problem = isBareUrl(node, source) ? bareUrlProblem(text, options) : problemOf(text, phrases, options.maxUrlLength)
      if (!problem) return
      // A vague link to a page of the site waits for the site, which knows that page's title.
      const href = node.type === 'link' ? (node as Link).url : attributeString(node as JsxElement, 'href')
      const data = phrases.has(normalise(text)) && href !== undefined && isPagePath(href) ? { text, href } : undefined
      report(problem, { place: node as Node, data })
    })
  },
  (message, { site, page }) => {
    const { text, href } = message.data
    if (typeof text !== 'string' || typeof href !== 'string') return
    const name = destinationName(site, page, href)
    if (!name) return
    message.reason = message.message = `Link text \`${text}\` does not say where it goes: use the destination's name, \`${name.text}\` (${name.source})`
    message.expected = [name.text]
  }
)

/** An href that leads to a path of the site, not to another site or to a fragment of this page. */
function isPagePath(href: string): boolean {
  return !hasScheme(href) && !/^\s*[#?]/.test(href) && href.trim() !== ''
}

/**
 * What the page an href leads to is called: the heading its fragment names, or its `title` (which stands alone,
 * where a `sidebarTitle` such as `Introduction` leans on its group in the navigation), else its `sidebarTitle`.
 * A snippet's relative link leads to a different page on each page that imports it: only a link from the root
 * is named there.
 */
function destinationName(site: Site, page: SitePage, href: string): { text: string; source: string } | undefined {
  if (snippetsOf(site).isSnippet(page) && !/^\s*\/(?![/\\])/.test(href)) return undefined
  const resolved = resolveLink(href, page.url)
  const target = resolved.kind === 'internal' ? pageAt(site, resolved.url) : undefined
  if (!target || resolved.kind !== 'internal' || target === page) return undefined
  const heading = resolved.fragment === undefined ? undefined : target.facts.headings.find((candidate) => candidate.slug === resolved.fragment && candidate.text.trim() !== '')
  if (heading) return { text: heading.text.trim(), source: `the heading it leads to on \`${target.path}\`` }
  const data = target.facts.frontmatter?.data
  for (const key of ['title', 'sidebarTitle']) {
    const value = data?.[key]
    if (typeof value === 'string' && value.trim() !== '') return { text: value.trim(), source: `the \`${key}\` of \`${target.path}\`` }
  }
  return undefined
}

const rawUrl = /^(https?:\/\/|www\.)\S+$/i

function problemOf(text: string, phrases: Set<string>, maxUrlLength: number): string | undefined {
  if (text === '') return 'Link has no text: say where it goes, in words (`[name of the destination](...)`)'
  if (phrases.has(normalise(text))) {
    return `Link text \`${text}\` does not say where it goes: use the destination's name as the link text (\`[name of the destination](...)\`)`
  }
  if (rawUrl.test(text) && text.length > maxUrlLength) {
    return `Link text is a raw URL of ${text.length} characters: name the destination, or write the URL as inline code if it is a value to copy (at most ${maxUrlLength} characters of URL)`
  }
  return undefined
}

/** A bare URL is often a value to read or copy (a callback URL to set), written so on purpose: only long ones, and only on request. */
function bareUrlProblem(text: string, options: Options): string | undefined {
  if (!options.bareUrls || text.length <= options.maxUrlLength) return undefined
  return `Bare URL of ${text.length} characters in the text: link it with the destination's name (\`[name](url)\`), or write the URL as inline code if it is a value to copy (at most ${options.maxUrlLength} characters of URL)`
}

/** A URL in the text that Markdown turned into a link (`see https://acme.dev`), not a link the author wrote with `[...]` or `<a>`. */
function isBareUrl(node: Node, source: string): boolean {
  const start = node.position?.start.offset
  return node.type === 'link' && start !== undefined && source[start] !== '[' && source[start] !== '<'
}

/**
 * What a screen reader announces for a link: its text, and the alt text of an image inside it, written in
 * Markdown (`[![Add to Slack](x.png)](...)`) or as an element (`<a href="..."><img alt="Add to Slack" /></a>`);
 * an `aria-label` on the link itself names it instead.
 */
function linkName(node: Node): string {
  if (isJsxElement(node)) {
    const label = attributeString(node, 'aria-label')
    if (label !== undefined && node.name === 'a') return label
    if (node.name === 'img') return attributeString(node, 'alt') ?? ''
  }
  if (node.type === 'text' || node.type === 'inlineCode') return (node as Text | InlineCode).value
  if (node.type === 'image') return (node as Image).alt ?? ''
  return 'children' in node ? (node as Parent).children.map(linkName).join('') : ''
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/\s+/g, ' ')
}
