import { page } from '../helpers.js'
import { testRule } from './tester.js'

/** What the message on a Card's unknown attribute says it takes. */
const cardTakes = '(it takes `title`, `icon`, `href`, `iconType`, `color`, `img`, `horizontal`, `cta`, `arrow`, `type` and `disabled`)'

testRule('component-attributes', {
  valid: [
    { name: 'required attributes given', text: page('<Steps>\n  <Step title="Install">x</Step>\n</Steps>\n') },
    { name: 'cols as a number', text: page('<CardGroup cols={2}>\n  <Card title="A" href="/a" icon="rocket">x</Card>\n</CardGroup>\n') },
    {
      name: 'a flag written `"true"`, as the generator\'s docs write it',
      text: page('<Card title="Link card" icon="link" href="/components/columns" arrow="true" cta="Click here">x</Card>\n\n<ResponseField name="id" type="string" required="true">x</ResponseField>\n')
    },
    { name: 'ParamField with one location and a flag', text: page('<ParamField path="id" type="string" required>\n  The id.\n</ParamField>\n') },
    { name: 'ResponseField with name and type', text: page('<ResponseField name="id" type="string" required>x</ResponseField>\n') },
    { name: 'a spread may carry the required attributes', text: page('<Card {...props} />\n') },
    { name: 'an expression value is not checked', text: page('<Card title={name} />\n') },
    { name: 'key and id on any component', text: page('<Tooltip tip="A term" id="t">term</Tooltip>\n') },
    { name: 'components docslint does not know', text: page("import X from '/x.mdx'\n\n<X anything />\n") },
    { name: 'an unknown attribute with unknownAttributes off', options: { unknownAttributes: 'off' }, text: page('<Note icon="key">x</Note>\n') },
    { name: 'a callout with a title', text: page('<Note title="Heads up">x</Note>\n') },
    {
      name: 'attributes the site generator documents',
      text: page(
        [
          '<Frame hint="Before you go" caption="The dashboard">\n  <img src="/a.png" alt="A chart" />\n</Frame>',
          '<Card title="A" img="/a.png" horizontal arrow cta="Open" href="/a">x</Card>',
          '<AccordionGroup>\n  <Accordion title="A" defaultOpen icon="rocket" description="More">x</Accordion>\n</AccordionGroup>',
          '<Steps titleSize="h3">\n  <Step title="A" icon="rocket" stepNumber={3} titleSize="h2">x</Step>\n</Steps>',
          '<Tabs>\n  <Tab title="A" icon="leaf">x</Tab>\n</Tabs>',
          '<Tooltip tip="A term" headline="Term" cta="Read more about terms" href="/terms">term</Tooltip>',
          '<ResponseField name="id" type="string">\n  <Expandable title="properties" defaultOpen>x</Expandable>\n</ResponseField>',
          '<ParamField query="q" type="string" placeholder="text" deprecated>x</ParamField>',
          '<Callout icon="key" color="#FFC107" iconType="regular">x</Callout>',
          'An <Icon icon="rocket" size={16} color="#f00" /> icon, an <Icon src="/images/logo.svg" /> image and a <Badge color="green" stroke>badge</Badge>.',
          // How the generator's own docs write them (customize/custom-domain.mdx, api-playground/overview.mdx).
          'Click the <Icon name="trash-2" /> icon.',
          '<ResponseField name="proxy" type="boolean" defaultOpen="True">x</ResponseField>'
        ].join('\n\n') + '\n'
      )
    },
    {
      name: 'the generator components with their attributes',
      text: page(
        [
          '<Tree>\n  <Tree.Folder name="app" defaultOpen>\n    <Tree.File name="page.tsx" />\n  </Tree.Folder>\n</Tree>',
          '<Color variant="table">\n  <Color.Row title="Primary">\n    <Color.Item name="blue" value="#3B82F6" />\n  </Color.Row>\n</Color>',
          '<Prompt description="A prompt" actions={["copy"]}>x</Prompt>',
          '<Tile href="/a" title="A" description="B">x</Tile>',
          '<View title="Python" icon="python">x</View>',
          '<Visibility for="agents">x</Visibility>',
          '<Columns cols={2}>\n  <Column>x</Column>\n</Columns>'
        ].join('\n\n') + '\n'
      )
    },
    { name: 'GitHub.Repo with its repository and variant', text: page('<GitHub.Repo repo="mintlify/docs" variant="flat" />\n') },
    { name: 'FileTree, an alias of Tree, around a Markdown list', text: page('<FileTree>\n\n- app/\n  - page.tsx\n\n</FileTree>\n') },
    { name: 'Tree.File and Tree.Folder highlighted', text: page('<Tree>\n  <Tree.Folder name="app" defaultOpen highlight>\n    <Tree.File name="page.tsx" highlight />\n  </Tree.Folder>\n</Tree>\n') },
    { name: 'Update with tags and rss', text: page('<Update label="2024-10-11" description="v0.1.0" tags={["Mintlify"]} rss={{ title: "A", description: "B" }}>\n  x\n</Update>\n') },
    {
      name: 'CodeBlock with every prop create/code.mdx documents, `nocopy` included',
      text: page('<CodeBlock language="js" filename="a.js" icon="js" lines wrap nocopy expandable highlight="[1]" focus="[1]">\n  x\n</CodeBlock>\n')
    },
    { name: 'a Card without a title', text: page('<Card icon="rocket" href="/quickstart">Start here.</Card>\n') },
    { name: 'an Expandable without a title', text: page('<ResponseField name="user" type="object">\n  <Expandable>x</Expandable>\n</ResponseField>\n') },
    {
      name: 'a flag written `"false"`, `"true"` (any case), `{true}` or bare: the generator reads each as a flag',
      text: page('<Expandable title="a" defaultOpen="false">x</Expandable>\n\n<Expandable title="b" defaultOpen="true">x</Expandable>\n\n<Expandable title="c" defaultOpen="True">x</Expandable>\n\n<Expandable title="d" defaultOpen={true}>x</Expandable>\n\n<Card title="e" href="/e" arrow="false">x</Card>\n')
    },
    { name: 'values each attribute takes', text: page('<Badge color="surface-destructive" size="xs" shape="pill">x</Badge> <Visibility for="agents">y</Visibility>\n\n<Card title="A" type="danger">x</Card>\n\n<Columns cols="3">\n  <Card title="B">x</Card>\n</Columns>\n') },
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
      messages: [{ at: '6:1-6:12', reason: '`<ParamField>` needs one of `path`, `body`, `query` or `header`: set to the parameter\'s name (`path="id"`)' }]
    },
    {
      name: 'an Icon with neither `icon`, `name` nor `src`, and one with both `icon` and `src`',
      text: page('Click <Icon color="red" /> or <Icon icon="flag" src="/images/flag.svg" />.\n'),
      messages: [
        { at: '6:7-6:12', reason: '`<Icon>` needs one of `icon`, `name` or `src`: an icon\'s name (`icon="flag"`) or an image (`src="/images/icon.svg"`)' },
        { at: '6:49-6:71', reason: '`<Icon>` has both `icon` and `src`: give exactly one of `icon`, `name` or `src`' }
      ]
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
      name: 'a flag given as a string other than `"true"` or `"false"`',
      text: page('<ResponseField name="id" type="string" required="yes">x</ResponseField>\n\n<Expandable title="a" defaultOpen="open">x</Expandable>\n'),
      messages: [
        { at: '6:40-6:54', reason: '`<ResponseField>` `required` is a flag: write `required` on its own (or `required={false}`), not a string' },
        { at: '8:23-8:41', reason: '`<Expandable>` `defaultOpen` is a flag: write `defaultOpen` on its own (or `defaultOpen={false}`), not a string' }
      ]
    },
    {
      name: 'a value an attribute does not take (a warning), on the attribute, naming those it takes',
      text: page('<Badge color="pink">x</Badge>\n\n<GitHub.Repo repo="mintlify/docs" variant="round" />\n\n<Visibility for="robots">y</Visibility>\n'),
      messages: [
        {
          at: '6:8-6:20',
          severity: 'warn',
          reason: '`<Badge>` `color="pink"` is not a value it takes: give one of `gray`, `blue`, `green`, `yellow`, `orange`, `red`, `purple`, `white`, `surface`, `white-destructive` or `surface-destructive`'
        },
        { at: '8:35-8:50', severity: 'warn', reason: '`<GitHub.Repo>` `variant="round"` is not a value it takes: give one of `inset` or `flat`' },
        { at: '10:13-10:25', severity: 'warn', reason: '`<Visibility>` `for="robots"` is not a value it takes: give one of `humans` or `agents`' }
      ]
    },
    {
      name: 'an attribute Tree.File does not take, naming `highlight` among those it takes',
      text: page('<Tree>\n  <Tree.File name="a.ts" open />\n</Tree>\n'),
      messages: [{ at: '7:26-7:30', severity: 'warn', reason: '`<Tree.File>` has no `open` attribute (it takes `name` and `highlight`)' }]
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
        {
          at: '6:7-6:16',
          severity: 'warn',
          reason:
            `\`<Card>\` has no \`tilte\` attribute; did you mean \`title\`? ${cardTakes}`
        }
      ]
    },
    {
      name: 'an attribute a callout does not take',
      text: page('<Note icon="key">x</Note>\n'),
      messages: [{ at: '6:7-6:17', reason: '`<Note>` has no `icon` attribute (it takes `title`)', severity: 'warn' }]
    },
    {
      name: 'an attribute the seed does not give a callout, with builtIn seed',
      options: { builtIn: 'seed' },
      text: page('<Note title="Heads up">x</Note>\n'),
      messages: [{ at: '6:7-6:23', reason: '`<Note>` has no `title` attribute (it takes none)', severity: 'warn' }]
    },
    {
      name: 'a generator attribute, with builtIn seed',
      options: { builtIn: 'seed' },
      text: page('<Frame hint="Before you go">\n  <img src="/a.png" alt="A chart" />\n</Frame>\n'),
      messages: [{ at: '6:8-6:28', reason: '`<Frame>` has no `hint` attribute (it takes `caption`)', severity: 'warn' }]
    },
    {
      name: 'an unknown attribute as an error (unknownAttributes), like the strict preset',
      options: { unknownAttributes: 'error' },
      text: page('<Note icon="key">x</Note>\n'),
      messages: [{ at: '6:7-6:17', reason: '`<Note>` has no `icon` attribute (it takes `title`)' }]
    },
    {
      name: 'the strict preset',
      config: { extends: 'docslint:strict' },
      text: page('<Note icon="key">x</Note>\n'),
      messages: [{ at: '6:7-6:17', reason: '`<Note>` has no `icon` attribute (it takes `title`)' }]
    },
    {
      name: 'several unknown attributes: one message for the element, from the first to the last',
      text: page('<Frame type="glass" caption="A" mode="dark">\n  <img src="/a.png" alt="A chart" />\n</Frame>\n'),
      messages: [{ at: '6:8-6:44', reason: '`<Frame>` has no `type` and `mode` attributes (it takes `caption` and `hint`)', severity: 'warn' }]
    },
    {
      name: 'an unknown attribute written twice: one message',
      text: page('<Card title="A" newTab newTab>x</Card>\n'),
      messages: [{ at: '6:17-6:23', reason: `\`<Card>\` has no \`newTab\` attribute ${cardTakes}`, severity: 'warn' }]
    },
    {
      name: 'one message per element, each at its own attribute',
      text: page('<Card title="A" newTab>x</Card>\n\n<Card title="B" newTab>y</Card>\n'),
      messages: [
        { at: '6:17-6:23', reason: `\`<Card>\` has no \`newTab\` attribute ${cardTakes}`, severity: 'warn' },
        { at: '8:17-8:23', reason: `\`<Card>\` has no \`newTab\` attribute ${cardTakes}`, severity: 'warn' }
      ]
    },
    {
      name: 'a required attribute of a generator component',
      text: page('<Color>\n  <Color.Item name="blue" value="#3B82F6" />\n</Color>\n'),
      messages: [{ at: '6:1-6:7', reason: '`<Color>` needs a `variant` attribute' }]
    },
    {
      name: 'a required attribute of a member of a generator component',
      text: page('<Tree>\n  <Tree.File />\n</Tree>\n'),
      messages: [{ at: '7:3-7:13', reason: '`<Tree.File>` needs a `name` attribute' }]
    },
    {
      name: 'a number attribute of a generator component written as a string',
      text: page('<Steps>\n  <Step title="A" stepNumber="3">x</Step>\n</Steps>\n'),
      messages: [{ at: '7:19-7:33', reason: '`<Step>` `stepNumber` must be a number, written as an expression: `stepNumber={3}`' }]
    },
    {
      name: 'a required attribute of a component the tool configuration declares',
      config: { components: { Banner: { attributes: { kind: { required: true } } } } },
      text: page('<Banner>x</Banner>\n'),
      messages: [{ at: '6:1-6:8', reason: '`<Banner>` needs a `kind` attribute' }]
    }
  ]
})
