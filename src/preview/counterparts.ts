/**
 * Where switching language or version leads: to the same page in the other division when it has one, else to
 * that division's first page. Translations and versions are usually the same tree under their own folder
 * (`quickstart` and `fr/quickstart`, `v1/api/auth` and `v2/api/auth`), so a page is known in each division by
 * its path less the folders that every page of its division shares.
 */
import type { SitePage } from '../site/model.js'
import { kept } from '../util/kept.js'

/** A division's pages by their path within it (the folders shared by all of them taken off). */
interface DivisionPages {
  pages: Set<SitePage>
  /** The folders every page of the division is in: `['fr']`, or none. */
  folders: string[]
  byKey: Map<string, SitePage>
}

const withoutExtension = (page: SitePage) => page.path.replace(/\.mdx?$/i, '')

/** The folders all the paths share, from the top. */
export function sharedFolders(paths: string[]): string[] {
  if (paths.length === 0) return []
  let shared = paths[0].split('/').slice(0, -1)
  for (const each of paths) {
    const folders = each.split('/').slice(0, -1)
    let same = 0
    while (same < shared.length && same < folders.length && shared[same] === folders[same]) same++
    shared = shared.slice(0, same)
  }
  return shared
}

/**
 * Finds a page's counterpart in another division. `pagesOf` gives a division's pages in reading order; a
 * division is any object that stands for one (docs.json's node), compared by identity.
 */
export class Counterparts<Division extends object> {
  private readonly divisions = new WeakMap<Division, DivisionPages>()

  constructor(private readonly pagesOf: (division: Division) => SitePage[]) {}

  /** The page itself when `to` lists it; else the page at the same path within `to` as `page` has within `from`; undefined when none. */
  of(page: SitePage, from: Division, to: Division): SitePage | undefined {
    const target = this.indexOf(to)
    if (target.pages.has(page)) return page
    return target.byKey.get(this.keyIn(page, this.indexOf(from)))
  }

  private keyIn(page: SitePage, division: DivisionPages): string {
    return withoutExtension(page).split('/').slice(division.folders.length).join('/')
  }

  private indexOf(division: Division): DivisionPages {
    return kept(this.divisions, division, () => {
      const pages = this.pagesOf(division)
      const index: DivisionPages = { pages: new Set(pages), folders: sharedFolders(pages.map(withoutExtension)), byKey: new Map() }
      // The first page at a path wins: a page listed twice is found where it is first read.
      for (const page of pages) if (!index.byKey.has(this.keyIn(page, index))) index.byKey.set(this.keyIn(page, index), page)
      return index
    })
  }
}

/** docs.json's codes that are not BCP 47 tags, as the generator reads them. */
const LANGUAGE_TAGS: Record<string, string> = { cn: 'zh', jp: 'ja' }

/** A language code of docs.json as an HTML `lang` tag; undefined when it is none. */
export function languageTag(code: string | undefined): string | undefined {
  if (!code) return undefined
  try {
    return Intl.getCanonicalLocales(LANGUAGE_TAGS[code.toLowerCase()] ?? code)[0]
  } catch {
    return undefined
  }
}

/** A language as its speakers name it (`fr` → "Français"), for the language menu; the code itself when unknown. */
export function languageName(code: string): string {
  const tag = languageTag(code)
  if (!tag) return code
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag)
    return name && name !== tag ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : code
  } catch {
    return code
  }
}
