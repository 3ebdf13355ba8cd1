import { docsJson, generatedReference, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

/** Headings whose ids the site generator was seen to render (the table of the rule's docs). */
const setup = page(`## Fees & billing

## Step 1: Issue a proxy secret

## What's next?

## C++ & Rust

## \`session.in\` — clients → task

## 🚀 Quick start

## Hello, world!

## Use \`npx\` (recommended)

## 日本語の見出し

## "Quoted" text

## Example

<Accordion title="Plans & prices">
### Example
</Accordion>

<ParamField path="user_id" type="string">The user.</ParamField>

<a id="custom" />
`)
const site = (text: string) => ({ 'docs.json': docsJson(navigationOf('index', 'setup')), 'index.mdx': text, 'setup.mdx': setup })
const links = (...fragments: string[]) => fragments.map((fragment, index) => `[${index}](/setup#${fragment})`).join(', ')

const snippetSite = (limits: string) => ({
  'docs.json': docsJson(navigationOf('index', 'guides/setup', 'guides/deploy', 'guides/webhooks')),
  'index.mdx': page('Welcome.\n'),
  'guides/setup.mdx': page("import Limits from '/snippets/limits.mdx'\n\n## Rate limits\n\n<Limits />\n"),
  'guides/deploy.mdx': page("import Limits from '/snippets/limits.mdx'\n\n<Limits />\n"),
  'guides/webhooks.mdx': page(limits),
  'snippets/limits.mdx': 'Read [the limits](#rate-limits) and [retries](./webhooks#retries).\n'
})

/** A site whose reference page is too large to parse (skimmed), with `index` linking into it. */
const skimmedSite = { rules: { 'mdx-syntax': 'off' as const } }
const referenceSite = (index: string, reference = generatedReference()) => ({ 'docs.json': docsJson(navigationOf('index', 'reference')), 'index.mdx': page(index), 'reference.mdx': reference })

testRule('link-anchor-broken', {
  valid: [
    {
      name: 'links into the headings, custom ids and parameters of a page too large to parse (a generated reference page: its headings read by a skim), and its links to its own headings',
      files: referenceSite(
        'See [list](/reference#client-users-list_0), [the last](/reference#client-users-list_1499), [a user](/reference#user-1200), [limits](/reference#param-limit-7) and [errors](/reference#errors-list).\n',
        generatedReference('## Errors {#errors-list}\n')
      ),
      // The skimmed page's own mdx-syntax warning is mdx-syntax's case.
      config: skimmedSite
    },
    {
      name: "a snippet's fragments, read on each page that imports it (its `#fragment` is the importing page's)",
      files: { ...snippetSite('## Retries\n'), 'guides/deploy.mdx': page("import Limits from '/snippets/limits.mdx'\n\n## Rate limits\n\n<Limits />\n") }
    },
    {
      name: 'a heading of a snippet the target page imports (rendered into it), through a nested import',
      files: {
        'docs.json': docsJson(navigationOf('index', 'guides/deploy')),
        'index.mdx': page('Then [deploy](/guides/deploy#deploying-your-task-to-trigger-dev) and [check](/guides/deploy#check-the-run).\n'),
        'guides/deploy.mdx': page("import Deploying from '/snippets/deploying.mdx'\n\n<Deploying />\n"),
        'snippets/deploying.mdx': "import Check from './check.mdx'\n\n## Deploying your task to Trigger.dev\n\n<Check />\n",
        'snippets/check.mdx': "import Deploying from './deploying.mdx'\n\n## Check the run\n"
      }
    },
    {
      name: 'the ids the generator gives headings: `&`, `:`, `+`, `()`, code, emoji, non-Latin, curled quotes, a repeated heading',
      files: site(
        page(
          links(
            'fees-&-billing',
            'fees-%26-billing',
            'step-1-issue-a-proxy-secret',
            'what’s-next',
            'what%E2%80%99s-next',
            'c++-&-rust',
            'session-in-—-clients-→-task',
            '-quick-start',
            'hello-world',
            'use-npx-recommended',
            '日本語の見出し',
            '”quoted”-text',
            'quoted-text',
            'example',
            'example-2'
          ) + '\n'
        )
      )
    },
    {
      name: "the forms the generator's own docs link headings with: without a badge's text, with `.` dropped",
      files: site(
        page(
          '### `theme` - <Badge color="red">required</Badge>\n\n## Sitemaps and robots.txt files\n\n' +
            'See [theme](#theme), [it](#theme-required), [robots](#sitemaps-and-robotstxt-files) and [robots](#sitemaps-and-robots-txt-files).\n'
        )
      )
    },
    {
      name: 'custom heading ids (`{#id}`), at any level, in place of the ids made from the text',
      files: site(page('## My section {#my-anchor}\n\n##### Deep detail {#detail}\n\n```md\n## Not a heading {#in-code}\n```\n\nSee [it](#my-anchor) and [this](#detail).\n'))
    },
    {
      name: 'the anchors of components and ids, and the page itself',
      files: site(page('## Start\n\n' + links('plans-and-prices', 'param-user-id', 'custom') + ', [here](#start)\n'))
    },
    {
      name: 'a percent-encoded `:` (`%3A`), decoded as the browser does, reaching a heading of an <Update> (whose ids keep `:`)',
      files: {
        'docs.json': docsJson(navigationOf('index', 'changelog')),
        'index.mdx': page('See [the setup example](/changelog#example%3A-setup).\n'),
        'changelog.mdx': page('<Update label="v2">\n## Example: setup\n</Update>\n')
      }
    }
  ],
  invalid: [
    {
      name: "a near miss of a heading with `.`: the suggestion is the heading's id, never its other form",
      files: site(page('## chat.withClientData\n\nSee [it](#withclientdata).\n')),
      messages: [{ file: 'index.mdx', at: '8:5-8:26', reason: 'No heading or id `#withclientdata` on this page; did you mean `#chat-withclientdata`?' }]
    },
    {
      name: "a repeated heading's number on a form the generator gives only its first (`.` dropped), and a badge's text alone",
      files: site(page('## robots.txt\n\n## robots.txt\n\n### `theme` - <Badge>required</Badge>\n\nSee [it](#robotstxt-2), [it](#robots-txt-2) and [it](#required).\n')),
      messages: [
        { file: 'index.mdx', at: '12:5-12:23', reason: 'No heading or id `#robotstxt-2` on this page; did you mean `#robots-txt-2`?' },
        { file: 'index.mdx', at: '12:49-12:64', reason: 'No heading or id `#required` on this page' }
      ]
    },
    {
      name: 'a fragment missing on a page too large to parse, which is skimmed for its headings',
      files: referenceSite('See [list](/reference#client-users-lists_0) and [the end](/reference#client-users-list_1500).\n'),
      config: skimmedSite,
      messages: [
        { file: 'index.mdx', at: '6:5-6:44', reason: 'No heading or id `#client-users-lists_0` on `reference.mdx`; did you mean `#client-users-list_0`?' },
        { file: 'index.mdx', at: '6:49-6:93', reason: 'No heading or id `#client-users-list_1500` on `reference.mdx`' }
      ]
    },
    {
      name: 'a percent-encoded `:` to a plain heading, whose id drops the `:` (`example-setup`): decoded, then compared',
      files: { 'docs.json': docsJson(navigationOf('index', 'setup')), 'index.mdx': page('See [the example](/setup#example%3A-setup).\n'), 'setup.mdx': page('## Example: setup\n') },
      messages: [{ file: 'index.mdx', at: '6:5-6:43', reason: 'No heading or id `#example:-setup` on `setup.mdx`; did you mean `#example-setup`?' }]
    },
    {
      name: "a snippet's fragment missing on a page that imports it, and one missing on the page its link leads to from every importer: one message each",
      files: snippetSite('## Backoff\n'),
      messages: [
        { file: 'snippets/limits.mdx', at: '1:6-1:32', reason: 'In `guides/deploy.mdx`, which imports this snippet: no heading or id `#rate-limits` on the importing page' },
        { file: 'snippets/limits.mdx', at: '1:37-1:66', reason: 'In `guides/deploy.mdx` and `guides/setup.mdx`, which import this snippet: no heading or id `#retries` on `guides/webhooks.mdx`' }
      ]
    },
    {
      name: 'a fragment on another page, on the link, with the closest',
      files: site(page('Mind [the fees](/setup#fee-billing).\n')),
      messages: [{ file: 'index.mdx', at: '6:6-6:36', reason: 'No heading or id `#fee-billing` on `setup.mdx`; did you mean `#fees-&-billing`?' }]
    },
    {
      name: 'GitHub\'s ids, which the generator does not serve: `&` dropped, `:` kept, a straight apostrophe dropped, a repeat numbered from 1',
      files: site(page(links('fees--billing', 'step-1:-issue-a-proxy-secret', 'whats-next', 'example-1') + '\n')),
      messages: [
        { file: 'index.mdx', at: '6:1-6:26', reason: 'No heading or id `#fees--billing` on `setup.mdx`; did you mean `#fees-&-billing`?' },
        { file: 'index.mdx', at: '6:28-6:68', reason: 'No heading or id `#step-1:-issue-a-proxy-secret` on `setup.mdx`; did you mean `#step-1-issue-a-proxy-secret`?' },
        { file: 'index.mdx', at: '6:70-6:92', reason: 'No heading or id `#whats-next` on `setup.mdx`; did you mean `#what’s-next`?' },
        { file: 'index.mdx', at: '6:94-6:115', reason: 'No heading or id `#example-1` on `setup.mdx`; did you mean `#example-2`?' }
      ]
    },
    {
      name: 'a fragment in another case: ids are compared exactly',
      files: site(page(links('Fees-&-billing') + '\n')),
      messages: [{ file: 'index.mdx', at: '6:1-6:27', reason: 'No heading or id `#Fees-&-billing` on `setup.mdx`; did you mean `#fees-&-billing`?' }]
    },
    {
      name: 'the id made from the text of a heading with a custom id: the custom id replaces it',
      files: site(page('## My section {#my-anchor}\n\nSee [it](#my-section).\n')),
      messages: [{ file: 'index.mdx', at: '8:5-8:22', reason: 'No heading or id `#my-section` on this page; did you mean `#my-anchor`?' }]
    },
    {
      name: 'a fragment alone, on this page',
      files: site(page('## Start\n\nBack to [the start](#strat).\n')),
      messages: [{ file: 'index.mdx', at: '8:9-8:28', reason: 'No heading or id `#strat` on this page; did you mean `#start`?' }]
    },
    {
      name: 'a fragment of a level-5 heading, which gets no id: told to raise it',
      files: site(page('See [boot modes](#boot-modes).\n\n##### Boot modes\n')),
      messages: [
        {
          file: 'index.mdx',
          at: '6:5-6:30',
          reason: 'No heading or id `#boot-modes` on this page: its heading `Boot modes` is level 5, which the generator gives no id; make it a level-4 heading (`####`) or above'
        }
      ]
    }
  ]
})
