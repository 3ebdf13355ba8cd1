import { readFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Element } from 'hast'
import { fromSvg } from './svg.js'

const svgRoot = path.join(path.dirname(createRequire(import.meta.url).resolve('@fortawesome/fontawesome-free/package.json')), 'svgs')

/**
 * Icons by name from Font Awesome Free (@fortawesome/fontawesome-free, its `svgs/` folder), inlined as SVG
 * so the site needs no web font and no request. docs.json names Font Awesome icons with an `iconType`; the
 * free set has `solid`, `regular` and `brands` only, so `duotone`, `light`, `thin` and `sharp-solid` use the
 * solid drawing. An unknown name gets a neutral circle.
 */
const cache = new Map<string, string>()

export function iconSvg(name: string | undefined, iconType?: string): string {
  const key = `${iconType ?? ''}:${name ?? ''}`
  const cached = cache.get(key)
  if (cached !== undefined) return cached
  const clean = (name ?? '').replace(/^fa-/, '').toLowerCase()
  const styles = iconType === 'brands' ? ['brands', 'solid'] : iconType === 'regular' ? ['regular', 'solid', 'brands'] : ['solid', 'brands', 'regular']
  const found = /^[a-z0-9-]+$/.test(clean) ? styles.map((style) => path.join(svgRoot, style, `${clean}.svg`)).find((file) => existsSync(file)) : undefined
  const svg = readFileSync(found ?? path.join(svgRoot, 'solid', 'circle.svg'), 'utf8').replace(/<!--[\s\S]*?-->/g, '')
  cache.set(key, svg)
  return svg
}

/** An icon as a hast element, `aria-hidden` (its label is always beside it). */
export function icon(name: string | undefined, iconType?: string, className = 'icon'): Element {
  return fromSvg(iconSvg(name, iconType), className)
}
