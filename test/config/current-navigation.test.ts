import { describe, expect, it } from '@jest/globals'
import { currentNavigationEntries } from '../../src/config/current-navigation.js'

describe('currentNavigationEntries', () => {
  it('lists every page entry with its divisions and groups, roots included, `global` links left out', () => {
    const entries = currentNavigationEntries({
      global: { anchors: [{ anchor: 'Blog', href: 'https://acme.dev/blog' }] },
      versions: [
        {
          version: 'v2',
          tabs: [
            { tab: 'Guides', menu: [{ item: 'Start', pages: ['start'] }] },
            { tab: 'API', groups: [{ group: 'Users', root: 'api/users', pages: ['GET /users', { group: 'Admin', pages: ['api/admin'] }] }] }
          ]
        }
      ]
    })
    expect(entries.map(({ value, path, divisions, groups, role }) => ({ value, path: path.join('.'), in: divisions.map((d) => `${d.kind}:${d.name}`).join(' '), groups, role }))).toEqual([
      { value: 'start', path: 'navigation.versions.0.tabs.0.menu.0.pages.0', in: 'version:v2 tab:Guides item:Start', groups: [], role: 'page' },
      { value: 'api/users', path: 'navigation.versions.0.tabs.1.groups.0.root', in: 'version:v2 tab:API', groups: ['Users'], role: 'root' },
      { value: 'GET /users', path: 'navigation.versions.0.tabs.1.groups.0.pages.0', in: 'version:v2 tab:API', groups: ['Users'], role: 'page' },
      { value: 'api/admin', path: 'navigation.versions.0.tabs.1.groups.0.pages.1.pages.0', in: 'version:v2 tab:API', groups: ['Users', 'Admin'], role: 'page' }
    ])
  })

  it('skips values of the wrong shape, which the schema reports', () => {
    expect(currentNavigationEntries({ pages: ['a', 5, null], groups: 'x', tabs: [null] }).map((entry) => entry.value)).toEqual(['a'])
    expect(currentNavigationEntries([{ group: 'G', pages: ['a'] }])).toEqual([])
  })
})
