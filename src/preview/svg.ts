import type { Element, Properties } from 'hast'
import { s } from 'hastscript'

/** The drawing elements the icon libraries' files are made of. */
const SHAPES = /<(path|circle|ellipse|rect|line|polyline|polygon)\b([^>]*?)\/?>/g
const ATTRIBUTE = /([a-zA-Z][\w:-]*)="([^"]*)"/g
/** The root's paint, which its shapes inherit: Lucide and Tabler draw strokes of `currentColor`, Font Awesome fills. */
const PAINT = new Set(['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'])

const attributesOf = (text: string): Record<string, string> => Object.fromEntries([...text.matchAll(ATTRIBUTE)].map((match) => [match[1], match[2]]))

/**
 * An icon library's SVG file (an `<svg viewBox>` around paths, circles, rects and lines) as a hast element.
 * The files are the packages' own (Font Awesome Free, lucide-static, @tabler/icons), so a small reader of that
 * one shape is enough; anything else in them (comments, `class`, size) is left out. A drawing without paint
 * of its own (Font Awesome's) is filled with `currentColor`; a shape that paints nothing (Tabler's bounding
 * box) is dropped.
 */
export function fromSvg(svg: string, className: string): Element {
  const root = attributesOf(/<svg\b([^>]*)>/.exec(svg)?.[1] ?? '')
  const paint = Object.fromEntries(Object.entries(root).filter(([name]) => PAINT.has(name)))
  const painted = Object.keys(paint).length > 0
  const shapes = [...svg.replace(/<!--[\s\S]*?-->/g, '').matchAll(SHAPES)].flatMap((match): Element[] => {
    const attributes = attributesOf(match[2])
    if (attributes.fill === 'none' && attributes.stroke === 'none') return []
    return [s(match[1], painted ? attributes : { fill: 'currentColor', ...attributes })]
  })
  const properties: Properties = { className: [className], viewBox: root.viewBox ?? '0 0 512 512', ...s('svg', paint).properties, ariaHidden: 'true', focusable: 'false' }
  return { type: 'element', tagName: 'svg', properties, children: shapes }
}
