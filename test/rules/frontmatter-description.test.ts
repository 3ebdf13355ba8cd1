import { endpointPage, page } from '../helpers.js'
import { testRule } from './tester.js'

const noDescription = 'Front matter has no `description`: add `description: ...`, one sentence on what the page is for'

/** A page without a description whose body offers none. */
const nearMiss = (what: string, body: string) => ({
  name: `no description, ${what}: nothing offered`,
  text: `---\ntitle: T\n---\n\n${body}`,
  messages: [{ at: '1:1-3:4', reason: noDescription }]
})


testRule('frontmatter-description', {
  valid: [
    { name: 'an endpoint page without one, whose operation has a description (the generator shows it)', files: endpointPage('title: "List runs"\nopenapi: "GET /runs"') },
    { name: 'a description', text: page('Text.\n') },
    { name: 'no front matter at all (frontmatter-title reports it)', text: 'Text.\n' },
    {
      name: 'a link page (front matter `url:`, a link out in the navigation): the generator publishes no page for it',
      text: '---\ntitle: "Changelog"\nurl: "https://acme.dev/changelog"\n---\n\nOur [changelog](https://acme.dev/changelog) is the best way to stay up to date.\n',
      alone: true
    }
  ],
  invalid: [
    {
      name: 'an endpoint page without one, whose operation has none either, or that names no operation',
      files: { ...endpointPage('title: "Create a run"\nopenapi: "POST /runs"'), 'other.mdx': '---\ntitle: "Delete"\nopenapi: "DELETE /runs"\n---\n' },
      messages: [
        { file: 'other.mdx', at: '1:1-4:4', reason: noDescription },
        { file: 'runs.mdx', at: '1:1-4:4', reason: noDescription }
      ]
    },
    {
      name: 'no description',
      text: '---\ntitle: T\n---\n',
      messages: [{ at: '1:1-3:4', reason: noDescription }]
    },
    {
      name: 'no description, offering the first sentence of the page',
      text: '---\ntitle: Webhooks\n---\n\nWebhooks tell your server when a run finishes, e.g. with its output. Set them up in the dashboard.\n\n## Create one\n',
      messages: [{ at: '1:1-3:4', reason: 'Front matter has no `description`: add `description: Webhooks tell your server when a run finishes, e.g. with its output.` (the first sentence of the page)' }]
    },
    {
      name: 'no description, the first sentence after an import, quoted where YAML needs it',
      text: "---\ntitle: Tags\n---\nimport Note from '/snippets/note.mdx'\n\nTags group sessions by what you know: user, plan or agent.\n",
      messages: [{ at: '1:1-3:4', reason: 'Front matter has no `description`: add `description: "Tags group sessions by what you know: user, plan or agent."` (the first sentence of the page)' }]
    },
    // Near misses: a lead-in, a heading first, a short line or a link alone is no description.
    nearMiss('a lead-in to a command', 'Run the following command:\n\n```bash\nnpm i acme\n```\n'),
    nearMiss('a page that opens with a heading', '## Requirements\n\nYou need Node.js 20 or later to run the SDK.\n'),
    nearMiss('a sentence of three words', 'Coming soon, promise.\n'),
    nearMiss('a link to follow', 'This page moved to https://acme.dev/docs/new-place today.\n'),
    {
      name: 'an empty description',
      text: '---\ntitle: T\ndescription: ""\n---\n',
      messages: [{ at: '3:14-3:16', reason: '`description` is empty: write one sentence on what the page is for' }]
    },
    {
      name: 'a list as description',
      text: '---\ntitle: T\ndescription:\n  - a\n---\n',
      messages: [{ at: '4:3-4:6', reason: '`description` must be a string, not a list' }]
    }
  ]
})
