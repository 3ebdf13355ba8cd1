/**
 * Alt text is what screen readers read and what shows when the image does not load, so it must say what the
 * image shows. Reported: no alt text, empty alt text, a file name (`dashboard.png`, or the image's own file
 * name without its extension), or a generic word that says nothing of the content (`image`, `screenshot`,
 * `picture`, `img`, ...). Alt text written as an expression (`alt={label}`) is not checked.
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
import { definePageRule } from '../../src/page/rule.js'
import { imagesOf, type ImageNode } from '../../src/page/images.js'

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
    for (const image of imagesOf(tree)) {
      const problem = problemOf(image, generic)
      if (problem) report(`${problem}: describe what the image shows (\`![The API keys page of the dashboard](...)\`)`, { place: image.altNode })
    }
  }
)

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
