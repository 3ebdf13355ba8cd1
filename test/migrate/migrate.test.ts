import { beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { currentNavigationEntries } from '../../src/config/current-navigation.js'
import { validateCurrentConfig } from '../../src/config/current-schema.js'
import { configFormatOf } from '../../src/config/format.js'
import { currentPageEntries, legacyPageEntries, migrateConfig } from '../../src/migrate/migrate.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const corpora = path.resolve(here, '../../../shared/corpora')
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
const fixture = readJson(path.resolve(here, '../fixtures/sites/legacy-full/mint.json'))

/** Each entry of a current-format navigation with the divisions it stands in: `index v2/Docs/Guides`. */
const placed = (config: Record<string, unknown>) =>
  currentNavigationEntries(config.navigation).map((entry) => `${entry.value} ${entry.divisions.map((division) => division.name).join('/')}`)

const samePages = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  expect(new Set(currentPageEntries(after))).toEqual(new Set(legacyPageEntries(before)))
}

describe('migrateConfig on a fixture that uses every field of the seed format', () => {
  const { config, notes } = migrateConfig(fixture)

  it('gives a config in the current format that validates, with the same pages', () => {
    expect(configFormatOf(config)).toBe('current')
    expect(validateCurrentConfig(config)).toEqual([])
    samePages(fixture, config)
  })

  it('files every page into the version, tab and anchor it had: by group version, then by URL prefix', () => {
    expect(placed(config)).toEqual([
      'index v2/Docs/Guides',
      'quickstart v2/Docs/Guides',
      'concepts/projects v2/Docs/Guides',
      'concepts/deep/limits v2/Docs/Guides',
      'api/overview v2/Docs/API',
      // an endpoint entry has no URL of its own: it goes with the first page of its group
      'GET /users v2/Docs/API',
      // a group whose pages fall into two tabs is split between them
      'api/sdk-auth v2/Docs/API',
      // a tab whose pages meet no anchor has no anchor level
      'sdks/python v2/SDKs',
      'sdks/node v2/SDKs',
      // unversioned groups are in every version; the `v1` anchor only in v1
      'index v1/Docs/Guides',
      'quickstart v1/Docs/Guides',
      'v1/concepts v1/Docs/Guides',
      'api/overview v1/Docs/API',
      'GET /users v1/Docs/API',
      'api/sdk-auth v1/Docs/API',
      'legacy/tokens v1/Docs/Legacy API',
      'openapi.yaml POST /tokens v1/Docs/Legacy API',
      'sdks/python v1/SDKs',
      'sdks/node v1/SDKs'
    ])
  })

  it('keeps the groups, their icons and nesting, without `version`', () => {
    const v2 = (config.navigation as { versions: { tabs: { anchors?: { groups: unknown[] }[] }[] }[] }).versions[0]
    expect(v2.tabs[0].anchors?.[0].groups[1]).toEqual({
      group: 'Concepts',
      pages: ['concepts/projects', { group: 'Deep dives', icon: 'flask', pages: ['concepts/deep/limits'] }]
    })
  })

  it('maps the other settings to their places', () => {
    const navigation = config.navigation as Record<string, unknown>
    expect(navigation.global).toEqual({
      tabs: [{ tab: 'Blog', href: 'https://acme.dev/blog' }],
      anchors: [{ anchor: 'Community', icon: 'discord', color: { light: '#0D9373', dark: '#0D9373' }, hidden: true, href: 'https://community.acme.dev' }]
    })
    const { navigation: _navigation, ...rest } = config
    expect(rest).toEqual({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
      logo: { light: '/logo/light.svg', dark: '/logo/light.svg', href: 'https://acme.dev' },
      favicon: '/favicon.svg',
      appearance: { default: 'dark', strict: true },
      background: { color: { light: '#FFFFFF', dark: '#0F1117' }, image: '/images/background.png' },
      fonts: { heading: { family: 'Lora', source: '/fonts/lora.woff2', format: 'woff2' }, body: { family: 'Inter' } },
      navbar: { links: [{ label: 'Support', href: 'mailto:support@acme.dev' }], primary: { type: 'github', href: 'https://github.com/acme/acme' } },
      footer: { socials: { x: 'https://x.com/acme', github: 'https://github.com/acme' } },
      api: {
        mdx: { server: ['https://api.acme.dev', 'https://eu.api.acme.dev'], auth: { method: 'key', name: 'x-api-key' } },
        playground: { display: 'none' },
        openapi: 'openapi.yaml'
      },
      search: { prompt: 'Search Acme' },
      seo: { indexing: 'all', metatags: { 'og:site_name': 'Acme Docs' } },
      integrations: { ga4: { measurementId: 'G-ACME123' } },
      redirects: [{ source: '/start', destination: '/quickstart' }]
    })
  })

  it('names every key it could not carry over, in one line', () => {
    expect(notes.lines()).toEqual([
      'left out: `api.auth.inputPrefix` (the current format has no input prefix); ' +
        '`api.maintainOrder` (the current format has no such setting); ' +
        '`feedback` (the current format has no feedback settings); ' +
        '`analytics.koala` (the current format has no such integration); ' +
        '`css` (custom CSS is a `.css` file in the site now); ' +
        '`anchors[1].color` (the current format has no gradients for anchors)'
    ])
  })
})

