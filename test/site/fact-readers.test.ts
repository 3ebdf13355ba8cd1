import { describe, expect, it } from '@jest/globals'
import { emptyFacts, type PageFacts } from '../../src/page/facts.js'
import { isPerLink, placedFacts, rulesNamed, rulesReading } from '../../src/site/fact-readers.js'
import { siteStageRules } from '../../src/site/run-rules.js'
import { lint } from '../helpers.js'

/**
 * The table of which page facts each site rule reads (src/site/fact-readers.ts) decides which rules the
 * incremental site stage runs again: it must name every rule and place every fact, or a new one would be missed.
 */
describe('the page facts each site rule reads', () => {
  it('names every site and OpenAPI rule', () => {
    expect([...rulesNamed].sort()).toEqual(siteStageRules.map((rule) => rule.meta.id).sort())
  })

  it('runs again over some pages\' links only the rules that judge one link at a time, each a rule that reads links', () => {
    const perLink = siteStageRules.map((rule) => rule.meta.id).filter(isPerLink)
    expect(perLink).toEqual(['link-broken', 'link-extension', 'link-anchor-broken'])
    expect(perLink.every((id) => rulesReading(new Set(['links']), siteStageRules)!.some((rule) => rule.meta.id === id))).toBe(true)
    // Reachability reads every page's links: the orphan rule runs again over the whole site.
    expect(isPerLink('page-orphan')).toBe(false)
  })

  it('places every fact a page can have', async () => {
    const page = [
      '---',
      'title: "Keys"',
      'description: "Rotate them."',
      'icon: "key"',
      'openapi: "GET /keys"',
      'api: "GET https://api.acme.dev/keys"',
      '---',
      '',
      "import Setup from '/snippets/setup.mdx'",
      '',
      'export const limit = 10',
      '',
      '{/* docslint-disable-next-line prose-hedging */}',
      '## Rotate {#rotate-keys}',
      '',
      '<div id="keys" />',
      '',
      'See [setup](/guides/setup) and ![a chart](/images/chart.png).',
      '',
      '<Card title="Keys" icon="key" href="/keys">Keys.</Card>',
      '',
      '<ParamField query="limit" type="number">How many.</ParamField>',
      ''
    ].join('\n')
    const { file } = await lint('keys.mdx', page)
    const facts = file.data.pageFacts as PageFacts
    const keys = new Set([...Object.keys(emptyFacts()), ...Object.keys(facts)])
    expect(keys.size).toBeGreaterThan(Object.keys(emptyFacts()).length)
    expect([...keys].filter((key) => !placedFacts.includes(key as keyof PageFacts))).toEqual([])
  })

  it('runs again the rules that read a changed fact, or every rule for a fact that shapes the site', () => {
    const ids = (changed: (keyof PageFacts)[]) => rulesReading(new Set(changed), siteStageRules)?.map((rule) => rule.meta.id)
    expect(ids(['headings'])).toEqual(['link-anchor-broken'])
    expect(ids(['links'])).toEqual(['page-orphan', 'link-broken', 'link-extension', 'link-external', 'link-anchor-broken'])
    expect(ids(['title', 'controls'])).toEqual([])
    expect(ids(['imports'])).toBeUndefined()
    expect(ids(['frontmatter', 'links'])).toBeUndefined()
  })
})
