import { page } from '../helpers.js'
import { testRule } from './tester.js'

const we = (word: string) => `First person \`${word}\`: address the reader as \`you\`, or name who acts (the product, the team)`
const our = (word: string) => `First person \`${word}\`: say whose it is (\`your account\`, \`the Acme API\`)`

testRule('prose-person', {
  valid: [
    { name: 'second person', text: page('You can rotate your key at any time.\n') },
    { name: 'US, the country, and I/O', text: page('Servers in the US handle I/O for part I of the job.\n') },
    { name: 'words in quotation marks', text: page('The button says "Let us know".\n') },
    { name: 'code, inline code, URLs and front matter', text: '---\ntitle: "What we do"\ndescription: "Our API."\n---\n\nRun `we --our` at https://example.com/us.\n\n```bash\n# we run this\nwe\n```\n' },
    { name: "a question in the reader's voice", text: page('## How do I log in?\n') },
    { name: 'a privacy policy, in the style preset', path: 'docs/privacy.mdx', config: { extends: ['docslint:recommended', 'docslint:style'] }, severity: 'warn', text: page('We keep your data.\n') },
    { name: 'users described, not addressed', text: page('Users can share a collection.\n') },
    { name: 'the rule configured with fewer words', options: { words: ['we'] }, text: page('Tell us what you think.\n') }
  ],
  invalid: [
    { name: 'we in a paragraph', text: page('We recommend a key per project.\n'), messages: [{ at: '6:1-6:3', reason: we('We') }] },
    { name: 'our inside a <Note>', text: page('<Note>\n  Keep our key safe.\n</Note>\n'), messages: [{ at: '7:8-7:11', reason: our('our') }] },
    { name: "let's inside a <Step>", text: page("<Steps>\n  <Step title=\"Install\">\n    Let’s install the SDK.\n  </Step>\n</Steps>\n"), messages: [{ at: '8:5-8:10', reason: "`Let's` speaks for the reader: write the instruction itself (`Create a key` for `Let's create a key`)" }] },
    { name: 'us in a table cell', text: page('| Field | Use |\n| --- | --- |\n| key | Sent to us |\n'), messages: [{ at: '8:17-8:19', reason: we('us') }] },
    { name: 'I in a heading', text: page('## What I log\n'), messages: [{ at: '6:9-6:10', reason: we('I') }] },
    {
      name: 'the user should, and users must',
      text: page('The user should rotate the key. Users must sign in.\n'),
      messages: [
        { at: '6:1-6:16', reason: '`The user should` speaks of the reader in the third person: write `You should`' },
        { at: '6:33-6:43', reason: '`Users must` speaks of the reader in the third person: write `You must`' }
      ]
    },
    { name: 'the user needs to', text: page('First the user needs to log in.\n'), messages: [{ at: '6:7-6:24', reason: '`the user needs to` speaks of the reader in the third person: write `you need to`' }] },
    { name: 'first person as an error', severity: 'error', text: page('Contact us.\n'), messages: [{ at: '6:9-6:11', reason: we('us') }] }
  ]
})
