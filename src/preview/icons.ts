/**
 * Icons by name, drawn from the icon libraries' npm packages, never from a CDN: Font Awesome Free
 * (@fortawesome/fontawesome-free, its `svgs/`), Lucide (lucide-static) and Tabler (@tabler/icons), the
 * libraries docs.json's `icons.library` chooses from. A name is looked up in the chosen library first, then
 * in Font Awesome's brands (offered whatever the library), then in the other libraries; Font Awesome's
 * `iconType` picks its style (the free set has `solid`, `regular` and `brands`: `duotone`, `light`, `thin` and
 * the `sharp-*` styles use the solid drawing), and Tabler's `-filled` names its filled drawings.
 *
 * The layout inlines each icon as SVG (`icon`), so it takes the text's colour and needs no request; a
 * renderer that wants a file (an `<img>` or a CSS mask) asks IconFiles for one, which the build copies into
 * `_docslint/icons/`. A name that no library has is drawn as a visible placeholder that names it.
 */
import { readFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Element } from 'hast'
import { h } from 'hastscript'
import { fromSvg } from './svg.js'
import { iconLibraryOf, type IconLibrary } from '../icons/libraries.js'
import type { Site } from '../site/model.js'

export type { IconLibrary } from '../icons/libraries.js'

const require = createRequire(import.meta.url)
const packageFolder = (name: string) => path.dirname(require.resolve(`${name}/package.json`))

/** Where each library keeps a drawing, by style: the file of a name, or undefined. */
const FOLDERS = {
  fontawesome: () => path.join(packageFolder('@fortawesome/fontawesome-free'), 'svgs'),
  lucide: () => path.join(packageFolder('lucide-static'), 'icons'),
  tabler: () => path.join(packageFolder('@tabler/icons'), 'icons')
}

/** The folder under the preview's output that icon files are copied into. */
export const ICON_FOLDER = '_docslint/icons'

/** An icon found in a library: which drawing, the package's file, and the file it is copied to in the output. */
export interface ResolvedIcon {
  library: IconLibrary
  /** Font Awesome: `solid`, `regular` or `brands`; Tabler: `outline` or `filled`; Lucide: `icons`. */
  style: string
  name: string
  /** The SVG file in the library's package. */
  source: string
  /** Its place in the preview's output: `_docslint/icons/lucide/rocket.svg`, `_docslint/icons/tabler/outline/rocket.svg`. */
  file: string
}

/** How an icon is asked for: its `iconType` (Font Awesome's style) and the library docs.json chooses. */
export interface IconOptions {
  type?: string
  library?: IconLibrary
}

/** The library docs.json's `icons.library` chooses for the site's icons (Font Awesome in the seed's format, or when it names none). */
export function siteIconLibrary(site: Site): IconLibrary {
  return site.config ? 'fontawesome' : iconLibraryOf(site.configFile.data.siteConfig?.value)
}

const ALL_LIBRARIES: IconLibrary[] = ['fontawesome', 'lucide', 'tabler']
const resolved = new Map<string, ResolvedIcon | null>()

/** The drawing an icon name stands for, from the chosen library first (Font Awesome when none is), then any other; undefined when none has it. */
export function resolveIcon(name: string | undefined, options: IconOptions = {}): ResolvedIcon | undefined {
  const clean = (name ?? '').trim().toLowerCase()
  const library = options.library ?? 'fontawesome'
  const key = `${library}:${options.type ?? ''}:${clean}`
  let found = resolved.get(key)
  if (found === undefined) {
    const others = ALL_LIBRARIES.filter((each) => each !== library)
    const order = [...candidates(library, clean, options.type), ...candidates('fontawesome', clean, 'brands'), ...others.flatMap((each) => candidates(each, clean, options.type))]
    found = /^[a-z0-9-]+$/.test(clean) ? (order.find((icon) => existsSync(icon.source)) ?? null) : null
    resolved.set(key, found)
  }
  return found ?? undefined
}

/** The files a name may be in one library, in the order they are tried. */
function candidates(library: IconLibrary, name: string, type: string | undefined): ResolvedIcon[] {
  // Lucide keeps every drawing in one folder; the others have a folder per style.
  const make = (style: string, file: string, folder = style): ResolvedIcon => ({
    library,
    style,
    name: file,
    source: path.join(FOLDERS[library](), folder, `${file}.svg`),
    file: [ICON_FOLDER, library, folder, `${file}.svg`].filter((part) => part !== '').join('/')
  })
  if (library === 'lucide') return [make('icons', name, '')]
  if (library === 'tabler') return name.endsWith('-filled') ? [make('filled', name.slice(0, -'-filled'.length))] : [make('outline', name), make('filled', name)]
  const bare = name.replace(/^fa-/, '')
  const styles = type === 'brands' ? ['brands', 'solid'] : type === 'regular' ? ['regular', 'solid', 'brands'] : ['solid', 'brands', 'regular']
  return styles.map((style) => make(style, bare))
}

const drawings = new Map<string, string>()

function svgOf(found: ResolvedIcon): string {
  let svg = drawings.get(found.source)
  if (svg === undefined) drawings.set(found.source, (svg = readFileSync(found.source, 'utf8')))
  return svg
}

/**
 * An icon as a hast element: its drawing inlined, `aria-hidden` (its label is always beside it); a name no
 * library has is a placeholder box with a `?` that names it (title and accessible name), so a writer sees it.
 */
export function icon(name: string | undefined, iconType?: string, className = 'icon', library?: IconLibrary): Element {
  const found = resolveIcon(name, { type: iconType, library })
  if (found) return fromSvg(svgOf(found), className)
  const label = `Unknown icon “${(name ?? '').trim()}”`
  return h('span', { className: [...className.split(' '), 'icon-missing'], role: 'img', ariaLabel: label, title: label, dataIcon: name ?? '' }, '?')
}

/**
 * The icon files a build's pages refer to (for a renderer that wants a URL rather than inline SVG): each one
 * asked for is copied from its package into `_docslint/icons/` when the build ends (see build.ts).
 */
export class IconFiles {
  private readonly used = new Map<string, string>()

  /** The output file of an icon (`_docslint/icons/...svg`, to be made relative to the page), noted for copying; undefined for a name no library has. */
  fileOf(name: string | undefined, options: IconOptions = {}): string | undefined {
    const found = resolveIcon(name, options)
    if (!found) return undefined
    this.used.set(found.file, found.source)
    return found.file
  }

  /** The href of an icon's file from a page (`links`), noted for copying; undefined for a name no library has. */
  hrefOf(name: string | undefined, options: IconOptions, links: { to(file: string): string }): string | undefined {
    const file = this.fileOf(name, options)
    return file && links.to(file)
  }

  /** Each file asked for, with the package file to copy it from, sorted by output file. */
  files(): [file: string, source: string][] {
    return [...this.used].sort((a, b) => (a[0] < b[0] ? -1 : 1))
  }
}
