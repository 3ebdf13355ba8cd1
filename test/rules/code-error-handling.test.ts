import { page } from '../helpers.js'
import { testRule } from './tester.js'

const js = (call: string) => `\`${call}\` sends a request but the example has no error path: check \`response.ok\` (or \`response.status\`) and handle the failure, \`throw\` or \`catch\``
const python = (call: string) => `\`${call}\` sends a request but the example has no error path: call \`response.raise_for_status()\` (or check \`response.status_code\`) and handle the failure`
const curl = '`curl` sends a request but the example has no error path: add `--fail` (or `--fail-with-body`) so that an error status fails the command'

testRule('code-error-handling', {
  valid: [
    { name: 'fetch with a status check', text: page('```js\nconst res = await fetch(url)\nif (!res.ok) throw new Error(String(res.status))\n```\n') },
    { name: 'axios in try/catch', text: page('```ts\ntry {\n  await axios.post(url, body)\n} catch (error) {\n  console.error(error)\n}\n```\n') },
    { name: 'requests with raise_for_status', text: page('```python\nr = requests.get(url)\nr.raise_for_status()\n```\n') },
    { name: 'a fetch handler, not a call', text: page('```ts\nexport default {\n  async fetch(request: Request): Promise<Response> {\n    return new Response("ok")\n  },\n}\n```\n') },
    { name: 'a method called fetch', text: page('```js\nconst run = await client.fetch(id)\n```\n') },
    { name: 'curl, while shell is off', text: page('```bash\ncurl https://api.acme.dev/v1/users\n```\n') },
    { name: 'curl with --fail', options: { shell: true }, text: page('```bash\ncurl -fsSL https://api.acme.dev/v1/users\n```\n') },
    { name: 'a response example', text: page('<ResponseExample>\n```js\nfetch(url)\n```\n</ResponseExample>\n') },
    { name: 'fetch named in prose and inline code', text: page('Call `fetch(url)` and check the result.\n') }
  ],
  invalid: [
    { name: 'an unchecked fetch', text: page('```js\nconst res = await fetch(url)\nconst data = await res.json()\n```\n'), messages: [{ at: '7:19-7:24', reason: js('fetch') }] },
    {
      name: 'a fetch inside a <Step>, indented',
      text: page('<Steps>\n  <Step title="Call the API">\n    ```ts\n    const res = await fetch(url)\n    ```\n  </Step>\n</Steps>\n'),
      messages: [{ at: '9:23-9:28', reason: js('fetch') }]
    },
    {
      name: 'axios inside a <Note>',
      text: page('<Note>\n  ```js\n  const { data } = await axios.get(url)\n  ```\n</Note>\n'),
      messages: [{ at: '8:26-8:35', reason: '`axios.get` sends a request but the example has no error path: wrap it in `try`/`catch` (axios rejects on an error status) and handle the failure' }]
    },
    { name: 'requests.post', text: page('```python\nr = requests.post(url, json=body)\nprint(r.json())\n```\n'), messages: [{ at: '7:5-7:18', reason: python('requests.post') }] },
    { name: 'curl without --fail, with shell on', options: { shell: true }, text: page('```bash\nRESP=$(curl -sS https://api.acme.dev)\n```\n'), messages: [{ at: '7:8-7:12', reason: curl }] }
  ]
})
