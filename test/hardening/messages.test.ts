import { describe, expect, it } from '@jest/globals'
import { docsJson, lint, messages, navigationOf, page, withSite } from '../helpers.js'

/** Issue 32, item 12: messages that mislead. */
describe('a file name that starts with two dots', () => {
  it('`..notes.mdx` is a page of the site: its navigation entry and the links to it do not climb out', async () => {
    const site = {
      'docs.json': docsJson(navigationOf('index', '..notes')),
      'index.mdx': page('Read [the notes](./..notes), [again](..notes) and [once more](/..notes).\n'),
      '..notes.mdx': page('Notes.\n')
    }
    await withSite(site, async (root) => {
      expect(await messages(root)).toEqual([])
    })
  })

  it('a segment that is exactly `..` still climbs out', async () => {
    await withSite({ 'docs.json': docsJson(navigationOf('index', '../notes')), 'index.mdx': page('Hello.\n') }, async (root) => {
      expect(await messages(root)).toEqual([
        'docs.json 8:9-8:19 nav-outside-root error: Navigation entry `../notes` leaves the site root: name pages by their path from the folder of docs.json'
      ])
    })
  })
})

describe('line endings that are a carriage return alone', () => {
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR alone', '\r']
  ])('front matter of %s lines parses, and its places are counted in those lines', async (_name, end) => {
    const { findings } = await lint('index.mdx', ['---', 'title: x', 'description: 12', '---', '', 'Hello.', ''].join(end))
    expect(findings.map(({ ruleId, at, reason }) => `${ruleId} ${at} ${reason}`)).toEqual([
      'frontmatter-description 3:14-3:16 `description` must be a string, not a number (12); quote it'
    ])
  })
})
