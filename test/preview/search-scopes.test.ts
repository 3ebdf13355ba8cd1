import { describe, expect, it } from '@jest/globals'
import type { Site, SitePage } from '../../src/site/model.js'
import { SearchScopes } from '../../src/preview/search/scopes.js'

const page = (language?: string, version?: string) => ({ language, version }) as SitePage
const division = (kind: string, name: string) => ({ divisions: [{ kind, name }] })

describe('the search scope of a page: its language and version', () => {
  it('gives each language and version its own scope, labelled, and a page in none the first ones listed', () => {
    const site = { navigation: [{ divisions: [{ kind: 'language', name: 'en' }, { kind: 'version', name: 'v2' }] }, division('language', 'fr')] } as unknown as Site
    const scopes = new SearchScopes(site)
    expect([page('en', 'v2'), page('fr', 'v2'), page('en', 'v1'), page(undefined, undefined), page('fr', 'v2'), page('cn', undefined)].map((each) => scopes.of(each))).toEqual([0, 1, 2, 0, 1, 3])
    expect(scopes.labels).toEqual(['English · v2', 'Français · v2', 'English · v1', '中文 · v2'])
    expect(scopes.indexedIn(page(undefined, undefined))).toEqual([0])
  })

  it('has one unlabelled scope for a site of one language and version', () => {
    const scopes = new SearchScopes({ navigation: [{ divisions: [] }] } as unknown as Site)
    expect([scopes.of(page()), scopes.of(page())]).toEqual([0, 0])
    expect(scopes.labels).toEqual([''])
  })

  it('in the seed format, finds a page of a group without a version in every version', () => {
    const scopes = new SearchScopes({ navigation: [], config: { versions: ['v2', 'v1'] } } as unknown as Site)
    expect(scopes.indexedIn(page(undefined, 'v1'))).toEqual([0])
    expect(scopes.indexedIn(page())).toEqual([1, 0])
    expect(scopes.of(page())).toBe(1)
    expect(scopes.labels).toEqual(['v1', 'v2'])
  })
})
