import { describe, expect, it } from '@jest/globals'
import { docsJson, lint, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const rawUrl = (length: number, most: number) =>
  `Link text is a raw URL of ${length} characters: name the destination, or write the URL as inline code if it is a value to copy (at most ${most} characters of URL)`
const bareUrl = (length: number, most: number) =>
  `Bare URL of ${length} characters in the text: link it with the destination's name (\`[name](url)\`), or write the URL as inline code if it is a value to copy (at most ${most} characters of URL)`
const vague = (text: string) => `Link text \`${text}\` does not say where it goes: use the destination's name as the link text (\`[name of the destination](...)\`)`

const named = (text: string, name: string, source: string) => `Link text \`${text}\` does not say where it goes: use the destination's name, \`${name}\` (${source})`
/** A site where `guides/start.mdx` is `text`, beside pages with a title, a sidebarTitle and headings. */
const site = (text: string) => ({
  'docs.json': docsJson(navigationOf('index', 'guides/start', 'guides/api-keys', 'guides/webhooks')),
  'index.mdx': page('Welcome.\n'),
  'guides/start.mdx': text,
  'guides/api-keys.mdx': '---\ntitle: "Create and rotate API keys"\nsidebarTitle: "API keys"\ndescription: "Keys."\n---\n\nText.\n',
  'guides/webhooks.mdx': '---\ntitle: "Webhooks"\ndescription: "Events."\n---\n\n## Retry policy\n\nText.\n'
})

testRule('link-text', {
  valid: [
    { name: 'specific text', text: page('[Create an API key](/api-keys) first.\n') },
    { name: 'a short URL as text', text: page('Go to https://acme.dev/docs.\n') },
    { name: 'an <a> anchor without href', text: page('<a id="setup" />\n') },
    { name: 'a phrase inside longer text', text: page('[Read more about keys](/keys).\n') },
    { name: 'an image link takes the alt text', text: page('<Frame>\n  [![The dashboard](/d.png)](/dashboard)\n</Frame>\n') },
    { name: 'a Markdown image link to another site', text: page('[![Add to Slack](https://platform.slack-edge.com/img/add_to_slack.png)](https://slack.com/oauth/v2/authorize)\n') },
    { name: 'an <img> in an <a> takes its alt text', text: page('<a href="https://slack.com/oauth/v2/authorize"><img alt="Add to Slack" src="https://platform.slack-edge.com/img/add_to_slack.png" /></a>\n') },
    { name: 'an <a> named by aria-label', text: page('<a href="/keys" aria-label="Create an API key"><Icon icon="key" /></a>\n') },
    { name: '"here" when the phrases are configured without it', options: { phrases: ['click here'] }, text: page('Read [here](/start).\n') },
    { name: 'a short raw URL as link text', text: page('Open [http://localhost:3000](http://localhost:3000).\n') },
    { name: 'a bare URL, a value to copy', text: page('Set the callback URL to https://relay.example.com/api/v2/integrations/slack/callback.\n') },
    { name: 'a bare www URL', text: page('See www.github.com/acme/sdk/blob/main/docs/configuration.md for details.\n') },
    {
      name: 'a bare URL no longer than maxUrlLength, with bareUrls',
      options: { bareUrls: true, maxUrlLength: 60 },
      text: page('See https://github.com/acme/sdk/blob/main/docs/configuration.md\n')
    },
    // Not a link written with `[...](...)`: a bare URL between brackets, which Markdown links on its own.
    { name: 'a long bare URL in brackets', text: page('See [https://github.com/acme/sdk/blob/main/docs/configuration.md] now.\n') }
  ],
  invalid: [
    {
      name: "a vague link to a page of the site, with that page's title (not its sidebarTitle), or the heading its fragment names",
      files: site(page('Create a key [here](./api-keys), then read [this page](/guides/webhooks) and <a href="webhooks#retry-policy">more</a>.\n')),
      messages: [
        { file: 'guides/start.mdx', at: '6:14-6:32', reason: named('here', 'Create and rotate API keys', 'the `title` of `guides/api-keys.mdx`') },
        { file: 'guides/start.mdx', at: '6:44-6:73', reason: named('this page', 'Webhooks', 'the `title` of `guides/webhooks.mdx`') },
        { file: 'guides/start.mdx', at: '6:78-6:118', reason: named('more', 'Retry policy', 'the heading it leads to on `guides/webhooks.mdx`') }
      ]
    },
    {
      name: "a vague link to no page, to another site, or a snippet's relative one (a different page for each importer): nothing to name",
      files: {
        ...site(page("import Next from '/snippets/next.mdx'\n\n[Here](/guides/missing), [here](https://acme.dev) and <Next />\n")),
        'snippets/next.mdx': '[Click here](./api-keys).\n'
      },
      messages: [
        { file: 'guides/start.mdx', at: '8:1-8:24', reason: vague('Here') },
        { file: 'guides/start.mdx', at: '8:26-8:50', reason: vague('here') },
        { file: 'snippets/next.mdx', at: '1:1-1:25', reason: vague('Click here') }
      ]
    },
    { name: '"click here"', text: page('To start, [click here](/start).\n'), messages: [{ at: '6:11-6:31', reason: vague('click here') }] },
    { name: '"Here." with punctuation and case', text: page('See [Here.](/start)\n'), messages: [{ at: '6:5-6:20', reason: vague('Here.') }] },
    { name: '"learn more" in an <a>', text: page('<a href="/keys">learn more</a>\n'), messages: [{ at: '6:1-6:31', reason: vague('learn more') }] },
    {
      name: 'vague text after a docslint comment that disables another rule',
      alone: true,
      text: page('{/* docslint-disable image-frame */}\n\n[here](/x)\n'),
      messages: [{ at: '8:1-8:11', reason: vague('here') }]
    },
    {
      name: 'an <img> without alt in an <a>',
      text: page('<a href="https://slack.com/oauth/v2/authorize"><img src="https://platform.slack-edge.com/img/add_to_slack.png" /></a>\n'),
      messages: [{ at: '6:1-6:118', reason: 'Link has no text: say where it goes, in words (`[name of the destination](...)`)' }]
    },
    {
      name: 'empty text',
      text: page('[](/start)\n'),
      messages: [{ at: '6:1-6:11', reason: 'Link has no text: say where it goes, in words (`[name of the destination](...)`)' }]
    },
    {
      name: 'a link written with a raw URL as its text',
      text: page('See [https://github.com/acme/sdk/blob/main/docs/configuration.md](https://github.com/acme/sdk/blob/main/docs/configuration.md).\n'),
      messages: [{ at: '6:5-6:127', reason: rawUrl(59, 40) }]
    },
    {
      name: 'a short raw URL as link text, with maxUrlLength 0',
      options: { maxUrlLength: 0 },
      text: page('See [https://x.com](https://x.com).\n'),
      messages: [{ at: '6:5-6:35', reason: rawUrl(13, 0) }]
    },
    {
      name: 'an <a> with a raw URL as its text',
      text: page('See <a href="https://acme.dev/docs/configuration/advanced">https://acme.dev/docs/configuration/advanced</a>.\n'),
      messages: [{ at: '6:5-6:108', reason: rawUrl(44, 40) }]
    },
    {
      name: 'a long bare URL, with bareUrls',
      options: { bareUrls: true },
      text: page('See https://github.com/acme/sdk/blob/main/docs/configuration.md\n'),
      messages: [{ at: '6:5-6:64', reason: bareUrl(59, 40) }]
    },
    {
      name: 'long bare URLs in brackets, with bareUrls: at the URL, not the brackets',
      options: { bareUrls: true },
      text: page('See [https://github.com/acme/sdk/blob/main/docs/configuration.md] \\* and *[www.github.com/acme/sdk/blob/main/docs/configuration.md]*.\n'),
      messages: [
        { at: '6:6-6:65', reason: bareUrl(59, 40) },
        { at: '6:76-6:131', reason: bareUrl(55, 40) }
      ]
    },
    { name: 'a configured phrase', options: { phrases: ['docs'] }, text: page('See [the Docs](/docs) or [Docs.](/docs).\n'), messages: [{ at: '6:26-6:40', reason: vague('Docs.') }] },
    {
      name: 'a bare URL longer than maxUrlLength, with bareUrls, as an error',
      severity: 'error',
      options: { bareUrls: true, maxUrlLength: 20 },
      text: page('See https://acme.dev/docs/start-here\n'),
      messages: [{ at: '6:5-6:37', reason: bareUrl(32, 20) }]
    },
    { name: 'vague text as information', severity: 'info', text: page('[here](/start)\n'), messages: [{ at: '6:1-6:15', reason: vague('here') }] }
  ]
})

describe('link-text messages', () => {
  /** Every shape of link, text and URL, each reported (no URL is short enough, every URL is checked). */
  const shapes = [
    '[here](/start) and [](/start) and <a href="/x">here</a>',
    'See [https://acme.dev/a](https://acme.dev/a) and https://acme.dev/b and www.acme.dev/c and me@acme.dev',
    'See [https://acme.dev/d] and [www.acme.dev/e] and [mail me@acme.dev] and **[https://acme.dev/f]**',
    '| a | [https://acme.dev/g] |\n| - | - |\n| [here](/x) | _[www.acme.dev/h &amp; i]_ |'
  ].join('\n\n')

  it('each have a start and an end', async () => {
    const { file } = await lint('page.mdx', page(shapes + '\n'), { rules: { 'link-text': ['warn', { bareUrls: true, maxUrlLength: 0 }] } })
    const messages = file.messages.filter((message) => message.ruleId === 'link-text')
    expect(messages).toHaveLength(14)
    for (const message of messages) expect(message.place).toEqual({ start: expect.objectContaining({ line: expect.any(Number), column: expect.any(Number) }), end: expect.objectContaining({ line: expect.any(Number), column: expect.any(Number) }) })
  })
})
