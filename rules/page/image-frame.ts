/**
 * Every image is wrapped in a `Frame` component, which gives screenshots and diagrams the
 * site's border, spacing and optional caption. Markdown images (`![alt](src)`) and `<img>` elements are
 * both checked; an image anywhere inside a `<Frame>` passes.
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
import type { Node } from 'unist'
import { definePageRule } from '../../src/page/rule.js'
import { imagesOf } from '../../src/page/images.js'
import { isJsxElement } from '../../src/page/jsx.js'

export const imageFrame = definePageRule(
  {
    id: 'image-frame',
    description: 'images must be wrapped in `<Frame>`',
    severity: 'warn'
  },
  (tree, { file, report }) => {
    for (const image of imagesOf(tree)) {
      if (image.ancestors.some(isFrame)) continue
      report('Image is not wrapped in `<Frame>`: put it between `<Frame>` and `</Frame>`', { place: image.node })
    }
  }
)

function isFrame(node: Node): boolean {
  return isJsxElement(node) && node.name === 'Frame'
}
