import { page } from '../helpers.js'
import { testRule } from './tester.js'

testRule('component-attributes', {
  valid: [
    { name: 'required attributes given', text: page('<Steps>\n  <Step title="Install">x</Step>\n</Steps>\n') },
    { name: 'cols as a number', text: page('<CardGroup cols={2}>\n  <Card title="A" href="/a" icon="rocket">x</Card>\n</CardGroup>\n') },
    { name: 'ParamField with one location and a flag', text: page('<ParamField path="id" type="string" required>\n  The id.\n</ParamField>\n') },
    { name: 'ResponseField with name and type', text: page('<ResponseField name="id" type="string" required>x</ResponseField>\n') },
    { name: 'a spread may carry the required attributes', text: page('<Card {...props} />\n') },
    { name: 'an expression value is not checked', text: page('<Card title={name} />\n') },
    { name: 'key and id on any component', text: page('<Tooltip tip="A term" id="t">term</Tooltip>\n') },
    { name: 'components docslint does not know', text: page("import X from '/x.mdx'\n\n<X anything />\n") },
    { name: 'an unknown attribute with unknownAttributes off', options: { unknownAttributes: 'off' }, text: page('<Note title="Heads up">x</Note>\n') },
    { name: 'a component declared with its attributes', options: { components: { Banner: { attributes: { kind: { required: true } } } } }, text: page('<Banner kind="info">x</Banner>\n') }
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
          severity: 'warn',
          reason:
            '`<Card>` has no `tilte` attribute; did you mean `title`? (it takes `title`, `icon`, `iconType`, `href`, `img`, `color`, `horizontal`, `cta` and `arrow`)'
        }
      ]
    },
    {
      name: 'an attribute on a callout',
      text: page('<Note title="Heads up">x</Note>\n'),
      messages: [{ at: '6:7-6:23', reason: '`<Note>` has no `title` attribute (it takes none)', severity: 'warn' }]
    },
    {
      name: 'an unknown attribute as an error (unknownAttributes), like the strict preset',
      options: { unknownAttributes: 'error' },
      text: page('<Note title="Heads up">x</Note>\n'),
      messages: [{ at: '6:7-6:23', reason: '`<Note>` has no `title` attribute (it takes none)' }]
    },
    {
      name: 'the strict preset',
      config: { extends: 'docslint:strict' },
      text: page('<Note title="Heads up">x</Note>\n'),
      messages: [{ at: '6:7-6:23', reason: '`<Note>` has no `title` attribute (it takes none)' }]
    },
    {
      name: 'a required attribute of a component the tool configuration declares',
      config: { components: { Banner: { attributes: { kind: { required: true } } } } },
      text: page('<Banner>x</Banner>\n'),
      messages: [{ at: '6:1-6:8', reason: '`<Banner>` needs a `kind` attribute' }]
    }
  ]
})
