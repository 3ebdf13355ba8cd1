import { page } from '../helpers.js'
import { testRule } from './tester.js'

const reason = (written: string, present: string) => `Future tense \`${written}\` for what happens now: write the present tense (\`${present}\`)`

testRule('prose-tense', {
  valid: [
    { name: 'the present tense', text: page('The API returns the new ID.\n') },
    { name: 'what is planned', text: page('This endpoint will be removed in v3. Webhooks will arrive soon.\n') },
    { name: 'a question', text: page('Will my key expire?\n') },
    { name: 'code, inline code and front matter', text: '---\ntitle: "It will return"\ndescription: "You will see."\n---\n\nRun `it will return`.\n\n```js\n// it will return\n```\n' }
  ],
  invalid: [
    { name: 'will and a verb', text: page('The API will return the new ID.\n'), messages: [{ at: '6:9-6:20', reason: reason('will return', 'returns') }] },
    { name: 'will be and a participle, inside a <Note>', text: page('<Note>\n  The logs will be\n  displayed here.\n</Note>\n'), messages: [{ at: '7:12-8:12', reason: reason('will be displayed', 'are displayed') }] },
    {
      name: "you'll, inside a <Step>",
      text: page('<Steps>\n  <Step title="Get a key">\n    You’ll need an API key.\n  </Step>\n</Steps>\n'),
      messages: [{ at: '8:5-8:16', reason: reason("You'll need", 'You need') }]
    },
    { name: 'will not, in a table cell', text: page('| Flag | Effect |\n| --- | --- |\n| `dry` | It will not write files. |\n'), messages: [{ at: '8:14-8:28', reason: reason('will not write', 'does not write') }] },
    { name: 'will be able to', text: page('You will be able to see the run.\n'), messages: [{ at: '6:5-6:20', reason: reason('will be able to', 'can') }] },
    { name: 'an adverb between', text: page('The SDK will automatically retry.\n'), messages: [{ at: '6:9-6:33', reason: reason('will automatically retry', 'automatically retries') }] },
    { name: 'will be and adverbs', text: page('The field will now be automatically filled. It will be the default.\n'), messages: [
      { at: '6:11-6:43', reason: reason('will now be automatically filled', 'is now automatically filled') },
      { at: '6:48-6:55', reason: reason('will be', 'is') }
    ] },
    { name: "won't", text: page("Workers won't stop.\n"), messages: [{ at: '6:9-6:19', reason: reason("won't stop", 'do not stop') }] }
  ]
})
