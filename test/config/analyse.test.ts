import { describe, expect, it } from '@jest/globals'
import { lint, docsJson } from '../helpers.js'

/** What reading docs.json leaves beside the messages; each rule's own cases are in test/rules/<id>.test.ts. */
describe('docs.json analysis', () => {
  it('gives every message a docs URL and the suggestion as `expected`', async () => {
    const { file } = await lint('docs.json', docsJson({ navigaton: [] }))
    expect(file.messages[0]).toMatchObject({
      url: 'https://github.com/docslint/docslint/blob/main/docs/rules/config-unknown-key.md',
      source: 'docslint',
      expected: ['navigation'],
      actual: 'navigaton'
    })
  })

  it('keeps the normalised config, with schema defaults applied, on the file', async () => {
    const { file } = await lint('docs.json', docsJson({ anchors: [{ name: 'A', url: 'a' }], logo: { light: '/l.svg' }, api: {}, topbarCtaButton: { name: 'Go', url: '/go' } }))
    expect(file.data.siteConfig?.valid).toBe(true)
    const config = file.data.siteConfig?.config
    expect(config?.topAnchor).toEqual({ name: 'Documentation', icon: 'book-open', iconType: 'duotone' })
    expect(config?.anchors?.[0]).toMatchObject({ iconType: 'duotone', isDefaultHidden: false })
    expect(config?.logo).toEqual({ light: '/l.svg', href: '/' })
    expect(config?.api?.playground).toEqual({ mode: 'show' })
    expect(config?.topbarCtaButton?.type).toBe('link')
  })
})
