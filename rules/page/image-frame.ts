/**
 * Every image is wrapped in a `Frame` component, which gives screenshots and diagrams the
 * site's border, spacing and optional caption. Markdown images (`![alt](src)`) and `<img>` elements are
 * both checked; an image anywhere inside a `<Frame>` passes. An image that is part of something else is no
 * content image and passes too: the content of a link (a badge, a button, a logo that links) and an image
 * that the site's CSS places in a layout of its own (an HTML element around it with a `className`). So does an
 * image that is no screenshot: an icon inside a sentence (words go on after it on its line) or sized as one (a
 * `width` or `height` in `em`, or of at most 64 pixels), an image in a table cell, a `<Tile>`'s own preview
 * (a `<Card img>` is the card's), and a decorative image shown in one colour mode only (`className="block
 * dark:hidden"`, `"hidden dark:block"`). `--fix` wraps an image that stands alone on its lines (a paragraph
 * of only the image, or an `<img />` of its own) in `<Frame>`; an image at the end of a paragraph of text, in
 * a link, a quote or an HTML element (`<picture>`, `<a>`, `<div>`) is left to the writer.
 *
 * ## Fails
 *
 * ```mdx
 * ![The API keys page of the dashboard](/images/api-keys.png)
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <Frame caption="Create a key on the API keys page">
 *   ![The API keys page of the dashboard](/images/api-keys.png)
 * </Frame>
 * ```
 */
import type { Node, Parent } from 'unist'
import type { Text } from 'mdast'
import { definePageRule } from '../../src/page/rule.js'
import { imagesOf, type ImageNode } from '../../src/page/images.js'
import type { Fix } from '../../src/fix/edit.js'
import { attributeNamed, attributeString, attributeValue, isJsxElement } from '../../src/page/jsx.js'

export const imageFrame = definePageRule(
  {
    id: 'image-frame',
    description: 'images must be wrapped in `<Frame>`',
    severity: 'warn',
    fixable: 'wraps an image that stands alone on its lines in `<Frame>`'
  },
  (tree, { file, report }) => {
    for (const image of imagesOf(tree)) {
      if (image.ancestors.some(isFrame) || isPartOfLayout(image) || isNotScreenshot(image)) continue
      report('Image is not wrapped in `<Frame>`: put it between `<Frame>` and `</Frame>`', { place: image.node, fix: wrapInFrame(image, String(file.value)) })
    }
  }
)

/** The block an image stands alone in: a paragraph holding only the image, or an `<img />` written as a block. */
function blockOf(image: ImageNode): Node | undefined {
  // Inside HTML (`<picture>`, `<a>`, a `<div>` of icons) the image is part of a layout a frame would break.
  if (image.ancestors.some((node) => isJsxElement(node) && /^[a-z]/.test(node.name ?? ''))) return undefined
  if (image.node.type === 'mdxJsxFlowElement') return image.node
  const parent = image.ancestors.at(-1) as Parent | undefined
  if (parent?.type !== 'paragraph') return undefined
  const others = parent.children.filter((child) => child !== image.node)
  return others.every((child) => child.type === 'text' && /^\s*$/.test((child as Text).value)) ? parent : undefined
}

/** The block between `<Frame>` and `</Frame>` on lines of their own, at the block's indentation. */
function wrapInFrame(image: ImageNode, text: string): Fix | undefined {
  const block = blockOf(image)
  const start = block?.position?.start.offset
  const end = block?.position?.end.offset
  if (start === undefined || end === undefined) return undefined
  const indent = text.slice(text.lastIndexOf('\n', start - 1) + 1, start)
  // After a list marker or a quote's `>`, the lines that follow would need that prefix too.
  if (!/^[ \t]*$/.test(indent)) return undefined
  return { range: [start, end], text: `<Frame>\n${indent}  ${text.slice(start, end)}\n${indent}</Frame>` }
}

