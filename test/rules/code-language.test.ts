import { page } from '../helpers.js'
import { testRule } from './tester.js'

const noLanguage = 'Code block has no language: write it after the opening fence (```python, ```bash, ```json, ...)'
const guessed = (language: string, why: string) => `Code block has no language: write it after the opening fence; did you mean \`${language}\` (${why})?`

testRule('code-language', {
  valid: [
    { name: 'a language', text: page('```bash\nnpm i acme\n```\n') },
    { name: 'titles in a CodeGroup', text: page('<CodeGroup>\n```js index.js\nx()\n```\n\n```py main.py {2}\nx()\n```\n</CodeGroup>\n') },
    { name: 'a title= option', text: page('<RequestExample>\n```bash title="cURL"\ncurl x\n```\n</RequestExample>\n') },
    { name: 'a title with words and options', text: page('<ResponseExample>\n```json Success response lines wrap\n{}\n```\n</ResponseExample>\n') }
  ],
  invalid: [
    { name: 'no language, on the fence line', text: page('```\nconsole.log(x)\n```\n'), messages: [{ at: '6:1-6:4', reason: noLanguage }] },
    { name: 'a tilde fence', text: page('~~~~\nx\n~~~~\n'), messages: [{ at: '6:1-6:5', reason: noLanguage }] },
    {
      name: 'JSON that parses, offered json and fixed',
      text: page('```\n{\n  "id": "run_1",\n  "status": "COMPLETED"\n}\n```\n'),
      messages: [{ at: '6:1-6:4', reason: guessed('json', 'the block is JSON') }],
      output: page('```json\n{\n  "id": "run_1",\n  "status": "COMPLETED"\n}\n```\n')
    },
    {
      name: 'JSON in an indented tilde fence inside a step, fixed on the fence line',
      text: page('<Steps>\n  <Step title="Send">\n    ~~~\n    [1, 2]\n    ~~~\n  </Step>\n</Steps>\n'),
      messages: [{ at: '8:5-8:8', reason: guessed('json', 'the block is JSON') }],
      output: page('<Steps>\n  <Step title="Send">\n    ~~~json\n    [1, 2]\n    ~~~\n  </Step>\n</Steps>\n')
    },
    { name: 'commands after a prompt, offered bash', text: page('```\n$ npx trigger.dev@latest login\n$ npx trigger.dev@latest dev\n```\n'), messages: [{ at: '6:1-6:4', reason: guessed('bash', 'the block is shell commands after a `$` prompt') }] },
    { name: 'known commands, offered bash', text: page('```\nsudo apt-get install python g++ build-essential\n```\n'), messages: [{ at: '6:1-6:4', reason: guessed('bash', 'the block is shell commands') }] },
    { name: 'a command continued on the next line, offered bash', text: page('```\ncurl https://api.acme.dev/v1/runs \\\n  -H "Authorization: Bearer $ACME_KEY"\n```\n'), messages: [{ at: '6:1-6:4', reason: guessed('bash', 'the block is shell commands') }] },
    { name: 'a lone URL, offered text', text: page('```\nhttps://echo.hoppscotch.io/graphql\n```\n'), messages: [{ at: '6:1-6:4', reason: guessed('text', 'the block is a URL') }] },
    { name: 'a file tree, offered text', text: page('```\nsrc/\n├── index.ts\n└── trigger/\n```\n'), messages: [{ at: '6:1-6:4', reason: guessed('text', 'the block is a tree drawn in text') }] },
    // Near misses: content that looks like one of these but is not, gets no guess.
    { name: 'a JavaScript object (not JSON), no guess', text: page("```\n{ id: 'run_1', status: 'COMPLETED' }\n```\n"), messages: [{ at: '6:1-6:4', reason: noLanguage }] },
    { name: 'JSON with a comment, no guess', text: page('```\n{\n  "id": "run_1" // the run\n}\n```\n'), messages: [{ at: '6:1-6:4', reason: noLanguage }] },
    { name: 'a prompt followed by its output, no guess', text: page('```\n$ npm test\nPASS src/index.test.ts\n```\n'), messages: [{ at: '6:1-6:4', reason: noLanguage }] },
    { name: 'an export in JavaScript, no guess', text: page('```\nexport const config = { project: "proj_1" }\n```\n'), messages: [{ at: '6:1-6:4', reason: noLanguage }] },
    { name: 'an environment file, no guess', text: page('```\nAGENTOPS_API_KEY=your_agentops_api_key_here\n```\n'), messages: [{ at: '6:1-6:4', reason: noLanguage }] },
    { name: 'code whose lines start with command words, no guess', text: page('```\ngit = os.getenv("GIT")\ncurl(git)\n```\n'), messages: [{ at: '6:1-6:4', reason: noLanguage }] },
    { name: 'an HTTP request, no guess', text: page('```\nGET /users/42\n```\n'), messages: [{ at: '6:1-6:4', reason: noLanguage }] },
    {
      name: 'no title in a CodeGroup',
      text: page('<CodeGroup>\n```js\nx()\n```\n</CodeGroup>\n'),
      messages: [{ at: '7:1-7:6', reason: "Code block in `<CodeGroup>` has no title: write it after the language (```js index.js), it labels the block's tab" }]
    },
    {
      name: 'no titles in a CodeGroup of Python and shell: a title that fits each block is shown',
      text: page('<CodeGroup>\n```python\nx()\n```\n\n```bash\npip install x\n```\n</CodeGroup>\n'),
      messages: [
        { at: '7:1-7:10', reason: "Code block in `<CodeGroup>` has no title: write it after the language (```python main.py), it labels the block's tab" },
        { at: '11:1-11:8', reason: "Code block in `<CodeGroup>` has no title: write it after the language (```bash Terminal), it labels the block's tab" }
      ]
    },
    {
      name: 'only options, no title, in a ResponseExample',
      text: page('<ResponseExample>\n```json {1-2} lines\n{}\n```\n</ResponseExample>\n'),
      messages: [{ at: '7:1-7:20', reason: "Code block in `<ResponseExample>` has no title: write it after the language (```json 200), it labels the block's tab" }]
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
