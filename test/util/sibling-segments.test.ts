import { describe, expect, it } from '@jest/globals'
import { SiblingSegments } from '../../src/util/sibling-segments.js'
import { isSlipOf, segmentSlip } from '../../src/util/slips.js'

const names = ['setup', 'Setup-Guide', 'guide_setup', 'webhooks', 'webhook', 'multiple-sessions', 'agentssdk', 'agents-sdk', 'page-0001', 'page-0002', 'pgae-0003', 'authentication-overview', 'authorization-overview', 'getting-started1', 'getting-started', 'api-keys-tokens', 'api-key-tokens', 'İstanbul', 'a.b', 'b-a', 'x', '']
const siblings = new SiblingSegments(names.map((name) => [name, `/guides/${name}`] as const))

describe('SiblingSegments.slipsOf', () => {
  it.each([
    ['stup', { '/guides/setup': 1 }],
    ['setpu', { '/guides/setup': 1 }],
    ['SETUP', { '/guides/setup': 0 }],
    ['setup-guide', { '/guides/Setup-Guide': 0, '/guides/guide_setup': 0 }],
    ['webhoks', { '/guides/webhooks': 1 }],
    ['webhooks', { '/guides/webhook': 1 }],
    ['multiple-sssions', { '/guides/multiple-sessions': 1 }],
    // Two letters in a name of twelve or more; not three.
    ['authentcation-overviw', { '/guides/authentication-overview': 2 }],
    ['authentcation-overveiw', {}],
    ['page-0009', { '/guides/page-0001': 1, '/guides/page-0002': 1 }],
    ['pgae-0001', { '/guides/page-0001': 1, '/guides/pgae-0003': 1 }],
    ['old-page-0001', {}],
    // The name itself is no slip of itself.
    ['setup', {}]
  ])('%s may be a slip of %j', (written, expected) => {
    expect(Object.fromEntries(siblings.slipsOf(written))).toEqual(expected)
  })
})

describe('SiblingSegments.certainSlipsOf', () => {
  it.each([
    ['stup', []],
    ['setpu', []],
    ['Setup', ['/guides/setup']],
    ['webhoks', ['/guides/webhooks']],
    ['webhookss', ['/guides/webhooks']],
    ['webhoo', ['/guides/webhook']],
    ['agents_sdk', ['/guides/agentssdk', '/guides/agents-sdk']],
    ['page-0009', ['/guides/page-0001', '/guides/page-0002']],
    ['webhook', ['/guides/webhooks']]
  ])('%s is certainly a slip of %j', (written, expected) => {
    expect(siblings.certainSlipsOf(written).sort()).toEqual([...expected].sort())
  })
})

describe('SiblingSegments answers as a comparison with every sibling', () => {
  // Each name with every slip of one letter or separator a writer makes, and some further off.
  const written = names.flatMap((name) => [name, name.toUpperCase(), name.slice(1), `${name}s`, `x${name}`, name.replace(/[-_.]/g, ' '), swapped(name), changed(name), changed(swapped(name)), changed(name.slice(0, -1)), `${name}-v2`, `${name}ed`, name.slice(2), name.split(/[-_.]/).reverse().join('_')])

  it.each(written)('slipsOf(%j)', (word) => {
    const expected = new Map(names.filter((name) => name !== word && segmentSlip(word, name) !== undefined).map((name) => [`/guides/${name}`, segmentSlip(word, name)]))
    expect(siblings.slipsOf(word)).toEqual(expected)
  })

  it.each(written)('certainSlipsOf(%j)', (word) => {
    const expected = names.filter((name) => isSlipOf(word, name)).map((name) => `/guides/${name}`)
    expect(siblings.certainSlipsOf(word).sort()).toEqual(expected.sort())
  })
})

function swapped(name: string): string {
  return name.length < 3 ? name : name[0] + name[2] + name[1] + name.slice(3)
}

function changed(name: string): string {
  const middle = Math.floor(name.length / 2)
  return `${name.slice(0, middle)}q${name.slice(middle + 1)}`
}
