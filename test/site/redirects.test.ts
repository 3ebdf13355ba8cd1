import { describe, expect, it } from '@jest/globals'
import { redirectTarget, redirectsOf } from '../../src/site/redirects.js'
import { anchorKey } from '../../src/site/slug.js'

describe('redirects', () => {
  const redirects = redirectsOf({
    redirects: [
      { source: '/realtime', destination: '/realtime/overview' },
      { source: '/docs/:slug', destination: '/guides/:slug' },
      { source: '/v1/:path*', destination: '/legacy/:path*' },
      { source: 42 }
    ]
  })

  it.each([
    ['/realtime', '/realtime/overview'],
    ['/docs/setup', '/guides/setup'],
    ['/docs/a/b', undefined],
    ['/v1/a/b', '/legacy/a/b'],
    ['/elsewhere', undefined]
  ])('%s → %s', (url, target) => {
    expect(redirectTarget(redirects, url)).toBe(target)
  })

  it('ignores entries that are not redirects', () => {
    expect(redirects).toHaveLength(3)
    expect(redirectsOf({ redirects: 'no' })).toEqual([])
  })
})

describe('anchor keys', () => {
  it('compare fragments exactly, double quotation marks aside', () => {
    expect(['”quoted”-text', '“quoted”-text', 'quoted-text'].map(anchorKey)).toEqual(['quoted-text', 'quoted-text', 'quoted-text'])
    expect(anchorKey('what’s-next')).not.toBe(anchorKey('whats-next'))
    expect(anchorKey('Fees-&-billing')).not.toBe(anchorKey('fees-&-billing'))
  })
})
