import { page } from '../helpers.js'
import { testRule } from './tester.js'

testRule('component-unknown', {
  valid: [
    { name: 'SPEC components and HTML elements', text: page('<Note>Hi <kbd>Ctrl</kbd></Note>\n\n<details><summary>More</summary>Text</details>\n') },
    { name: 'an imported component', text: page("import Chart from '/snippets/chart.mdx'\n\n<Chart />\n") },
    { name: 'a member of an imported name', text: page("import * as Ui from '/snippets/ui.mdx'\n\n<Ui.Banner />\n") },
    { name: 'a component the page exports', text: page('export const Badge = () => null\n\n<Badge />\n') },
    { name: 'a custom element', text: page('<my-widget />\n') },
    { name: 'a fragment', text: page('<>Text</>\n') },
    { name: 'a component declared in the rule options', options: { components: { Widget: {} } }, text: page('<Widget>x</Widget>\n') },
    { name: 'a component declared in the tool configuration', config: { components: { Widget: {} } }, text: page('<Widget>x</Widget>\n') },
    {
      name: 'the site generator\'s built-in components',
      text: page(
        [
          'Launch <Icon icon="rocket" /> now, with a <Badge>Beta</Badge> and <Latex>E = mc^2</Latex>.',
          '<Danger>Deletes the project.</Danger>',
          '<Callout icon="key" color="#FFC107">A custom callout.</Callout>',
          '<Columns cols={2}>\n  <Column>A</Column>\n</Columns>',
          '<Panel>\n  <Info>Pinned.</Info>\n</Panel>',
          '<Tree>\n  <Tree.Folder name="app">\n    <Tree.File name="page.tsx" />\n  </Tree.Folder>\n</Tree>',
          '<Color variant="compact">\n  <Color.Item name="blue" value="#3B82F6" />\n</Color>',
          '<Prompt description="A prompt">Be brief.</Prompt>',
          '<Tile href="/a" title="A">x</Tile>',
          '<View title="Python">x</View>',
          '<Visibility for="humans">x</Visibility>',
          '<Snippet file="setup.mdx" />',
          '<Mermaid chart="graph TD; A-->B" />',
          '<Heading level={2} noAnchor>Plain</Heading>',
          '<GitHub.Repo repo="mintlify/docs" />',
          '<FileTree>\n  <Tree.Folder name="app">\n    <Tree.File name="page.tsx" />\n  </Tree.Folder>\n</FileTree>'
        ].join('\n\n') + '\n'
      )
    }
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
    },
    {
      name: 'an undeclared component, where an override turns the rule off only for other files',
      config: { overrides: [{ files: 'legacy/**', rules: { 'component-unknown': 'off' } }] },
      text: page('<Widget />\n'),
      messages: [{ at: '6:1-6:8', reason: 'Unknown component `<Widget>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration' }]
    },
    {
      name: 'a component that is no built-in one',
      text: page('<Widget />\n'),
      messages: [{ at: '6:1-6:8', reason: 'Unknown component `<Widget>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration' }]
    },
    {
      name: 'a member the generator component does not have',
      text: page('<Tree>\n  <Tree.Fil name="a" />\n</Tree>\n'),
      messages: [
        {
          at: '7:3-7:12',
          reason: 'Unknown component `<Tree.Fil>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration; did you mean `<Tree.File>`?'
        }
      ]
    },
    {
      name: 'a generator component, with builtIn seed',
      options: { builtIn: 'seed' },
      text: page('<Danger>Deletes the project.</Danger>\n'),
      messages: [
        {
          at: '6:1-6:8',
          reason: 'Unknown component `<Danger>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration'
        }
      ]
    }
  ]
})
