import { page } from '../helpers.js'
import { testRule } from './tester.js'

testRule('frontmatter-syntax', {
  valid: [
    { name: 'valid YAML', text: page('Text.\n') },
    { name: 'an empty block is not a syntax error', text: '---\n---\n\nText.\n' },
    {
      name: 'a double-quoted value continued at column 0, which the site generator reads',
      text: '---\ntitle: Tags\ndescription: "Line one.\nLine two."\n---\n\nText.\n'
    },
    {
      name: 'a single-quoted value continued at column 0, with an escaped quote',
      text: "---\ntitle: Tags\ndescription: 'It''s one.\nEx: `paid-user`'\n---\n\nText.\n"
    },
    { name: 'a nested quoted value continued under its key', text: '---\ntitle: A\nseo:\n  description: "Line one.\n  Line two."\n---\n\nText.\n' }
  ],
  invalid: [
    {
      name: 'an alias bomb (a billion laughs): at the first alias, the page still checked',
      text: `---\ntitle: T\na: &a ["x","x","x","x","x","x","x","x","x"]\n${'bcdefghi'.split('').map((name, index) => `${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[index]}`).join(',')}]`).join('\n')}\n---\n`,
      messages: [{ at: '4:8-4:10', reason: 'Front matter is not valid YAML: its aliases (`*name`) expand to more than 100 copies of what they name; write the values out' }]
    },
    {
      name: 'YAML nested 1,000 deep in flow collections, at the level past 64',
      text: `---\ntitle: T\nx: ${'['.repeat(1000)}${']'.repeat(1000)}\n---\n`,
      messages: [{ at: '3:67-3:68', reason: 'Front matter is not valid YAML: it nests more than 64 levels deep here; docslint does not read front matter this deep' }]
    },
    {
      // Found by the fuzz suite (tool-config 20261126/841): the parser recursed into each `: ` and overflowed the stack.
      name: 'YAML nested by 100,000 `: ` on one line, at the one past 64',
      text: `---\ntitle: T\nx: ${': '.repeat(100_000)}1\n---\n`,
      messages: [{ at: '3:130-3:131', reason: 'Front matter is not valid YAML: it nests more than 64 levels deep here; docslint does not read front matter this deep' }]
    },
    {
      name: 'YAML nested 1,000 deep by indentation',
      text: `---\n${Array.from({ length: 1000 }, (_, level) => `${' '.repeat(level)}a:`).join('\n')} 1\n---\n`,
      messages: [{ at: '66:65-66:66', reason: 'Front matter is not valid YAML: it nests more than 64 levels deep here; docslint does not read front matter this deep' }]
    },
    {
      name: 'a key repeated among 20,000 (found in one pass)',
      text: `---\n${Array.from({ length: 20000 }, (_, index) => `k${index}: v`).join('\n')}\nk7: again\n---\n`,
      messages: [{ at: '20002:1-20002:3', reason: 'Front matter is not valid YAML: Map keys must be unique' }]
    },
    {
      name: 'an unclosed quote, inside the block',
      text: '---\ntitle: "Quick start\ndescription: Install.\n---\n',
      messages: [{ at: '2:8-4:1', reason: 'Front matter is not valid YAML: Missing closing "quote' }]
    },
    {
      name: 'a quote never closed after a continued line: only the first error, at the quote',
      text: '---\ntitle: "Quick start\nStill the title.\ndescription: Install.\n---\n',
      messages: [{ at: '2:8-5:1', reason: 'Front matter is not valid YAML: Missing closing "quote' }]
    },
    {
      name: 'a plain value continued at column 0, which the site generator rejects too, after the added spaces',
      text: '---\ntitle: "A\nB"\ndescription: Line one.\nLine two.\n---\n',
      messages: [{ at: '5:1-5:10', reason: 'Front matter is not valid YAML: Implicit map keys need to be followed by map values' }]
    },
    {
      name: 'a quote never closed at the very start of the block (no endless search for the opening quote)',
      text: '---\n"title: A\n---\n',
      messages: [{ at: '2:1-3:1', reason: 'Front matter is not valid YAML: Missing closing "quote' }]
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
