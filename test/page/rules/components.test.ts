import { testRule, page } from '../rule-tester.js'

testRule('component-unknown', {
  valid: [
    { name: 'SPEC components and HTML elements', text: page('<Note>Hi <kbd>Ctrl</kbd></Note>\n\n<details><summary>More</summary>Text</details>\n') },
    { name: 'an imported component', text: page("import Chart from '/snippets/chart.mdx'\n\n<Chart />\n") },
    { name: 'a member of an imported name', text: page("import * as Ui from '/snippets/ui.mdx'\n\n<Ui.Banner />\n") },
    { name: 'a component the page exports', text: page('export const Badge = () => null\n\n<Badge />\n') },
    { name: 'a custom element', text: page('<my-widget />\n') },
    { name: 'a fragment', text: page('<>Text</>\n') }
  ],
  invalid: [
    {
      name: 'a misspelt component, on its tag, with the closest name',
      text: page('<Warnign>Keys are shown once.</Warnign>\n'),
      messages: [
        {
          at: '6:1-6:9',
          reason: 'Unknown component `<Warnign>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration; did you mean `<Warning>`?'
        }
      ]
    },
    {
      name: 'an inline component that is not imported',
      text: page('Press <Kbd>K</Kbd>.\n'),
      messages: [{ at: '6:7-6:11', reason: 'Unknown component `<Kbd>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration' }]
    },
    {
      name: 'a lower-case name that is no HTML element',
      text: page('<warning>x</warning>\n'),
      messages: [{ at: '6:1-6:9', reason: 'Unknown HTML element `<warning>`: lower-case names are HTML elements in MDX' }]
    }
  ]
})

testRule('component-attributes', {
  valid: [
    { name: 'required attributes given', text: page('<Steps>\n  <Step title="Install">x</Step>\n</Steps>\n') },
    { name: 'cols as a number', text: page('<CardGroup cols={2}>\n  <Card title="A" href="/a" icon="rocket">x</Card>\n</CardGroup>\n') },
    { name: 'ParamField with one location and a flag', text: page('<ParamField path="id" type="string" required>\n  The id.\n</ParamField>\n') },
    { name: 'ResponseField with name and type', text: page('<ResponseField name="id" type="string" required>x</ResponseField>\n') },
    { name: 'a spread may carry the required attributes', text: page('<Card {...props} />\n') },
    { name: 'an expression value is not checked', text: page('<Card title={name} />\n') },
    { name: 'key and id on any component', text: page('<Tooltip tip="A term" id="t">term</Tooltip>\n') },
    { name: 'components docslint does not know', text: page("import X from '/x.mdx'\n\n<X anything />\n") }
  ],
  invalid: [
    {
      name: 'a missing title, on the tag',
      text: page('<Steps>\n  <Step>x</Step>\n</Steps>\n'),
      messages: [{ at: '7:3-7:8', reason: '`<Step>` needs a `title` attribute' }]
    },
    {
      name: 'ResponseField without name and type',
      text: page('<ResponseField required>x</ResponseField>\n'),
      messages: [
        { at: '6:1-6:15', reason: '`<ResponseField>` needs a `name` attribute' },
        { at: '6:1-6:15', reason: '`<ResponseField>` needs a `type` attribute' }
      ]
    },
    {
      name: 'ParamField without a location',
      text: page('<ParamField type="string">x</ParamField>\n'),
      messages: [{ at: '6:1-6:12', reason: '`<ParamField>` needs one of `path`, `body`, `query` or `header`, set to the parameter\'s name (`path="id"`)' }]
    },
    {
      name: 'ParamField with two locations, on the second',
      text: page('<ParamField path="id" query="id" type="string">x</ParamField>\n'),
      messages: [{ at: '6:23-6:33', reason: '`<ParamField>` has both `path` and `query`: give exactly one of `path`, `body`, `query` or `header`' }]
    },
    {
      name: 'cols as a string, on the attribute',
      text: page('<CardGroup cols="2">\n  <Card title="A">x</Card>\n</CardGroup>\n'),
      messages: [{ at: '6:12-6:20', reason: '`<CardGroup>` `cols` must be a number, written as an expression: `cols={2}`' }]
    },
    {
      name: 'a flag given as a string',
      text: page('<ResponseField name="id" type="string" required="true">x</ResponseField>\n'),
      messages: [{ at: '6:40-6:55', reason: '`<ResponseField>` `required` is a flag: write `required` on its own (or `required={false}`), not a string' }]
    },
    {
      name: 'an empty required attribute',
      text: page('<Tooltip tip="">term</Tooltip>\n'),
      messages: [{ at: '6:10-6:16', reason: '`<Tooltip>` `tip` is empty' }]
    },
    {
      name: 'an unknown attribute (a warning), with the closest one',
      text: page('<Card tilte="A">x</Card>\n'),
      messages: [
        { at: '6:1-6:6', reason: '`<Card>` needs a `title` attribute' },
        {
          at: '6:7-6:16',
          reason:
            '`<Card>` has no `tilte` attribute; did you mean `title`? (it takes `title`, `icon`, `iconType`, `href`, `img`, `color`, `horizontal`, `cta` and `arrow`)'
        }
      ]
    },
    {
      name: 'an attribute on a callout',
      text: page('<Note title="Heads up">x</Note>\n'),
      messages: [{ at: '6:7-6:23', reason: '`<Note>` has no `title` attribute (it takes none)' }]
    }
  ]
})

testRule('component-nesting', {
  valid: [
    { name: 'Steps of Step', text: page('<Steps>\n  <Step title="A">x</Step>\n\n  {/* more soon */}\n\n  <Step title="B">y</Step>\n</Steps>\n') },
    { name: 'Tabs written on one line', text: page('<Tabs><Tab title="npm">x</Tab><Tab title="pnpm">y</Tab></Tabs>\n') },
    { name: 'an Accordion on its own', text: page('<Accordion title="More">x</Accordion>\n') },
    { name: 'a CodeGroup of code', text: page('<CodeGroup>\n```js a.js\nx\n```\n```py b.py\ny\n```\n</CodeGroup>\n') },
    { name: 'an imported component inside Steps', text: page("import InstallStep from '/snippets/install.mdx'\n\n<Steps>\n  <InstallStep />\n</Steps>\n") }
  ],
  invalid: [
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
    }
  ]
})
