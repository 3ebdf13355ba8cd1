/**
 * The scopes of the preview's search: a language and a version of the site, each with an index of its own, so
 * that a reader finds the pages of what they read (on the generator's own docs, 14 of the first 20 results for
 * an English word were translations, and six versions of a page gave six results of the same title). A page in
 * no language or version (not in the navigation) is searched with the first ones the navigation lists; in the
 * seed's format, a page of a group without `version` is shown with every version, and is found in each.
 */
import type { Site, SitePage } from '../../site/model.js'
import { languageName } from '../counterparts.js'

export class SearchScopes {
  private readonly ids = new Map<string, number>()
  /** Each scope's label, by its number: "Français · v2", or '' for a site with one scope. */
  readonly labels: string[] = []
  private readonly firstLanguage: string | undefined
  private readonly firstVersion: string | undefined
  /** Seed format: the versions docs.json lists, each of which shows the pages of groups without a version. */
  private readonly legacyVersions: string[]

  constructor(site: Site) {
    const first = (kind: 'language' | 'version') => site.navigation.flatMap((entry) => entry.divisions).find((division) => division.kind === kind)?.name
    this.firstLanguage = first('language')
    this.legacyVersions = site.config?.versions ?? []
    this.firstVersion = first('version') ?? this.legacyVersions[0]
  }

  /** The scopes whose index holds the page: its own, or in the seed's format every version for a page of none. */
  indexedIn(page: SitePage): number[] {
    if (page.version !== undefined || this.legacyVersions.length === 0) return [this.of(page)]
    return this.legacyVersions.map((version) => this.idOf(page.language ?? this.firstLanguage, version))
  }

  /** The number of a page's scope (its folder under `_docslint/search/`), given in the order scopes are met. */
  of(page: SitePage): number {
    return this.idOf(page.language ?? this.firstLanguage, page.version ?? this.firstVersion)
  }

  private idOf(language: string | undefined, version: string | undefined): number {
    const key = JSON.stringify([language ?? null, version ?? null])
    let id = this.ids.get(key)
    if (id === undefined) {
      id = this.labels.push([language && languageName(language), version].filter((part) => part).join(' · ')) - 1
      this.ids.set(key, id)
    }
    return id
  }
}
