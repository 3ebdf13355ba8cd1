import { describe, expect, it } from '@jest/globals'
import { redirectTarget, redirectsOf } from '../../src/site/redirects.js'
import { headingFragments } from '../../src/site/slug.js'

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

describe('heading fragments', () => {
  it.each([
    ['Errors & limits', 'errors--limits', ['errors--limits', 'errors-and-limits']],
    ['`chat.agent()`', 'chatagent', ['chatagent', 'chat-agent']],
    ['`start_session()`', 'start_session', ['start_session', 'start-session']],
    ['Install', 'install', ['install']]
  ])('%s answers to %j', (text, slug, fragments) => {
    expect(headingFragments(text, slug)).toEqual(fragments)
  })
})
