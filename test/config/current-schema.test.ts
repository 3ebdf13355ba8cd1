import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { currentSchema, validateCurrentConfig } from '../../src/config/current-schema.js'
import { configFormatOf } from '../../src/config/format.js'
import { analyseConfig } from '../../src/config/analyse.js'
import { VFile } from 'vfile'
import { validateConfig, type SchemaNode, type SchemaProblem } from '../../src/config/schema.js'

const corpora = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpora')
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'))

/** The smallest valid config, with whatever a case adds. */
const config = (extra: Record<string, unknown> = {}) => ({
  theme: 'mint',
  name: 'Acme',
  colors: { primary: '#0D9373' },
  navigation: { pages: ['index'] },
  ...extra
})
const navigation = (value: unknown) => config({ navigation: value })

describe('the current-format schema', () => {
  const describeCorpora = existsSync(corpora) ? describe : describe.skip
  if (!existsSync(corpora)) console.warn(`Skipping the corpus schema tests: ${corpora} is absent`)

  describeCorpora('on the real current-format sites of ../shared/corpora', () => {
    it('mintlify-docs (the generator\'s own docs): with its `$ref`s resolved, docs.json validates with no problem', () => {
      const file = path.join(corpora, 'mintlify-docs', 'docs.json')
      const context = analyseConfig(readFileSync(file, 'utf8'), new VFile({ path: file }))
      expect(context.refProblems).toEqual([])
      expect(context.problems).toEqual([])
    })

    it.each(['trigger.dev', 'hoppscotch'])('%s: docs.json validates with no problem', (site) => {
      const value = readJson(path.join(corpora, site, 'docs.json'))
      expect(configFormatOf(value)).toBe('current')
      expect(validateCurrentConfig(value)).toEqual([])
    })
  })

  it('accepts the documented shapes: specs as objects, icons as objects, divisions nested in divisions', () => {
    const value = config({
      api: { openapi: { source: 'openapi.yaml', directory: 'api' }, asyncapi: ['events.yaml'], mdx: { server: ['https://a.example.com'], auth: { method: 'bearer' } } },
      navbar: { links: [{ type: 'github', href: 'https://github.com/acme/acme' }], primary: { type: 'button', label: 'Sign up', href: 'https://acme.dev' } },
      footer: { socials: { x: 'https://x.com/acme', 'hacker-news': 'https://news.ycombinator.com' }, links: [{ header: 'Docs', items: [{ label: 'Blog', href: '/blog' }] }] },
      fonts: { family: 'Inter', heading: { family: 'Lora', source: '/fonts/lora.woff2', format: 'woff2' } },
      contextual: { options: ['copy', { title: 'Ask', description: 'Ask about it', href: { base: 'https://ask.example.com', query: [{ key: 'q', value: '$page' }] } }] },
      navigation: {
        global: { anchors: [{ anchor: 'Blog', href: 'https://acme.dev/blog' }] },
        products: [
          {
            product: 'Core',
            versions: [
              {
                version: 'v2',
                tabs: [
                  { tab: 'Guides', menu: [{ item: 'Start', pages: ['start'] }] },
                  { tab: 'API', openapi: 'openapi.yaml' },
                  { tab: 'Docs', anchors: [{ anchor: 'A', icon: { name: 'book', style: 'solid' }, groups: [{ group: 'G', root: 'g', tag: 'NEW', pages: ['a', { group: 'N', expanded: true, pages: ['GET /users'] }] }] }] }
                ]
              }
            ]
          }
        ]
      }
    })
    expect(validateCurrentConfig(value)).toEqual([])
  })

  it('accepts the keys of the settings reference and the navigation pages that it lacked (issue 27)', () => {
    const value = config({
      contextual: { options: ['copy', 'download-spec', 'download-pdf', 'devin-desktop'] },
      api: { params: { expanded: 'all', post: ['x-stability'] } },
      markdown: { schema: false, instructions: 'Prefer the SDK.' },
      footer: { socials: { twitter: 'https://twitter.com/acme', bluesky: 'https://bsky.app/profile/acme' } },
      navigation: {
        languages: [
          { language: 'da', groups: [{ group: 'Start', boost: 0.5, pages: ['index'] }] },
          { language: 'zh-TW', tabs: [{ tab: 'Help', hidden: true, searchable: true, groups: [{ group: 'Help', searchable: true, pages: ['help'] }] }] },
          { language: 'ja-JP', tabs: [{ tab: 'SDK', sdk: { format: 'javadoc', source: 'https://example.com/javadoc.jar', directory: 'sdk/java' } }] },
          {
            language: 'zh-CN',
            products: [{ product: 'Core', menu: [{ item: 'Guides', groups: [{ group: 'G', sdk: { format: 'typedoc', source: 'sdk.json' }, pages: ['a'] }] }, { item: 'More', tabs: [{ tab: 'T', pages: ['b'] }] }] }]
          }
        ]
      }
    })
    expect(validateCurrentConfig(value)).toEqual([])
  })

  const invalid: { name: string; value: unknown; problems: SchemaProblem[] }[] = [
    {
      name: 'a misspelt key in a group nested in a tab: one unknown-key problem, not also a missing `pages`, that stands for `pages`',
      value: navigation({ tabs: [{ tab: 'Docs', groups: [{ group: 'Start', pagse: ['index'] }] }] }),
      problems: [
        {
          kind: 'unknown-key',
          path: ['navigation', 'tabs', 0, 'groups', 0, 'pagse'],
          key: 'pagse',
          known: ['group', 'pages', 'root', 'tag', 'expanded', 'boost', 'searchable', 'sdk', 'icon', 'iconType', 'hidden', 'public', 'openapi', 'asyncapi', 'directory'],
          standsFor: 'pages'
        }
      ]
    },
    {
      name: 'a misspelt division key: one unknown-key problem, not also "needs one of"',
      value: navigation({ tabs: [{ tab: 'Docs', grups: [{ group: 'Start', pages: ['index'] }] }] }),
      problems: [expect.objectContaining({ kind: 'unknown-key', path: ['navigation', 'tabs', 0, 'grups'], key: 'grups', standsFor: 'groups' }) as SchemaProblem]
    },
    {
      name: 'values outside enums deep in the navigation, one problem each',
      value: navigation({
        tabs: [{ tab: 'Docs', iconType: 'solidd', groups: [{ group: 'G', pages: ['a', { group: 'N', pages: ['b'], directory: 'cards' }] }] }]
      }),
      problems: [
        { kind: 'enum', path: ['navigation', 'tabs', 0, 'iconType'], allowed: expect.arrayContaining(['solid']) as unknown[], actual: 'solidd' },
        { kind: 'enum', path: ['navigation', 'tabs', 0, 'groups', 0, 'pages', 1, 'directory'], allowed: ['none', 'accordion', 'card'], actual: 'cards' }
      ]
    },
    {
      name: 'two kinds of division on one level, reported on the second',
      value: navigation({ tabs: [{ tab: 'Docs', pages: ['a'] }], groups: [{ group: 'G', pages: ['b'] }] }),
      problems: [
        {
          kind: 'other',
          path: ['navigation', 'groups'],
          message: 'cannot stand beside `tabs`: a level of the navigation holds one kind of child, so nest one inside the other or keep only one'
        }
      ]
    },
    {
      name: 'an empty navigation',
      value: navigation({}),
      problems: [{ kind: 'other', path: ['navigation'], message: 'needs one of `products`, `languages`, `versions`, `tabs`, `dropdowns`, `anchors`, `groups` or `pages`' }]
    },
    {
      name: 'a tab with nothing in it',
      value: navigation({ tabs: [{ tab: 'Docs' }] }),
      problems: [expect.objectContaining({ kind: 'other', path: ['navigation', 'tabs', 0], message: expect.stringMatching(/^needs one of `menu`, .* `href`, `openapi`, `asyncapi` or `sdk`$/) }) as SchemaProblem]
    },
    {
      name: 'a page that is neither a path nor a group: one type problem for the union',
      value: navigation({ pages: [5] }),
      problems: [{ kind: 'type', path: ['navigation', 'pages', 0], expected: ['string', 'object'], actual: 5 }]
    },
    {
      name: 'a misspelt theme',
      value: config({ theme: 'mintt' }),
      problems: [{ kind: 'enum', path: ['theme'], allowed: ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'], actual: 'mintt' }]
    },
    {
      name: 'a key of the seed format names its successor',
      value: config({ topbarLinks: [] }),
      problems: [expect.objectContaining({ kind: 'unknown-key', path: ['topbarLinks'], renamed: 'navbar' }) as SchemaProblem]
    },
    {
      name: 'a built-in contextual option misspelt',
      value: config({ contextual: { options: ['claud'] } }),
      problems: [expect.objectContaining({ kind: 'enum', path: ['contextual', 'options', 0], actual: 'claud' }) as SchemaProblem]
    },
    {
      name: 'conditional requirements: a text link needs a label, a button too, a font file its format',
      value: config({
        navbar: { links: [{ href: 'https://acme.dev' }], primary: { type: 'button', href: 'https://acme.dev' } },
        fonts: { family: 'Inter', source: '/inter.woff2' }
      }),
      problems: [
        { kind: 'required', path: ['navbar', 'links', 0], missing: 'label', because: 'a text link (without `type`) needs `label`, its text' },
        { kind: 'required', path: ['navbar', 'primary'], missing: 'label', because: 'a `button` needs `label`, its text' },
        { kind: 'required', path: ['fonts'], missing: 'format', because: 'a font with `source` says its `format`' }
      ]
    },
    {
      name: 'a group lists pages unless it names a spec',
      value: navigation({ groups: [{ group: 'API', openapi: 'openapi.yaml' }, { group: 'Guides' }] }),
      problems: [expect.objectContaining({ kind: 'required', path: ['navigation', 'groups', 1], missing: 'pages' }) as SchemaProblem]
    },
    {
      name: 'colours and social URLs',
      value: config({ colors: { primary: 'green' }, footer: { socials: { x: 'x.com/acme' } } }),
      problems: [
        expect.objectContaining({ kind: 'pattern', path: ['colors', 'primary'], actual: 'green' }) as SchemaProblem,
        { kind: 'format', path: ['footer', 'socials', 'x'], format: 'uri', actual: 'x.com/acme' }
      ]
    }
  ]

  it.each(invalid)('$name', ({ value, problems }) => {
    expect(validateCurrentConfig(value)).toEqual(problems)
  })

  it('gives every field a description, for editors', () => {
    const undescribed: string[] = []
    const resolve = (node: SchemaNode): SchemaNode =>
      node.$ref ? resolve(node.$ref.replace(/^#\//, '').split('/').reduce<any>((at, key) => at[key], currentSchema)) : node
    const visit = (node: SchemaNode | boolean, where: string) => {
      if (typeof node !== 'object') return
      if (!node.description && !resolve(node).description) undescribed.push(where)
      for (const [key, child] of Object.entries(node.properties ?? {})) visit(child, `${where}.${key}`)
      if (node.items) visit(node.items, `${where}[]`)
      if (typeof node.additionalProperties === 'object') visit(node.additionalProperties as SchemaNode, `${where}.*`)
      node.anyOf?.forEach((branch, index) => visit(branch, `${where}|${index}`))
    }
    visit(currentSchema, '#')
    for (const [name, definition] of Object.entries(currentSchema.definitions as Record<string, SchemaNode>)) visit(definition, name)
    expect(undescribed).toEqual([])
  })
})

describe('the seed format beside it', () => {
  it('is unchanged: a current-format file gets the seed schema\'s own problems, and the seed\'s files none of the new ones', () => {
    expect(validateConfig({ name: 'Acme', navigation: [{ group: 'G', pages: ['a'] }] })).toEqual([])
    expect(validateCurrentConfig({ name: 'Acme', navigation: [{ group: 'G', pages: ['a'] }] })).toEqual([
      expect.objectContaining({ kind: 'required', missing: 'theme' }),
      expect.objectContaining({ kind: 'required', missing: 'colors' }),
      { kind: 'type', path: ['navigation'], expected: ['object'], actual: [{ group: 'G', pages: ['a'] }] }
    ])
  })
})

describe('configFormatOf', () => {
  it.each([
    ['the generator\'s $schema', { $schema: 'https://mintlify.com/docs.json', name: 'A', navigation: [] }, 'current'],
    ['an object navigation', { name: 'A', navigation: { pages: [] } }, 'current'],
    ['a theme', { name: 'A', theme: 'mint' }, 'current'],
    ['an array navigation', { name: 'A', navigation: [] }, 'legacy'],
    // mint.json has a `theme` too (`venus`, `quill`, `prism`): a navigation list says the seed format all the same.
    ['an array navigation beside a mint.json theme', { name: 'A', theme: 'venus', navigation: [] }, 'legacy'],
    ['an array navigation beside a current theme', { name: 'A', theme: 'mint', navigation: [] }, 'legacy'],
    ['a mint.json theme and no navigation', { name: 'A', theme: 'prism' }, 'legacy'],
    ['a current theme and an object navigation', { name: 'A', theme: 'venus', navigation: { pages: [] } }, 'current'],
    ['the legacy $schema', { $schema: 'https://mintlify.com/schema.json', name: 'A', navigation: [] }, 'legacy'],
    ['not an object', [], 'legacy']
  ])('%s', (_name, value, format) => {
    expect(configFormatOf(value)).toBe(format)
  })
})
