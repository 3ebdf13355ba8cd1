import { describe, expect, it } from '@jest/globals'
import type { SitePage } from '../../src/site/model.js'
import { Counterparts, languageName, languageTag, sharedFolders } from '../../src/preview/counterparts.js'

const page = (path: string) => ({ path: `${path}.mdx` }) as SitePage

describe('the page a language or version switch leads to', () => {
  const [index, guide, extra, v1Index, v1Guide, frIndex, frGuide, frV1Index] = ['index', 'guide', 'extra', 'v1/index', 'v1/guide', 'fr/index', 'fr/guide', 'fr/v1/index'].map(page)
  const divisions = { en: [index, guide, extra], v1: [v1Index, v1Guide], fr: [frIndex, frGuide], frV1: [frV1Index], shared: [index, guide] }
  type Division = keyof typeof divisions
  const boxes = Object.fromEntries(Object.keys(divisions).map((name) => [name, { name }])) as Record<Division, { name: Division }>
  const counterparts = new Counterparts<{ name: Division }>((division) => divisions[division.name])

  it.each([
    ['the translation at the same path under the language folder', guide, 'en', 'fr', frGuide],
    ['back from the translation', frGuide, 'fr', 'en', guide],
    ['the same page in another version folder', guide, 'en', 'v1', v1Guide],
    ['a page the other division lists too is itself', guide, 'en', 'shared', guide],
    ['a one-page division: its page, by its name', index, 'en', 'frV1', frV1Index]
  ] as const)('%s', (_, from, fromDivision, toDivision, expected) => {
    expect(counterparts.of(from, boxes[fromDivision], boxes[toDivision])).toBe(expected)
  })

  it('is undefined where the other division has no page at that path (the switch then leads to its first page)', () => {
    expect(counterparts.of(extra, boxes.en, boxes.fr)).toBeUndefined()
    expect(counterparts.of(frGuide, boxes.fr, boxes.frV1)).toBeUndefined()
  })

  it.each([
    [['fr/index', 'fr/guide', 'fr/api/auth'], ['fr']],
    [['v1/api/a', 'v1/api/b'], ['v1', 'api']],
    [['index', 'guides/a'], []],
    [['only/one/page'], ['only', 'one']],
    [[], []]
  ])('the folders shared by %j are %j', (paths, folders) => {
    expect(sharedFolders(paths)).toEqual(folders)
  })
})

describe('languages as the menu and the page name them', () => {
  it.each([
    ['en', 'English', 'en'],
    ['fr', 'Français', 'fr'],
    ['es', 'Español', 'es'],
    ['zh', '中文', 'zh'],
    ['cn', '中文', 'zh'],
    ['jp', '日本語', 'ja'],
    ['pt-BR', 'Português (Brasil)', 'pt-BR'],
    ['xx', 'xx', 'xx'],
    ['not a code', 'not a code', undefined]
  ])('%s is named %s, with the lang tag %s', (code, name, tag) => {
    expect(languageName(code)).toBe(name)
    expect(languageTag(code)).toBe(tag)
  })
})
