/**
 * Self-hosted video uses a video element with controls, so readers can pause, seek and mute
 * it; embedded video uses an iframe, whose `title` is how screen readers announce it. A `<video>` without
 * `controls` (or with `controls={false}`) and an `<iframe>` without a non-empty `title` are reported.
 *
 * ## Fails
 *
 * ```mdx
 * <video src="/videos/setup.mp4" autoPlay muted />
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <video src="/videos/setup.mp4" controls />
 *
 * <iframe src="https://www.youtube.com/embed/abc123" title="Set up the SDK in two minutes" />
 * ```
 */
import { visit } from '../../src/page/visit.js'
import { definePageRule } from '../../src/page/rule.js'
import { attributeNamed, attributeValue, isJsxElement, type JsxElement } from '../../src/page/jsx.js'
import { tagPlace } from '../../src/page/place.js'

export const videoControls = definePageRule(
  {
    id: 'video-controls',
    description: '`<video>` must have `controls` and `<iframe>` a `title`',
    severity: 'warn'
  },
  (tree, { file, report }) => {
    visit(tree, (node) => {
      if (!isJsxElement(node)) return
      if (node.name === 'video' && !isOn(node, 'controls')) {
        report('`<video>` has no `controls`: add `controls` so readers can play, pause and seek', { place: tagPlace(node) })
      } else if (node.name === 'iframe' && !hasText(node, 'title')) {
        report('`<iframe>` has no `title`: add one that says what the embed shows (`title="Set up the SDK"`)', { place: tagPlace(node) })
      }
    })
  }
)

function isOn(node: JsxElement, name: string): boolean {
  const attribute = attributeNamed(node, name)
  if (!attribute) return false
  const value = attributeValue(attribute)
  return !(value.kind === 'boolean' && !value.value) && !(value.kind === 'string' && value.value === 'false')
}

function hasText(node: JsxElement, name: string): boolean {
  const attribute = attributeNamed(node, name)
  if (!attribute) return false
  const value = attributeValue(attribute)
  return value.kind !== 'string' || value.value.trim() !== ''
}
