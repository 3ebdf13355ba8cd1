import { describe, expect, it } from '@jest/globals'
import { fromMarkdown } from 'mdast-util-from-markdown'
import type { Heading } from 'mdast'
import { componentSlug, headingId, headingText, HeadingIds, labelSlug } from '../../src/page/heading-id.js'

/** The id of a Markdown heading, read as the generator reads it. */
const idOf = (markdown: string) => headingId(headingText(fromMarkdown(markdown).children[0] as Heading))

describe('heading ids as the site generator renders them', () => {
  it.each([
    ['## Fees & billing', 'fees-&-billing'],
    ["## What's next?", 'what’s-next'],
    ['## Step 1: Issue a proxy secret', 'step-1-issue-a-proxy-secret'],
    ['## `session.in` — clients → task', 'session-in-—-clients-→-task'],
    ['## 🚀 Quick start', '-quick-start'],
    ['## C++ & Rust', 'c++-&-rust'],
    ['## Input/output', 'input/output'],
    ['## chat.agent()', 'chat-agent'],
    ['## start_session()', 'start_session'],
    ['## Use `npx` (recommended)', 'use-npx-recommended'],
    ["## `it's` and `<T>`", 'its-and-<t>'],
    ['## Hello, world!', 'hello-world'],
    ['## a , c', 'a--c'],
    ['## Foo ?', 'foo-'],
    ['## (optional) Setup', 'optional-setup'],
    ['## 100% done', '100%-done'],
    ['## version 1.2.3', 'version-1-2-3'],
    ['## a -- b', 'a-—-b'],
    ['## wait... what', 'wait…-what'],
    ['## the \'90s', 'the-‘90s'],
    ['## x "y" z', 'x-“y”-z'],
    ['## a ↔ b ▶ c ✔ d ★ e ✓ f', 'a--b--c--d-★-e-✓-f'],
    ['## **Bold** and _italic_ [link](/x)', 'bold-and-italic-link'],
    ['## Über uns', 'über-uns'],
    ['## 日本語の見出し', '日本語の見出し'],
    ['## Привет мир', 'привет-мир'],
    ['## API_KEY and SECRET', 'api_key-and-secret'],
    ['## fooBar BazQux', 'foobar-bazqux']
  ])('%s → %s', (markdown, id) => {
    expect(idOf(markdown)).toBe(id)
  })

  it('numbers a repeated id from 2, in page order', () => {
    const ids = new HeadingIds()
    expect(['Example', 'Example', 'a b', 'a..b', 'Example'].map((text) => ids.slug(text))).toEqual(['example', 'example-2', 'a-b', 'a-b-2', 'example-3'])
  })

  it('slugs accordion titles and parameter names as the generator does for their anchors', () => {
    expect(['Fees & billing', 'Node.js (v18)', "Don't use cURL", 'Add AgentOps to macOS', 'Über Straße'].map((title) => componentSlug(title))).toEqual([
      'fees-and-billing',
      'node-js-v18',
      'dont-use-curl',
      'add-agentops-to-macos',
      'ueber-strasse'
    ])
    expect(['page_size', 'startedAt'].map((name) => componentSlug(name, true))).toEqual(['page-size', 'started-at'])
  })

  it('slugs tab titles and update labels as headings, keeping the characters a heading id drops', () => {
    expect(['pw [legacy]', 'July 2, 2026: Fix & more', "Agent's run"].map(labelSlug)).toEqual(['pw-[legacy]', 'july-2,-2026:-fix-&-more', 'agents-run'])
  })

  // Found by the fuzz suite (mdx 20261126/296): each character re-read the text before it, and a heading of
  // 800 KB took minutes.
  it('reads a heading of 800,000 characters, and quotes after code or emphasis, in one pass', () => {
    const long = `${'toString'.repeat(100_000)}Upgrading`
    expect(headingText({ type: 'heading', depth: 2, children: [{ type: 'text', value: long }] })).toBe(long)
    expect(headingText({ type: 'heading', depth: 2, children: [{ type: 'inlineCode', value: 'x' }, { type: 'text', value: "'s \"y\"" }] })).toBe('x’s “y”')
  })
})
