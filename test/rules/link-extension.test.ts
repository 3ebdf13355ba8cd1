import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

/** A site whose index page is `text`, with a page at guides/setup.mdx. */
const site = (text: string) => ({
  'docs.json': docsJson(navigationOf('index', 'guides/setup')),
  'index.mdx': text,
  'guides/setup.mdx': page('## Install\n')
})
const reason = (href: string, write: string) =>
  `Link \`${href}\` is written with its file extension: paths with extensions do not work in production (the generator serves each page at its path without \`.md\` or \`.mdx\`); write \`${write}\``

testRule('link-extension', {
  valid: [
    { name: 'a link without the extension', files: site(page('See [setup](/guides/setup#install).\n')) },
    { name: 'an external link to a Markdown file', files: site(page('See [the README](https://github.com/acme/sdk/blob/main/README.md).\n')) },
    { name: 'a link with an extension that leads to no page (link-broken reports it)', files: site(page('See [the changes](/changelog.md).\n')) },
    { name: 'the generator\'s own /skill.md file', files: site(page('Read [the skill file](/skill.md).\n')) }
  ],
  invalid: [
    {
      name: 'a root link with `.mdx`',
      files: site(page('See [setup](/guides/setup.mdx).\n')),
      messages: [{ file: 'index.mdx', at: '6:5-6:31', reason: reason('/guides/setup.mdx', '/guides/setup') }]
    },
    {
      name: 'a relative link with `.md` and a fragment',
      files: site(page('See [setup](./guides/setup.md#install).\n')),
      messages: [{ file: 'index.mdx', at: '6:5-6:39', reason: reason('./guides/setup.md#install', './guides/setup#install') }]
    },
    {
      name: 'a `<Card href>` with `.mdx`',
      files: site(page('<Card title="Setup" href="/guides/setup.mdx">Install.</Card>\n')),
      messages: [{ file: 'index.mdx', at: '6:21-6:45', reason: reason('/guides/setup.mdx', '/guides/setup') }]
    }
  ]
})
