import { page } from '../helpers.js'
import { testRule } from './tester.js'

const reason = (items: number) => `A procedure of ${items} numbered steps outside \`<Steps>\`: write it as \`<Steps>\`, with a \`<Step title="…">\` for each step`

testRule('steps-procedure', {
  valid: [
    { name: 'steps in <Steps>', text: page('<Steps>\n  <Step title="Install">\n    Run it.\n  </Step>\n</Steps>\n') },
    { name: 'two steps', text: page('1. Install the CLI.\n2. Run it.\n') },
    { name: 'a numbered list of facts', text: page('1. Fast builds.\n2. Small bundles.\n3. Install: one command.\n') },
    { name: 'a list of tips with bold labels', text: page('1. **Use tags** - they are faster.\n2. **Start simple**: add more later.\n3. **Keep logs:** they help.\n') },
    { name: 'a list of options in bold', text: page('1. **Use image tags** instead of builds\n2. **Configure resource limits**\n3. **Set up health checks**\n4. **Use external networks**\n') },
    { name: 'a troubleshooting checklist', text: page('1. Make sure the CLI is installed.\n2. Make sure you are logged in.\n3. Make sure the key is set.\n') },
    { name: 'a bullet list of instructions', text: page('- Install the CLI.\n- Log in.\n- Deploy the site.\n') },
    { name: 'a numbered list inside a <Step>', text: page('<Steps>\n  <Step title="Set up">\n    1. Install the CLI.\n    2. Log in.\n    3. Deploy the site.\n  </Step>\n</Steps>\n') },
    { name: 'a numbered list in a code block', text: page('```md\n1. Install the CLI.\n2. Log in.\n3. Deploy the site.\n```\n') }
  ],
  invalid: [
    { name: 'three numbered instructions', text: page('1. Install the CLI.\n2. Run `acme login`.\n3. Deploy the site.\n'), messages: [{ at: '6:1-8:20', reason: reason(3) }] },
    {
      name: 'instructions inside a <Note>, with one item that is not',
      text: page('<Note>\n  1. **Open** the dashboard.\n  2. Click **Keys**.\n  3. The key list opens.\n  4. Copy the key.\n</Note>\n'),
      messages: [{ at: '7:3-10:19', reason: reason(4) }]
    }
  ]
})