describe('migrateConfig, small cases', () => {
  const migrate = (extra: Record<string, unknown>) => migrateConfig({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }], ...extra })

  it('the smallest config: a theme and a primary colour are added, the groups stand alone', () => {
    const { config, notes } = migrate({})
    expect(config).toEqual({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#16A34A' },
      navigation: { groups: [{ group: 'Start', pages: ['index'] }] }
    })
    expect(notes.lines()).toEqual(['added: `colors.primary` #16A34A, which the current format requires'])
  })

  it('playground modes, the link button, and the mode toggle', () => {
    const { config } = migrate({
      api: { playground: { mode: 'show' } },
      topbarCtaButton: { name: 'Sign up', url: 'https://acme.dev/signup' },
      modeToggle: { isHidden: false }
    })
    expect(config.api).toEqual({ playground: { display: 'interactive' } })
    expect(config.navbar).toEqual({ primary: { type: 'button', label: 'Sign up', href: 'https://acme.dev/signup' } })
    expect(config.appearance).toEqual({ strict: false })
  })

  it('a version that groups use but `versions` does not list is added; an empty version and group are named', () => {
    const { config, notes } = migrateConfig({
      name: 'Acme',
      versions: ['v2', 'v1'],
      navigation: [
        { group: 'A', version: 'v2', pages: ['a'] },
        { group: 'B', version: 'v3', pages: ['b'] },
        { group: 'Empty', pages: [] }
      ]
    })
    expect(placed(config)).toEqual(['a v2', 'b v3'])
    expect(notes.lines()).toEqual([
      'left out: `navigation[2]` (group `Empty` has no pages); `versions[1]` (version `v1` has no groups)',
      'added: version `v3`, which groups or anchors use but `versions` does not list; `colors.primary` #16A34A, which the current format requires'
    ])
  })

  it('tabs and anchors that no page falls in are named, not kept', () => {
    const { config, notes } = migrate({ tabs: [{ name: 'SDKs', url: 'sdks' }], anchors: [{ name: 'API', url: 'api' }] })
    expect(config.navigation).toEqual({ groups: [{ group: 'Start', pages: ['index'] }] })
    expect(notes.lines()[0]).toBe('left out: `tabs[0]` (`SDKs` leads to no page of the navigation); `anchors[0]` (`API` leads to no page of the navigation)')
  })

  it('values written in a shape the current format refuses are left out, so the result validates', () => {
    const { config, notes } = migrate({ redirects: [{ from: '/a', to: '/b' }], analytics: { posthog: { apiKey: 'not-a-key' } } })
    expect(validateCurrentConfig(config)).toEqual([])
    expect(config.redirects).toBeUndefined()
    expect(config.integrations).toBeUndefined()
    expect(notes.lines()[0]).toBe(
      'left out: `redirects` (its value does not fit the current format); `integrations.posthog` (its value does not fit the current format)'
    )
  })

  it('a mint.json theme is named, and the new file has the current format\'s `mint`', () => {
    const { config, notes } = migrate({ theme: 'venus' })
    expect(config.theme).toBe('mint')
    expect(notes.lines()[0]).toBe("left out: `theme` (the current format's themes are others: the new file has `mint`)")
  })

  it('keys the seed format does not have are named', () => {
    expect(migrate({ sidebar: { items: 'border' } }).notes.lines()[0]).toBe('left out: `sidebar` (not a key of the seed format)')
  })
})

const describeCorpora = existsSync(path.join(corpora, 'agentops')) ? describe : describe.skip
if (!existsSync(corpora)) console.warn(`Skipping the agentops migration test: ${corpora} is absent`)

describeCorpora('migrateConfig on ../shared/corpora/agentops (mint.json)', () => {
  // Read in beforeAll: Jest runs a skipped describe's body too, and without the corpora there is no file to read.
  let mintJson: Record<string, unknown>
  let config: ReturnType<typeof migrateConfig>['config']
  let notes: ReturnType<typeof migrateConfig>['notes']
  beforeAll(() => {
    mintJson = readJson(path.join(corpora, 'agentops/mint.json'))
    ;({ config, notes } = migrateConfig(mintJson))
  })

  it('validates against the current schema and names the same pages', () => {
    expect(validateCurrentConfig(config)).toEqual([])
    samePages(mintJson, config)
    expect(new Set(currentPageEntries(config)).size).toBe(new Set(legacyPageEntries(mintJson)).size)
  })

  it('keeps the versions with pages, in order, and says what it left out', () => {
    expect((config.navigation as { versions: { version: string }[] }).versions.map((version) => version.version)).toEqual(['v2', 'v1'])
    expect(notes.lines()).toEqual([
      'left out: `colors.anchors` (there are no anchors to colour); `topAnchor` (there are no anchors for it to stand above); ' +
        '`versions[2]` (version `v0` has no groups)'
    ])
    expect(config.footer).toEqual({ socials: mintJson.footerSocials })
    expect(config.integrations).toEqual(mintJson.analytics)
  })
})
