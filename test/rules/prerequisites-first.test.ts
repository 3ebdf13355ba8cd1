import { page } from '../helpers.js'
import { testRule } from './tester.js'

const steps = '<Steps>\n  <Step title="Install">\n    Run it.\n  </Step>\n</Steps>\n'
const list = '1. Install the CLI.\n2. Log in.\n3. Deploy the site.\n'

testRule('prerequisites-first', {
  valid: [
    { name: 'prerequisites before the steps', text: page(`## Prerequisites\n\nAn account.\n\n## Install\n\n${steps}`) },
    { name: 'a later section with its own prerequisites', text: page(`## Option A\n\n${steps}\n## Option B\n\n### Prerequisites\n\nA key.\n\n${list}`) },
    { name: 'a prerequisites step first', text: page('<Steps>\n  <Step title="Prerequisites">\n    An account.\n  </Step>\n  <Step title="Install">\n    Run it.\n  </Step>\n</Steps>\n') },
    { name: 'prerequisites after a list that is not a procedure', text: page('1. Fast.\n2. Small.\n3. Free.\n\n## Requirements\n\nNode 20.\n') }
  ],
  invalid: [
    {
      name: 'a prerequisites heading after <Steps>',
      text: page(`## Install\n\n${steps}\n## Prerequisites\n\nAn account.\n`),
      messages: [{ at: '14:1-14:17', reason: '`Prerequisites` comes after the `<Steps>` at line 8: move it before the first step' }]
    },
    {
      name: 'before you begin, after numbered steps',
      text: page(`${list}\n### Before you begin\n`),
      messages: [{ at: '10:1-10:21', reason: '`Before you begin` comes after the numbered steps at line 6: move it before the first step' }]
    },
    {
      name: 'a prerequisites step that is not the first',
      text: page('<Steps>\n  <Step title="Install">\n    Run it.\n  </Step>\n  <Step title="Requirements">\n    A key.\n  </Step>\n</Steps>\n'),
      messages: [{ at: '10:9-10:29', reason: 'The step `Requirements` is step 2: make it the first step, or put it before the `<Steps>`' }]
    }
  ]
})
