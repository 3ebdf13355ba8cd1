import { page } from '../helpers.js'
import { testRule } from './tester.js'

const easy = (written: string, without: string) => `\`${written}\` tells the reader this is easy, which it may not be for them: leave it out (\`${without}\`)`
const filler = (written: string, without: string) => `\`${written}\` adds nothing: leave it out (\`${without}\`)`
const hedge = (written: string, without: string) => `\`${written}\` hedges: state what holds, or when it holds, without it (\`${without}\`)`

testRule('prose-hedging', {
  valid: [
    { name: 'plain instructions', text: page('Click **Copy** to copy the key. You need an API key.\n') },
    { name: '`just` and `simply` in their other senses', text: page('Select the key you just created. It runs just before the build, not just once. The proxy simply stores what it gets.\n') },
    { name: '`easily` that says how something behaves', text: page('Basic auth sends credentials that can be easily decoded.\n') },
    { name: '`not really`, and a hedge about plans', text: page('It is not really a queue. Bulk requests will probably come soon.\n') },
    { name: 'words in quotation marks', text: page('Never write "simply click" in a step.\n') },
    { name: 'code, inline code, URLs and front matter', text: '---\ntitle: "Simply start"\ndescription: "Just run it, probably."\n---\n\nRun `just run` or see [https://example.com/simply-click](https://example.com/simply-click).\n\n```bash\n# simply run this, probably\njust run\n```\n' },
    { name: 'words given in `ignore`', options: { ignore: ['really'] }, text: page('This is really useful.\n') },
    { name: 'legal pages, in docslint:style', path: 'docs/legal/privacy.mdx', config: { extends: ['docslint:recommended', 'docslint:style'] }, severity: 'warn', text: page('We probably keep your data.\n') }
  ],
  invalid: [
    { name: '`simply` before an instruction', text: page('Simply click **Copy**.\n'), messages: [{ at: '6:1-6:7', reason: easy('Simply', 'Click') }] },
    { name: '`just` before an instruction, inside a <Note>', text: page('<Note>\n  If it fails, just\n  restart the worker.\n</Note>\n'), messages: [{ at: '7:16-7:20', reason: easy('just', 'restart') }] },
    {
      name: '`easily` before a verb, inside a <Step>',
      text: page('<Steps>\n  <Step title="Switch">\n    You can easily switch between accounts.\n  </Step>\n</Steps>\n'),
      messages: [{ at: '8:13-8:19', reason: easy('easily', 'You can switch') }]
    },
    { name: 'a filler, in a table cell', text: page('| Option | Effect |\n| --- | --- |\n| `queue` | This is really useful. |\n'), messages: [{ at: '8:21-8:27', reason: filler('really', 'This is useful') }] },
    { name: 'a filler after an article', text: page('It has a really easy interface.\n'), messages: [{ at: '6:10-6:16', reason: filler('really', 'has an easy') }] },
    { name: 'a hedge', text: page('You probably need to set up an email transport.\n'), messages: [{ at: '6:5-6:13', reason: hedge('probably', 'You need') }] },
    { name: 'a hedge of several words', text: page('In my opinion, it is fast.\n'), messages: [{ at: '6:1-6:14', reason: '`In my opinion` hedges: state what holds, or when it holds, without it' }] }
  ]
})
