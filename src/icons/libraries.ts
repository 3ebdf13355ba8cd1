import { isObject } from '../util/is-object.js'
import { fontAwesomeBrandNames, fontAwesomeNames, lucideNames, tablerNames } from './names.generated.js'

/** The icon libraries `icons.library` chooses from; Font Awesome when docs.json names none (and in the legacy format). */
export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler'

export function iconLibraryOf(config: unknown): IconLibrary {
  const library = isObject(config) && isObject(config.icons) ? config.icons.library : undefined
  return library === 'lucide' || library === 'tabler' ? library : 'fontawesome'
}

export const libraryTitle: Record<IconLibrary, string> = { fontawesome: 'Font Awesome Free', lucide: 'Lucide', tabler: 'Tabler' }

const names = new Map<IconLibrary | 'brands', ReadonlySet<string>>()

/** The names a library knows, in lower case; read once. */
export function iconNames(library: IconLibrary): ReadonlySet<string> {
  return namesOnce(library, () => ({ fontawesome: fontAwesomeNames, lucide: lucideNames, tabler: tablerNames })[library].split(' '))
}

/**
 * Font Awesome's brand icons (`github`, `slack`, `python`), which the generator offers "alongside the rest of the
 * icon library" whichever library is set: its own documentation, a Lucide site, gives `<View icon="js">`.
 */
export function brandIconNames(): ReadonlySet<string> {
  return namesOnce('brands', () => fontAwesomeBrandNames.split(' '))
}

function namesOnce(key: IconLibrary | 'brands', read: () => string[]): ReadonlySet<string> {
  let known = names.get(key)
  if (!known) {
    known = new Set(read())
    names.set(key, known)
  }
  return known
}

/**
 * Whether an icon value is a name to look up in the library: the generator also takes a URL, a path to an
 * image of the site and SVG code for any icon, whatever the library.
 */
export function isIconName(value: string): boolean {
  const trimmed = value.trim()
  return trimmed !== '' && !trimmed.startsWith('<') && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.includes('/') && !/\.(svg|png|jpe?g|gif|webp|avif|ico)$/i.test(trimmed)
}
