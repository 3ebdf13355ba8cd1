/**
 * Alt text is what screen readers read and what shows when the image does not load, so it must say what the
 * image shows. Reported: no alt text, empty alt text, a file name (`dashboard.png`, or the image's own file
 * name without its extension), or a generic word that says nothing of the content (`image`, `screenshot`,
 * `picture`, `img`, ...). Alt text written as an expression (`alt={label}`) is not checked.
 *
 * The message writes the fix in the syntax the page used (`![...](...)`, or `alt="..."` on an `<img>`), and
 * offers the text the page already gives the image, if any: its title (`![](/a.png "The dashboard")`), or
 * the caption of the `<Frame>` it is alone in.
 *
 * ## Fails
 *
 * ```mdx
 * <Frame>
 *   ![screenshot](/images/api-keys.png)
 * </Frame>
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <Frame>
 *   ![The API keys page with the Create key button](/images/api-keys.png)
 * </Frame>
 * ```
 */
import path from 'node:path'
import type { Image } from 'mdast'
import type { Node } from 'unist'
import { definePageRule } from '../../src/page/rule.js'
import { imagesOf, type ImageNode } from '../../src/page/images.js'
import { attributeString, isJsxElement } from '../../src/page/jsx.js'

interface Options {
  genericWords: string[]
}

export const imageAlt = definePageRule<Options>(
  {
    id: 'image-alt',
    description: 'images must have descriptive alt text',
    severity: 'warn',
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        genericWords: { type: 'array', items: { type: 'string' }, description: 'Alt texts that say nothing of the image on their own; compared without case and punctuation.' }
      }
    },
    defaultOptions: { genericWords: ['image', 'img', 'screenshot', 'screen shot', 'picture', 'pic', 'photo', 'graphic', 'alt', 'alt text'] }
  },
  (tree, { file, options, report }) => {
    const generic = new Set(options.genericWords.map(normalise))
    const images = imagesOf(tree)
    for (const image of images) {
      const problem = problemOf(image, generic)
      if (!problem) continue
      const found = groundedAlt(image, images, generic)
      if (found) {
        report(`${problem}: describe what the image shows`, { place: image.altNode, suggestion: found.value, suggestionText: `${written(image, found.value)} (${found.source})` })
      } else {
        report(`${problem}: describe what the image shows in ${written(image, '...')}`, { place: image.altNode })
      }
    }
  }
)

/** Alt text in the syntax the page used for the image: `![...](...)` in Markdown, `alt="..."` on an `<img>`. */
function written(image: ImageNode, alt: string): string {
  return image.node.type === 'image' ? `\`![${alt}](...)\`` : `\`alt=${JSON.stringify(alt)}\``
}

/**
 * Alt text the page already gives the image elsewhere: its own title (`![](/a.png "The dashboard")`,
 * `<img title>`), or the caption of the `<Frame>` it is alone in. Captions with Markdown in them, and text
 * that would itself be reported, are not offered.
 */
function groundedAlt(image: ImageNode, images: readonly ImageNode[], generic: Set<string>): { value: string; source: string } | undefined {
  const title = image.node.type === 'image' ? (image.node as Image).title : isJsxElement(image.node) ? attributeString(image.node, 'title') : undefined
  const frame = [...image.ancestors].reverse().find((node) => isJsxElement(node) && node.name === 'Frame') as Node | undefined
  const alone = frame && images.filter((other) => other.ancestors.includes(frame)).length === 1
  const caption = alone && isJsxElement(frame) ? attributeString(frame, 'caption') : undefined
  const candidates = [
    { value: title?.trim(), source: 'its title' },
    { value: caption?.trim(), source: "its frame's caption" }
  ]
  return candidates.find(({ value }) => value && !/[[\]*_`<>]/.test(value) && value.length <= 150 && !problemOf({ ...image, alt: value }, generic)) as
    | { value: string; source: string }
    | undefined
}

function problemOf(image: ImageNode, generic: Set<string>): string | undefined {
  if (image.alt === undefined) return undefined
  if (image.alt === null) return 'Image has no alt text'
  const alt = image.alt.trim()
  if (alt === '') return 'Image has empty alt text'
  if (isFileName(alt, image.src)) return `Alt text \`${alt}\` is a file name`
  if (generic.has(normalise(alt))) return `Alt text \`${alt}\` is too generic`
  return undefined
}

function isFileName(alt: string, src: string | undefined): boolean {
  if (/^[\w@.-]+\.(png|jpe?g|gif|svg|webp|avif|bmp|ico|tiff?)$/i.test(alt)) return true
  if (!src) return false
  const name = path.posix.basename(src.split(/[?#]/)[0])
  return alt === name || alt === name.replace(/\.[^.]+$/, '')
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N} ]+/gu, ' ').replace(/\s+/g, ' ').trim()
}
