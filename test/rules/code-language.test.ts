import { page } from '../helpers.js'
import { testRule } from './tester.js'

const noLanguage = 'Code block has no language: write it after the opening fence (```bash)'

testRule('code-language', {
  valid: [
    { name: 'a language', text: page('```bash\nnpm i acme\n```\n') },
    { name: 'titles in a CodeGroup', text: page('<CodeGroup>\n```js index.js\nx()\n```\n\n```py main.py {2}\nx()\n```\n</CodeGroup>\n') },
    { name: 'a title= option', text: page('<RequestExample>\n```bash title="cURL"\ncurl x\n```\n</RequestExample>\n') },
    { name: 'a title with words and options', text: page('<ResponseExample>\n```json Success response lines wrap\n{}\n```\n</ResponseExample>\n') }
  ],
  invalid: [
    { name: 'no language, on the fence line', text: page('```\nnpm i acme\n```\n'), messages: [{ at: '6:1-6:4', reason: noLanguage }] },
    { name: 'a tilde fence', text: page('~~~~\nx\n~~~~\n'), messages: [{ at: '6:1-6:5', reason: noLanguage }] },
    {
      name: 'no title in a CodeGroup',
      text: page('<CodeGroup>\n```js\nx()\n```\n</CodeGroup>\n'),
      messages: [{ at: '7:1-7:6', reason: "Code block in `<CodeGroup>` has no title: write it after the language (```js index.js), it labels the block's tab" }]
    },
    {
      name: 'only options, no title, in a ResponseExample',
      text: page('<ResponseExample>\n```json {1-2} lines\n{}\n```\n</ResponseExample>\n'),
      messages: [{ at: '7:1-7:20', reason: "Code block in `<ResponseExample>` has no title: write it after the language (```json index.js), it labels the block's tab" }]
    },
    {
      name: 'neither language nor title',
      text: page('<CodeGroup>\n```\nx\n```\n</CodeGroup>\n'),
      messages: [
        { at: '7:1-7:4', reason: noLanguage },
        { at: '7:1-7:4', reason: "Code block in `<CodeGroup>` has no title: write it after the language (```js index.js), it labels the block's tab" }
      ]
    }
  ]
})
