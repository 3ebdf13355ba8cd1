import { page } from '../helpers.js'
import { testRule } from './tester.js'

testRule('frontmatter-title', {
  valid: [
    { name: 'a title', text: page('Text.\n') },
    { name: 'a snippet (the presets turn the rule off in snippets/)', text: 'Shared text.\n', path: 'docs/snippets/shared.mdx' },
    { name: 'invalid YAML (frontmatter-syntax reports it)', text: '---\ntitle: "x\n---\n' }
  ],
  invalid: [
    {
      name: 'no front matter, at the start of the page',
      text: 'Text.\n',
      messages: [{ at: '1:1-1:1', reason: 'Page has no front matter: start it with `---`, `title: Quick start`, `description: ...`, `---`' }]
    },
    {
      name: 'no title, on the block',
      text: '---\ndescription: Install the SDK.\n---\n',
      messages: [{ at: '1:1-3:4', reason: 'Front matter has no `title`: add `title: Quick start`' }]
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
