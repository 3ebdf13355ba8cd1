import { describe, expect, it } from '@jest/globals'
import { clearlyClosest, closest, closestKey, closestPath, codeList } from '../../src/util/suggest.js'

describe('closest', () => {
  it.each([
    ['navigaton', ['name', 'navigation', 'logo'], 'navigation'],
    ['Navigation', ['navigation'], 'navigation'],
    ['solid-sharp', ['solid', 'sharp-solid'], 'sharp-solid'],
    ['hidden', ['show', 'simple', 'hide'], 'hide'],
    ['topbar', ['topbarLinks', 'topbarCtaButton'], 'topbarLinks'],
    ['zzz', ['name', 'navigation'], undefined]
  ])('%s among %j is %s', (word, candidates, expected) => {
    expect(closest(word, candidates)).toBe(expected)
  })
})

describe('clearlyClosest', () => {
  it.each([
    ['draculla', ['dracula', 'dracula-soft', 'github-dark'], 'dracula'],
    ['Dracula', ['dracula', 'dracula-soft'], 'dracula'],
    // As close to one as to the other: a guess, not a suggestion.
    ['github', ['github-dark', 'github-light', 'dracula'], undefined],
    ['mint', ['min-light', 'min-dark', 'github-light'], undefined]
  ])('%s among %j is %s', (word, candidates, expected) => {
    expect(clearlyClosest(word, candidates)).toBe(expected)
  })
})

describe('closestKey', () => {
  it.each([
    ['navigaton', ['name', 'navigation', 'logo'], 'navigation'],
    ['pagse', ['group', 'pages', 'root'], 'pages'],
    ['Colours', ['colors', 'logo'], 'colors'],
    // Keys written on purpose that resemble a known key only from the second letter on.
    ['boost', ['group', 'pages', 'root', 'tag'], undefined],
    ['$ref', ['language', 'href'], undefined]
  ])('%s among %j is %s', (word, candidates, expected) => {
    expect(closestKey(word, candidates)).toBe(expected)
  })
})

describe('closestPath', () => {
  const pages = ['/index', '/documentation/clients/web/pwa', '/documentation/clients/cli/overview', '/documentation/clients/cli/commands', '/documentation/features/pat', '/tags', '/tasks/overview', '/guides/setup']
  it.each([
    // A folder: its first page in the order given (navigation order).
    ['/documentation/clients/cli', '/documentation/clients/cli/overview'],
    ['/tasks', '/tasks/overview'],
    ['/documentation/clients/cli/', '/documentation/clients/cli/overview'],
    // A typo in the last segment: the closest page of the same folder.
    ['/guides/stup', '/guides/setup'],
    ['/documentation/clients/cli/comands', '/documentation/clients/cli/commands'],
    // A typo in a folder name, within two edits.
    ['/guide/setup', '/guides/setup'],
    // Real near-misses that must get no suggestion: another folder's page is not what a missing page meant.
    ['/documentation/clients/desktop', undefined],
    ['/documentation/features/shortcuts', undefined],
    ['/blog', undefined]
  ])('%s is %s', (target, expected) => {
    expect(closestPath(target, pages)).toBe(expected)
  })

  it('works on navigation entries, without the leading slash', () => {
    expect(closestPath('guides/stup', ['index', 'guides/setup'])).toBe('guides/setup')
  })
})

describe('codeList', () => {
  it('quotes and joins values', () => {
    expect(codeList(['a'])).toBe('`a`')
    expect(codeList(['a', 'b', 'c'])).toBe('`a`, `b` or `c`')
    expect(codeList(['a', 'b'], 'and')).toBe('`a` and `b`')
  })

  it('lists 50 values in full, and of more the first 49 and how many others (a site may list thousands of versions)', () => {
    const names = (count: number) => Array.from({ length: count }, (_, index) => `v${index + 1}`)
    expect(codeList(names(50), 'and')).toBe(`${names(49).map((name) => `\`${name}\``).join(', ')} and \`v50\``)
    expect(codeList(names(100000), 'and')).toBe(`${names(49).map((name) => `\`${name}\``).join(', ')} and 99951 others`)
  })
})
