/**
 * The library's Icon as the islands draw it in the browser: the server drew each of the library's icons
 * offline in place of the library's mask of an image on its CDN (src/preview/library/render.ts,
 * `offlineIcon`), so here the icon keeps the drawing it has, with the classes and size the server gave it, and
 * asks the network for nothing. The islands' bundle puts this module in place of the library's own icon module
 * for the library's components (scripts/library-icon-plugin.mjs); the library's Icon is still what decides
 * whether there is an icon, and with which classes.
 */
import { createElement, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import * as libraryModule from '@mintlify/components'

type IconProps = Record<string, unknown>

/** The server's classes of an offline icon: `icon`, then the library's but its background colours (the mask's paint). */
function offlineClass(className: unknown): string {
  const classes = String(className ?? '').split(/\s+/).filter((name) => name !== '' && !name.startsWith('bg-'))
  return ['icon', ...classes].join(' ')
}

/** The server keeps an icon's width and height, and only when the library gave both. */
function offlineSize(style: CSSProperties | undefined): CSSProperties | undefined {
  return style?.width !== undefined && style.height !== undefined ? { width: style.width, height: style.height } : undefined
}

export function Icon(props: IconProps): ReactNode {
  // Read when drawn, not when loaded: the library's entry imports this module while it is still being loaded.
  const drawn = (libraryModule as unknown as { Icon: (props: IconProps) => ReactNode }).Icon(props)
  if (!isValidElement(drawn) || drawn.type !== 'svg') return drawn
  const { className, style } = (drawn as ReactElement<{ className?: string; style?: CSSProperties }>).props
  return createElement('svg', { className: offlineClass(className), style: offlineSize(style), dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true })
}