/**
 * An image that is no content image of the page but a piece of something else: the content of a link (a badge,
 * a button, a logo that links), or an image in a layout the site's own CSS makes (an HTML element around it
 * with a `className`, such as icons in a `<div className="cards">`). A frame would break it. A `className` on
 * the image alone (`rounded-xl`) does not make it one.
 */
function isPartOfLayout(image: ImageNode): boolean {
  const styled = (node: Node) => isJsxElement(node) && /^[a-z]/.test(node.name ?? '') && (attributeNamed(node, 'className') !== undefined || attributeNamed(node, 'class') !== undefined)
  const link = (node: Node) => node.type === 'link' || node.type === 'linkReference' || (isJsxElement(node) && node.name === 'a')
  return image.ancestors.some((node) => link(node) || styled(node))
}

/**
 * An image that is no screenshot or diagram: an icon in a sentence (words go on after it on its line) or sized
 * as one, an image in a table cell, a `<Tile>`'s own preview, or a decorative image shown in one colour mode
 * only (`block dark:hidden`, `hidden dark:block`).
 */
function isNotScreenshot(image: ImageNode): boolean {
  return isInSentence(image) || isIconSized(image.node) || image.ancestors.some(isCellOrTile) || isShownInOneMode(image.node)
}

function isCellOrTile(node: Node): boolean {
  return node.type === 'tableCell' || (isJsxElement(node) && ['td', 'th', 'Tile'].includes(node.name ?? ''))
}

/** Words after the image on its line, in its paragraph: the image is part of the sentence. */
function isInSentence(image: ImageNode): boolean {
  const parent = image.ancestors.at(-1) as Parent | undefined
  const line = image.node.position?.end.line
  if (parent?.type !== 'paragraph' || line === undefined) return false
  const after = parent.children.slice(parent.children.indexOf(image.node) + 1)
  return after.some((child) => child.position?.start.line === line && (child.type !== 'text' || /[\p{L}\p{N}]/u.test((child as Text).value.split(/\r?\n/)[0])))
}

/** The most pixels an icon's width or height has (an avatar, a logo in a line of text); em and rem are text sizes. */
const ICON_PIXELS = 64

/** An `<img>` sized as an icon: a `width` or `height` (attribute or style) in em, or of at most ICON_PIXELS. */
function isIconSized(node: Node): boolean {
  if (!isJsxElement(node)) return false
  const sizes = ['width', 'height'].map((name) => attributeNamed(node, name)).filter((attribute) => attribute !== undefined)
  const values = sizes.map((attribute) => {
    const value = attributeValue(attribute)
    return value.kind === 'string' || value.kind === 'number' ? String(value.value) : ''
  })
  const style = attributeNamed(node, 'style')
  const styleValue = style ? attributeValue(style) : undefined
  const styleText = styleValue?.kind === 'expression' ? styleValue.source : styleValue?.kind === 'string' ? styleValue.value : ''
  for (const match of styleText.matchAll(/(?:^|[\s{,;"'])(?:max-?)?(?:width|height)["']?\s*:\s*["']?\s*([\d.]+\s*[a-z%]*)/gi)) values.push(match[1])
  return values.some((value) => {
    const size = /^\s*([\d.]+)\s*(px|r?em)?\s*$/i.exec(value)
    return size !== null && (size[2]?.toLowerCase().endsWith('em') || Number(size[1]) <= ICON_PIXELS)
  })
}

/** A `className` that hides the image in the light or the dark mode: one of a pair drawn for each. */
function isShownInOneMode(node: Node): boolean {
  if (!isJsxElement(node)) return false
  const classes = (attributeString(node, 'className') ?? attributeString(node, 'class') ?? '').split(/\s+/)
  return classes.includes('dark:hidden') || (classes.includes('hidden') && classes.some((name) => name.startsWith('dark:')))
}

function isFrame(node: Node): boolean {
  return isJsxElement(node) && node.name === 'Frame'
}
