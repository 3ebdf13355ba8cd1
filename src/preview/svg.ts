import type { Element } from 'hast'

/**
 * A Font Awesome SVG file (one `<svg viewBox>` around `<path d>` elements) as a hast element. The files are
 * the package's own, so a small reader of that one shape is enough; anything else in them is left out.
 */
export function fromSvg(svg: string, className: string): Element {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 512 512'
  const paths = [...svg.matchAll(/<path\b[^>]*\bd="([^"]+)"/g)].map(
    (match): Element => ({ type: 'element', tagName: 'path', properties: { fill: 'currentColor', d: match[1] }, children: [] })
  )
  return {
    type: 'element',
    tagName: 'svg',
    properties: { className: [className], viewBox, ariaHidden: 'true', focusable: 'false' },
    children: paths
  }
}
