import { page } from '../helpers.js'
import { testRule } from './tester.js'

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
