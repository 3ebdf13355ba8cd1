import { describe, expect, it } from '@jest/globals'
import { redirectProblems, redirectTarget, redirectsOf } from '../../src/site/redirects.js'
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

  it('takes the first redirect that matches, whether its source is exact or has parameters', () => {
    const ordered = redirectsOf({
      redirects: [
        { source: '/a/:slug', destination: '/from-pattern/:slug' },
        { source: '/a/b', destination: '/from-exact' },
        { source: '/c', destination: '/first-c' },
        { source: '/c/', destination: '/second-c' },
        { source: '/:any', destination: '/caught/:any' },
        { source: '/d', destination: '/never' }
      ]
    })
    expect(redirectTarget(ordered, '/a/b')).toBe('/from-pattern/b')
    expect(redirectTarget(ordered, '/c')).toBe('/first-c')
    expect(redirectTarget(ordered, '/c/')).toBe('/first-c')
    expect(redirectTarget(ordered, '/d')).toBe('/caught/d')
    expect(redirectTarget(ordered, `/c${'/'.repeat(9000)}`)).toBeUndefined()
  })

  it('looks an exact source up by its path, escapes read', () => {
    const many = redirectsOf({ redirects: Array.from({ length: 500 }, (_, index) => ({ source: `/old\\:${index}`, destination: `/new/${index}` })) })
    expect(redirectTarget(many, '/old:499')).toBe('/new/499')
    expect(redirectTarget(many, '/old:500')).toBeUndefined()
  })

  it('ignores entries that are not redirects', () => {
    expect(redirects.map((redirect) => redirect.source)).toEqual(['/realtime', '/docs/:slug', '/v1/:path*'])
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

describe('redirect sources, read as the site generator documents them (path-to-regexp syntax)', () => {
  const target = (source: string, destination: string, url: string) => redirectTarget(redirectsOf({ redirects: [{ source, destination }] }), url)

  it.each([
    ['/beta/:slug*', '/v2/:slug*', '/beta/introduction', '/v2/introduction'],
    ['/beta/:slug*', '/v2/:slug*', '/beta', '/v2'],
    ['/beta/:slug*', '/v2/:slug*', '/beta/a/b/', '/v2/a/b'],
    ['/articles/concepts-*', '/collections/overview', '/articles/concepts-getting-started', '/collections/overview'],
    ['/articles/concepts-*', '/collections/overview', '/articles/other', undefined],
    ['/old/article-*', '/new/article-*', '/old/article-123', '/new/article-123'],
    ['/docs/:page?', '/d/:page?', '/docs', '/d'],
    ['/docs/:page?', '/d/:page?', '/docs/x', '/d/x'],
    ['/x/:path+', '/y/:path+', '/x', undefined],
    ['/x/:path+', '/y/:path+', '/x/a/b', '/y/a/b'],
    ['/a\\:b', '/c', '/a:b', '/c'],
    ['/:a/:b', '/:b/:a', '/1/2', '/2/1'],
    ['/', '/home', '/', '/home']
  ])('%s → %s: %s → %s', (source, destination, url, expected) => {
    expect(target(source, destination, url)).toBe(expected)
  })

  it('passes over a source with a regular-expression or `{}` group (syntax docslint does not evaluate), and reports none of them', () => {
    const value = { redirects: [{ source: '/:id(\\d+)', destination: '/x' }, { source: '/{a}', destination: '/x' }] }
    expect(redirectsOf(value)).toEqual([])
    expect(redirectProblems(value)).toEqual([])
  })

  it.each([
    ['/(.*):a[.**(.*)/z', 11, 'has a `*` right after another wildcard or parameter; one `*` is enough'],
    [`/:a**\\[(.*):${'x'.repeat(40)}!`, 5, 'has a `*` right after another wildcard or parameter; one `*` is enough'],
    ['/a:', 3, 'has a `:` without a parameter name after it (write `:name`, or `\\:` for a colon)'],
    ['/a(b', 3, 'has a `(` that is never closed'],
    ['/a)', 3, 'has a `)` that closes nothing'],
    ['/a\\', 3, 'ends with `\\`, which escapes nothing'],
    [`/${Array.from({ length: 17 }, (_, index) => `:p${index}`).join('/')}`, 1, 'has 17 parameters and wildcards; at most 16 are read']
  ])('reports %s, at character %d: %s', (source, character, reason) => {
    expect(redirectProblems({ redirects: [{ source, destination: '/x' }] })).toEqual([
      { kind: 'pattern', path: ['redirects', 0, 'source'], actual: source, explanation: `is not a redirect path: at character ${character}, it ${reason}` }
    ])
    expect(redirectsOf({ redirects: [{ source, destination: '/x' }] })).toEqual([])
  })

  it('matches a many-wildcard source against long URLs that almost match (no backtracking)', () => {
    const source = `/${Array.from({ length: 16 }, (_, index) => `:p${index}*`).join('')}/z`
    expect(target(source, '/hit', `/${'a/'.repeat(4000)}z`)).toBe('/hit')
    expect(target(source, '/hit', `/${'a/'.repeat(4000)}y`)).toBeUndefined()
  })
})
