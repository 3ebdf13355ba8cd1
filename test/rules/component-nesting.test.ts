import { page } from '../helpers.js'
import { testRule } from './tester.js'

testRule('component-nesting', {
  valid: [
    { name: 'a Step at the top of a snippet, placed in Steps by the page that imports it', path: 'docs/snippets/step-install.mdx', text: '<Step title="Install">Run `npm install`.</Step>\n' },
    { name: 'Steps of Step', text: page('<Steps>\n  <Step title="A">x</Step>\n\n  {/* more soon */}\n\n  <Step title="B">y</Step>\n</Steps>\n') },
    { name: 'Tabs written on one line', text: page('<Tabs><Tab title="npm">x</Tab><Tab title="pnpm">y</Tab></Tabs>\n') },
    { name: 'an Accordion on its own', text: page('<Accordion title="More">x</Accordion>\n') },
    {
      name: 'a compact palette of items and a table of rows of items (components/color.mdx)',
      text: page('<Color variant="compact">\n  <Color.Item name="blue-500" value="#3B82F6" />\n</Color>\n\n<Color variant="table">\n  <Color.Row title="Primary">\n    <Color.Item name="primary-500" value="#3B82F6" />\n  </Color.Row>\n</Color>\n')
    },
    { name: 'a CodeGroup of code', text: page('<CodeGroup>\n```js a.js\nx\n```\n```py b.py\ny\n```\n</CodeGroup>\n') },
    { name: 'an imported component inside Steps', text: page("import InstallStep from '/snippets/install.mdx'\n\n<Steps>\n  <InstallStep />\n</Steps>\n") },
    { name: 'a declared child inside its declared parent', options: { components: { Choices: {}, Choice: { parent: 'Choices' } } }, text: page('<Choices>\n  <Choice>x</Choice>\n</Choices>\n') }
  ],
  invalid: [
    {
      name: 'a Color.Row outside Color, and text in a palette',
      text: page('<Color.Row title="Primary">\n  <Color.Item name="primary-500" value="#3B82F6" />\n</Color.Row>\n\n<Color variant="compact">\n  Blue\n</Color>\n'),
      messages: [
        { at: '6:1-6:11', reason: '`<Color.Row>` must be inside `<Color>`' },
        { at: '11:3-11:7', reason: '`<Color>` may only contain `<Color.Item>` or `<Color.Row>`; found text' }
      ]
    },
    {
      name: 'a Step inside another component of a snippet',
      path: 'docs/snippets/steps.mdx',
      text: '<Note>\n  <Step title="A">x</Step>\n</Note>\n',
      messages: [{ at: '2:3-2:8', reason: '`<Step>` must be inside `<Steps>`, not `<Note>`' }]
    },
    {
      name: 'a Step outside Steps',
      text: page('<Step title="A">x</Step>\n'),
      messages: [{ at: '6:1-6:6', reason: '`<Step>` must be inside `<Steps>`' }]
    },
    {
      name: 'a Tab inside another component',
      text: page('<Note>\n  <Tab title="A">x</Tab>\n</Note>\n'),
      messages: [{ at: '7:3-7:7', reason: '`<Tab>` must be inside `<Tabs>`, not `<Note>`' }]
    },
    {
      name: 'text inside Steps',
      text: page('<Steps>\n  <Step title="A">x</Step>\n  Then restart.\n</Steps>\n'),
      messages: [{ at: '8:3-8:16', reason: '`<Steps>` may only contain `<Step>`; found text' }]
    },
    {
      name: 'a Note inside AccordionGroup',
      text: page('<AccordionGroup>\n  <Accordion title="A">x</Accordion>\n  <Note>y</Note>\n</AccordionGroup>\n'),
      messages: [{ at: '8:3-8:8', reason: '`<AccordionGroup>` may only contain `<Accordion>`; found `<Note>`' }]
    },
    {
      name: 'prose inside a CodeGroup',
      text: page('<CodeGroup>\n```js a.js\nx\n```\n\nThe output:\n</CodeGroup>\n'),
      messages: [{ at: '11:1-11:12', reason: '`<CodeGroup>` may only contain code blocks; found text' }]
    },
    {
      name: 'a heading and a sentence with a link inside a CodeGroup: one message for the sentence, not one per word run and link',
      text: page('<CodeGroup>\n```js a.js\nx\n```\n\n### Assistants\n\nSee [the example](/examples/assistants) there.\n</CodeGroup>\n'),
      messages: [
        { at: '11:1-11:15', reason: '`<CodeGroup>` may only contain code blocks; found a heading' },
        { at: '13:1-13:47', reason: '`<CodeGroup>` may only contain code blocks; found text' }
      ]
    },
    {
      name: 'a declared child outside its declared parent',
      options: { components: { Choices: {}, Choice: { parent: 'Choices' } } },
      text: page('<Choice>x</Choice>\n'),
      messages: [{ at: '6:1-6:8', reason: '`<Choice>` must be inside `<Choices>`' }]
    }
  ]
})
