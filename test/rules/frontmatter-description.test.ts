import { page } from '../helpers.js'
import { testRule } from './tester.js'

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
