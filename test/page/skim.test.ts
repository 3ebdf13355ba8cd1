import { describe, expect, it } from '@jest/globals'
import { VFile } from 'vfile'
import { parsePage } from '../../src/page/parse.js'
import { collectFacts, type PageFacts } from '../../src/page/facts.js'
import { blankCustomHeadingIds } from '../../src/page/custom-heading-id.js'
import { MAX_SKIMMED_NODES, skimPage } from '../../src/page/skim.js'
import { formatPlace } from '../helpers.js'

/**
 * What a skim must read as the parser does: the front matter, headings and ids, links, files. A heading's or an
 * element's place is where it starts (where the editor goes); the skim ends an element at its opening tag and a
 * heading before a custom id it blanked, which no rule or request reads.
 */
const startOf = <T extends { position: { start: unknown } }>(fact: T) => ({ ...fact, position: fact.position.start })
const read = (facts: PageFacts) => ({
  frontmatter: facts.frontmatter?.data,
  title: facts.title,
  headings: facts.headings.map(startOf),
  ids: facts.ids.map(startOf),
  links: facts.links.map((link) => [link.url, formatPlace(link.position)]),
  assets: facts.assets.map((asset) => [asset.url, asset.via, formatPlace(asset.position)]),
  icons: facts.icons.map((icon) => [icon.value, formatPlace(icon.position)])
})

function parsedFacts(text: string): PageFacts {
  const file = new VFile({ path: 'docs/reference.mdx', value: text })
  const { tree, failure } = parsePage(text, file)
  expect(failure).toBeUndefined()
  return collectFacts(tree, file)
}

function skimmedFacts(text: string): PageFacts {
  const custom = blankCustomHeadingIds(text)
  return collectFacts(skimPage(custom.text, custom.byLine).tree, new VFile({ path: 'docs/reference.mdx', value: text }))
}

const pages: [string, string][] = [
  [
    'front matter, headings (repeated, with code, links, emphasis, escapes, entities, custom ids, closing #s), <h2>, ids, links and files',
    `---
title: "API reference"
description: Every call.
icon: book
---

# The \`Client\` class

## Overview

## Overview

### Errors & limits ##

## What's *new* in [v2](/changelog) -- \\[beta\\] &amp; more

## \`client.users.list()\` {#list-users}

##### Deep detail

<h2 id="custom">Custom</h2>

See [the quick start](/quickstart#install "Start") and <a href="https://acme.dev">the site</a>, or [a page](<./with space.mdx>).

<Card title="Keys" href="../keys" img="/images/card.png" icon="key">x</Card>

<Frame>
  ![The users page](/images/users.png)
</Frame>

<video src="/videos/demo.mp4" controls />

[![Badge](/badge.svg)](https://ci.example.com/build_(main)) and \`[not](/a-link)\` in code.

\`\`\`md
## Not a heading
[not a link](/in-code)
\`\`\`

    ## An indented heading (MDX has no indented code)
`
  ],
  [
    'a tag over several lines, an expression attribute, components with anchors',
    `<Card
  title="Deploy"
  href="/guides/deploy#ship"
  icon={"rocket"}
  onClick={() => { open() }}
>
  Ship it.
</Card>

<Accordion title="Fees & billing">Text</Accordion>

<Accordion title="Fees & billing">Again</Accordion>

<ParamField path="user_id" type="string">The user.</ParamField>

<ResponseField name="startedAt" type="string" required>When.</ResponseField>

<Tabs>
  <Tab title="Node, Bun">Install it.</Tab>
</Tabs>

> ## Quoted heading
>
> With [a link](/quoted).

- [In a list](/listed)
`
  ]
]

describe('the skim of a page over the parse budget', () => {
  it.each(pages)('reads what the parser reads: %s', (_name, text) => {
    expect(read(skimmedFacts(text))).toEqual(read(parsedFacts(text)))
  })

  it('reads headings, links and files at their places', () => {
    const facts = skimmedFacts(pages[0][1])
    expect(facts.headings.map((heading) => heading.slug)).toEqual([
      'the-client-class', 'overview', 'overview-2', 'errors-&-limits', 'what’s-new-in-v2-—-beta-&-more', 'list-users', '', 'custom', 'an-indented-heading-mdx-has-no-indented-code'
    ])
    expect(facts.links.map((link) => link.url)).toEqual(['/changelog', '/quickstart#install', 'https://acme.dev', './with space.mdx', '../keys', 'https://ci.example.com/build_(main)'])
  })

  it('keeps at most MAX_SKIMMED_NODES links, images, headings and elements, and says so', () => {
    const skim = skimPage(`${'[a](/b) '.repeat(MAX_SKIMMED_NODES + 10)}\n## After\n`, new Map())
    expect(skim.truncated).toBe(true)
    expect(collectFacts(skim.tree, new VFile({ path: 'a.mdx' })).links).toHaveLength(MAX_SKIMMED_NODES)
  })

  it('reads hostile pages without recursing: 50,000 nested elements on a line, 50,000 nested block quotes, a 2 MB line of `![`, an unclosed tag', () => {
    const hostile = [
      `${'<div>'.repeat(50_000)}[x](/deep)${'</div>'.repeat(50_000)}`,
      `${'> '.repeat(50_000)}## Quoted`,
      '!['.repeat(1_000_000),
      `<Card title="x" ${'a="b" '.repeat(40_000)}`,
      '{'.repeat(100_000)
    ].join('\n')
    const facts = collectFacts(skimPage(hostile, new Map()).tree, new VFile({ path: 'a.mdx' }))
    expect(facts.links.map((link) => link.url)).toEqual(['/deep'])
    expect(facts.headings.map((heading) => heading.slug)).toEqual(['quoted'])
  })
})
