import { describe, expect, it } from '@jest/globals'
import { hrefLike, urlRange } from '../../src/refactor/hrefs.js'
import { pointFinder } from '../../src/util/lines.js'

describe('hrefLike: an href written like the old one, that leads to the new place', () => {
  it.each([
    // written, from the page at, to, extension, fragment → href
    ['/guides/setup', '/', '/start/setup', '.mdx', undefined, '/start/setup'],
    ['/guides/setup#install', '/', '/start/setup', '.mdx', undefined, '/start/setup#install'],
    ['/guides/setup/?tab=npm#install', '/', '/start/setup', '.mdx', undefined, '/start/setup/?tab=npm#install'],
    ['/guides/setup.mdx', '/', '/start/setup', '.md', undefined, '/start/setup.md'],
    ['./setup#install', '/guides/deploy', '/start/setup', '.mdx', undefined, '../start/setup#install'],
    ['setup', '/guides/deploy', '/guides/install', '.mdx', undefined, 'install'],
    ['./setup', '/guides/deploy', '/guides/install', '.mdx', undefined, './install'],
    ['../guides/setup', '/guides/deploy', '/setup', '.mdx', undefined, '../setup'],
    ['./deploy', '/setup', '/guides/deploy', '.mdx', undefined, './guides/deploy'],
    ['#install-the-cli', '/guides/setup', '/guides/setup', '.mdx', 'install-docslint', '#install-docslint'],
    ['/guides/setup#install', '/', '/guides/setup', '.mdx', 'install-docslint', '/guides/setup#install-docslint']
  ])('%s from %s to %s', (written, fromUrl, target, extension, fragment, expected) => {
    expect(hrefLike(written, fromUrl, target, extension, fragment)).toBe(expected)
  })
})

describe('urlRange: where a link\'s URL is written inside the link', () => {
  const rangeIn = (text: string, url: string) => {
    const at = pointFinder(text)
    const range = urlRange(text, { start: at(0)!, end: at(text.length)! }, url)
    return range && text.slice(range[0], range[1]) === url ? range : undefined
  }
  it.each([
    ['[/x](/x)', '/x', [5, 7]],
    ['[a](/x "/x")', '/x', [4, 6]],
    ['[a](</x y>)', '/x y', [5, 9]],
    ['[ref]: /guides/setup "Setup"', '/guides/setup', [7, 20]],
    ['href="/guides/setup"', '/guides/setup', [6, 19]],
    ["href={'/guides/setup'}", '/guides/setup', [7, 20]],
    ['[a](/x\\_y)', '/x_y', undefined]
  ])('%s', (text, url, expected) => {
    expect(rangeIn(text, url)).toEqual(expected)
  })
})
