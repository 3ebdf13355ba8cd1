import { describe, expect, it } from '@jest/globals'
import { formatPlace, lint } from '../helpers.js'
import type { PageFacts } from '../../src/page/facts.js'

const text = `---
title: Get a user
description: Fetch one user by id.
openapi: "openapi.yaml GET /users/{id}"
---

## Overview

## Overview

### Errors & limits

<h2 id="custom">Custom</h2>

See [the quick start](/quickstart#install) and <a href="https://acme.dev">the site</a>.

<Card title="Keys" href="../keys" img="/images/card.png">x</Card>

<Frame>
  ![The users page](/images/users.png)
</Frame>

<video src="/videos/demo.mp4" controls />
`

async function factsOf(source: string): Promise<PageFacts> {
  const { file } = await lint('docs/users.mdx', source)
  return file.data.pageFacts!
}

describe('page facts', () => {
  it('keep the front matter, title, description and endpoint reference', async () => {
    const facts = await factsOf(text)
    expect(facts.frontmatter?.data).toEqual({ title: 'Get a user', description: 'Fetch one user by id.', openapi: 'openapi.yaml GET /users/{id}' })
    expect([facts.title, facts.description]).toEqual(['Get a user', 'Fetch one user by id.'])
    expect(facts.endpoints.map((e) => [e.value, formatPlace(e.position)])).toEqual([['openapi.yaml GET /users/{id}', '4:10-4:40']])
  })

  it('give headings the site generator\'s ids (a repeated one numbered from 2) and their places, and read <h2> elements and ids', async () => {
    const facts = await factsOf(text)
    expect(facts.headings.map(({ position, ...heading }) => ({ ...heading, at: formatPlace(position) }))).toEqual([
      { depth: 2, text: 'Overview', slug: 'overview', at: '7:1-7:12' },
      { depth: 2, text: 'Overview', slug: 'overview-2', at: '9:1-9:12' },
      { depth: 3, text: 'Errors & limits', slug: 'errors-&-limits', at: '11:1-11:20' },
      { depth: 2, text: 'Custom', slug: 'custom', at: '13:1-13:28' }
    ])
    expect(facts.ids.map(({ id, element, position }) => [id, element, formatPlace(position)])).toEqual([['custom', 'h2', '13:1-13:28']])
  })

  it('keep links from Markdown and from component attributes, with the attribute position', async () => {
    const facts = await factsOf(text)
    expect(facts.links.map((l) => [l.url, formatPlace(l.position)])).toEqual([
      ['/quickstart#install', '15:5-15:43'],
      ['https://acme.dev', '15:51-15:74'],
      ['../keys', '17:20-17:34']
    ])
  })

  it('keep the reference definitions that reference-style links lead through, at the definition', async () => {
    const facts = await factsOf('Read [the guide][guide] and [the API][].\n\n[guide]: /guides/setup#install\n[the API]: <../api> "API"\n')
    expect(facts.links.map((l) => [l.url, formatPlace(l.position)])).toEqual([
      ['/guides/setup#install', '3:1-3:31'],
      ['../api', '4:1-4:26']
    ])
  })

  it('keep images, videos and other asset references', async () => {
    const facts = await factsOf(text)
    expect(facts.assets.map((a) => [a.url, a.via, formatPlace(a.position)])).toEqual([
      ['/images/card.png', '<Card img>', '17:35-17:57'],
      ['/images/users.png', 'markdown image', '20:3-20:39'],
      ['/videos/demo.mp4', '<video src>', '23:8-23:30']
    ])
  })

  it('list the components used, each once, in the order of first use', async () => {
    const facts = await factsOf(`${text}\n<Card title="Again" />\n`)
    expect(facts.components).toEqual(['h2', 'a', 'Card', 'Frame', 'video'])
  })

  it('are plain data that survive JSON', async () => {
    const facts = await factsOf(text)
    expect(JSON.parse(JSON.stringify(facts))).toEqual(facts)
  })

  it('keep each import and export-from specifier, at the specifier', async () => {
    const facts = await factsOf("---\ntitle: A\n---\n\nimport Note from '/snippets/note.mdx'\nexport { Steps } from \"./steps\"\n\nText.\n")
    expect(facts.imports.map((i) => [i.source, formatPlace(i.position)])).toEqual([
      ['/snippets/note.mdx', '5:18-5:38'],
      ['./steps', '6:23-6:32']
    ])
  })

  it('are empty, and marked unparsed, for a page that does not parse', async () => {
    expect(await factsOf('Line<br>\n')).toEqual({ parsed: false, headings: [], ids: [], links: [], assets: [], components: [], endpoints: [], imports: [], icons: [], controls: [] })
  })
})
