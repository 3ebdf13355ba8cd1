import { describe, expect, it } from '@jest/globals'
import { pageUrl, resolveLink } from '../../src/site/url.js'

describe('pageUrl: where the site serves a page file', () => {
  it.each([
    ['quickstart.mdx', '/quickstart'],
    ['guides/intro.mdx', '/guides/intro'],
    ['guides/intro.md', '/guides/intro'],
    ['index.mdx', '/'],
    ['guides/index.mdx', '/guides'],
    ['guides/indexing.mdx', '/guides/indexing'],
    ['café/über.mdx', '/café/über']
  ])('%s → %s', (file, url) => {
    expect(pageUrl(file)).toBe(url)
  })
})

describe('resolveLink: an href as a browser resolves it from the page URL, read as the site does', () => {
  const from = '/guides/intro'
  it.each([
    ['setup', '/guides/setup', undefined],
    ['./setup', '/guides/setup', undefined],
    ['../api/users', '/api/users', undefined],
    ['../../../../api', '/api', undefined],
    ['/quickstart', '/quickstart', undefined],
    ['#install', '/guides/intro', 'install'],
    ['', '/guides/intro', undefined],
    ['setup#step-2', '/guides/setup', 'step-2'],
    ['/api?version=2', '/api', undefined],
    ['/api?version=2#auth', '/api', 'auth'],
    ['setup.mdx', '/guides/setup', undefined],
    ['setup.md#a', '/guides/setup', 'a'],
    ['/quickstart/', '/quickstart', undefined],
    ['/guides/', '/guides', undefined],
    ['/guides/index', '/guides', undefined],
    ['/', '/', undefined],
    ['caf%C3%A9/%C3%BCber', '/guides/café/über', undefined],
    ['café/über', '/guides/café/über', undefined],
    ['my%20page', '/guides/my page', undefined],
    ['#caf%C3%A9', '/guides/intro', 'café'],
    ['/files/guide.pdf', '/files/guide.pdf', undefined]
  ])('%j → %s #%s', (href, url, fragment) => {
    expect(resolveLink(href, from)).toMatchObject({ kind: 'internal', url, fragment })
  })

  it('resolves from the folder of an index page as from the page itself (/guides is a page, not a folder)', () => {
    expect(resolveLink('setup', '/guides')).toMatchObject({ url: '/setup' })
    expect(resolveLink('guides/setup', '/')).toMatchObject({ url: '/guides/setup' })
  })

  it.each(['https://acme.dev/docs', 'http://x', 'mailto:help@acme.dev', 'tel:+15551234', 'ftp://x', '//cdn.acme.dev/a.png', 'javascript:alert(1)', 'data:image/png;base64,xx', 'HTTPS://ACME.DEV'])(
    '%s is external and not checked',
    (href) => {
      expect(resolveLink(href, from)).toEqual({ kind: 'external' })
    }
  )
})
