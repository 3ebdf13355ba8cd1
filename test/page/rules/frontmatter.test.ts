import { testRule, page } from '../rule-tester.js'

testRule('frontmatter-syntax', {
  valid: [
    { name: 'valid YAML', text: page('Text.\n') },
    { name: 'an empty block is not a syntax error', text: '---\n---\n\nText.\n' }
  ],
  invalid: [
    {
      name: 'an unclosed quote, inside the block',
      text: '---\ntitle: "Quick start\ndescription: Install.\n---\n',
      messages: [{ at: '2:8-4:1', reason: 'Front matter is not valid YAML: Missing closing "quote' }]
    },
    {
      name: 'a duplicated key, on the second key',
      text: '---\ntitle: A\ndescription: B\ntitle: C\n---\n',
      messages: [{ at: '4:1-4:6', reason: 'Front matter is not valid YAML: Map keys must be unique' }]
    },
    {
      name: 'a list instead of a mapping',
      text: '---\n- title\n- description\n---\n',
      messages: [{ at: '2:1-3:14', reason: 'Front matter is not valid YAML: Front matter must be a mapping of keys to values (`title: ...`)' }]
    }
  ]
})

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

testRule('frontmatter-description', {
  valid: [
    { name: 'a description', text: page('Text.\n') },
    { name: 'no front matter at all (frontmatter-title reports it)', text: 'Text.\n' }
  ],
  invalid: [
    {
      name: 'no description',
      text: '---\ntitle: T\n---\n',
      messages: [{ at: '1:1-3:4', reason: 'Front matter has no `description`: add `description: Install the SDK and send your first request.`' }]
    },
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
