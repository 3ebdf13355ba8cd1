import { endpointPage, page } from '../helpers.js'
import { testRule } from './tester.js'

/** A page at `path` whose front matter has a description but no title, and what the message says to add. */
const untitled = (what: string, path: string, body: string, add: string) => ({
  name: `no title, offering ${what}`,
  path,
  text: `---\ndescription: D\n---\n\n${body}`,
  messages: [{ at: '1:1-3:4', reason: `Front matter has no \`title\`: add ${add}` }]
})


testRule('frontmatter-title', {
  valid: [
    { name: 'an endpoint page without one, whose operation has a summary (the generator takes it)', files: endpointPage('description: "Runs."\nopenapi: "GET /runs"') },
    { name: 'a title', text: page('Text.\n') },
    { name: 'a snippet (the presets turn the rule off in snippets/)', text: 'Shared text.\n', path: 'docs/snippets/shared.mdx' },
    { name: 'invalid YAML (frontmatter-syntax reports it)', text: '---\ntitle: "x\n---\n' }
  ],
  invalid: [
    {
      name: 'an endpoint page without one, whose operation has no summary',
      files: endpointPage('description: "Runs."\nopenapi: "POST /runs"'),
      messages: [{ file: 'runs.mdx', at: '1:1-4:4', reason: "Front matter has no `title`: add `title: Runs` (its file name)" }]
    },
    {
      name: 'no front matter, at the start of the page',
      text: 'Text.\n',
      messages: [{ at: '1:1-1:1', reason: 'Page has no front matter: start it with `---`, `title: ...` (a clear, specific title), `description: ...`, `---`' }]
    },
    {
      name: 'no title, on the block',
      text: '---\ndescription: Install the SDK.\n---\n',
      messages: [{ at: '1:1-3:4', reason: 'Front matter has no `title`: add `title: ...`, a clear, specific title' }]
    },
    {
      name: 'a link page (front matter `url:`) without a title: its title names the link in the navigation',
      text: '---\nurl: "https://acme.dev/changelog"\n---\n\nOur [changelog](https://acme.dev/changelog).\n',
      messages: [{ at: '1:1-3:4', reason: 'Front matter has no `title`: add `title: ...`, a clear, specific title' }]
    },
    {
      name: 'no title, offering the sidebarTitle',
      text: '---\nsidebarTitle: Quick start\ndescription: Install the SDK.\n---\n\n# Installing the SDK\n',
      messages: [{ at: '1:1-4:4', reason: 'Front matter has no `title`: add `title: Quick start` (its `sidebarTitle`)' }]
    },
    {
      name: 'no title, offering the level-1 heading, quoted where YAML needs it',
      text: '---\ndescription: Install the SDK.\n---\n\n# Tags: organise your sessions\n\nText.\n',
      messages: [{ at: '1:1-3:4', reason: 'Front matter has no `title`: add `title: "Tags: organise your sessions"` (its level-1 heading)' }]
    },
    untitled('the file name as words', 'docs/guides/api-keys.mdx', '## Create a key\n', '`title: API keys` (its file name)'),
    untitled("an index page: its folder's name", 'docs/getting-started/index.mdx', 'Text.\n', '`title: Getting started` (its file name)'),
    {
      name: 'no front matter, offering the level-1 heading',
      text: '# Webhooks\n\nText.\n',
      messages: [{ at: '1:1-1:1', reason: 'Page has no front matter: start it with `---`, the line `title: Webhooks` (its level-1 heading), `description: ...`, `---`' }]
    },
    // Near misses: names that are no title, and a section heading, offer nothing.
    untitled('a file name that is no words (page-2): nothing', 'docs/page-2.mdx', '## Install\n', '`title: ...`, a clear, specific title'),
    untitled('a version as file name (v2): nothing', 'docs/changelog/v2.mdx', 'Text.\n', '`title: ...`, a clear, specific title'),
    untitled('untitled.mdx: nothing', 'docs/untitled.mdx', 'Text.\n', '`title: ...`, a clear, specific title'),
    untitled('the root index page: nothing', 'index.mdx', '## Install\n', '`title: ...`, a clear, specific title'),
    {
      name: 'an empty title, offering the sidebarTitle',
      text: '---\ntitle: ""\nsidebarTitle: Webhooks\ndescription: D\n---\n',
      messages: [{ at: '2:8-2:10', reason: '`title` is empty: write `title: Webhooks` (its `sidebarTitle`)' }]
    },
    {
      name: 'an empty title, on its value',
      text: '---\ntitle: "  "\ndescription: D\n---\n',
      messages: [{ at: '2:8-2:12', reason: '`title` is empty: write a clear, specific title' }]
    },
    {
      name: 'a title with no value, on its key',
      text: '---\ntitle:\ndescription: D\n---\n',
      messages: [{ at: '2:1-2:6', reason: '`title` is empty: write a clear, specific title' }]
    },
    {
      name: 'a number as title',
      text: '---\ntitle: 404\ndescription: D\n---\n',
      messages: [{ at: '2:8-2:11', reason: '`title` must be a string, not a number (404); quote it' }]
    }
  ]
})
